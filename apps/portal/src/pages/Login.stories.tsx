import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { session } from '../state/session';
import { withRouter } from '../storybook/withRouter';
import { LoginPage } from './Login';
import { LoginFailedPage } from './LoginFailed';

const loader = () => ({ returnUrl: null });

const meta = {
  title: 'Portal/Pages/Login',
  component: LoginPage,
  decorators: [
    withRouter({
      path: '/auth/login',
      loader,
      Component: LoginPage,
      routes: [
        { path: '/auth/login-failed', element: <LoginFailedPage /> },
        { path: '/dashboard', element: <h1>Dashboard</h1> },
      ],
    }),
  ],
  beforeEach() {
    return () => session.forget();
  },
  tags: ['autodocs'],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Email address is required',
    );
  },
};

export const WithErrorMessage: Story = {
  parameters: {
    initialEntry: {
      pathname: '/auth/login',
      state: { message: 'The email address or password you entered is incorrect. Please try again.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The email address or password you entered is incorrect. Please try again.',
    );
  },
};
