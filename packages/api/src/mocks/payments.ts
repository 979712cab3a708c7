import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { PaymentHistoryStatus, PaymentMethod, PaymentStatus } from '../enums';
import { PROBLEM_TYPE_BASE } from '../problems';
import type { FiledResponse, TaxFormType } from '../schemas/forms';
import type { PaymentHistoryRow, PaymentInfo, PaymentSession } from '../schemas/payments';

function problem(status: number, type: string, title: string, detail: string) {
  return HttpResponse.json(
    { type: `${PROBLEM_TYPE_BASE}${type}`, title, detail, status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const INFO = '/api/payments/tax-forms/:id';
const INITIATE = '/api/payments/tax-forms/:id/initiate-payment-session';
const NO_PAYMENT = '/api/payments/tax-forms/:id/no-payment';

const missingTaxForm = () =>
  problem(
    404,
    'missing-tax-form',
    'Not Found',
    'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
  );
const notAuthorized = () =>
  problem(
    403,
    'not-authorized-to-file',
    'Forbidden',
    'This user is not authorized to file this form for this taxpayer',
  );
const alreadyFiled = () =>
  problem(
    409,
    'tax-form-already-filed',
    'Conflict',
    'Your tax form has already been filed. You can no longer make changes to your tax form.',
  );
const serverFails = () => problem(500, 'internal-error', 'Internal Server Error', 'Something went wrong.');
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Where the mocked sessions post to: the provider simulator's default listener (issue 8). */
export const MOCK_PAYMENT_POST_URL = 'http://127.0.0.1:8081/pay';

/** A form the payment mocks know, by id. */
export interface PaymentMockForm extends PaymentInfo {
  id: number;
  /** Filed (paid, or filed with no payment). */
  filed?: boolean;
}

/** A history row of a card attempt, as the server records it (last four digits only). */
export function mockPaymentAttempt(
  status: PaymentHistoryStatus,
  amount: number,
  last4: string,
  paymentDate: string,
): PaymentHistoryRow {
  return {
    paymentType: PaymentMethod.CreditDebitCard,
    partialCcNumber: last4,
    partialAccountNumber: null,
    paymentDate,
    paymentDateTitle: 'Payment Date',
    status,
    amount,
  };
}

/** Ids of the seeded mock forms, one per payment state. */
export const MOCK_PAYMENT_FORM_IDS = {
  /** An annual return with a balance due, never paid. */
  unpaid: 8101,
  /** A billing statement paid on the second try (declined, then succeeded). */
  paid: 8102,
  /** An individual estimate of $0.00: filed with no payment. */
  nothingDue: 8103,
  /** An employer's return whose last attempt was declined. */
  declined: 8104,
  /** A net profit estimate with a session started and not finished. */
  inProgress: 8105,
} as const;

/** The seeded mock forms of `createPaymentHandlers` (fresh objects on every call). */
export function mockPaymentForms(): PaymentMockForm[] {
  const ids = MOCK_PAYMENT_FORM_IDS;
  return [
    {
      id: ids.unpaid,
      taxFormType: 'CityTaxForm',
      amount: 125.5,
      paymentStatus: PaymentStatus.Unpaid,
      paymentHistory: [],
    },
    {
      id: ids.paid,
      taxFormType: 'BillingStatement',
      amount: 1244.17,
      paymentStatus: PaymentStatus.Completed,
      paymentHistory: [
        mockPaymentAttempt('Failed', 1244.17, '0002', '2026-11-20T15:04:00.000Z'),
        mockPaymentAttempt('Succeeded', 1244.17, '4242', '2026-11-20T15:06:00.000Z'),
      ],
      filed: true,
    },
    {
      id: ids.nothingDue,
      taxFormType: 'IndividualEstimate',
      amount: 0,
      paymentStatus: PaymentStatus.Unpaid,
      paymentHistory: [],
    },
    {
      id: ids.declined,
      taxFormType: 'ReturnOfIncome',
      amount: 300,
      paymentStatus: PaymentStatus.Error,
      paymentHistory: [mockPaymentAttempt('Failed', 300, '0002', '2026-11-21T10:30:00.000Z')],
    },
    {
      id: ids.inProgress,
      taxFormType: 'NetProfitEstimate',
      amount: 450,
      paymentStatus: PaymentStatus.InProgress,
      paymentHistory: [],
    },
  ];
}

const infoOf = (form: PaymentMockForm): PaymentInfo => ({
  taxFormType: form.taxFormType,
  amount: form.amount,
  paymentStatus: form.paymentStatus,
  paymentHistory: form.paymentHistory,
});

/**
 * Stateful MSW handlers of the payment calls (spec §7), like the server: payment info of the
 * known forms (404 missing-tax-form otherwise); initiate opens one session per form — a second
 * initiate while one is pending answers that same session, and a paid form answers
 * tax-form-already-filed; no-payment files a form that owes $0.00 once and refuses one that owes
 * money. No-payment of an unknown form falls through to the other form mocks. The provider itself
 * is not mocked: the page posts the browser away. Each call starts from `initial` (by default
 * `mockPaymentForms()`).
 */
export function createPaymentHandlers(
  initial: readonly PaymentMockForm[] = mockPaymentForms(),
): HttpHandler[] {
  const forms = new Map(initial.map((form) => [form.id, structuredClone(form)]));
  const sessions = new Map<number, PaymentSession>();
  let nextRemittance = 1;

  return [
    http.get(INFO, ({ params }) => {
      const form = forms.get(Number(params.id));
      return form ? HttpResponse.json(infoOf(form)) : missingTaxForm();
    }),
    http.post(INITIATE, ({ params }) => {
      const form = forms.get(Number(params.id));
      if (!form) return missingTaxForm();
      if (form.paymentStatus === PaymentStatus.Completed || form.filed) return alreadyFiled();
      if (form.amount <= 0) {
        return problem(400, 'validation-error', 'Bad Request', 'This form owes nothing; file it instead.');
      }
      let session = sessions.get(form.id);
      if (!session) {
        session = {
          applicationId: 'CITYTAX-EFILE',
          messageVersion: '1.0',
          postUrl: MOCK_PAYMENT_POST_URL,
          remittanceId: `mock-remittance-${form.id}-${nextRemittance++}`,
        };
        sessions.set(form.id, session);
      }
      form.paymentStatus = PaymentStatus.InProgress;
      return HttpResponse.json(session);
    }),
    http.post(NO_PAYMENT, ({ params }) => {
      const form = forms.get(Number(params.id));
      if (!form) return undefined;
      if (form.filed) return alreadyFiled();
      if (form.amount !== 0) {
        return problem(
          400,
          'validation-error',
          'Bad Request',
          'This form has an amount due; pay it instead.',
        );
      }
      form.filed = true;
      const filed: FiledResponse = { id: form.id, status: 'Filed', filedAt: new Date().toISOString() };
      return HttpResponse.json(filed);
    }),
  ];
}

/** The default handlers of the payment calls (the seeded forms). */
export const paymentHandlers: HttpHandler[] = createPaymentHandlers();

/** A one-form state for `createPaymentHandlers`, e.g. `paymentMockForm(7001, 'BillingStatement', 75)`. */
export function paymentMockForm(
  id: number,
  taxFormType: TaxFormType,
  amount: number,
  rest: Partial<Omit<PaymentMockForm, 'id' | 'taxFormType' | 'amount'>> = {},
): PaymentMockForm {
  return {
    id,
    taxFormType,
    amount,
    paymentStatus: PaymentStatus.Unpaid,
    paymentHistory: [],
    ...rest,
  };
}

/** Per-state overrides of the payment calls, for stories and tests. */
export const paymentProblemHandlers = {
  infoPending: http.get(INFO, never),
  infoFails: http.get(INFO, serverFails),
  infoMissing: http.get(INFO, missingTaxForm),
  infoNotAuthorized: http.get(INFO, notAuthorized),
  startPending: http.post(INITIATE, never),
  startFails: http.post(INITIATE, serverFails),
  startAlreadyPaid: http.post(INITIATE, alreadyFiled),
  noPaymentPending: http.post(NO_PAYMENT, never),
  noPaymentFails: http.post(NO_PAYMENT, serverFails),
};
