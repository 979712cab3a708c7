import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstimateCreditsTable } from './EstimateCreditsTable';

const rows = [
  { taxYear: 2026, amountPaid: 1234.56, priorYearCreditAmount: 0 },
  { taxYear: 2025, amountPaid: 150, priorYearCreditAmount: 25 },
];

describe('EstimateCreditsTable', () => {
  it('lists the rows as a table with money as $1,234.56 and the audit note', () => {
    render(<EstimateCreditsTable status="loaded" rows={rows} />);
    // Issue 18: the note says which payments are shown at once and which wait for the audit.
    expect(
      screen.getByText(
        'Estimated payments made through City Tax e-File are shown as soon as they are completed. Estimated payments made any other way, such as by check, are not reflected until the tax office has audited them.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Estimated payments and prior-year credits by tax year',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Tax year', 'Amount paid', 'Prior year credit']);
    const body = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (c) => c.textContent));
    expect(body).toEqual([
      ['2026', '$1,234.56', '$0.00'],
      ['2025', '$150.00', '$25.00'],
    ]);
    expect(within(table).getByRole('rowheader', { name: '2025' })).toBeInTheDocument();
  });

  it('announces loading', () => {
    render(<EstimateCreditsTable status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading estimates and credits');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing is on record', () => {
    render(<EstimateCreditsTable status="loaded" rows={[]} />);
    expect(
      screen.getByText(
        'There are no estimated payments or credits on record for the current or previous tax year.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a load failure as an alert, with the page’s message when given', () => {
    const { rerender } = render(<EstimateCreditsTable status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred loading your estimates and credits. Please try again later.',
    );
    rerender(
      <EstimateCreditsTable status="error" errorMessage="Your session has expired and you must login." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired and you must login.');
  });
});
