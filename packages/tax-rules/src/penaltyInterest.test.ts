import { describe, expect, it } from 'vitest';
import { MissingTaxRateError, TaxRuleInputError } from './errors';
import { computePenaltyAndInterest, monthsLate, type PenaltyInterestInput } from './penaltyInterest';

const input = (over: Partial<PenaltyInterestInput>): PenaltyInterestInput => ({
  taxType: 'individual',
  taxYear: 2023,
  unpaidTax: 100_000,
  dueDate: '2024-04-15',
  filedDate: '2024-04-15',
  paymentDate: '2024-04-15',
  ...over,
});

describe('monthsLate (any part of a month counts)', () => {
  it.each([
    ['2024-04-15', '2024-04-15', 0],
    ['2024-04-15', '2024-04-01', 0],
    ['2024-04-15', '2024-04-16', 1],
    ['2024-04-15', '2024-05-15', 1],
    ['2024-04-15', '2024-05-16', 2],
    // Jan 31 + 1 month = Feb 29 (2024 is a leap year): Mar 1 starts month 2.
    ['2024-01-31', '2024-02-29', 1],
    ['2024-01-31', '2024-03-01', 2],
    ['2025-11-15', '2026-02-20', 4],
  ])('due %s, until %s → %i', (due, until, expected) => {
    expect(monthsLate(due, until)).toBe(expected);
  });
});

