import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnualReturnSummary } from './AnnualReturnSummary';
import {
  balanceDueSummary,
  noPaymentSummary,
  overpaymentSummary,
  summaryCities,
  summaryEntryNames,
} from './fixtures';

const amountOf = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return header.parentElement?.querySelector('td')?.textContent;
};

describe('AnnualReturnSummary', () => {
  it('shows every line of the computation, money as $1,234.56 and rates as %', () => {
    render(
      <AnnualReturnSummary
        summary={balanceDueSummary}
        cities={summaryCities}
        entryNames={summaryEntryNames}
      />,
    );
    expect(screen.getByRole('table', { name: 'Annual return summary' })).toBeInTheDocument();
    const lines = screen
      .getAllByRole('rowheader')
      .map((th) => [th.textContent, amountOf(th.textContent ?? '')]);
    expect(lines).toEqual([
      ['Qualifying wages (box 5 of your W-2s)', '$70,000.00'],
      ['1099 income', '$2,400.00'],
      ['Taxable income', '$72,400.00'],
      ['Tax rate of your residence city', '2.5%'],
      ['Tax', '$1,810.00'],
      ['Tax paid to Columbus that can be credited (Columbus Data Services)', '$450.00'],
      ['Credit factor of your residence city', '100%'],
      ['Credit limit of your residence city', '2.50%'],
      [expect.stringMatching(/^Credit for tax paid to other cities/), '$450.00'],
      ['Tax withheld for your residence city', '$1,300.00'],
      ['Estimated payments', '$0.00'],
      ['Credit from the prior year', '$0.00'],
      ['Balance due', '$60.00'],
    ]);
    // The credit line says its rule in words, with Cleveland's factor and limit (TAX-RULES.md §2.4).
    expect(screen.getByRole('rowheader', { name: /^Credit for tax paid to other cities/ })).toHaveTextContent(
      'For each W-2 from another city, the credit is the lesser of 100% of the tax paid to that city and 2.50% of the wages taxed there. The total credit is at most the tax.',
    );
    expect(screen.getByText('A balance is due. You pay it when you file.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Columbus Data Services: local wages (box 18) are more than Medicare wages and tips (box 5). The return uses box 5.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [balanceDueSummary, 'Amount due when filed', '$60.00'],
    [noPaymentSummary, 'Balance (within $10: nothing is billed or refunded)', '$5.00'],
  ])('a filed return says what was due when filed, not how to file', (summary, label, amount) => {
    const { container } = render(<AnnualReturnSummary summary={summary} cities={summaryCities} filed />);
    expect(amountOf(label)).toBe(amount);
    expect(container).not.toHaveTextContent(/balance due|when you file|you file without a payment/i);
  });

  it('lists one credit line per credited W-2 and their total', () => {
    render(
      <AnnualReturnSummary
        summary={{
          ...balanceDueSummary,
          credits: [
            { entryId: 12, locality: 'COL', amount: 450 },
            { entryId: 13, locality: 'AKR', amount: 100.5 },
          ],
          creditableTotal: 550.5,
          warnings: [],
        }}
        cities={summaryCities}
      />,
    );
    expect(amountOf('Tax paid to Columbus that can be credited')).toBe('$450.00');
    expect(amountOf('Tax paid to Akron that can be credited')).toBe('$100.50');
    expect(amountOf('Total tax paid to other cities that can be credited')).toBe('$550.50');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    [
      noPaymentSummary,
      'Balance (within $10: nothing is billed or refunded)',
      '$5.00',
      /nothing is billed or refunded\. You file without a payment\./,
    ],
    [
      { ...noPaymentSummary, net: -4.5 },
      'Balance (within $10: nothing is billed or refunded)',
      '-$4.50',
      /You file without a payment\./,
    ],
  ])('the balance line of outcome %#', (summary, label, amount, note) => {
    render(<AnnualReturnSummary summary={summary} cities={summaryCities} />);
    expect(amountOf(label)).toBe(amount);
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('says which W-2 has more tax withheld than wages (issue 18), beside the box 18 warning', () => {
    render(
      <AnnualReturnSummary
        summary={{
          ...balanceDueSummary,
          warnings: [
            { entryId: 12, code: 'localWagesExceedMedicareWages' },
            { entryId: 12, code: 'localTaxWithheldExceedsWages' },
          ],
        }}
        cities={summaryCities}
        entryNames={{ 12: 'Columbus Data Services' }}
      />,
    );
    expect(
      screen
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .slice(-2),
    ).toEqual([
      'Columbus Data Services: local wages (box 18) are more than Medicare wages and tips (box 5). The return uses box 5.',
      'Columbus Data Services: local income tax withheld (box 19) is more than the wages (box 5 or box 18). Please check this W-2.',
    ]);
  });

  it('shows an overpayment without an outcome line: the page says once how to file it on paper', () => {
    const { container } = render(<AnnualReturnSummary summary={overpaymentSummary} cities={summaryCities} />);
    expect(amountOf('Overpayment')).toBe('$115.00');
    expect(container).not.toHaveTextContent(/paper return|cannot be filed online/);
  });

  it('holds nothing interactive, so it prints as shown', () => {
    const { container } = render(<AnnualReturnSummary summary={balanceDueSummary} cities={summaryCities} />);
    expect(container.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
  });
});
