import {
  computeAnnualReturnCents,
  form1099ToCents,
  summaryToDollars,
  w2ToCents,
  type AnnualReturnSummary,
  type W2Cents,
  type W2MoneyKey,
} from '@citytax/api';
import { dollarsToCents, MissingTaxRateError, TaxRuleInputError, type City } from '@citytax/tax-rules';

/** A W-2's numbers, with the entry id its credit line and warning refer to (0 when not saved yet). */
export type PreviewW2 = Pick<W2Cents, W2MoneyKey | 'locality'> & {
  id?: number;
};

export interface PreviewSummaryInput {
  taxYear: number;
  /** The member city the filer lived in. */
  residenceCity: string;
  w2s: readonly PreviewW2[];
  form1099s: ReadonlyArray<{ amount: number }>;
  /** Estimated payments for the tax year, in dollars. */
  estimatesPaid: number;
  /** Credit carried from the prior year, in dollars. */
  priorYearCredit: number;
}

/**
 * The annual return computed on the client for a live preview, through the same
 * codec and computation as the server (packages/api annualReturnCodec), so it equals the server's
 * summary to the cent. Dollars in and out, integer cents inside. The server's summary stays
 * authoritative. `cities` is the server's city table for the tax year (GET /api/cities through
 * `citiesToTaxRules`), never a built-in copy, so the preview computes with the server's terms.
 * Returns null when the tax rules cannot compute it (a city that is not a member, a missing rate,
 * an amount that is not valid): the server then says why.
 */
export function previewSummary(
  input: PreviewSummaryInput,
  cities: readonly City[],
): AnnualReturnSummary | null {
  try {
    return summaryToDollars(
      computeAnnualReturnCents(
        {
          taxYear: input.taxYear,
          residenceCity: input.residenceCity,
          w2s: input.w2s.map(w2ToCents),
          form1099s: input.form1099s.map(form1099ToCents),
          estimatesPaid: dollarsToCents(input.estimatesPaid),
          priorYearCredit: dollarsToCents(input.priorYearCredit),
        },
        cities,
      ),
    );
  } catch (error) {
    if (
      error instanceof MissingTaxRateError ||
      error instanceof TaxRuleInputError ||
      error instanceof RangeError
    ) {
      return null;
    }
    throw error;
  }
}
