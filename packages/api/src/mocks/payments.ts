import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { PaymentHistoryStatus, PaymentMethod, PaymentStatus } from '../enums';
import { TaxFormStatus, type FiledResponse, type TaxFormState, type TaxFormType } from '../schemas/forms';
import type { PaymentHistoryRow, PaymentInfo, PaymentSession } from '../schemas/payments';
import { amountDue, nothingToPay, problemResponse, serverFails, taxFormLocked } from './problem';

const INFO = '/api/payments/tax-forms/:id';
const INITIATE = '/api/payments/tax-forms/:id/initiate-payment-session';
const NO_PAYMENT = '/api/payments/tax-forms/:id/no-payment';
/** The lifecycle calls of every tax form, as MSW path patterns. */
export const SUBMIT_PATH = '/api/tax-forms/:id/submit';
export const WITHDRAW_PATH = '/api/tax-forms/:id/withdraw';

const missingTaxForm = () => problemResponse('missing-tax-form');
const notAuthorized = () => problemResponse('not-authorized-to-file');
const alreadyFiled = () => problemResponse('tax-form-already-filed');
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Where the mocked sessions post to: the provider simulator's default listener. */
export const MOCK_PAYMENT_POST_URL = 'http://127.0.0.1:8081/pay';

/**
 * A form the payment mocks know, by id: its payment info, whose `formStatus` is its place in the
 * lifecycle (Draft, AwaitingPayment with `amount` fixed, or Filed).
 */
export interface PaymentMockForm extends PaymentInfo {
  id: number;
  /** When the form was filed (set by no-payment); a paid form's is its successful attempt's date. */
  filedAt?: string;
}

/**
 * The payment mocks' forms by id. Handlers made from the same model share its state: a form filed by
 * the no-payment call has a confirmation (see ./confirmation).
 */
export type PaymentMockModel = Map<number, PaymentMockForm>;

