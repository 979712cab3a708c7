import { centsToDollars, PPM, type PenaltyInterestResult } from '@citytax/tax-rules';
import type { PenaltyInterest } from './schemas/businessForms';

/**
 * The penalty and interest result on the wire, defined once: dollars, and each year's interest
 * rate as a fraction (0.07). The server, the billing statement's live preview and the MSW mocks of
 * the billing statement and the employer's return all answer through it.
 */
export function penaltyInterestToDollars(result: PenaltyInterestResult): PenaltyInterest {
  return {
    unpaidTax: centsToDollars(result.unpaidTax),
    latePaymentPenalty: centsToDollars(result.latePaymentPenalty),
    lateFilingPenalty: centsToDollars(result.lateFilingPenalty),
    lateFilingPenaltyAbated: result.lateFilingPenaltyAbated,
    interest: centsToDollars(result.interest),
    total: centsToDollars(result.total),
    interestByYear: result.interestByYear.map((row) => ({
      year: row.year,
      months: row.months,
      rate: row.ratePpm / PPM,
      amount: centsToDollars(row.amount),
    })),
  };
}
