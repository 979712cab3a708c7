import { describe, expect, it } from 'vitest';
import {
  employersReturnTaxYears,
  periodEnd,
  previewReturn,
  suggestFrequency,
  type ReturnPreviewInput,
} from './preview';

const q1of2025: ReturnPreviewInput = {
  frequency: 'quarterly',
  taxYear: 2025,
  period: 1,
  taxWithheld: 1_200,
  priorCredit: null,
};

describe('employersReturnTaxYears', () => {
  it('offers the current year and the five before it, newest first', () => {
    expect(employersReturnTaxYears('2026-11-22')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});

describe('periodEnd', () => {
  it.each([
    ['monthly', 2024, 2, '2024-02-29'],
    ['monthly', 2025, 2, '2025-02-28'],
    ['monthly', 2025, 12, '2025-12-31'],
    ['quarterly', 2025, 1, '2025-03-31'],
    ['quarterly', 2025, 2, '2025-06-30'],
    ['quarterly', 2025, 4, '2025-12-31'],
  ] as const)('%s %i period %i ends on %s', (frequency, year, period, end) => {
    expect(periodEnd(frequency, year, period)).toBe(end);
  });
});

describe('previewReturn', () => {
  it('needs the frequency, tax year, period and tax withheld', () => {
    for (const missing of ['frequency', 'taxYear', 'period', 'taxWithheld'] as const) {
      expect(previewReturn({ ...q1of2025, [missing]: null }, '2026-11-22', true)).toEqual({
        kind: 'needInputs',
      });
    }
    // An empty credit is no credit.
    expect(previewReturn(q1of2025, '2026-11-22', true).kind).toBe('result');
  });

  it('is on time on the due date and late the day after', () => {
    const onTime = previewReturn(q1of2025, '2025-04-30', true);
    expect(onTime).toMatchObject({
      kind: 'result',
      monthsLate: 0,
      result: { late: false, amountDue: 120_000 },
    });
    const late = previewReturn(q1of2025, '2025-05-01', true);
    // 50% × $1,200.00 + $25.00 + one month of 10%: $1,200.00 × 0.10 / 12 = $10.00.
    expect(late).toMatchObject({
      kind: 'result',
      monthsLate: 1,
      result: {
        late: true,
        penaltyAndInterest: { latePaymentPenalty: 60_000, lateFilingPenalty: 2_500, interest: 1_000 },
        amountDue: 183_500,
      },
    });
  });

  it('counts 19 late months from April 30, 2025 to November 22, 2026: $180.00 of interest', () => {
    const preview = previewReturn(q1of2025, '2026-11-22', true);
    expect(preview).toMatchObject({
      kind: 'result',
      monthsLate: 19,
      result: {
        dueDate: '2025-04-30',
        penaltyAndInterest: {
          interest: 18_000,
          interestByYear: [
            { year: 2025, months: 9, ratePpm: 100_000, amount: 9_000 },
            { year: 2026, months: 10, ratePpm: 90_000, amount: 9_000 },
          ],
        },
        amountDue: 200_500,
      },
    });
  });

  it("abates a first late filing's $25.00 (tax year 2023 on), as the server does from the history", () => {
    // 50% × $1,200.00 + $0.00 (abated) + one month of 10%: $10.00.
    expect(previewReturn(q1of2025, '2025-05-01', false)).toMatchObject({
      kind: 'result',
      result: {
        penaltyAndInterest: { lateFilingPenalty: 0, lateFilingPenaltyAbated: true },
        amountDue: 181_000,
      },
    });
  });

  it('refuses a period that has not ended and reports a missing interest rate', () => {
    expect(previewReturn({ ...q1of2025, taxYear: 2026, period: 4 }, '2026-11-22', true)).toEqual({
      kind: 'notEnded',
      end: '2026-12-31',
    });
    expect(previewReturn({ ...q1of2025, taxYear: 2026, period: 3 }, '2027-03-01', true)).toEqual({
      kind: 'missingRate',
    });
  });

  it('has nothing to show for a period out of range', () => {
    expect(previewReturn({ ...q1of2025, period: 5 }, '2026-11-22', true)).toEqual({ kind: 'needInputs' });
    expect(previewReturn({ ...q1of2025, frequency: 'monthly', period: 13 }, '2026-11-22', true)).toEqual({
      kind: 'needInputs',
    });
  });
});

describe('suggestFrequency', () => {
  it.each([
    [null, 100, { kind: 'needAmounts' }],
    [2_399, 200, { kind: 'result', frequency: 'quarterly', reason: 'neither' }],
    [2_399.01, 0, { kind: 'result', frequency: 'monthly', reason: 'year' }],
    [100, 200.01, { kind: 'result', frequency: 'monthly', reason: 'month' }],
    [5_000, 900, { kind: 'result', frequency: 'monthly', reason: 'year' }],
  ] as const)('prior year %s, largest month %s → %j', (year, month, expected) => {
    expect(suggestFrequency(year, month)).toEqual(expected);
  });
});
