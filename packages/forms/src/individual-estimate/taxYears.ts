import { compareDates, estimateDueDates, parseIsoDate, type IsoDate } from '@citytax/tax-rules';

/**
 * The tax years an individual estimate can be made for on `today`: the current
 * year, and the previous one until its last installment (January 15, moved to a business day) is due.
 */
export function estimateTaxYears(today: IsoDate): number[] {
  const year = parseIsoDate(today).y;
  const lastDue = estimateDueDates('individual', year - 1)[3]!;
  return compareDates(today, lastDue) <= 0 ? [year, year - 1] : [year];
}
