import { describe, expect, it } from 'vitest';
import { computeEstimate, estimateDueDates, type EstimateInput } from './estimates';

const individual: EstimateInput = {
  kind: 'individual',
  taxYear: 2026,
  ratePpm: 25_000,
  estimatedIncome: 4_000_000,
  estimatedCredits: 20_000,
  priorYearTax: null,
  paidSoFar: 18_000,
  today: '2026-05-01',
};

describe('estimateDueDates', () => {
  it.each([
    ['individual', 2026, ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']],
    // Apr 15 2023 is a Saturday; Jan 15 2024 is Martin Luther King Jr. Day.
    ['individual', 2023, ['2023-04-17', '2023-06-15', '2023-09-15', '2024-01-16']],
    ['business', 2026, ['2026-04-15', '2026-06-15', '2026-09-15', '2026-12-15']],
    // Jun 15 2024 Saturday, Sep 15 2024 Sunday, Dec 15 2024 Sunday.
    ['business', 2024, ['2024-04-15', '2024-06-17', '2024-09-16', '2024-12-16']],
  ] as const)('%s %i', (kind, year, expected) => {
    expect(estimateDueDates(kind, year)).toEqual(expected);
  });
});

describe('computeEstimate', () => {
  it('individual: 2.5% of $40,000 less $200 credits, 22.5/45/67.5/90% targets, suggested payment', () => {
    const r = computeEstimate(individual);
    expect(r).toMatchObject({
      grossTax: 100_000,
      estimatedTax: 80_000,
      required: true,
      annualRequirement: 72_000,
      safeHarborApplied: false,
      currentInstallment: 2,
      suggestedPayment: 18_000,
    });
    expect(r.installments.map((i) => i.cumulativeTarget)).toEqual([18_000, 36_000, 54_000, 72_000]);
  });

  it.each([
    ['below $200: not required', 700_000, 0, 17_500, false],
    ['exactly $200: required', 800_000, 0, 20_000, true],
    ['credits larger than the tax: zero, not required', 100_000, 5_000, 0, false],
  ])('%s', (_name, estimatedIncome, estimatedCredits, estimatedTax, required) => {
    expect(computeEstimate({ ...individual, estimatedIncome, estimatedCredits, paidSoFar: 0 })).toMatchObject(
      { estimatedTax, required },
    );
  });

  it('safe harbor: 100% of a lower prior-year tax, in quarters', () => {
    const r = computeEstimate({ ...individual, priorYearTax: 60_000, paidSoFar: 0 });
    expect(r.safeHarborApplied).toBe(true);
    expect(r.annualRequirement).toBe(60_000);
    expect(r.installments.map((i) => i.cumulativeTarget)).toEqual([15_000, 30_000, 45_000, 60_000]);
    expect(r.suggestedPayment).toBe(30_000);
  });

  it('no safe harbor when the prior-year tax is higher', () => {
    expect(computeEstimate({ ...individual, priorYearTax: 90_000 }).safeHarborApplied).toBe(false);
  });

  it('suggests nothing when paid ahead, and the last installment after all due dates', () => {
    expect(computeEstimate({ ...individual, paidSoFar: 50_000 }).suggestedPayment).toBe(0);
    const late = computeEstimate({ ...individual, today: '2027-02-01', paidSoFar: 54_000 });
    expect(late.currentInstallment).toBe(4);
    expect(late.suggestedPayment).toBe(18_000);
  });

  it('counts a payment due today in the current installment', () => {
    expect(computeEstimate({ ...individual, today: '2026-04-15', paidSoFar: 0 }).currentInstallment).toBe(1);
    expect(computeEstimate({ ...individual, today: '2026-04-16', paidSoFar: 0 }).currentInstallment).toBe(2);
  });

  it('net profit: profit × apportionment × rate − credits', () => {
    const r = computeEstimate({
      ...individual,
      kind: 'business',
      ratePpm: 15_000,
      estimatedIncome: 10_000_000,
      apportionmentPpm: 600_000,
      estimatedCredits: 0,
      paidSoFar: 0,
    });
    // 10,000,000 × 60% × 1.5% = 90,000
    expect(r.grossTax).toBe(90_000);
    expect(r.installments.map((i) => i.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2026-12-15',
    ]);
  });

  it('refuses an apportionment above 100%', () => {
    expect(() => computeEstimate({ ...individual, kind: 'business', apportionmentPpm: 1_000_001 })).toThrow(
      /apportionment/,
    );
  });
});
