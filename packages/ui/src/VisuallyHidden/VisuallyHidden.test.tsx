import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what it is in', () => {
    render(
      <a href="/filings/7">
        View <VisuallyHidden>Individual Annual Return 2025</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'View Individual Annual Return 2025' })).toBeInTheDocument();
  });

  it('renders the element asked for, with the caller’s id and class', () => {
    render(
      <VisuallyHidden as="h2" id="details" className="extra">
        Confirmation details
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Confirmation details' });
    expect(heading).toHaveAttribute('id', 'details');
    expect(heading).toHaveClass('extra');
  });
});
