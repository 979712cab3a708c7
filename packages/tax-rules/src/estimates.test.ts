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
    // Apr 15 2023 is a Saturday and Monday the 17th is Emancipation Day observed (the 16th is a
    // Sunday): the 18th. Jan 15 2024 is Martin Luther King Jr. Day.
    ['individual', 2023, ['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']],
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

  const business: EstimateInput = {
    ...individual,
    kind: 'business',
    ratePpm: 25_000,
    apportionmentPpm: 1_000_000,
    estimatedCredits: 0,
    paidSoFar: 0,
  };

  it('net loss: no estimated tax, not required, nothing suggested (never taxed as a profit)', () => {
    // −$250,000.00 expected: a loss owes nothing. (Read as a profit it would be 25,000,000 × 2.5%.)
    const r = computeEstimate({ ...business, estimatedIncome: -25_000_000, priorYearTax: 60_000 });
    expect(r).toMatchObject({
      netLoss: true,
      grossTax: 0,
      estimatedTax: 0,
      required: false,
      safeHarborApplied: false,
      suggestedPayment: 0,
    });
    expect(r.installments.map((i) => i.cumulativeTarget)).toEqual([0, 0, 0, 0]);
  });

  it('a zero profit is not a loss', () => {
    expect(computeEstimate({ ...business, estimatedIncome: 0 })).toMatchObject({
      netLoss: false,
      grossTax: 0,
    });
  });

  it('an individual estimate cannot be negative income', () => {
    expect(() => computeEstimate({ ...individual, estimatedIncome: -1 })).toThrow(/estimatedIncome/);
  });

  it.each([
    // 99,999,999,999 × 100% × 2.5% = 2,499,999,999.975 → 2,500,000,000 ($25,000,000.00)
    ['$999,999,999.99 at 100% and 2.5%', 99_999_999_999, 1_000_000, 25_000, 2_500_000_000],
    // 99,999,999,999 × 60% = 59,999,999,999.4; × 1.5% = 899,999,999.991 → 900,000,000
    ['$999,999,999.99 at 60% and 1.5%', 99_999_999_999, 600_000, 15_000, 900_000_000],
    // 99,999,999,999 × 33.3333% = 33,333,299,999.666667; × 1% = 333,332,999.99666667 → 333,333,000
    ['$999,999,999.99 at 33.3333% and 1%', 99_999_999_999, 333_333, 10_000, 333_333_000],
    // 9,000,000,001 × 50% = 4,500,000,000.5; × 1% = 45,000,000.005 → 45,000,000
    ['$90,000,000.01 at 50% and 1%', 9_000_000_001, 500_000, 10_000, 45_000_000],
  ])('exact to the cent: %s', (_name, estimatedIncome, apportionmentPpm, ratePpm, grossTax) => {
    expect(computeEstimate({ ...business, estimatedIncome, apportionmentPpm, ratePpm }).grossTax).toBe(
      grossTax,
    );
  });

  it("safe harbor: 25%, 50%, 75%, 100% of the prior year's tax when that is below 90% of the estimate", () => {
    // estimate 10,000,000 × 2.5% = 250,000; 90% = 225,000; prior year 100,001 is lower:
    // 25% = 25,000.25 → 25,000; 50% = 50,000.5 → 50,001; 75% = 75,000.75 → 75,001; 100% = 100,001
    const r = computeEstimate({ ...business, estimatedIncome: 10_000_000, priorYearTax: 100_001 });
    expect(r).toMatchObject({ safeHarborApplied: true, annualRequirement: 100_001 });
    expect(r.installments.map((i) => i.cumulativeTarget)).toEqual([25_000, 50_001, 75_001, 100_001]);
  });

  it('refuses an apportionment above 100%', () => {
    expect(() => computeEstimate({ ...individual, kind: 'business', apportionmentPpm: 1_000_001 })).toThrow(
      /apportionment/,
    );
  });
});
