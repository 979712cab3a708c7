import { problemWords } from '@citytax/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loginEn } from '../messages/login.en';
import { session } from '../state/session';
import { withRouter, type StoryInitialEntry } from '../storybook/withRouter';
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
    await expect(canvas.getByRole('heading', { level: 1, name: loginEn.title })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: loginEn.submit }));
    await expect(canvas.getByRole('textbox', { name: loginEn.email })).toHaveAccessibleDescription(
      `${loginEn.email} ${problemWords.validation.required}`,
    );
  },
};

export const WithErrorMessage: Story = {
  parameters: {
    // Read when the story renders, as the app makes the state when it navigates: in its language.
    initialEntry: (() => ({
      pathname: '/auth/login',
      state: { message: loginEn.invalidCredentials },
    })) satisfies StoryInitialEntry,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginEn.invalidCredentials);
  },
};
