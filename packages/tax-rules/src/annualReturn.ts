import { CITIES, cityRate, findCity, type City } from './cities';
import { formatIsoDate, nextBusinessDay, type IsoDate } from './dates';
import { MissingTaxRateError, TaxRuleInputError } from './errors';
import { mulDivRound, PPM } from './money';

/** A W-2 as the annual return uses it; money in cents. */
export interface W2Input {
  /** Box 5: Medicare wages and tips. */
  medicareWages: number;
  /** Box 18: local wages. */
  localWages: number;
  /** Box 19: local income tax withheld. */
  localTaxWithheld: number;
  /** Box 20: locality (a city code). */
  locality: string;
}

export interface Form1099Input {
  amount: number;
}

export interface AnnualReturnInput {
  taxYear: number;
  residenceCity: string;
  w2s: readonly W2Input[];
  form1099s: readonly Form1099Input[];
  estimatesPaid: number;
  priorYearCredit: number;
}

export type AnnualReturnOutcome = 'balanceDue' | 'noPayment' | 'overpayment';

/**
 * What a W-2 can be warned of; the return still uses its boxes as entered:
 * - localWagesExceedMedicareWages: box 18 is more than box 5 (box 5 is used);
 * - localTaxWithheldExceedsWages: box 19 is more than box 18 or box 5, more tax than wages
 *   most often a number typed in the wrong box.
 */
export const W2_WARNING_CODES = ['localWagesExceedMedicareWages', 'localTaxWithheldExceedsWages'] as const;
export type W2WarningCode = (typeof W2_WARNING_CODES)[number];

/** The warnings of one W-2's boxes (in cents or dollars alike), in the order of W2_WARNING_CODES. */
export function w2Warnings(
  w: Pick<W2Input, 'medicareWages' | 'localWages' | 'localTaxWithheld'>,
): W2WarningCode[] {
  const codes: W2WarningCode[] = [];
  if (w.localWages > w.medicareWages) codes.push('localWagesExceedMedicareWages');
  if (w.localTaxWithheld > Math.min(w.localWages, w.medicareWages))
    codes.push('localTaxWithheldExceedsWages');
  return codes;
}

export interface AnnualReturnResult {
  qualifyingWages: number;
  income1099: number;
  taxableIncome: number;
  ratePpm: number;
  tax: number;
  /** Per other-city W-2, what it can contribute to the credit. */
  creditable: { w2Index: number; locality: string; amount: number }[];
  creditableTotal: number;
  /** The share of the tax paid to another city that the residence city credits. */
  creditFactorPpm: number;
  /** The most the residence city credits per dollar of wages taxed elsewhere. */
  creditLimitPpm: number;
  credit: number;
  residenceWithheld: number;
  estimatesPaid: number;
  priorYearCredit: number;
  /** Positive: owed; negative: overpaid. */
  net: number;
  outcome: AnnualReturnOutcome;
  /** W-2s whose boxes look wrong (see W2_WARNING_CODES); the return still uses them. */
  warnings: { w2Index: number; code: W2WarningCode }[];
}

/** The annual return of a tax year is due April 15 of the next year, moved to the next business day. */
export function annualReturnDueDate(taxYear: number): IsoDate {
  return nextBusinessDay(formatIsoDate(taxYear + 1, 4, 15));
}

/** The ±$10 band in which nothing is billed or refunded. */
export const NO_PAYMENT_BAND_CENTS = 1000;

function nonNegative(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new TaxRuleInputError(field, `${field} must be a non-negative whole number of cents`);
  }
}

/** The individual annual return of a whole-year resident of a member city. */
export function computeAnnualReturn(
  input: AnnualReturnInput,
  cities: readonly City[] = CITIES,
): AnnualReturnResult {
  const residence = findCity(input.residenceCity, cities);
  if (!residence) throw new TaxRuleInputError('residenceCity', `unknown city ${input.residenceCity}`);
  if (!residence.member)
    throw new TaxRuleInputError('residenceCity', `${residence.name} is not a member city`);
  const rate = cityRate(residence, input.taxYear);
  const { creditFactorPpm, creditLimitPpm } = rate;
  if (creditFactorPpm === null || creditLimitPpm === null) {
    throw new MissingTaxRateError(`${residence.name} credit terms in tax year ${input.taxYear}`);
  }
  input.w2s.forEach((w, i) => {
    nonNegative(`w2s[${i}].medicareWages`, w.medicareWages);
    nonNegative(`w2s[${i}].localWages`, w.localWages);
    nonNegative(`w2s[${i}].localTaxWithheld`, w.localTaxWithheld);
  });
  input.form1099s.forEach((f, i) => nonNegative(`form1099s[${i}].amount`, f.amount));
  nonNegative('estimatesPaid', input.estimatesPaid);
  nonNegative('priorYearCredit', input.priorYearCredit);

  const warnings = input.w2s.flatMap((w, w2Index) => w2Warnings(w).map((code) => ({ w2Index, code })));
  const qualifyingWages = input.w2s.reduce((s, w) => s + w.medicareWages, 0);
  const income1099 = input.form1099s.reduce((s, f) => s + f.amount, 0);
  const taxableIncome = qualifyingWages + income1099;
  const tax = mulDivRound(taxableIncome, rate.ratePpm, PPM);

  // As on CCA Schedule Y: the factor applies to the tax paid to the other city, and the
  // limit caps that result per dollar of wages taxed there; each rounded once.
  const creditable = input.w2s.flatMap((w, w2Index) =>
    w.locality === residence.code
      ? []
      : [
          {
            w2Index,
            locality: w.locality,
            amount: Math.min(
              mulDivRound(w.localTaxWithheld, creditFactorPpm, PPM),
              mulDivRound(w.localWages, creditLimitPpm, PPM),
            ),
          },
        ],
  );
  const creditableTotal = creditable.reduce((s, c) => s + c.amount, 0);
  const credit = Math.min(tax, creditableTotal);
  const residenceWithheld = input.w2s
    .filter((w) => w.locality === residence.code)
    .reduce((s, w) => s + w.localTaxWithheld, 0);

  const net = tax - credit - residenceWithheld - input.estimatesPaid - input.priorYearCredit;
  const outcome: AnnualReturnOutcome =
    net > NO_PAYMENT_BAND_CENTS ? 'balanceDue' : net < -NO_PAYMENT_BAND_CENTS ? 'overpayment' : 'noPayment';

  return {
    qualifyingWages,
    income1099,
    taxableIncome,
    ratePpm: rate.ratePpm,
    tax,
    creditable,
    creditableTotal,
    creditFactorPpm,
    creditLimitPpm,
    credit,
    residenceWithheld,
    estimatesPaid: input.estimatesPaid,
    priorYearCredit: input.priorYearCredit,
    net,
    outcome,
    warnings,
  };
}
