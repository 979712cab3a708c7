import type { Filing, FilingStatus } from '@citytax/api';
import type { TagVariant } from '@citytax/ui';
import { filingsEn } from '../../messages/filings.en';
import { routesOf } from '../../navigation';
import { confirmationPath, payPath } from '../../taxForm/formPaths';
import { formTitleOf, periodLabel } from '../../taxForm/formWords';

const t = filingsEn;

/** A form's title as the spec names it (the one table of form titles, in @citytax/forms). */
export const formTitle = (filing: Filing): string => formTitleOf(filing.taxFormType);

export { periodLabel };

/** A form as screen readers hear it after an action's word: "Individual Annual Return, 2025". */
export function filingName(filing: Filing): string {
  const period = filing.period ? [periodLabel(filing.period)] : [];
  return t.formName([formTitle(filing), ...period, String(filing.taxYear)]);
}

/** The tint of each status tag; the word says the status, the tint only repeats it. */
export const STATUS_TAG: Record<FilingStatus, TagVariant> = {
  Draft: 'neutral',
  AwaitingPayment: 'warning',
  Filed: 'info',
  Paid: 'success',
};

/**
 * Where Continue takes a draft: the annual return is built over time on its page; every other form
 * is stored whole when filed, so its draft (a form withdrawn from payment) goes on at its pay page.
 */
export const continueHref = (filing: Filing): string =>
  filing.taxFormType === 'CityTaxForm' ? routesOf.annualReturn : payPath(filing.id);

/** Where View takes a form: the pay page while it awaits payment, its confirmation once filed. */
export const viewHref = (filing: Filing): string =>
  filing.status === 'AwaitingPayment' ? payPath(filing.id) : confirmationPath(filing.id);

export { payPath };
