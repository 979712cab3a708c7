import { formatIsoDate, nextBusinessDay, type IsoDate } from './dates';
import { TaxRuleInputError } from './errors';
import { computePenaltyAndInterest, type PenaltyInterestResult } from './penaltyInterest';

export type WithholdingFrequency = 'monthly' | 'quarterly';

/** Monthly filing above $2,399 withheld in the prior year or above $200 in any month of the prior quarter. */
export const MONTHLY_IF_PRIOR_YEAR_ABOVE_CENTS = 239_900;
export const MONTHLY_IF_ANY_MONTH_ABOVE_CENTS = 20_000;

/** How often an employer files its return of income tax withheld: monthly or quarterly. */
export function withholdingFrequency(
  priorYearWithheld: number,
  priorQuarterMonthlyWithheld: readonly number[],
): WithholdingFrequency {
  return priorYearWithheld > MONTHLY_IF_PRIOR_YEAR_ABOVE_CENTS ||
    priorQuarterMonthlyWithheld.some((m) => m > MONTHLY_IF_ANY_MONTH_ABOVE_CENTS)
    ? 'monthly'
    : 'quarterly';
}

export type WithholdingPeriod =
  | { frequency: 'monthly'; year: number; month: number }
  | { frequency: 'quarterly'; year: number; quarter: 1 | 2 | 3 | 4 };

/**
 * Due date of a withholding return: the 15th of the following month (monthly),
 * or Apr 30, Jul 31, Oct 31, Jan 31 (quarterly); moved to the next business day.
 */
export function withholdingDueDate(period: WithholdingPeriod): IsoDate {
  if (period.frequency === 'monthly') {
    if (!Number.isInteger(period.month) || period.month < 1 || period.month > 12) {
      throw new TaxRuleInputError('month', 'month must be 1 to 12');
    }
    const y = period.month === 12 ? period.year + 1 : period.year;
    const m = period.month === 12 ? 1 : period.month + 1;
    return nextBusinessDay(formatIsoDate(y, m, 15));
  }
  const dates: Record<1 | 2 | 3 | 4, IsoDate> = {
    1: formatIsoDate(period.year, 4, 30),
    2: formatIsoDate(period.year, 7, 31),
    3: formatIsoDate(period.year, 10, 31),
    4: formatIsoDate(period.year + 1, 1, 31),
  };
  const date = dates[period.quarter];
  if (!date) throw new TaxRuleInputError('quarter', 'quarter must be 1 to 4');
  return nextBusinessDay(date);
}

export interface WithholdingReturnInput {
  period: WithholdingPeriod;
  taxWithheld: number;
  priorCredit: number;
  filedDate: IsoDate;
  paymentDate: IsoDate;
  /** Whether the taxpayer filed late before (from its own history); a first failure's penalty is abated. */
  priorLateFiling: boolean;
}

export interface WithholdingReturnResult {
  dueDate: IsoDate;
  late: boolean;
  /** taxWithheld − priorCredit, not below 0. */
  taxDue: number;
  penaltyAndInterest: PenaltyInterestResult;
  amountDue: number;
}

/** The amount due on an employer's return, with penalties and interest when it is late. */
export function computeWithholdingReturn(input: WithholdingReturnInput): WithholdingReturnResult {
  for (const field of ['taxWithheld', 'priorCredit'] as const) {
    if (!Number.isSafeInteger(input[field]) || input[field] < 0) {
      throw new TaxRuleInputError(field, `${field} must be a non-negative whole number of cents`);
    }
  }
  const dueDate = withholdingDueDate(input.period);
  const taxDue = Math.max(0, input.taxWithheld - input.priorCredit);
  const penaltyAndInterest = computePenaltyAndInterest({
    taxType: 'withholding',
    taxYear: input.period.year,
    unpaidTax: taxDue,
    dueDate,
    filedDate: input.filedDate,
    paymentDate: input.paymentDate,
    priorLateFiling: input.priorLateFiling,
  });
  return {
    dueDate,
    late: input.filedDate > dueDate || input.paymentDate > dueDate,
    taxDue,
    penaltyAndInterest,
    amountDue: penaltyAndInterest.total,
  };
}
