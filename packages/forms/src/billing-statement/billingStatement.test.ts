import { describe, expect, it } from 'vitest';
import {
  billingTaxYears,
  EMPTY_BILLING_STATEMENT,
  isSameRequest,
  previewBillingStatement,
  type BillingStatementInput,
} from './billingStatement';
import { ACROSS, ACROSS_RESULT } from './fixtures';

/** A today after every date of these cases (a 2027 payment is no longer in the future). */
const LATER = '2027-06-30';

describe('previewBillingStatement', () => {
  it('works out the statement across two rate years in dollars, with the rates as fractions', () => {
    // 9 months starting in 2023 at 7% ($52.50) and 5 in 2024 at 10% ($41.67): $94.17 rounded once.
    expect(previewBillingStatement(ACROSS, LATER)).toEqual({
      kind: 'result',
      request: ACROSS,
      calculation: ACROSS_RESULT,
    });
  });

  it.each([
    ['nothing entered', EMPTY_BILLING_STATEMENT, { kind: 'needInputs' }],
    ['no payment date', { ...ACROSS, paymentDate: null }, { kind: 'needInputs' }],
    ['a payment before the tax year', { ...ACROSS, paymentDate: '2021-12-31' }, { kind: 'invalid' }],
    ['three decimals', { ...ACROSS, unpaidTax: 1.005 }, { kind: 'invalid' }],
    [
      'a late month in 2027 (paid after the last year with a rate)',
      { ...ACROSS, taxYear: 2025, dueDate: '2026-11-15', filedDate: '2026-11-15', paymentDate: '2027-01-20' },
      { kind: 'missingRate', year: 2027 },
    ],
    [
      'a late month in 2015',
      { ...ACROSS, taxType: 'withholding', taxYear: 2015, dueDate: '2015-12-01', paymentDate: '2016-01-05' },
      { kind: 'missingRate', year: 2015 },
    ],
    ['a due date in the tax year', { ...ACROSS, dueDate: '2022-12-31' }, { kind: 'invalid' }],
    ['a due date two years after it', { ...ACROSS, dueDate: '2024-04-15' }, { kind: 'invalid' }],
    ['a filing before the tax year', { ...ACROSS, filedDate: '2021-04-15' }, { kind: 'invalid' }],
    ['a payment after today', { ...ACROSS, paymentDate: '2027-07-01' }, { kind: 'invalid' }],
  ] as const)('has no amounts with %s', (_name, values, expected) => {
    expect(previewBillingStatement(values as BillingStatementInput, LATER)).toEqual(expected);
  });

  it('refuses a payment after today, and takes one on it', () => {
    expect(previewBillingStatement({ ...ACROSS, paymentDate: '2026-11-25' }, '2026-11-24')).toEqual({
      kind: 'invalid',
    });
    expect(previewBillingStatement({ ...ACROSS, paymentDate: '2026-11-24' }, '2026-11-24')).toMatchObject({
      kind: 'result',
    });
  });

  it('needs no interest rate when nothing is late', () => {
    const onTime = { ...ACROSS, taxYear: 2015, dueDate: '2016-04-18', filedDate: '2016-04-18' };
    expect(previewBillingStatement({ ...onTime, paymentDate: '2016-04-18' }, LATER)).toMatchObject({
      kind: 'result',
      calculation: { total: 1_000, interestByYear: [] },
    });
  });
});

describe('isSameRequest', () => {
  it('compares every field', () => {
    const request = { ...ACROSS, taxType: 'individual' as const, taxYear: 2022, unpaidTax: 1_000 };
    expect(isSameRequest(ACROSS, request as never)).toBe(true);
    expect(isSameRequest({ ...ACROSS, unpaidTax: 1_000.01 }, request as never)).toBe(false);
    expect(isSameRequest({ ...ACROSS, filedDate: '2023-04-19' }, request as never)).toBe(false);
  });
});

describe('billingTaxYears', () => {
  it('offers this year back to 2015, the year before the first interest rate', () => {
    const years = billingTaxYears('2026-11-22');
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(12);
  });
});
