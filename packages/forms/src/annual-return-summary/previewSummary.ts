import type { AnnualReturnSummary, FormW2Request } from '@citytax/api';
import {
  centsToDollars,
  CITIES,
  computeAnnualReturn,
  dollarsToCents,
  MissingTaxRateError,
  PPM,
  TaxRuleInputError,
  type City,
} from '@citytax/tax-rules';

/** A W-2's numbers, with the entry id its credit line and warning refer to (0 when not saved yet). */
export type PreviewW2 = Pick<
  FormW2Request,
  'medicareWages' | 'localWages' | 'localTaxWithheld' | 'locality'
> & {
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
 * The annual return computed on the client for a live preview (TAX-RULES.md §2), in the shape the
 * server stores. Dollars in and out, integer cents inside. The server's summary stays authoritative.
 * Returns null when the tax rules cannot compute it (a city that is not a member, a missing rate,
 * an amount that is not valid): the server then says why.
 */
export function previewSummary(
  input: PreviewSummaryInput,
  cities: readonly City[] = CITIES,
): AnnualReturnSummary | null {
  let result;
  try {
    result = computeAnnualReturn(
      {
        taxYear: input.taxYear,
        residenceCity: input.residenceCity,
        w2s: input.w2s.map((w) => ({
          medicareWages: dollarsToCents(w.medicareWages),
          localWages: dollarsToCents(w.localWages),
          localTaxWithheld: dollarsToCents(w.localTaxWithheld),
          locality: w.locality,
        })),
        form1099s: input.form1099s.map((f) => ({ amount: dollarsToCents(f.amount) })),
        estimatesPaid: dollarsToCents(input.estimatesPaid),
        priorYearCredit: dollarsToCents(input.priorYearCredit),
      },
      cities,
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
  const idOf = (index: number) => input.w2s[index]?.id ?? 0;
  const $ = centsToDollars;
  return {
    qualifyingWages: $(result.qualifyingWages),
    income1099: $(result.income1099),
    taxableIncome: $(result.taxableIncome),
    rate: result.ratePpm / PPM,
    tax: $(result.tax),
    credits: result.creditable.map((c) => ({
      entryId: idOf(c.w2Index),
      locality: c.locality,
      amount: $(c.amount),
    })),
    creditableTotal: $(result.creditableTotal),
    creditFactor: result.creditFactorPpm / PPM,
    credit: $(result.credit),
    residenceWithheld: $(result.residenceWithheld),
    estimatesPaid: $(result.estimatesPaid),
    priorYearCredit: $(result.priorYearCredit),
    net: $(result.net),
    outcome: result.outcome,
    amountDue: result.outcome === 'balanceDue' ? $(result.net) : 0,
    warnings: result.warnings.map((w) => ({ entryId: idOf(w.w2Index), code: w.code })),
  };
}
