import {
  centsToDollars,
  computeAnnualReturn,
  dollarsToCents,
  PPM,
  type AnnualReturnResult,
  type City,
  type W2WarningCode,
} from '@citytax/tax-rules';
import type { AnnualReturnSummary, Form1099Request, FormW2Request } from './schemas/forms';

/**
 * The annual return's dollars ↔ cents codec and its computation, defined once: the
 * server stores and computes through it, the form's live preview and the MSW mocks compute through
 * it, so the preview equals the server's summary to the cent. A new money box of the W-2 is named
 * in W2_MONEY once; the stored row, the wire and the computation follow.
 */

/** The money boxes of a W-2 and of a 1099: dollars on the wire, integer cents everywhere else. */
export const W2_MONEY = ['medicareWages', 'localWages', 'localTaxWithheld'] as const;
export const FORM1099_MONEY = ['amount'] as const;

type MoneyKeys = readonly string[];
type WithMoney<T, K extends MoneyKeys> = Omit<T, K[number]> & { [P in K[number]]: number };

function mapMoney<T extends object, K extends MoneyKeys>(
  value: T,
  keys: K,
  convert: (n: number) => number,
): WithMoney<T, K> {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of keys) out[key] = convert(out[key] as number);
  return out as WithMoney<T, K>;
}

export type W2MoneyKey = (typeof W2_MONEY)[number];
/** A W-2 as the wire carries it (dollars, no w2Number) → as stored and computed (cents). */
export type W2Cents = Omit<FormW2Request, 'w2Number'>;
/** Converts the money boxes of anything that carries them (a whole W-2, or the preview's part of one). */
export const w2ToCents = <T extends Pick<W2Cents, W2MoneyKey>>(w2: T): T =>
  mapMoney(w2, W2_MONEY, dollarsToCents) as unknown as T;
export const w2ToDollars = <T extends Pick<W2Cents, W2MoneyKey>>(w2: T): T =>
  mapMoney(w2, W2_MONEY, centsToDollars) as unknown as T;
export type Form1099Cents = Form1099Request;
export const form1099ToCents = <T extends Pick<Form1099Request, 'amount'>>(f: T): T =>
  mapMoney(f, FORM1099_MONEY, dollarsToCents) as unknown as T;
export const form1099ToDollars = <T extends Pick<Form1099Request, 'amount'>>(f: T): T =>
  mapMoney(f, FORM1099_MONEY, centsToDollars) as unknown as T;

/** Whether every money box of a W-2 being typed has a value (the preview needs them all). */
export function hasW2Money<T extends { [K in W2MoneyKey]: number | null }>(
  w2: T,
): w2 is T & { [K in W2MoneyKey]: number } {
  return W2_MONEY.every((key) => w2[key] !== null);
}

/** The annual return computed in cents and ppm, as the server stores it, keyed by entry id. */
export interface AnnualReturnSummaryCents {
  qualifyingWages: number;
  income1099: number;
  taxableIncome: number;
  ratePpm: number;
  tax: number;
  credits: { entryId: number; locality: string; amount: number }[];
  creditableTotal: number;
  creditFactorPpm: number;
  /** The most the residence city credits per dollar of wages taxed elsewhere. */
  creditLimitPpm: number;
  credit: number;
  residenceWithheld: number;
  estimatesPaid: number;
  priorYearCredit: number;
  net: number;
  outcome: AnnualReturnResult['outcome'];
  amountDue: number;
  warnings: { entryId: number; code: W2WarningCode }[];
}

export interface AnnualReturnCentsInput {
  taxYear: number;
  residenceCity: string;
  /** The W-2s in cents, each with the id its credit line and warning refer to (0 before it is saved). */
  w2s: readonly (Pick<W2Cents, W2MoneyKey | 'locality'> & { id?: number })[];
  form1099s: readonly Pick<Form1099Cents, 'amount'>[];
  estimatesPaid: number;
  priorYearCredit: number;
}

/** The annual return computed over cents; throws the tax rules' errors (missing rate, bad input). */
export function computeAnnualReturnCents(
  input: AnnualReturnCentsInput,
  cities: readonly City[],
): AnnualReturnSummaryCents {
  const result = computeAnnualReturn(
    {
      taxYear: input.taxYear,
      residenceCity: input.residenceCity,
      // The tax rules read the boxes they compute with; the entry id stays here for the lines.
      w2s: input.w2s,
      form1099s: input.form1099s,
      estimatesPaid: input.estimatesPaid,
      priorYearCredit: input.priorYearCredit,
    },
    cities,
  );
  const entryId = (w2Index: number) => input.w2s[w2Index]?.id ?? 0;
  return {
    qualifyingWages: result.qualifyingWages,
    income1099: result.income1099,
    taxableIncome: result.taxableIncome,
    ratePpm: result.ratePpm,
    tax: result.tax,
    credits: result.creditable.map((c) => ({
      entryId: entryId(c.w2Index),
      locality: c.locality,
      amount: c.amount,
    })),
    creditableTotal: result.creditableTotal,
    creditFactorPpm: result.creditFactorPpm,
    creditLimitPpm: result.creditLimitPpm,
    credit: result.credit,
    residenceWithheld: result.residenceWithheld,
    estimatesPaid: result.estimatesPaid,
    priorYearCredit: result.priorYearCredit,
    net: result.net,
    outcome: result.outcome,
    amountDue: result.outcome === 'balanceDue' ? result.net : 0,
    warnings: result.warnings.map((w) => ({ entryId: entryId(w.w2Index), code: w.code })),
  };
}

/** The summary on the wire: dollars, and the rate, credit factor and credit limit as fractions. */
export function summaryToDollars(s: AnnualReturnSummaryCents): AnnualReturnSummary {
  const $ = centsToDollars;
  return {
    qualifyingWages: $(s.qualifyingWages),
    income1099: $(s.income1099),
    taxableIncome: $(s.taxableIncome),
    rate: s.ratePpm / PPM,
    tax: $(s.tax),
    credits: s.credits.map((c) => ({ entryId: c.entryId, locality: c.locality, amount: $(c.amount) })),
    creditableTotal: $(s.creditableTotal),
    creditFactor: s.creditFactorPpm / PPM,
    creditLimit: s.creditLimitPpm / PPM,
    credit: $(s.credit),
    residenceWithheld: $(s.residenceWithheld),
    estimatesPaid: $(s.estimatesPaid),
    priorYearCredit: $(s.priorYearCredit),
    net: $(s.net),
    outcome: s.outcome,
    amountDue: $(s.amountDue),
    warnings: s.warnings.map((w) => ({ entryId: w.entryId, code: w.code })),
  };
}
