import { problemMessage, ProblemType, type PaymentInfo } from '@citytax/api';
import type { LoaderFunctionArgs } from 'react-router';
import { en } from '../../../messages/en';
import { paymentEn } from '../../../messages/payment.en';
import { getEndpoints } from '../../../state/endpoints';
import { formErrorText } from '../../../taxForm/errorText';

/**
 * The payment details, or why they are missing. `failed` marks a failed read (the page raises the
 * danger toast); an id that is not a form's is missing without asking the server.
 */
export type PaymentLoad =
  { status: 'loaded'; info: PaymentInfo } | { status: 'error'; message: string; failed: boolean };

async function readPayment(id: number): Promise<PaymentLoad> {
  try {
    return { status: 'loaded', info: await (await getEndpoints()).paymentInfo(id) };
  } catch (error) {
    return { status: 'error', message: formErrorText(error, paymentEn.loadFailed), failed: true };
  }
}

/**
 * The /form/{formId}/pay route's loader: the form id and, not awaited, its payment details, so the
 * page shows its heading and spinner while they load. The page revalidates it to read them again
 * (shown again from the back-forward cache, after a withdraw). Kept apart from the page so the
 * route can import it without the payment panel.
 */
export function payLoader({ params }: LoaderFunctionArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.formId ?? '') ? Number(params.formId) : null;
  const payment: Promise<PaymentLoad> =
    id === null
      ? Promise.resolve({
          status: 'error',
          message: problemMessage({ type: ProblemType.MissingTaxForm, title: '' }, en.support),
          failed: false,
        })
      : readPayment(id);
  return { id, payment };
}
