import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../types';
import { Tile } from './Tile';

describe('Tile', () => {
  it('renders a heading link and the description', () => {
    render(<Tile title="Change Email" description="Update your address." href="/change-email" />);
    const link = screen.getByRole('link', { name: 'Change Email' });
    expect(link).toHaveAttribute('href', '/change-email');
    expect(screen.getByRole('heading', { level: 2, name: 'Change Email' })).toBeInTheDocument();
    expect(screen.getByText('Update your address.')).toBeInTheDocument();
  });

  it('uses the given link component', () => {
    function Custom({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={`/app${href}`} data-custom="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(<Tile title="Dashboard" href="/dashboard" linkComponent={Custom} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });
});
