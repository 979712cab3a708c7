import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TopBar } from './TopBar';

const logo = (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="6" fill="#ffffff" />
    <path d="M8 22h16v2H8zm2-10h2v8h-2zm5 0h2v8h-2zm5 0h2v8h-2zM7 10l9-4 9 4z" fill="#0b2e4f" />
  </svg>
);

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  args: { title: 'City Tax e-File', logo },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('City Tax e-File');
  },
};
export const SignedIn: Story = {
  args: { actions: <a href="#logout">Log out</a> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveFocus();
  },
};

/** A phone keeps the logout link on the title's line, at the right. */
export const SignedInOnPhone: Story = {
  args: { actions: <a href="#logout">Log out</a> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    const logout = canvas.getByRole('link', { name: 'Log out' }).getBoundingClientRect();
    await expect(logout.bottom).toBeLessThan(banner.top + banner.height);
    await expect(banner.height).toBeLessThan(80);
    await expect(banner.right - logout.right).toBeLessThan(20);
  },
};
