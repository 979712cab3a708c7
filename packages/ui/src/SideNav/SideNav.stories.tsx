import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SideNav } from './SideNav';

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  args: {
    'aria-label': 'Main menu',
    currentHref: '/dashboard',
    items: [
      { href: '/dashboard', label: 'Dashboard' },
      { href: '/estimates-and-credits', label: 'Estimates and Credits' },
      { href: '/change-email', label: 'Change Email' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Estimates and Credits' })).toHaveFocus();
  },
};
export const NoCurrentPage: Story = { args: { currentHref: undefined } };
