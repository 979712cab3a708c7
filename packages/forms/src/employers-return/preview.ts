import type { WithholdingFrequencyName } from '@citytax/api';
import {
  computeWithholdingReturn,
  dollarsToCents,
  formatIsoDate,
  MissingTaxRateError,
  monthsLate,
  parseIsoDate,
  withholdingFrequency,
  type IsoDate,
  type WithholdingPeriod,
  type WithholdingReturnResult,
} from '@citytax/tax-rules';

/** How many tax years the form offers: the current one and the five before it. */
export const TAX_YEARS_OFFERED = 6;

/** The tax years a return can be filed for, newest first. */
export function employersReturnTaxYears(today: IsoDate): number[] {
  const year = parseIsoDate(today).y;
  return Array.from({ length: TAX_YEARS_OFFERED }, (_, i) => year - i);
}

/** The highest period number of a frequency: 12 months or 4 quarters. */
export const periodsOf = (frequency: WithholdingFrequencyName) => (frequency === 'monthly' ? 12 : 4);

/** The last day of a month (1–12) or quarter (1–4) of a tax year. */
export function periodEnd(frequency: WithholdingFrequencyName, taxYear: number, period: number): IsoDate {
  const month = frequency === 'monthly' ? period : period * 3;
  return formatIsoDate(taxYear, month, new Date(Date.UTC(taxYear, month, 0)).getUTCDate());
}

export function withholdingPeriod(
  frequency: WithholdingFrequencyName,
  taxYear: number,
  period: number,
): WithholdingPeriod {
  return frequency === 'monthly'
    ? { frequency, year: taxYear, month: period }
    : { frequency, year: taxYear, quarter: period as 1 | 2 | 3 | 4 };
}

export interface ReturnPreviewInput {
  frequency: WithholdingFrequencyName | null;
  taxYear: number | null;
  period: number | null;
  taxWithheld: number | null;
  priorCredit: number | null;
}

/**
 * The live preview of the due date, penalty and interest for a return filed and paid `today`, by a
 * taxpayer who has (or has not) filed a return late before; the server is the authority, and both
 * facts come from it.
 */
export type ReturnPreview =
  | { kind: 'needInputs' }
  | { kind: 'notEnded'; end: IsoDate }
  | { kind: 'missingRate' }
  | { kind: 'result'; result: WithholdingReturnResult; monthsLate: number };

export function previewReturn(
  values: ReturnPreviewInput,
  today: IsoDate,
  priorLateFiling: boolean,
): ReturnPreview {
  const { frequency, taxYear, period, taxWithheld, priorCredit } = values;
  if (!frequency || taxYear === null || period === null || taxWithheld === null)
    return { kind: 'needInputs' };
  if (!Number.isInteger(period) || period < 1 || period > periodsOf(frequency)) return { kind: 'needInputs' };
  const end = periodEnd(frequency, taxYear, period);
  if (end > today) return { kind: 'notEnded', end };
  try {
    const result = computeWithholdingReturn({
      period: withholdingPeriod(frequency, taxYear, period),
      taxWithheld: dollarsToCents(taxWithheld),
      priorCredit: dollarsToCents(priorCredit ?? 0),
      filedDate: today,
      paymentDate: today,
      priorLateFiling,
    });
    return { kind: 'result', result, monthsLate: monthsLate(result.dueDate, today) };
  } catch (error) {
    if (error instanceof MissingTaxRateError) return { kind: 'missingRate' };
    // Out-of-range amounts: the field errors say what to fix; there is nothing to preview.
    return { kind: 'needInputs' };
  }
}

export type FrequencySuggestion =
  | { kind: 'needAmounts' }
  | { kind: 'result'; frequency: WithholdingFrequencyName; reason: 'year' | 'month' | 'neither' };

/** The filing-frequency rule applied to the two amounts of the helper (dollars). */
export function suggestFrequency(priorYear: number | null, largestMonth: number | null): FrequencySuggestion {
  if (priorYear === null || largestMonth === null) return { kind: 'needAmounts' };
  const yearCents = dollarsToCents(priorYear);
  const monthCents = dollarsToCents(largestMonth);
  const frequency = withholdingFrequency(yearCents, [monthCents]);
  if (frequency === 'quarterly') return { kind: 'result', frequency, reason: 'neither' };
  // The same thresholds withholdingFrequency applies: which one made it monthly.
  const byYear = withholdingFrequency(yearCents, []) === 'monthly';
  return { kind: 'result', frequency, reason: byYear ? 'year' : 'month' };
}
