import { describe, expect, it } from 'vitest';
import { balanceDueSummary } from './fixtures';
import { previewSummary, type PreviewSummaryInput } from './previewSummary';

const base = { taxYear: 2025, form1099s: [], estimatesPaid: 0, priorYearCredit: 0 };
const w2 = (id: number, locality: string, box5: number, box18: number, box19: number) => ({
  id,
  locality,
  medicareWages: box5,
  localWages: box18,
  localTaxWithheld: box19,
});

describe('previewSummary', () => {
  it('matches the hand-computed Cleveland return, line by line', () => {
    expect(
      previewSummary({
        ...base,
        residenceCity: 'CLE',
        w2s: [w2(11, 'CLE', 52000, 52000, 1300), w2(12, 'COL', 18000, 18500, 450)],
        form1099s: [{ amount: 2400 }],
      }),
    ).toEqual(balanceDueSummary);
  });

  it('applies the credit limit and factor of a smaller member city (Germantown)', () => {
    // Tax 1.5% × $50,000 = $750; creditable min($1,000, 0.9% × $40,000 = $360); credit 60% × $360 = $216;
    // net $750 − $216 − $150 withheld − $100 estimates − $25 prior credit = $259 due.
    expect(
      previewSummary({
        ...base,
        residenceCity: 'GTN',
        w2s: [w2(1, 'COL', 40000, 40000, 1000), w2(2, 'GTN', 10000, 10000, 150)],
        estimatesPaid: 100,
        priorYearCredit: 25,
      }),
    ).toEqual({
      qualifyingWages: 50000,
      income1099: 0,
      taxableIncome: 50000,
      rate: 0.015,
      tax: 750,
      credits: [{ entryId: 1, locality: 'COL', amount: 360 }],
      creditableTotal: 360,
      creditFactor: 0.6,
      credit: 216,
      residenceWithheld: 150,
      estimatesPaid: 100,
      priorYearCredit: 25,
      net: 259,
      outcome: 'balanceDue',
      amountDue: 259,
      warnings: [],
    });
  });

  it.each<[string, PreviewSummaryInput, Partial<ReturnType<typeof previewSummary>>]>([
    [
      // Burton 1%: tax round(123,457¢ × 1%) = $12.35; creditable min($30, round(123,457¢ × 0.5%) = $6.17);
      // credit round(617¢ × 50%) = $3.09; net $9.26: within $10.
      'rounds half up at each step (Burton)',
      { ...base, residenceCity: 'BRT', w2s: [w2(5, 'DAY', 1234.57, 1234.57, 30)] },
      { tax: 12.35, creditableTotal: 6.17, credit: 3.09, net: 9.26, outcome: 'noPayment', amountDue: 0 },
    ],
    [
      'an overpayment bills nothing',
      { ...base, residenceCity: 'CLE', w2s: [w2(6, 'CLE', 10000, 10000, 250)], estimatesPaid: 100 },
      { tax: 250, residenceWithheld: 250, net: -100, outcome: 'overpayment', amountDue: 0 },
    ],
    [
      'the credit never exceeds the tax',
      { ...base, residenceCity: 'BRT', w2s: [w2(7, 'COL', 1000, 100000, 5000)] },
      { tax: 10, creditableTotal: 500, credit: 10, net: 0, outcome: 'noPayment' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(previewSummary(input)).toMatchObject(expected as object);
  });

  it('refers to a W-2 not saved yet as entry 0', () => {
    const { id: _id, ...unsaved } = w2(9, 'COL', 1000, 1200, 30);
    expect(previewSummary({ ...base, residenceCity: 'CLE', w2s: [unsaved] })).toMatchObject({
      credits: [{ entryId: 0, locality: 'COL', amount: 30 }],
      warnings: [{ entryId: 0, code: 'localWagesExceedMedicareWages' }],
    });
  });

  it.each([
    ['a city that is not a member', 'COL'],
    ['an unknown city', 'XXX'],
  ])('is null for %s', (_name, residenceCity) => {
    expect(previewSummary({ ...base, residenceCity, w2s: [w2(1, 'CLE', 1, 1, 0)] })).toBeNull();
  });

  it('is null for a negative amount', () => {
    expect(previewSummary({ ...base, residenceCity: 'CLE', w2s: [w2(1, 'CLE', -1, 0, 0)] })).toBeNull();
  });
});
