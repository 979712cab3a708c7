import { describe, expect, it } from 'vitest';
import { mockApiUnderTest, problemOf } from './testKit';
import {
  cityTaxFormProblemHandlers,
  createCityTaxFormHandlers,
  mockAwaitingPaymentCityTaxFormState,
  mockNoPaymentSummary,
} from './cityTaxForm';

/**
 * The annual-return mocks follow the one filing lifecycle (ADR 0017): submit locks the return,
 * withdraw unlocks it, and every write to it or its entries is refused while it awaits payment.
 * (packages/forms annual-return-shared/cityTaxFormMocks.test.ts covers the rest of these mocks.)
 */
const { server, api } = mockApiUnderTest();
const RETURN_ID = 10;
const LOCKED_RETURN = 'This return is waiting for payment. Withdraw it to make changes.';

const w2 = {
  employerName: 'Tremont Print Shop',
  employerEin: '348880005',
  workCity: 'AKR',
  medicareWages: 1000,
  localWages: 1000,
  localTaxWithheld: 25,
  locality: 'AKR',
};
const form1099 = { payerName: 'Flats Bicycles', payerTin: '347770004', amount: 300 };

/** Every write the annual return's mocks model, named for the table below. */
const writes = {
  'PUT city-tax-form': () => api.updateCityTaxForm({ residenceCity: 'GTN' }),
  'DELETE city-tax-form': () => api.deleteCityTaxForm(),
  'POST form-w2': () => api.addFormW2(w2),
  'PUT form-w2': () => api.updateFormW2(11, w2),
  'POST form1099': () => api.addForm1099(form1099),
  'PUT form1099': () => api.updateForm1099(13, form1099),
  'DELETE form': () => api.deleteForm(11),
  'POST no-payment': () => api.noPayment(RETURN_ID),
};

describe('createCityTaxFormHandlers: the lifecycle', () => {
  it('submits the draft return with its balance due, and a repeat answers the same state', async () => {
    server.use(...createCityTaxFormHandlers());
    const awaiting = { id: RETURN_ID, taxFormType: 'CityTaxForm', status: 'AwaitingPayment', amountDue: 60 };
    expect(await api.submitForm(RETURN_ID)).toEqual(awaiting);
    expect(await api.submitForm(RETURN_ID)).toEqual(awaiting);
    expect((await api.cityTaxForm()).cityTaxForm).toMatchObject({ status: 'AwaitingPayment' });
    expect(await api.isAnnualReturnFiled()).toEqual({ isAnnualReturnFiled: false });
  });

  it.each(Object.entries(writes))('refuses %s while the return awaits payment', async (_name, write) => {
    server.use(...createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState()));
    expect(await problemOf(write())).toEqual({ status: 409, type: 'tax-form-locked', detail: LOCKED_RETURN });
  });

  it('changes nothing on a refused write', async () => {
    server.use(...createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState()));
    await problemOf(api.addFormW2(w2));
    await problemOf(api.deleteForm(11));
    expect(await api.countOf('FormW2')).toEqual({ count: 2 });
  });

  it('withdraws the return to Draft, after which it can be changed again', async () => {
    server.use(...createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState()));
    expect(await api.withdrawForm(RETURN_ID)).toMatchObject({ status: 'Draft', amountDue: 60 });
    expect(await api.withdrawForm(RETURN_ID)).toMatchObject({ status: 'Draft' });
    expect(await api.addFormW2(w2)).toMatchObject({ employerName: 'Tremont Print Shop' });
  });

  it('will not submit a return without a residence city or with nothing to pay', async () => {
    server.use(...createCityTaxFormHandlers({ cityTaxForm: null, w2s: [], form1099s: [] }));
    await api.addFormW2(w2);
    const id = (await api.cityTaxForm()).cityTaxForm!.id;
    expect(await problemOf(api.submitForm(id))).toMatchObject({ status: 400, type: 'validation-error' });

    server.resetHandlers(...createCityTaxFormHandlers({ summary: mockNoPaymentSummary }));
    expect(await problemOf(api.submitForm(RETURN_ID))).toEqual({
      status: 400,
      type: 'validation-error',
      detail: 'This form has nothing to pay; file it without payment.',
    });
    expect(await api.noPayment(RETURN_ID)).toMatchObject({ status: 'Filed' });
  });

  it('refuses submit and withdraw of a filed return, and of another id', async () => {
    server.use(...createCityTaxFormHandlers({ summary: mockNoPaymentSummary }));
    expect(await problemOf(api.submitForm(99))).toMatchObject({ status: 404, type: 'missing-tax-form' });
    expect(await problemOf(api.withdrawForm(99))).toMatchObject({ status: 404, type: 'missing-tax-form' });
    await api.noPayment(RETURN_ID);
    expect(await problemOf(api.submitForm(RETURN_ID))).toMatchObject({
      status: 409,
      type: 'tax-form-already-filed',
    });
    expect(await problemOf(api.withdrawForm(RETURN_ID))).toMatchObject({
      status: 409,
      type: 'tax-form-already-filed',
    });
  });
});

describe('cityTaxFormProblemHandlers', () => {
  it.each(Object.entries(writes))('locked: %s answers 409 tax-form-locked', async (_name, write) => {
    server.use(...cityTaxFormProblemHandlers.locked, ...createCityTaxFormHandlers());
    expect(await problemOf(write())).toEqual({ status: 409, type: 'tax-form-locked', detail: LOCKED_RETURN });
  });

  it.each([
    ['alreadyFiled', 409, 'tax-form-already-filed'],
    ['missingTaxForm', 404, 'missing-tax-form'],
  ] as const)('%s covers submit and withdraw too', async (name, status, type) => {
    server.use(...cityTaxFormProblemHandlers[name], ...createCityTaxFormHandlers());
    expect(await problemOf(api.submitForm(RETURN_ID))).toMatchObject({ status, type });
    expect(await problemOf(api.withdrawForm(RETURN_ID))).toMatchObject({ status, type });
  });
});
