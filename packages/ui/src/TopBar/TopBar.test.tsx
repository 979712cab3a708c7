import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('is a banner with the title and the actions slot', () => {
    render(<TopBar title="City Tax e-File" actions={<a href="/auth/logout">Log out</a>} />);
    expect(screen.getByRole('banner')).toHaveTextContent('City Tax e-File');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
  });
});