/** A model of its own for `createPaymentHandlers` and `createConfirmationHandlers` to share. */
export function createPaymentMockModel(
  initial: readonly PaymentMockForm[] = mockPaymentForms(),
): PaymentMockModel {
  return new Map(initial.map((form) => [form.id, structuredClone(form)]));
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

/**
 * Submit (Draft → AwaitingPayment) of the forms a form mock stored, as the server answers it: with
 * their amount fixed; nothing owed is refused (file it without payment), a filed one is
 * tax-form-already-filed. Another id falls through to the other mocks.
 */
export function submitStoredForm<Form extends { id: number; filedAt: string | null }>(
  taxFormType: TaxFormType,
  forms: ReadonlyMap<number, Form>,
  amountOf: (form: Form) => number,
): HttpHandler {
  return http.post(SUBMIT_PATH, ({ params }) => {
    const form = forms.get(Number(params.id));
    if (!form) return undefined;
    if (form.filedAt) return alreadyFiled();
    const amount = amountOf(form);
    if (amount <= 0) return nothingToPay();
    const state: TaxFormState = {
      id: form.id,
      taxFormType,
      status: TaxFormStatus.AwaitingPayment,
      amountDue: amount,
    };
    return HttpResponse.json(state);
  });
}

/** Ids of the seeded mock forms, one per payment state. */
export const MOCK_PAYMENT_FORM_IDS = {
  /** An annual return with a balance due, still a draft: never submitted, never paid. */
  unpaid: 8101,
  /** A billing statement paid on the second try (declined, then succeeded): filed. */
  paid: 8102,
  /** An individual estimate of $0.00, a draft: filed with no payment. */
  nothingDue: 8103,
  /** An employer's return awaiting payment whose last attempt was declined. */
  declined: 8104,
  /** A net profit estimate awaiting payment, with a session started and not finished. */
  inProgress: 8105,
  /** An annual return submitted with a balance due and no attempt yet: locked until paid or withdrawn. */
  awaitingPayment: 8106,
} as const;

/** The seeded mock forms of `createPaymentHandlers` (fresh objects on every call). */
export function mockPaymentForms(): PaymentMockForm[] {
  const ids = MOCK_PAYMENT_FORM_IDS;
  return [
    paymentMockForm(ids.unpaid, 'CityTaxForm', 125.5),
    paymentMockForm(ids.paid, 'BillingStatement', 1244.17, {
      paymentStatus: PaymentStatus.Completed,
      formStatus: TaxFormStatus.Filed,
      paymentHistory: [
        mockPaymentAttempt('Failed', 1244.17, '0002', '2026-11-20T15:04:00.000Z'),
        mockPaymentAttempt('Succeeded', 1244.17, '4242', '2026-11-20T15:06:00.000Z'),
      ],
    }),
    paymentMockForm(ids.nothingDue, 'IndividualEstimate', 0),
    paymentMockForm(ids.declined, 'ReturnOfIncome', 300, {
      paymentStatus: PaymentStatus.Error,
      formStatus: TaxFormStatus.AwaitingPayment,
      paymentHistory: [mockPaymentAttempt('Failed', 300, '0002', '2026-11-21T10:30:00.000Z')],
    }),
    paymentMockForm(ids.inProgress, 'NetProfitEstimate', 450, {
      paymentStatus: PaymentStatus.InProgress,
      formStatus: TaxFormStatus.AwaitingPayment,
    }),
    paymentMockForm(ids.awaitingPayment, 'CityTaxForm', 60, { formStatus: TaxFormStatus.AwaitingPayment }),
  ];
}

const infoOf = (form: PaymentMockForm): PaymentInfo => ({
  taxFormType: form.taxFormType,
  amount: form.amount,
  paymentStatus: form.paymentStatus,
  formStatus: form.formStatus,
  paymentHistory: form.paymentHistory,
});

const stateOf = (form: PaymentMockForm): TaxFormState => ({
  id: form.id,
  taxFormType: form.taxFormType,
  status: form.formStatus,
  amountDue: form.amount,
});

/**
 * Stateful MSW handlers of the payment and lifecycle calls, like the server:
 * - payment info of the known forms, with their lifecycle status (404 missing-tax-form otherwise);
 * - submit: a draft that owes money awaits payment (the amount is fixed from then on), a repeat
 *   answers the same state, a draft that owes nothing is refused (file it without payment);
 * - withdraw: an awaiting form goes back to Draft and its pending session is voided; a draft
 *   answers unchanged;
 * - initiate submits a draft first, then opens one session per form (a second initiate while one
 *   is pending answers that same session);
 * - no-payment files a draft that owes $0.00 once, refuses one that owes money, and answers
 *   tax-form-locked for a form awaiting payment;
 * - on a filed form every one of these writes answers tax-form-already-filed.
 * Submit, withdraw and no-payment of an unknown form fall through to the other form mocks. The
 * provider itself is not mocked: the page posts the browser away. Each call starts from `initial`
 * (by default `mockPaymentForms()`), or shares a model with other handlers.
 */
export function createPaymentHandlers(
  initial: readonly PaymentMockForm[] | PaymentMockModel = mockPaymentForms(),
): HttpHandler[] {
  const forms = initial instanceof Map ? initial : createPaymentMockModel(initial);
  const sessions = new Map<number, PaymentSession>();
  let nextRemittance = 1;
  const formOf = (params: Record<string, string | readonly string[] | undefined>) =>
    forms.get(Number(params.id));
  const isFiled = (form: PaymentMockForm) =>
    form.formStatus === TaxFormStatus.Filed || form.paymentStatus === PaymentStatus.Completed;

  return [
    http.get(INFO, ({ params }) => {
      const form = formOf(params);
      return form ? HttpResponse.json(infoOf(form)) : missingTaxForm();
    }),
    http.post(SUBMIT_PATH, ({ params }) => {
      const form = formOf(params);
      if (!form) return undefined;
      if (isFiled(form)) return alreadyFiled();
      if (form.formStatus === TaxFormStatus.Draft) {
        if (form.amount <= 0) return nothingToPay();
        form.formStatus = TaxFormStatus.AwaitingPayment;
      }
      return HttpResponse.json(stateOf(form));
    }),
    http.post(WITHDRAW_PATH, ({ params }) => {
      const form = formOf(params);
      if (!form) return undefined;
      if (isFiled(form)) return alreadyFiled();
      if (form.formStatus === TaxFormStatus.AwaitingPayment) {
        form.formStatus = TaxFormStatus.Draft;
        sessions.delete(form.id);
        // The voided session's attempt never happened; a declined one stays in the history.
        if (
          form.paymentStatus === PaymentStatus.InProgress ||
          form.paymentStatus === PaymentStatus.Initiated
        ) {
          form.paymentStatus = PaymentStatus.Unpaid;
        }
      }
      return HttpResponse.json(stateOf(form));
    }),
    http.post(INITIATE, ({ params }) => {
      const form = formOf(params);
      if (!form) return missingTaxForm();
      if (isFiled(form)) return alreadyFiled();
      if (form.formStatus === TaxFormStatus.Draft) {
        if (form.amount <= 0) return nothingToPay();
        form.formStatus = TaxFormStatus.AwaitingPayment;
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
      const form = formOf(params);
      if (!form) return undefined;
      if (isFiled(form)) return alreadyFiled();
      if (form.formStatus === TaxFormStatus.AwaitingPayment) return taxFormLocked(form.taxFormType);
      if (form.amount !== 0) return amountDue();
      form.formStatus = TaxFormStatus.Filed;
      form.filedAt = new Date().toISOString();
      const filed: FiledResponse = { id: form.id, status: 'Filed', filedAt: form.filedAt };
      return HttpResponse.json(filed);
    }),
  ];
}

/** The seeded forms the default handlers share (payments and confirmations). */
export const defaultPaymentMockModel: PaymentMockModel = createPaymentMockModel();

/** The default handlers of the payment calls (the seeded forms). */
export const paymentHandlers: HttpHandler[] = createPaymentHandlers(defaultPaymentMockModel);

/**
 * A one-form state for `createPaymentHandlers`, e.g. `paymentMockForm(7001, 'BillingStatement', 75)`:
 * an unpaid draft unless `rest` says otherwise (e.g. `{ formStatus: 'AwaitingPayment' }`).
 */
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
    formStatus: TaxFormStatus.Draft,
    paymentHistory: [],
    ...rest,
  };
}

/** Per-state overrides of the payment and lifecycle calls, for stories and tests. */
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
  /** No-payment of a form awaiting payment (the catalogue's "form" wording). */
  noPaymentLocked: http.post(NO_PAYMENT, () => problemResponse('tax-form-locked')),
  submitPending: http.post(SUBMIT_PATH, never),
  submitFails: http.post(SUBMIT_PATH, serverFails),
  submitAlreadyFiled: http.post(SUBMIT_PATH, alreadyFiled),
  withdrawPending: http.post(WITHDRAW_PATH, never),
  withdrawFails: http.post(WITHDRAW_PATH, serverFails),
  withdrawAlreadyFiled: http.post(WITHDRAW_PATH, alreadyFiled),
};
