import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SideNav } from './SideNav';

const items = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/change-email', label: 'Change Email' },
];

describe('SideNav', () => {
  it('is a named navigation landmark and marks the current page', () => {
    render(<SideNav aria-label="Main menu" currentHref="/change-email" items={items} />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Email' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has a Menu button in the navigation that shows and hides the list (shown only below 48em)', async () => {
    render(<SideNav aria-label="Main menu" currentHref="/dashboard" items={items} menuLabel="Menu" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const button = within(nav).getByRole('button', { name: 'Menu' });
    const list = within(nav).getByRole('list');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveAttribute('data-state', 'closed');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-state', 'open');

    await userEvent.tab();
    expect(within(list).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when the current page changes (a link was followed)', async () => {
    const { rerender } = render(<SideNav currentHref="/dashboard" items={items} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    rerender(<SideNav currentHref="/change-email" items={items} />);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
