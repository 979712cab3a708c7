import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField, dateToIso, isoToDate } from './DateField';

describe('DateField', () => {
  it('reports an ISO date once month, day and year are typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Date the business was sold" name="businessSoldDate" onChange={onChange} />);
    await user.tab();
    const group = screen.getByRole('group', { name: 'Date the business was sold' });
    expect(within(group).getAllByRole('spinbutton')[0]).toHaveFocus();
    await user.keyboard('03152025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-15');
  });

  it('shows an ISO value', () => {
    render(<DateField label="Sold on" name="soldOn" value="2024-12-31" />);
    const group = screen.getByRole('group', { name: 'Sold on' });
    expect(within(group).getByRole('spinbutton', { name: /year/i })).toHaveAttribute('aria-valuenow', '2024');
  });

  it('describes the hint and the error', () => {
    render(
      <DateField
        label="Sold on"
        name="soldOn"
        hint="For example, 03 15 2025."
        error="You must enter the date the business was sold."
      />,
    );
    const month = within(screen.getByRole('group', { name: 'Sold on' })).getAllByRole('spinbutton')[0];
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(month).toHaveAccessibleDescription(/For example, 03 15 2025\./);
    expect(month).toHaveAccessibleDescription(/You must enter the date the business was sold\./);
  });

  it.each([
    ['2025-03-15', '2025-03-15'],
    ['', null],
    [null, null],
    ['not a date', null],
  ])('round-trips %j to %j', (iso, expected) => {
    expect(dateToIso(isoToDate(iso))).toBe(expected);
  });
});
