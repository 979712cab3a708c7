import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('has an accessible default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
  it('takes a custom label', () => {
    render(<Spinner label="Loading payment details" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment details');
  });
});
