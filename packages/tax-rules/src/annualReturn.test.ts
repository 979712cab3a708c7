import { describe, expect, it } from 'vitest';
import { computeAnnualReturn, type AnnualReturnInput } from './annualReturn';
import { MissingTaxRateError, TaxRuleInputError } from './errors';

const w2 = (locality: string, medicareWages: number, localWages: number, localTaxWithheld: number) => ({
  locality,
  medicareWages,
  localWages,
  localTaxWithheld,
});
const base: AnnualReturnInput = {
  taxYear: 2025,
  residenceCity: 'CLE',
  w2s: [],
  form1099s: [],
  estimatesPaid: 0,
  priorYearCredit: 0,
};

// Expected values computed by hand from TAX-RULES.md §2; all money in cents.
describe('computeAnnualReturn', () => {
  it.each([
    {
      name: 'Cleveland resident, work in Columbus: credit limited by the 2.5% limit, residence withholding',
      input: {
        ...base,
        w2s: [w2('CLE', 5_000_000, 5_000_000, 125_000), w2('COL', 2_000_000, 2_000_000, 50_000)],
        form1099s: [{ amount: 300_000 }],
      },
      // TI 7,300,000 × 2.5% = 182,500; creditable min(50,000, 2,000,000×2.5%) = 50,000 × 100% = 50,000
      expected: {
        taxableIncome: 7_300_000,
        tax: 182_500,
        creditableTotal: 50_000,
        credit: 50_000,
        residenceWithheld: 125_000,
        net: 7_500,
        outcome: 'balanceDue',
      },
    },
    {
      name: 'Germantown resident: creditable limited by the 0.9% limit, credit by the 60% factor',
      input: { ...base, residenceCity: 'GTN', w2s: [w2('COL', 4_000_000, 4_000_000, 100_000)] },
      // tax 4,000,000 × 1.5% = 60,000; creditable min(100,000, 36,000) = 36,000; × 60% = 21,600
      expected: {
        taxableIncome: 4_000_000,
        tax: 60_000,
        creditableTotal: 36_000,
        credit: 21_600,
        residenceWithheld: 0,
        net: 38_400,
        outcome: 'balanceDue',
      },
    },
    {
      name: 'Burton resident: credit limited by the tax itself',
      input: { ...base, residenceCity: 'BRT', w2s: [w2('COL', 1_000_000, 10_000_000, 250_000)] },
      // tax 10,000; creditable min(250,000, 10,000,000 × 0.5% = 50,000) × 50% = 25,000 → capped at 10,000
      expected: {
        taxableIncome: 1_000_000,
        tax: 10_000,
        creditableTotal: 50_000,
        credit: 10_000,
        net: 0,
        outcome: 'noPayment',
      },
    },
    {
      name: 'withholding and estimates exceed the tax: overpayment (paper return)',
      input: { ...base, w2s: [w2('CLE', 1_000_000, 1_000_000, 25_000)], estimatesPaid: 20_000 },
      expected: { tax: 25_000, credit: 0, residenceWithheld: 25_000, net: -20_000, outcome: 'overpayment' },
    },
    {
      name: 'net exactly +$10: nothing billed',
      input: { ...base, form1099s: [{ amount: 40_000 }] },
      expected: { tax: 1_000, net: 1_000, outcome: 'noPayment' },
    },
    {
      name: 'net $10.01: balance due',
      input: { ...base, form1099s: [{ amount: 40_040 }] },
      expected: { tax: 1_001, net: 1_001, outcome: 'balanceDue' },
    },
    {
      name: 'net exactly −$10: nothing refunded',
      input: { ...base, priorYearCredit: 1_000 },
      expected: { tax: 0, net: -1_000, outcome: 'noPayment' },
    },
    {
      name: 'net −$10.01: overpayment',
      input: { ...base, priorYearCredit: 1_001 },
      expected: { net: -1_001, outcome: 'overpayment' },
    },
    {
      name: 'tax rounds half up to the cent (20¢ × 2.5% = 0.5¢ → 1¢)',
      input: { ...base, form1099s: [{ amount: 20 }] },
      expected: { tax: 1 },
    },
    {
      name: 'tax rounds down below the half cent (19¢ × 2.5% = 0.475¢ → 0¢)',
      input: { ...base, form1099s: [{ amount: 19 }] },
      expected: { tax: 0 },
    },
  ])('$name', ({ input, expected }) => {
    expect(computeAnnualReturn(input)).toMatchObject(expected);
  });

  it('uses box 5 when box 18 is larger, with a warning', () => {
    const result = computeAnnualReturn({ ...base, w2s: [w2('CLE', 100_000, 150_000, 0)] });
    expect(result.qualifyingWages).toBe(100_000);
    expect(result.warnings).toEqual([{ w2Index: 0, code: 'localWagesExceedMedicareWages' }]);
  });

  it('lists the creditable amount per other-city W-2', () => {
    const result = computeAnnualReturn({
      ...base,
      w2s: [
        w2('COL', 1_000_000, 1_000_000, 10_000),
        w2('CLE', 1_000_000, 1_000_000, 25_000),
        w2('DAY', 2_000_000, 2_000_000, 60_000),
      ],
    });
    expect(result.creditable).toEqual([
      { w2Index: 0, locality: 'COL', amount: 10_000 },
      { w2Index: 2, locality: 'DAY', amount: 50_000 },
    ]);
  });

  it('refuses a non-member residence city', () => {
    expect(() => computeAnnualReturn({ ...base, residenceCity: 'COL' })).toThrow(TaxRuleInputError);
  });

  it('answers missing-tax-rate for a year without a rate', () => {
    expect(() => computeAnnualReturn({ ...base, taxYear: 2015 })).toThrow(MissingTaxRateError);
  });

  it('refuses negative or fractional cents', () => {
    expect(() => computeAnnualReturn({ ...base, form1099s: [{ amount: -1 }] })).toThrow(
      /form1099s\[0\]\.amount/,
    );
    expect(() => computeAnnualReturn({ ...base, estimatesPaid: 1.5 })).toThrow(/estimatesPaid/);
  });
});
