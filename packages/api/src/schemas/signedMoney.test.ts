import { describe, expect, it } from 'vitest';
import { netProfitEstimateRequestSchema } from './businessForms';
import { individualEstimateRequestSchema, moneySchema, signedMoneySchema } from './forms';

/** The first message a schema gives for a value, or null when it takes it. */
const messageOf = (schema: typeof moneySchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('signedMoneySchema: an amount that may be a loss (TAX-RULES.md §3)', () => {
  it.each([0, 0.01, -0.01, -250_000, -999_999_999.99, 999_999_999.99, -12.3])('takes %d', (value) => {
    expect(messageOf(signedMoneySchema, value)).toBeNull();
  });

  it.each([
    [undefined, 'is required'],
    ['-250000', 'is required'],
    [Number.NaN, 'is required'],
    [-1_000_000_000, 'has a minimum value of -999,999,999.99'],
    [1_000_000_000, 'is too large'],
    [-0.005, 'must have at most two decimal places'],
    [-1.234, 'must have at most two decimal places'],
  ])('refuses %s: %s', (value, message) => {
    expect(messageOf(signedMoneySchema, value)).toBe(message);
  });

  it('leaves moneySchema as it was: not negative', () => {
    expect(messageOf(moneySchema, -0.01)).toBe('must be greater than or equal to zero');
  });
});

describe('a negative amount in the estimate contracts', () => {
  const netProfit = {
    taxYear: 2026,
    businessCity: 'CLE',
    estimatedNetProfit: -250_000,
    apportionmentPercent: 100,
    estimatedCredits: 0,
    priorYearTax: null,
    paymentAmount: 0,
  };

  it('is a net loss in the net profit estimate', () => {
    expect(netProfitEstimateRequestSchema.parse(netProfit).estimatedNetProfit).toBe(-250_000);
  });

  it.each([['estimatedCredits'], ['priorYearTax'], ['paymentAmount']])(
    'is refused as the net profit estimate’s %s',
    (field) => {
      const result = netProfitEstimateRequestSchema.safeParse({ ...netProfit, [field]: -1 });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [field, 'must be greater than or equal to zero'],
      ]);
    },
  );

  it('is refused as an individual’s estimated income', () => {
    const result = individualEstimateRequestSchema.safeParse({
      taxYear: 2026,
      residenceCity: 'CLE',
      estimatedIncome: -1,
      estimatedCredits: 0,
      priorYearTax: null,
      paymentAmount: 0,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['must be greater than or equal to zero']);
  });
});
