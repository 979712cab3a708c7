import { isApiError, problemMessage, ProblemType, type Confirmation } from '@citytax/api';
import type { LoaderFunctionArgs } from 'react-router';
import { confirmationEn } from '../../../messages/confirmation.en';
import { en } from '../../../messages/en';
import { getEndpoints } from '../../../state/endpoints';
import { formErrorText } from '../../../taxForm/errorText';

/**
 * A form's confirmation, or why there is none: not filed yet (409), or an error (missing or not the
 * user's: the problem's message; anything else: the load-failure text, with a way to try again).
 */
export type ConfirmationLoad =
  | { status: 'loaded'; confirmation: Confirmation }
  | { status: 'notFiled' }
  | { status: 'error'; message: string; retry: boolean };

async function readConfirmation(id: number): Promise<ConfirmationLoad> {
  try {
    return { status: 'loaded', confirmation: await (await getEndpoints()).confirmation(id) };
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { status: 'notFiled' };
    const message = formErrorText(error, confirmationEn.loadFailed);
    return { status: 'error', message, retry: message === confirmationEn.loadFailed };
  }
}

/**
 * The /form/{formId}/confirmation route's loader: the form id and, not awaited, its confirmation,
 * so the page shows its heading and spinner while it loads. An id that is not a form's is missing
 * without asking the server. Kept apart from the page so the route imports it alone.
 */
export function confirmationLoader({ params }: LoaderFunctionArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.formId ?? '') ? Number(params.formId) : null;
  const confirmation: Promise<ConfirmationLoad> =
    id === null
      ? Promise.resolve({
          status: 'error',
          message: problemMessage({ type: ProblemType.MissingTaxForm, title: '' }, en.support),
          retry: false,
        })
      : readConfirmation(id);
  return { id, confirmation };
}
