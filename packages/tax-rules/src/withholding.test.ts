import { describe, expect, it } from 'vitest';
import {
  computeWithholdingReturn,
  withholdingDueDate,
  withholdingFrequency,
  type WithholdingPeriod,
} from './withholding';

describe('withholdingFrequency', () => {
  it.each([
    [239_900, [20_000, 20_000, 20_000], 'quarterly'],
    [239_901, [0, 0, 0], 'monthly'],
    [100_000, [0, 20_001, 0], 'monthly'],
    [0, [], 'quarterly'],
  ] as const)('prior year %i, prior quarter months %j → %s', (year, months, expected) => {
    expect(withholdingFrequency(year, months)).toBe(expected);
  });
});

describe('withholdingDueDate', () => {
  it.each<[WithholdingPeriod, string]>([
    // Feb 15 2026 is a Sunday and Feb 16 is Washington's Birthday.
    [{ frequency: 'monthly', year: 2026, month: 1 }, '2026-02-17'],
    [{ frequency: 'monthly', year: 2025, month: 12 }, '2026-01-15'],
    [{ frequency: 'quarterly', year: 2026, quarter: 1 }, '2026-04-30'],
    [{ frequency: 'quarterly', year: 2026, quarter: 2 }, '2026-07-31'],
    // Oct 31 2026 is a Saturday; Jan 31 2027 a Sunday.
    [{ frequency: 'quarterly', year: 2026, quarter: 3 }, '2026-11-02'],
    [{ frequency: 'quarterly', year: 2026, quarter: 4 }, '2027-02-01'],
  ])('%j → %s', (period, expected) => {
    expect(withholdingDueDate(period)).toBe(expected);
  });

  it('refuses month 13', () => {
    expect(() => withholdingDueDate({ frequency: 'monthly', year: 2026, month: 13 })).toThrow(/month/);
  });
});

describe('computeWithholdingReturn', () => {
  const q1: WithholdingPeriod = { frequency: 'quarterly', year: 2026, quarter: 1 };
  it('on time: the tax withheld less the prior credit', () => {
    const r = computeWithholdingReturn({
      period: q1,
      taxWithheld: 300_000,
      priorCredit: 50_000,
      filedDate: '2026-04-30',
      paymentDate: '2026-04-30',
      priorLateFiling: false,
    });
    expect(r).toMatchObject({ dueDate: '2026-04-30', late: false, taxDue: 250_000, amountDue: 250_000 });
  });

  it('late, filed late before: 50% penalty, $25 late filing, 2 months of 9% interest', () => {
    const r = computeWithholdingReturn({
      period: q1,
      taxWithheld: 300_000,
      priorCredit: 50_000,
      filedDate: '2026-06-15',
      paymentDate: '2026-06-15',
      priorLateFiling: true,
    });
    // 250,000 + 125,000 + 2,500 + 250,000 × 0.09 × 2 / 12 (= 3,750)
    expect(r.penaltyAndInterest).toMatchObject({
      latePaymentPenalty: 125_000,
      lateFilingPenalty: 2_500,
      interest: 3_750,
    });
    expect(r.amountDue).toBe(381_250);
    expect(r.late).toBe(true);
  });

  it('late for the first time: the $25 late-filing penalty is abated', () => {
    const r = computeWithholdingReturn({
      period: q1,
      taxWithheld: 300_000,
      priorCredit: 50_000,
      filedDate: '2026-06-15',
      paymentDate: '2026-06-15',
      priorLateFiling: false,
    });
    // 250,000 + 125,000 + 0 (abated) + 3,750
    expect(r.penaltyAndInterest).toMatchObject({ lateFilingPenalty: 0, lateFilingPenaltyAbated: true });
    expect(r.amountDue).toBe(378_750);
  });

  it('a prior credit larger than the tax leaves nothing due', () => {
    const r = computeWithholdingReturn({
      period: q1,
      taxWithheld: 10_000,
      priorCredit: 50_000,
      filedDate: '2026-04-01',
      paymentDate: '2026-04-01',
      priorLateFiling: false,
    });
    expect(r.amountDue).toBe(0);
  });
});
