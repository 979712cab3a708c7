import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NativeDateField } from './NativeDateField';

describe('NativeDateField', () => {
  it('reports ISO dates and null when cleared', () => {
    const onChange = vi.fn();
    render(<NativeDateField label="Sold on" name="sold" onChange={onChange} />);
    const input = screen.getByLabelText('Sold on');
    fireEvent.change(input, { target: { value: '2025-06-15' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-06-15');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('links hint and error, and carries the limits', () => {
    render(
      <NativeDateField
        label="Sold on"
        name="sold"
        hint="By the end of the tax year"
        error="Enter a date"
        maxValue="2025-12-31"
        isRequired
      />,
    );
    const input = screen.getByLabelText(/Sold on/);
    expect(input).toHaveAccessibleDescription('By the end of the tax year Enter a date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('max', '2025-12-31');
    expect(input).toBeRequired();
  });
});
