import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApiUnderTest, problemOf } from './testKit';
import {
  createPaymentHandlers,
  MOCK_PAYMENT_FORM_IDS,
  paymentMockForm,
  paymentProblemHandlers,
} from './payments';

/**
 * The payment mocks follow the one filing lifecycle (ADR 0017) like the server, and every answer is
 * one the contract's schemas accept (the client parses it).
 */
const { server, api } = mockApiUnderTest();
const ids = MOCK_PAYMENT_FORM_IDS;

describe('createPaymentHandlers: the lifecycle', () => {
  it.each([
    [ids.unpaid, 'Draft'],
    [ids.paid, 'Filed'],
    [ids.nothingDue, 'Draft'],
    [ids.declined, 'AwaitingPayment'],
    [ids.inProgress, 'AwaitingPayment'],
    [ids.awaitingPayment, 'AwaitingPayment'],
  ] as const)('payment info of form %d carries its status %s', async (id, formStatus) => {
    server.use(...createPaymentHandlers());
    expect(await api.paymentInfo(id)).toMatchObject({ formStatus });
  });

  it('submits a draft with a balance due, answers the same state again, and withdraws it', async () => {
    server.use(...createPaymentHandlers());
    const awaiting = {
      id: ids.unpaid,
      taxFormType: 'CityTaxForm',
      status: 'AwaitingPayment',
      amountDue: 125.5,
    };
    expect(await api.submitForm(ids.unpaid)).toEqual(awaiting);
    expect(await api.submitForm(ids.unpaid)).toEqual(awaiting);
    expect(await api.paymentInfo(ids.unpaid)).toMatchObject({ formStatus: 'AwaitingPayment', amount: 125.5 });
    expect(await api.withdrawForm(ids.unpaid)).toEqual({ ...awaiting, status: 'Draft' });
    expect(await api.withdrawForm(ids.unpaid)).toEqual({ ...awaiting, status: 'Draft' });
    expect(await api.paymentInfo(ids.unpaid)).toMatchObject({ formStatus: 'Draft' });
  });

  it('will not submit a draft that owes nothing: it is filed without payment', async () => {
    server.use(...createPaymentHandlers());
    expect(await problemOf(api.submitForm(ids.nothingDue))).toEqual({
      status: 400,
      type: 'validation-error',
      detail: 'This form has nothing to pay; file it without payment.',
    });
    expect(await api.noPayment(ids.nothingDue)).toMatchObject({ id: ids.nothingDue, status: 'Filed' });
    expect(await api.paymentInfo(ids.nothingDue)).toMatchObject({ formStatus: 'Filed' });
  });

  it('refuses submit, withdraw, payment and no-payment of a filed form', async () => {
    server.use(...createPaymentHandlers());
    const filed = { status: 409, type: 'tax-form-already-filed' };
    expect(await problemOf(api.submitForm(ids.paid))).toMatchObject(filed);
    expect(await problemOf(api.withdrawForm(ids.paid))).toMatchObject(filed);
    expect(await problemOf(api.initiatePaymentSession(ids.paid))).toMatchObject(filed);
    expect(await problemOf(api.noPayment(ids.paid))).toMatchObject(filed);
  });

  it('answers tax-form-locked to no-payment of a form awaiting payment, in the form’s own words', async () => {
    server.use(
      ...createPaymentHandlers([
        paymentMockForm(1, 'NetProfitEstimate', 0, { formStatus: 'AwaitingPayment' }),
        paymentMockForm(2, 'ReturnOfIncome', 0, { formStatus: 'AwaitingPayment' }),
      ]),
    );
    expect(await problemOf(api.noPayment(1))).toEqual({
      status: 409,
      type: 'tax-form-locked',
      detail: 'This form is waiting for payment. Withdraw it to make changes.',
    });
    expect(await problemOf(api.noPayment(2))).toEqual({
      status: 409,
      type: 'tax-form-locked',
      detail: 'This return is waiting for payment. Withdraw it to make changes.',
    });
  });

  it('refuses no-payment of a draft that owes money', async () => {
    server.use(...createPaymentHandlers());
    expect(await problemOf(api.noPayment(ids.unpaid))).toMatchObject({
      status: 400,
      type: 'validation-error',
    });
    expect(await api.paymentInfo(ids.unpaid)).toMatchObject({ formStatus: 'Draft' });
  });

  it('submits a draft when a payment starts, keeps one session, and voids it on withdraw', async () => {
    server.use(...createPaymentHandlers());
    const session = await api.initiatePaymentSession(ids.unpaid);
    expect(await api.paymentInfo(ids.unpaid)).toMatchObject({
      formStatus: 'AwaitingPayment',
      paymentStatus: 'InProgress',
    });
    expect(await api.initiatePaymentSession(ids.unpaid)).toEqual(session);
    await api.withdrawForm(ids.unpaid);
    expect(await api.paymentInfo(ids.unpaid)).toMatchObject({ formStatus: 'Draft', paymentStatus: 'Unpaid' });
    const next = await api.initiatePaymentSession(ids.unpaid);
    expect(next.remittanceId).not.toBe(session.remittanceId);
  });

  it('keeps a declined attempt in the history when the form is withdrawn', async () => {
    server.use(...createPaymentHandlers());
    await api.withdrawForm(ids.declined);
    expect(await api.paymentInfo(ids.declined)).toMatchObject({
      formStatus: 'Draft',
      paymentStatus: 'Error',
      paymentHistory: [{ status: 'Failed' }],
    });
  });

  it('leaves submit and withdraw of a form it does not know to the other mocks', async () => {
    const other = { id: 99, taxFormType: 'BillingStatement', status: 'Draft', amountDue: 0 } as const;
    server.use(
      ...createPaymentHandlers(),
      http.post('/api/tax-forms/:id/submit', () => HttpResponse.json(other)),
      http.post('/api/tax-forms/:id/withdraw', () => HttpResponse.json(other)),
    );
    expect(await api.submitForm(99)).toEqual(other);
    expect(await api.withdrawForm(99)).toEqual(other);
  });
});

describe('paymentProblemHandlers', () => {
  it.each([
    ['submitFails', () => api.submitForm(ids.unpaid), 500, 'internal-error'],
    ['withdrawFails', () => api.withdrawForm(ids.declined), 500, 'internal-error'],
    ['submitAlreadyFiled', () => api.submitForm(ids.unpaid), 409, 'tax-form-already-filed'],
    ['withdrawAlreadyFiled', () => api.withdrawForm(ids.declined), 409, 'tax-form-already-filed'],
    ['noPaymentLocked', () => api.noPayment(ids.nothingDue), 409, 'tax-form-locked'],
  ] as const)('%s answers %d %s', async (name, call, status, type) => {
    server.use(paymentProblemHandlers[name], ...createPaymentHandlers());
    expect(await problemOf(call())).toMatchObject({ status, type });
  });
});
