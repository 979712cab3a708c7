import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createEndpoints } from '../endpoints';
import { CONFIRMATION_NUMBER_PATTERN } from '../schemas/filings';
import { createBusinessHandlers } from './business';
import { createConfirmationHandlers, mockConfirmations } from './confirmation';
import {
  createFilingsHandlers,
  filingsHandlersOf,
  filingsOfPaymentModel,
  filingsProblemHandlers,
  mockFiling,
  mockFilings,
} from './filings';
import { fixtures } from './fixtures';
import { createPaymentHandlers, createPaymentMockModel, MOCK_PAYMENT_FORM_IDS } from './payments';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The endpoints of a session signed in with `token` (schema-checked, like the portal's). */
const apiAs = (token: string) =>
  createEndpoints(createApiClient({ getCookies: () => 'XSRF-TOKEN=t', getToken: () => token }));

const ids = MOCK_PAYMENT_FORM_IDS;

describe('mockFiling', () => {
  it.each([
    ['Draft', ['continue']],
    ['AwaitingPayment', ['pay', 'view']],
    ['Filed', ['view', 'downloadPdf']],
    ['Paid', ['view', 'downloadPdf']],
  ] as const)('a %s row offers %j, like the server', (status, actions) => {
    expect(mockFiling(1, 'CityTaxForm', status).actions).toEqual(actions);
  });

  it('a filed row owes nothing, and an unfiled one has no filing facts', () => {
    expect(mockFiling(1, 'CityTaxForm', 'Paid', { amountDue: 5, amountPaid: 5 }).amountDue).toBe(0);
    const draft = mockFiling(2, 'CityTaxForm', 'Draft', {
      filedAt: '2026-01-01T00:00:00Z',
      confirmationNumber: 'x',
    });
    expect([draft.filedAt, draft.confirmationNumber]).toEqual([null, null]);
  });
});

describe('filings of a payment mock model', () => {
  it('reads each form’s place as it stands, newest first', () => {
    const rows = filingsOfPaymentModel(createPaymentMockModel());
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [ids.awaitingPayment, 'AwaitingPayment'],
      [ids.inProgress, 'AwaitingPayment'],
      [ids.declined, 'AwaitingPayment'],
      [ids.nothingDue, 'Draft'],
      [ids.paid, 'Paid'],
      [ids.unpaid, 'Draft'],
    ]);
    const paid = rows.find((r) => r.id === ids.paid);
    expect(paid).toMatchObject({ amountPaid: 1244.17, amountDue: 0, filedAt: '2026-11-20T15:06:00.000Z' });
    expect(paid?.confirmationNumber).toMatch(CONFIRMATION_NUMBER_PATTERN);
  });

  it('follows the model: a form filed with no payment is Filed from then on', async () => {
    const model = createPaymentMockModel();
    server.use(
      ...createPaymentHandlers(model),
      ...createConfirmationHandlers(model),
      ...filingsHandlersOf(model),
    );
    const api = apiAs(fixtures.individualSignIn.token);
    const before = (await api.filings()).filings.find((f) => f.id === ids.nothingDue);
    expect(before?.status).toBe('Draft');
    await api.noPayment(ids.nothingDue);
    const after = (await api.filings()).filings.find((f) => f.id === ids.nothingDue);
    expect(after).toMatchObject({ status: 'Filed', amountPaid: 0, actions: ['view', 'downloadPdf'] });
    // The list and the confirmation page name the same number.
    expect(after?.confirmationNumber).toBe((await api.confirmation(ids.nothingDue)).confirmationNumber);
  });
});

describe('filings handlers', () => {
  it('every named list passes the contract’s schema', async () => {
    for (const [name, list] of Object.entries(mockFilings)) {
      server.use(...filingsHandlersOf(list()));
      const { filings } = await apiAs(fixtures.individualSignIn.token).filings();
      expect(filings, name).toEqual(list());
      server.resetHandlers();
    }
  });

  it('lists the forms of the taxpayer the session files as, and only those', async () => {
    server.use(
      ...createFilingsHandlers({
        [fixtures.individualSignIn.taxpayerId]: mockFilings.mixed(),
        '300001': mockFilings.awaitingPayment(),
        '300002': mockFilings.drafts(),
      }),
      ...createBusinessHandlers(),
    );
    const individual = apiAs(fixtures.individualSignIn.token);
    const business = apiAs(fixtures.businessSignIn.token);
    expect((await individual.filings()).filings).toEqual(mockFilings.mixed());
    expect((await business.filings()).filings).toEqual(mockFilings.awaitingPayment());

    await business.einChanged({ taxpayerId: '300002' });
    expect((await business.filings()).filings).toEqual(mockFilings.drafts());
    // Another session is not moved by it.
    expect((await individual.filings()).filings).toEqual(mockFilings.mixed());
  });

  it('a session without a token is refused, and the failure override answers 500', async () => {
    server.use(...filingsHandlersOf(mockFilings.mixed()));
    await expect(apiAs('').filings()).rejects.toMatchObject({ status: 401 });
    server.use(filingsProblemHandlers.fails);
    await expect(apiAs(fixtures.individualSignIn.token).filings()).rejects.toMatchObject({ status: 500 });
  });

  it('the mixed list’s filed forms are the seeded confirmations', () => {
    const { paidByCard, noPaymentDue } = mockConfirmations();
    const rows = mockFilings.mixed();
    expect(rows.find((r) => r.id === paidByCard.id)).toMatchObject({
      status: 'Paid',
      confirmationNumber: paidByCard.confirmationNumber,
      amountPaid: 875.01,
    });
    expect(rows.find((r) => r.id === noPaymentDue.id)).toMatchObject({ status: 'Filed', amountPaid: 0 });
  });
});