// Hand computations from TAX-RULES.md §5; money in cents.
describe('computePenaltyAndInterest', () => {
  it.each([
    {
      name: 'paid and filed on time: no penalty, no interest',
      input: input({}),
      expected: {
        latePaymentPenalty: 0,
        lateFilingPenalty: 0,
        interest: 0,
        total: 100_000,
        interestByYear: [],
      },
    },
    {
      name: 'individual paid 2 part-months late in 2024: 15% penalty, 2 × 10%/12 interest',
      input: input({ paymentDate: '2024-06-10' }),
      // 100,000 × 15% = 15,000; 100,000 × 0.10 × 2 / 12 = 1,666.67 → 1,667
      expected: {
        latePaymentPenalty: 15_000,
        lateFilingPenalty: 0,
        interest: 1_667,
        total: 116_667,
        interestByYear: [{ year: 2024, months: 2, ratePpm: 100_000, amount: 1_667 }],
      },
    },
    {
      name: 'net profit across a year boundary and two rate years',
      input: input({
        taxType: 'netProfit',
        taxYear: 2024,
        unpaidTax: 120_000,
        dueDate: '2025-11-15',
        filedDate: '2025-11-15',
        paymentDate: '2026-02-20',
      }),
      // months start 2025-11-16, 2025-12-16 (10%), 2026-01-16, 2026-02-16 (9%): 120,000 × (0.2 + 0.18) / 12 = 3,800
      expected: {
        latePaymentPenalty: 18_000,
        lateFilingPenalty: 0,
        interest: 3_800,
        total: 141_800,
        interestByYear: [
          { year: 2025, months: 2, ratePpm: 100_000, amount: 2_000 },
          { year: 2026, months: 2, ratePpm: 90_000, amount: 1_800 },
        ],
      },
    },
    {
      name: 'withholding: 50% late-payment penalty, flat $25 late filing from tax year 2023 (filed late before)',
      input: input({
        priorLateFiling: true,
        taxType: 'withholding',
        taxYear: 2024,
        unpaidTax: 10_000,
        dueDate: '2024-04-30',
        filedDate: '2024-05-01',
        paymentDate: '2024-05-01',
      }),
      // 5,000 + 2,500 + 10,000 × 0.10 / 12 = 83.33 → 83
      expected: { latePaymentPenalty: 5_000, lateFilingPenalty: 2_500, interest: 83, total: 17_583 },
    },
    {
      name: 'tax year 2021: $25 per month or part late in filing (3 months)',
      input: input({
        taxYear: 2021,
        unpaidTax: 0,
        dueDate: '2022-04-18',
        filedDate: '2022-07-01',
        paymentDate: '2022-04-18',
      }),
      expected: { latePaymentPenalty: 0, lateFilingPenalty: 7_500, interest: 0, total: 7_500 },
    },
    {
      name: 'tax year 2022: late filing capped at $150 (9 months late)',
      input: input({
        taxYear: 2022,
        unpaidTax: 0,
        dueDate: '2022-04-18',
        filedDate: '2023-01-10',
        paymentDate: '2022-04-18',
      }),
      expected: { lateFilingPenalty: 15_000, total: 15_000 },
    },
    {
      name: 'tax year 2023, filed late before: flat $25 however late',
      input: input({ taxYear: 2023, unpaidTax: 0, filedDate: '2025-01-10', priorLateFiling: true }),
      expected: { lateFilingPenalty: 2_500, lateFilingPenaltyAbated: false, total: 2_500 },
    },
    {
      name: 'tax year 2023, first failure to file on time: the $25 is abated (ORC 718.27)',
      input: input({ taxYear: 2023, unpaidTax: 0, filedDate: '2025-01-10', priorLateFiling: false }),
      expected: { lateFilingPenalty: 0, lateFilingPenaltyAbated: true, total: 0 },
    },
    {
      name: 'priorLateFiling defaults to false: a first failure',
      input: input({ taxYear: 2024, unpaidTax: 0, dueDate: '2025-04-15', filedDate: '2025-04-16' }),
      expected: { lateFilingPenalty: 0, lateFilingPenaltyAbated: true },
    },
    {
      name: 'tax year 2022 is before the abatement: $25 a month even on a first failure',
      input: input({
        taxYear: 2022,
        unpaidTax: 0,
        dueDate: '2023-04-18',
        filedDate: '2023-05-20',
        paymentDate: '2023-04-18',
        priorLateFiling: false,
      }),
      // 2 months or part late: 2 × $25
      expected: { lateFilingPenalty: 5_000, lateFilingPenaltyAbated: false },
    },
    {
      name: 'filed on time: nothing to abate',
      input: input({ taxYear: 2024, priorLateFiling: false }),
      expected: { lateFilingPenalty: 0, lateFilingPenaltyAbated: false },
    },
    {
      name: 'three rate years whose rows add up to the interest line (largest remainder)',
      input: input({
        taxYear: 2022,
        unpaidTax: 100_500,
        dueDate: '2023-10-16',
        filedDate: '2023-10-16',
        paymentDate: '2025-02-10',
      }),
      // Months start 2023-10-17, 11-17, 12-17 (3 at 7%), 2024-01-17 … 12-17 (12 at 10%), 2025-01-17 (1 at 10%).
      // Exact shares: 100,500 × 7% × 3/12 = 1,758.75; × 10% × 12/12 = 10,050; × 10% × 1/12 = 837.5.
      // Interest line: round(12,646.25) = 12,646. Rounding each row alone gives 1,759 + 10,050 + 838
      // = 12,647, a cent more. Floors 1,758 + 10,050 + 837 = 12,645; the 1 cent left goes to the
      // largest remainder (.75, 2023): 1,759 + 10,050 + 837 = 12,646.
      expected: {
        latePaymentPenalty: 15_075,
        interest: 12_646,
        interestByYear: [
          { year: 2023, months: 3, ratePpm: 70_000, amount: 1_759 },
          { year: 2024, months: 12, ratePpm: 100_000, amount: 10_050 },
          { year: 2025, months: 1, ratePpm: 100_000, amount: 837 },
        ],
      },
    },
    {
      name: 'estimates never carry a late-filing penalty',
      input: input({ isEstimate: true, filedDate: '2024-09-01' }),
      expected: { lateFilingPenalty: 0, latePaymentPenalty: 0 },
    },
    {
      name: 'late filing only: no payment penalty when paid on time',
      input: input({ filedDate: '2024-05-01', paymentDate: '2024-04-10', priorLateFiling: true }),
      expected: { latePaymentPenalty: 0, lateFilingPenalty: 2_500, interest: 0 },
    },
    {
      name: 'interest is summed unrounded then rounded once (500 × 7% / 12 = 2.92 → 3)',
      input: input({ taxYear: 2022, unpaidTax: 500, dueDate: '2023-04-18', paymentDate: '2023-05-01' }),
      expected: { interest: 3, latePaymentPenalty: 75 },
    },
  ])('$name', ({ input: i, expected }) => {
    expect(computePenaltyAndInterest(i)).toMatchObject(expected);
  });

  it('interest rows always add up to the interest line', () => {
    for (let unpaidTax = 0; unpaidTax < 200_000; unpaidTax += 997) {
      const r = computePenaltyAndInterest(
        input({ unpaidTax, dueDate: '2023-10-16', paymentDate: '2026-03-03' }),
      );
      expect(r.interestByYear.reduce((sum, y) => sum + y.amount, 0)).toBe(r.interest);
    }
  });

  it.each([
    ['a month starting in 2027', input({ dueDate: '2026-11-15', paymentDate: '2027-01-20' })],
    ['a month starting in 2015', input({ dueDate: '2015-12-01', paymentDate: '2016-01-05' })],
  ])('missing-tax-rate for %s', (_name, i) => {
    expect(() => computePenaltyAndInterest(i)).toThrow(MissingTaxRateError);
  });

  it.each([
    ['negative tax', input({ unpaidTax: -1 }), 'unpaidTax'],
    ['fractional cents', input({ unpaidTax: 1.5 }), 'unpaidTax'],
    ['malformed date', input({ dueDate: '2024-02-30' }), 'dueDate'],
    ['unknown tax type', input({ taxType: 'sales' as never }), 'taxType'],
  ])('refuses %s', (_name, i, field) => {
    const error = (() => {
      try {
        computePenaltyAndInterest(i);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(TaxRuleInputError);
    expect((error as TaxRuleInputError).field).toBe(field);
  });
});
