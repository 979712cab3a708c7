import { describe, expect, it } from 'vitest';
import { balanceDueSummary, previewCities } from './fixtures';
import { previewSummary as preview, type PreviewSummaryInput } from './previewSummary';

const base = { taxYear: 2025, form1099s: [], estimatesPaid: 0, priorYearCredit: 0 };
/** GET /api/cities of the tax year, as the page passes it. */
const previewSummary = (input: PreviewSummaryInput) => preview(input, previewCities(input.taxYear));
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

  it('applies the credit factor and limit of a smaller member city (Germantown)', () => {
    // Tax 1.5% × $50,000 = $750; creditable min(60% × $1,000 = $600, 0.9% × $40,000 = $360) = $360;
    // credit min($750, $360) = $360 (TAX-RULES.md §2.4);
    // net $750 − $360 − $150 withheld − $100 estimates − $25 prior credit = $115 due.
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
      creditLimit: 0.009,
      credit: 360,
      residenceWithheld: 150,
      estimatesPaid: 100,
      priorYearCredit: 25,
      net: 115,
      outcome: 'balanceDue',
      amountDue: 115,
      warnings: [],
    });
  });

  it.each<[string, PreviewSummaryInput, Partial<ReturnType<typeof previewSummary>>]>([
    [
      // Burton 1%: tax round(130,050¢ × 1%) = $13.01; creditable min(round(1,233¢ × 50%) = $6.17,
      // round(130,050¢ × 0.5%) = $6.50) = $6.17; credit $6.17; net $6.84: within $10.
      'rounds half up at each step (Burton)',
      { ...base, residenceCity: 'BRT', w2s: [w2(5, 'DAY', 1300.5, 1300.5, 12.33)] },
      { tax: 13.01, creditableTotal: 6.17, credit: 6.17, net: 6.84, outcome: 'noPayment', amountDue: 0 },
    ],
    [
      // TAX-RULES.md §2.4: taxed 1% or more elsewhere, a Burton resident owes exactly 0.50%:
      // tax $500; credit min(50% × $1,000 = $500, 0.5% × $50,000 = $250) = $250; $250 due.
      'a Burton resident working in Columbus owes 0.50% of the wages',
      { ...base, residenceCity: 'BRT', w2s: [w2(8, 'COL', 50000, 50000, 1000)] },
      { tax: 500, creditableTotal: 250, credit: 250, net: 250, outcome: 'balanceDue', amountDue: 250 },
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

  it("computes with the terms of the cities it is given: Cleveland's of 2016", () => {
    // 2016: 2.00%, factor 50%, limit 1.00%. Tax $1,000; credit min(50% × $1,250 = $625,
    // 1% × $50,000 = $500) = $500; $500 due.
    expect(
      previewSummary({
        ...base,
        taxYear: 2016,
        residenceCity: 'CLE',
        w2s: [w2(1, 'COL', 50000, 50000, 1250)],
      }),
    ).toMatchObject({ rate: 0.02, creditFactor: 0.5, creditLimit: 0.01, tax: 1000, credit: 500, net: 500 });
  });

  it('is null for a tax year the cities it is given have no terms for', () => {
    const input = { ...base, taxYear: 2016, residenceCity: 'CLE', w2s: [w2(1, 'CLE', 1, 1, 0)] };
    expect(preview(input, previewCities(2025))).toBeNull();
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
