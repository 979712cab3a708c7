import { addDays, addMonths, compareDates, isIsoDate, yearOf, type IsoDate } from './dates';
import { MissingTaxRateError, TaxRuleInputError } from './errors';
import { mulDivRound, PPM, roundDiv } from './money';

export type TaxType = 'individual' | 'netProfit' | 'withholding';
export const TAX_TYPES: readonly TaxType[] = ['individual', 'netProfit', 'withholding'];

/** Annual interest rates (federal short-term rate, rounded, + 5%), by tax year; in ppm. */
export const ANNUAL_INTEREST_RATES_PPM: Readonly<Record<number, number>> = {
  2016: 50_000,
  2017: 60_000,
  2018: 60_000,
  2019: 70_000,
  2020: 70_000,
  2021: 50_000,
  2022: 50_000,
  2023: 70_000,
  2024: 100_000,
  2025: 100_000,
  2026: 90_000,
};

/** Late-payment penalty rates: 15% for individual and net profit tax, 50% for withholding. */
export const LATE_PAYMENT_PENALTY_PPM: Readonly<Record<TaxType, number>> = {
  individual: 150_000,
  netProfit: 150_000,
  withholding: 500_000,
};

export const LATE_FILING_PENALTY_PER_MONTH_CENTS = 2_500;
export const LATE_FILING_PENALTY_MAX_CENTS = 15_000;

export interface PenaltyInterestInput {
  taxType: TaxType;
  taxYear: number;
  /** Cents. */
  unpaidTax: number;
  dueDate: IsoDate;
  filedDate: IsoDate;
  paymentDate: IsoDate;
  /** Estimated payments never carry a late-filing penalty. */
  isEstimate?: boolean;
  /**
   * Whether the taxpayer failed to file on time before. From tax year 2023 the late-filing
   * penalty of a first failure is abated (ORC 718.27); default false.
   */
  priorLateFiling?: boolean;
}

export interface InterestYear {
  year: number;
  months: number;
  ratePpm: number;
  /** Cents: this year's share of the interest line (rounded once), spread by largest remainder. */
  amount: number;
}

export interface PenaltyInterestResult {
  unpaidTax: number;
  latePaymentPenalty: number;
  lateFilingPenalty: number;
  /** True when a late-filing penalty was abated as the taxpayer's first failure to file on time. */
  lateFilingPenaltyAbated: boolean;
  interest: number;
  total: number;
  interestByYear: InterestYear[];
}

/**
 * Months late, counting any part of a month as a whole one: month k runs from
 * dueDate + (k−1) months + 1 day to dueDate + k months.
 */
export function monthsLate(dueDate: IsoDate, until: IsoDate): number {
  if (compareDates(until, dueDate) <= 0) return 0;
  let k = 1;
  while (compareDates(addMonths(dueDate, k), until) < 0) k += 1;
  return k;
}

/** The first day of each late month (month k starts at dueDate + (k−1) months + 1 day). */
export function lateMonthStarts(dueDate: IsoDate, until: IsoDate): IsoDate[] {
  const n = monthsLate(dueDate, until);
  return Array.from({ length: n }, (_, i) => addDays(addMonths(dueDate, i), 1));
}

export function annualInterestRatePpm(year: number): number {
  const rate = ANNUAL_INTEREST_RATES_PPM[year];
  if (rate === undefined) throw new MissingTaxRateError(`interest in ${year}`);
  return rate;
}

/** The late-payment penalty, the late-filing penalty and simple interest on unpaid tax. */
export function computePenaltyAndInterest(input: PenaltyInterestInput): PenaltyInterestResult {
  if (!TAX_TYPES.includes(input.taxType)) throw new TaxRuleInputError('taxType', 'unknown tax type');
  if (!Number.isSafeInteger(input.unpaidTax) || input.unpaidTax < 0) {
    throw new TaxRuleInputError('unpaidTax', 'unpaidTax must be a non-negative whole number of cents');
  }
  for (const field of ['dueDate', 'filedDate', 'paymentDate'] as const) {
    if (!isIsoDate(input[field])) throw new TaxRuleInputError(field, `${field} must be a date as YYYY-MM-DD`);
  }

  const paidLate = compareDates(input.paymentDate, input.dueDate) > 0;
  const latePaymentPenalty = paidLate
    ? mulDivRound(input.unpaidTax, LATE_PAYMENT_PENALTY_PPM[input.taxType], PPM)
    : 0;

  let lateFilingPenalty = 0;
  let lateFilingPenaltyAbated = false;
  if (!input.isEstimate && compareDates(input.filedDate, input.dueDate) > 0) {
    if (input.taxYear <= 2022) {
      lateFilingPenalty = Math.min(
        LATE_FILING_PENALTY_MAX_CENTS,
        monthsLate(input.dueDate, input.filedDate) * LATE_FILING_PENALTY_PER_MONTH_CENTS,
      );
    } else if (input.priorLateFiling === true) {
      lateFilingPenalty = LATE_FILING_PENALTY_PER_MONTH_CENTS;
    } else {
      lateFilingPenaltyAbated = true;
    }
  }

  const byYear = new Map<number, { months: number; ratePpm: number }>();
  let ratePpmSum = 0;
  for (const start of lateMonthStarts(input.dueDate, input.paymentDate)) {
    const year = yearOf(start);
    const ratePpm = annualInterestRatePpm(year);
    ratePpmSum += ratePpm;
    const entry = byYear.get(year) ?? { months: 0, ratePpm };
    entry.months += 1;
    byYear.set(year, entry);
  }
  // Σ unpaid × rate / 12 over the months, unrounded, then rounded once.
  const denominator = BigInt(12 * PPM);
  const interest = Number(roundDiv(BigInt(input.unpaidTax) * BigInt(ratePpmSum), denominator));
  const interestByYear = spreadByLargestRemainder(
    interest,
    [...byYear.entries()].map(([year, { months, ratePpm }]) => ({
      row: { year, months, ratePpm },
      numerator: BigInt(input.unpaidTax) * BigInt(months * ratePpm),
    })),
    denominator,
  );

  return {
    unpaidTax: input.unpaidTax,
    latePaymentPenalty,
    lateFilingPenalty,
    lateFilingPenaltyAbated,
    interest,
    total: input.unpaidTax + latePaymentPenalty + lateFilingPenalty + interest,
    interestByYear,
  };
}

/**
 * Gives each row its share (numerator / denominator) rounded down, then the cents left over of
 * `total` one each to the rows with the largest remainders (the earlier row on a tie), so the
 * rows add up exactly to `total`.
 */
function spreadByLargestRemainder<T extends object>(
  total: number,
  shares: readonly { row: T; numerator: bigint }[],
  denominator: bigint,
): (T & { amount: number })[] {
  const floors = shares.map(({ numerator }) => numerator / denominator);
  const remainders = shares.map(({ numerator }, i) => ({ i, remainder: numerator % denominator }));
  let left = BigInt(total) - floors.reduce((sum, f) => sum + f, 0n);
  const amounts = [...floors];
  const byRemainder = [...remainders].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { i } of byRemainder) {
    if (left <= 0n) break;
    amounts[i]! += 1n;
    left -= 1n;
  }
  return shares.map(({ row }, i) => ({ ...row, amount: Number(amounts[i]) }));
}
