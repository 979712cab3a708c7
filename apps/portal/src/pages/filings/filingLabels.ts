import type { Filing, FilingStatus } from '@citytax/api';
import type { TagVariant } from '@citytax/ui';
import { filingsEn } from '../../messages/filings.en';
import { FORM_PAGES, routesOf } from '../../navigation';
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

/** Where Continue takes a draft: its form's page (a form type with none offers no Continue). */
export function continueHref(filing: Filing): string | null {
  const page = FORM_PAGES[filing.taxFormType];
  return page ? routesOf[page] : null;
}

/** Where View takes a form: the pay page while it awaits payment, its confirmation once filed. */
export const viewHref = (filing: Filing): string =>
  filing.status === 'AwaitingPayment' ? payPath(filing.id) : confirmationPath(filing.id);

export { payPath };
