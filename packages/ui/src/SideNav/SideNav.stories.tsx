import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../text/storyText';
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
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals).sideNav;
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // Wide enough: the links show and the Menu button does not.
    await expect(canvas.queryByRole('button', { name: t.menuLabel })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Estimates and Credits' })).toHaveFocus();
  },
};
export const NoCurrentPage: Story = { args: { currentHref: undefined } };

/** Below 48em the links fold behind the Menu button; Escape folds them again. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals).sideNav;
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    const menu = within(nav).getByRole('button', { name: t.menuLabel });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();

    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals).sideNav.menuLabel }));
    await expect(canvas.getByRole('link', { name: 'Change Email' })).toBeVisible();
  },
};
