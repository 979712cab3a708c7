import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FiledStatus, formatFiledDate } from './FiledStatus';

const FILED = '2026-11-24T15:14:00.000Z';

describe('FiledStatus', () => {
  it.each([
    [
      { amountPaid: 875.01, paidAt: '2026-11-20T15:06:00.000Z', filedAt: FILED },
      'Paid $875.01 on November 20, 2026, balance $0.00',
    ],
    [{ amountPaid: 1244.17, filedAt: FILED }, 'Paid $1,244.17 on November 24, 2026, balance $0.00'],
    [{ amountPaid: 60 }, 'Paid $60.00, balance $0.00'],
    [{ amountPaid: 0, filedAt: FILED }, 'Filed, no payment due'],
    [{ amountPaid: 0, paidAt: FILED }, 'Filed, no payment due'],
  ])('%o reads "%s"', (props, text) => {
    const { container } = render(<FiledStatus {...props} />);
    expect(container.querySelector('p')).toHaveTextContent(text);
    expect(container).not.toHaveTextContent(/balance due|when you file/i);
  });

  it('gives the filing date and the confirmation number', () => {
    render(<FiledStatus amountPaid={0} filedAt={FILED} confirmationNumber="CT-2025-7K4P-9QXM" />);
    expect(screen.getByText('Filed on').nextElementSibling).toHaveTextContent('November 24, 2026');
    expect(screen.getByText('Confirmation number').nextElementSibling).toHaveTextContent('CT-2025-7K4P-9QXM');
  });

  it('keeps the confirmation row, busy, while the number loads, and shows none when there is none', () => {
    const { rerender } = render(<FiledStatus amountPaid={0} confirmationPending />);
    const row = screen.getByText('Confirmation number').nextElementSibling;
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row).toHaveTextContent('Loading the confirmation number');
    rerender(<FiledStatus amountPaid={0} confirmationNumber={null} />);
    expect(screen.queryByText('Confirmation number')).toBeNull();
  });

  it('renders the actions it is given, hidden when printed', () => {
    render(
      <FiledStatus amountPaid={5} actions={<a href="/form/1/confirmation">View your confirmation</a>} />,
    );
    expect(screen.getByRole('link', { name: 'View your confirmation' }).parentElement).toHaveAttribute(
      'data-print',
      'hide',
    );
  });

  it.each([
    ['2026-11-25T04:30:00.000Z', 'November 24, 2026'],
    ['2026-07-01T04:00:00.000Z', 'July 1, 2026'],
  ])('dates %s in the authority’s time zone as %s', (iso, text) => {
    expect(formatFiledDate(iso)).toBe(text);
  });
});
