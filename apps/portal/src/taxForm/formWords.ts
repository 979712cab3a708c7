import type { FilingPeriod, TaxFormType } from '@citytax/api';
import { employersReturnMessages, paymentMessages } from '@citytax/forms';
import { filingsEn } from '../messages/filings.en';

/** A form's title as the spec names it (the one table of form titles, in @citytax/forms). */
export const formTitleOf = (type: TaxFormType): string => paymentMessages.formTypes[type];

/**
 * A form's period in words, the same on Filings and Payments and the confirmation: "October",
 * "Quarter 3 (July – September)", "Installment 2".
 */
export function periodLabel(period: FilingPeriod): string {
  const m = employersReturnMessages;
  switch (period.kind) {
    case 'month':
      return m.months[period.number - 1] ?? String(period.number);
    case 'quarter':
      return filingsEn.periods.quarter(period.number, m.quarterMonths[period.number - 1] ?? '');
    case 'installment':
      return filingsEn.periods.installment(period.number);
  }
}
