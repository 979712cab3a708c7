import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signOutEn } from '../messages/signOut.en';
import { withRouter } from '../storybook/withRouter';
import { LoggedOutPage } from './LoggedOut';

const meta = {
  title: 'Portal/Pages/Logged out',
  component: LoggedOutPage,
  decorators: [withRouter({ path: '/auth/logged-out' })],
  tags: ['autodocs'],
} satisfies Meta<typeof LoggedOutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(signOutEn.loggedOut.message)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: signOutEn.loggedOut.returnToLogin })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};
