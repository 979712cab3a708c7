import { describe, expect, it } from 'vitest';
import { computeAnnualReturn, w2Warnings, type AnnualReturnInput } from './annualReturn';
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
      // TI 7,300,000 × 2.5% = 182,500; creditable min(50,000 × 100%, 2,000,000 × 2.5% = 50,000) = 50,000
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
      // TAX-RULES.md §2.4's own example: the factor applies to the tax paid, the limit caps it per dollar.
      name: 'Germantown resident, $40,000.00 of Dayton wages with $1,000.00 withheld there: credit $360.00',
      input: { ...base, residenceCity: 'GTN', w2s: [w2('DAY', 4_000_000, 4_000_000, 100_000)] },
      // tax 4,000,000 × 1.5% = 60,000
      // creditable = min(round(100,000 × 60%) = 60,000, round(4,000,000 × 0.9%) = 36,000) = 36,000
      // credit = min(60,000, 36,000) = 36,000 ($360.00; the old method gave 36,000 × 60% = $216.00)
      expected: {
        taxableIncome: 4_000_000,
        tax: 60_000,
        creditableTotal: 36_000,
        credit: 36_000,
        creditFactorPpm: 600_000,
        creditLimitPpm: 9_000,
        residenceWithheld: 0,
        net: 24_000,
        outcome: 'balanceDue',
      },
    },
    {
      name: 'Germantown resident taxed lightly elsewhere: the factor binds before the limit',
      input: { ...base, residenceCity: 'GTN', w2s: [w2('CIN', 4_000_000, 4_000_000, 50_000)] },
      // creditable = min(round(50,000 × 60%) = 30,000, 36,000) = 30,000; tax 60,000; net 30,000
      expected: { tax: 60_000, creditableTotal: 30_000, credit: 30_000, net: 30_000 },
    },
    {
      name: 'Burton resident taxed 2% in Columbus still owes exactly 0.50%',
      input: { ...base, residenceCity: 'BRT', w2s: [w2('COL', 5_000_000, 5_000_000, 100_000)] },
      // tax 5,000,000 × 1% = 50,000
      // creditable = min(round(100,000 × 50%) = 50,000, round(5,000,000 × 0.5%) = 25,000) = 25,000
      // net = 50,000 − 25,000 = 25,000 = 0.50% of 5,000,000 (the old method left 0.75%: 37,500)
      expected: { tax: 50_000, creditableTotal: 25_000, credit: 25_000, net: 25_000, outcome: 'balanceDue' },
    },
    {
      name: 'Burton resident: credit limited by the tax itself',
      input: { ...base, residenceCity: 'BRT', w2s: [w2('COL', 1_000_000, 10_000_000, 250_000)] },
      // tax 1,000,000 × 1% = 10,000
      // creditable = min(round(250,000 × 50%) = 125,000, round(10,000,000 × 0.5%) = 50,000) = 50,000
      // credit = min(10,000, 50,000) = 10,000
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
      name: 'Cleveland in tax year 2016: 2.00% with a 50% factor and a 1.00% limit',
      input: { ...base, taxYear: 2016, w2s: [w2('COL', 4_000_000, 4_000_000, 100_000)] },
      // tax 4,000,000 × 2% = 80,000
      // creditable = min(round(100,000 × 50%) = 50,000, round(4,000,000 × 1%) = 40,000) = 40,000
      // net = 80,000 − 40,000 = 40,000
      expected: {
        ratePpm: 20_000,
        creditFactorPpm: 500_000,
        creditLimitPpm: 10_000,
        tax: 80_000,
        creditableTotal: 40_000,
        credit: 40_000,
        net: 40_000,
      },
    },
    {
      name: 'Cleveland in tax year 2017: 2.50%, 100%, 2.50% (the same W-2 is fully credited)',
      input: { ...base, taxYear: 2017, w2s: [w2('COL', 4_000_000, 4_000_000, 100_000)] },
      // tax 100,000; creditable = min(100,000 × 100%, 4,000,000 × 2.5% = 100,000) = 100,000; net 0
      expected: { ratePpm: 25_000, tax: 100_000, credit: 100_000, net: 0, outcome: 'noPayment' },
    },
    {
      name: 'creditable rounds half up on each side (333 × 50% = 166.5 → 167; 33,300 × 0.5% = 166.5 → 167)',
      input: { ...base, residenceCity: 'BRT', w2s: [w2('COL', 33_300, 33_300, 333)] },
      // tax 33,300 × 1% = 333; creditable min(167, 167) = 167; net 166
      expected: { tax: 333, creditableTotal: 167, credit: 167, net: 166 },
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

  it.each([
    // box 5, box 18, box 19 (cents) → warnings
    [100_000, 100_000, 2_500, []],
    [100_000, 100_000, 100_000, []],
    [100_000, 100_000, 100_001, ['localTaxWithheldExceedsWages']],
    [100_000, 50_000, 60_000, ['localTaxWithheldExceedsWages']],
    [50_000, 100_000, 60_000, ['localWagesExceedMedicareWages', 'localTaxWithheldExceedsWages']],
    [50_000, 100_000, 2_500, ['localWagesExceedMedicareWages']],
    [0, 0, 0, []],
  ])(
    'box 5 %i, box 18 %i, box 19 %i warns %j (more tax withheld than wages: issue 18)',
    (box5, box18, box19, codes) => {
      const result = computeAnnualReturn({ ...base, w2s: [w2('CLE', box5, box18, box19)] });
      expect(result.warnings).toEqual(codes.map((code) => ({ w2Index: 0, code })));
      expect(w2Warnings({ medicareWages: box5, localWages: box18, localTaxWithheld: box19 })).toEqual(codes);
    },
  );

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
