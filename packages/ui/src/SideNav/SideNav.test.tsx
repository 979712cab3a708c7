import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideNav } from './SideNav';

describe('SideNav', () => {
  it('is a named navigation landmark and marks the current page', () => {
    render(
      <SideNav
        aria-label="Main menu"
        currentHref="/change-email"
        items={[
          { href: '/dashboard', label: 'Dashboard' },
          { href: '/change-email', label: 'Change Email' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Email' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
