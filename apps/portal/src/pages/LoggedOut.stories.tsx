import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    await expect(canvas.getByText('You successfully logged out!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};
