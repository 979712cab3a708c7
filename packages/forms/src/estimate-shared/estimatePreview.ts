import { moneySchema, type City } from '@citytax/api';
import {
  computeEstimate,
  dollarsToCents,
  PPM,
  type EstimateInput,
  type EstimateResult,
  type IsoDate,
} from '@citytax/tax-rules';
import { z } from 'zod';

/** The city field of an estimate: one of the member cities' codes. */
export function memberCitySchema(memberCodes: readonly string[]) {
  return z
    .string({ error: 'is required' })
    .refine((code) => memberCodes.includes(code), { error: 'is required' });
}

/** The fields both estimates end with: credits, the optional prior-year tax, and what to pay now. */
export const estimateAmountsSchema = {
  // Empty is none, $0.00, as the preview counts it (issue 31, finding 13).
  estimatedCredits: moneySchema.nullable().transform((credits) => credits ?? 0),
  priorYearTax: moneySchema.nullable(),
  paymentAmount: moneySchema,
};

/** What both estimates' previews enter the same way, in dollars. */
export interface EstimatePreviewAmounts {
  estimatedCredits: number | null;
  priorYearTax: number | null;
  taxYear: number;
  paidSoFar: number;
  today: IsoDate;
}

/**
 * The tax math for an estimate's live preview (the server's result is the
 * authority): none without a city rate, and `outOfRange` where the amounts cannot be worked out.
 */
export function computeEstimatePreview(
  city: City,
  amounts: EstimatePreviewAmounts,
  /** The form's own inputs, in cents; worked out inside, as out-of-range amounts throw. */
  own: () => Pick<EstimateInput, 'kind' | 'estimatedIncome' | 'apportionmentPpm'>,
):
  | { kind: 'missingRate' }
  | { kind: 'outOfRange' }
  | { kind: 'result'; result: EstimateResult; rate: number } {
  if (city.rate === null) return { kind: 'missingRate' };
  try {
    return {
      kind: 'result',
      rate: city.rate,
      result: computeEstimate({
        ...own(),
        taxYear: amounts.taxYear,
        ratePpm: Math.round(city.rate * PPM),
        estimatedCredits: dollarsToCents(amounts.estimatedCredits ?? 0),
        priorYearTax: amounts.priorYearTax === null ? null : dollarsToCents(amounts.priorYearTax),
        paidSoFar: dollarsToCents(amounts.paidSoFar),
        today: amounts.today,
      }),
    };
  } catch {
    return { kind: 'outOfRange' };
  }
}
