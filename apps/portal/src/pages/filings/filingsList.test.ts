import type { Filing, FilingStatus } from '@citytax/api';
import { mockFiling } from '@citytax/api/mocks';
import { describe, expect, it } from 'vitest';
import { continueHref, filingName, formTitle, periodLabel, viewHref } from './filingLabels';
import {
  attentionOf,
  distinctNames,
  filterFilings,
  groupByTaxYear,
  NO_FILTERS,
  taxYearsOf,
  type FilingFilters,
} from './filingsList';

// Newest first, as the server answers: ids say the order.
const list: Filing[] = [
  mockFiling(7, 'ReturnOfIncome', 'Draft', { taxYear: 2026, period: { kind: 'month', number: 3 } }),
  mockFiling(6, 'NetProfitEstimate', 'AwaitingPayment', { taxYear: 2025, amountDue: 0.1 }),
  mockFiling(5, 'ReturnOfIncome', 'AwaitingPayment', { taxYear: 2026, amountDue: 0.2 }),
  mockFiling(4, 'CityTaxForm', 'Paid', { taxYear: 2024, amountPaid: 875.01 }),
  mockFiling(3, 'IndividualEstimate', 'Filed', { taxYear: 2026 }),
  mockFiling(2, 'BillingStatement', 'Draft', { taxYear: 2024 }),
  mockFiling(1, 'CityTaxForm', 'AwaitingPayment', { taxYear: 2024, amountDue: 1_234_567.89 }),
];
const idsOf = (filings: readonly Filing[]) => filings.map((f) => f.id);

describe('filterFilings', () => {
  it.each<[string, FilingFilters, number[]]>([
    ['no filters: every form, in order', NO_FILTERS, [7, 6, 5, 4, 3, 2, 1]],
    ['a tax year', { taxYear: 2026, status: null }, [7, 5, 3]],
    ['a status', { taxYear: null, status: 'AwaitingPayment' }, [6, 5, 1]],
    ['both', { taxYear: 2024, status: 'AwaitingPayment' }, [1]],
    ['Paid is not Filed', { taxYear: null, status: 'Filed' }, [3]],
    ['nothing matches', { taxYear: 2025, status: 'Paid' }, []],
    ['a year with no forms', { taxYear: 2019, status: null }, []],
  ])('%s', (_, filters, ids) => {
    expect(idsOf(filterFilings(list, filters))).toEqual(ids);
  });
});

describe('taxYearsOf and groupByTaxYear', () => {
  it('lists each tax year once, latest first', () => {
    expect(taxYearsOf(list)).toEqual([2026, 2025, 2024]);
    expect(taxYearsOf([])).toEqual([]);
  });

  it('groups by tax year, latest year first, each group newest first', () => {
    expect(groupByTaxYear(list).map((g) => [g.taxYear, idsOf(g.filings)])).toEqual([
      [2026, [7, 5, 3]],
      [2025, [6]],
      [2024, [4, 2, 1]],
    ]);
  });

  it('groups what the filters let through', () => {
    const groups = groupByTaxYear(filterFilings(list, { taxYear: null, status: 'Draft' }));
    expect(groups.map((g) => [g.taxYear, idsOf(g.filings)])).toEqual([
      [2026, [7]],
      [2024, [2]],
    ]);
  });
});

describe('attentionOf', () => {
  it('finds the drafts and the forms awaiting payment', () => {
    const { drafts, awaitingPayment } = attentionOf(list);
    expect(idsOf(drafts)).toEqual([7, 2]);
    expect(idsOf(awaitingPayment)).toEqual([6, 5, 1]);
  });

  const awaiting = (...amounts: number[]) =>
    amounts.map((amountDue, i) => mockFiling(i + 1, 'ReturnOfIncome', 'AwaitingPayment', { amountDue }));

  // The balance due is added up in cents: 0.1 + 0.2 is 0.30, not 0.30000000000000004.
  it.each<[string, Filing[], number]>([
    ['nothing awaiting payment', [], 0],
    ['one form', awaiting(875.01), 87_501],
    ['amounts that floating point adds badly', awaiting(0.1, 0.2), 30],
    ['many cents', awaiting(19.99, 19.99, 19.99), 5_997],
    ['large amounts', awaiting(999_999_999.99, 0.01), 100_000_000_000],
    ['drafts and filed forms owe nothing yet', list.filter((f) => f.status !== 'AwaitingPayment'), 0],
    ['the sample list', list, 123_456_819],
  ])('total balance due: %s', (_, filings, cents) => {
    expect(Math.round(attentionOf(filings).balanceDue * 100)).toBe(cents);
    expect(attentionOf(filings).balanceDue).toBe(cents / 100);
  });
});

describe('distinctNames', () => {
  const numbered = (name: string, index: number, count: number) => `${name} (${index} of ${count})`;

  it('keeps a name no other form shares, and numbers look-alikes in the list’s order', () => {
    const statements = [
      mockFiling(30, 'BillingStatement', 'AwaitingPayment', { taxYear: 2024 }),
      mockFiling(20, 'CityTaxForm', 'Draft', { taxYear: 2024 }),
      mockFiling(10, 'BillingStatement', 'Draft', { taxYear: 2024 }),
    ];
    const names = distinctNames(statements, filingName, numbered);
    expect([...names.entries()]).toEqual([
      [30, 'Tax, Penalty and Interest Billing Statement, 2024 (1 of 2)'],
      [10, 'Tax, Penalty and Interest Billing Statement, 2024 (2 of 2)'],
      [20, 'Individual Annual Return, 2024'],
    ]);
    expect(new Set(names.values()).size).toBe(statements.length);
  });
});

describe('filing labels', () => {
  it.each<[Filing['period'], string]>([
    [{ kind: 'month', number: 1 }, 'January'],
    [{ kind: 'month', number: 12 }, 'December'],
    [{ kind: 'quarter', number: 2 }, 'Quarter 2 (April – June)'],
    [{ kind: 'installment', number: 3 }, 'Installment 3'],
  ])('period %j reads %s', (period, text) => {
    expect(periodLabel(period!)).toBe(text);
  });

  it('names a form by the spec’s title, its period and its tax year', () => {
    expect(formTitle(list[0]!)).toBe("Employer's Return of Income Tax Withheld");
    expect(filingName(list[0]!)).toBe("Employer's Return of Income Tax Withheld, March, 2026");
    expect(filingName(list[3]!)).toBe('Individual Annual Return, 2024');
  });

  it.each<[FilingStatus, string]>([
    ['AwaitingPayment', '/form/9/pay'],
    ['Filed', '/form/9/confirmation'],
    ['Paid', '/form/9/confirmation'],
  ])('View of a form %s goes to %s', (status, href) => {
    expect(viewHref(mockFiling(9, 'ReturnOfIncome', status))).toBe(href);
  });

  it.each<[Filing['taxFormType'], string]>([
    ['CityTaxForm', '/forms/individual/annual-return'],
    // Stored whole when filed: a draft (withdrawn from payment) goes on at its pay page.
    ['IndividualEstimate', '/form/9/pay'],
    ['NetProfitEstimate', '/form/9/pay'],
    ['ReturnOfIncome', '/form/9/pay'],
    ['BillingStatement', '/form/9/pay'],
  ])('Continue of a %s draft goes to %s', (type, href) => {
    expect(continueHref(mockFiling(9, type, 'Draft'))).toBe(href);
  });
});
