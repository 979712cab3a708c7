import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { paymentInfoSchema, paymentSessionSchema, priorTaxYear, type PaymentInfo } from '@citytax/api';
import { paymentCallbacks, payments, taxForms, taxpayers } from '../src/db/schema';
import { PAYMENT_APPLICATION_ID, PAYMENT_MESSAGE_VERSION } from '../src/config';
import { buildProvider } from '../src/provider/simulator';
import { CALLBACK_PATH, type ProviderCallback } from '../src/provider/protocol';
import { SIGNATURE_HEADER, signBody } from '../src/provider/signature';
import {
  CALLBACK_SIGNATURE_DETAIL,
  CALLBACK_STALE_DETAIL,
  NOTHING_TO_PAY_DETAIL,
  PAYMENTS_NOT_CONFIGURED_DETAIL,
  PROVIDER_UNAVAILABLE_DETAIL,
} from '../src/routes/payments';
import { CONFIRMATION_PATTERN } from '../src/confirmation';
import { contentSecurityPolicy } from '../src/security';
import {
  client,
  createUser,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  problemType,
  type TestDatabase,
} from './helpers';

/*
 * Payments on the server (issue 8; spec §2 "Payment", §3, §7, §8; ADR 0014): payment info,
 * one pending remittance per form, the provider's signed and idempotent callback, and the
 * CSP that lets the portal post to the provider. The provider simulator listens on port 0
 * and delivers its callbacks into the app by inject.
 */

type Client = ReturnType<typeof client>;

const SECRET = 'test-payment-callback-secret-0123456789abcdef';
const TAX_YEAR = priorTaxYear(new Date());
/** The policy before issue 8; only its form-action may differ now. */
const POLICY_BEFORE =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

function expectProblem(res: LightMyRequestResponse, status: number, type: string, detail?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().type).toBe(problemType(type));
  if (detail !== undefined) expect(res.json().detail).toBe(detail);
}

describe.each(drivers)('payments (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: FastifyInstance;
  let providerUrl: string;
  const clock = fakeClock(new Date());
  let nextTaxpayer = 920_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    provider = await buildProvider({
      secret: SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      clock: clock.now,
      retryDelaysMs: [],
      transport: async (url, { headers, body }) => {
        const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
        return { status: res.statusCode };
      },
    });
    await provider.listen({ port: 0, host: '127.0.0.1' });
    const address = provider.server.address();
    providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    app = await makeApp(database, {
      env: { PAYMENT_PROVIDER_URL: providerUrl, PAYMENT_CALLBACK_SECRET: SECRET },
      clock: clock.now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await database?.dispose();
  });

  /** A signed-in individual with a taxpayer of their own and no forms. */
  async function freshFiler() {
    const taxpayerId = String(nextTaxpayer++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Test', name2: 'Payer' });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId };
  }

  /** A stored form of the taxpayer billing `amountDueCents`. */
  async function makeForm(
    taxpayerId: string,
    amountDueCents: number,
    options: { type?: 'IndividualEstimate' | 'BillingStatement'; status?: 'Draft' | 'Filed' } = {},
  ) {
    const now = clock.now();
    const [form] = await database.db
      .insert(taxForms)
      .values({
        taxpayerId,
        type: options.type ?? 'IndividualEstimate',
        taxYear: TAX_YEAR + 1,
        status: options.status ?? 'Draft',
        data: {},
        amountDueCents,
        createdAt: now,
        updatedAt: now,
        filedAt: options.status === 'Filed' ? now : null,
      })
      .returning();
    return form!;
  }

  const infoUrl = (id: number) => `/api/payments/tax-forms/${id}`;
  const initiateUrl = (id: number) => `/api/payments/tax-forms/${id}/initiate-payment-session`;

  async function info(c: Client, token: string, id: number): Promise<PaymentInfo> {
    const res = await c.get(infoUrl(id), token);
    expect(res.statusCode, res.body).toBe(200);
    return paymentInfoSchema.parse(res.json());
  }
  async function initiate(c: Client, token: string, id: number) {
    const res = await c.post(initiateUrl(id), undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return paymentSessionSchema.parse(res.json());
  }
  const paymentRows = (taxFormId: number) =>
    database.db.select().from(payments).where(eq(payments.taxFormId, taxFormId)).orderBy(payments.createdAt);
  const callbackRows = (remittanceId: string) =>
    database.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.remittanceId, remittanceId))
      .orderBy(paymentCallbacks.id);
  const formRow = async (id: number) =>
    (await database.db.select().from(taxForms).where(eq(taxForms.id, id)))[0]!;

  /** Posts a callback as the provider would; `sign` overrides what and how it is signed. */
  function callback(
    payload: ProviderCallback,
    sign: { secret?: string; at?: Date; header?: string; body?: string } = {},
  ) {
    const body = JSON.stringify(payload);
    const header = sign.header ?? signBody(sign.secret ?? SECRET, body, sign.at ?? clock.now());
    return app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: header },
      payload: sign.body ?? body,
    });
  }
  const outcome = (
    remittanceId: string,
    amountCents: number,
    result: ProviderCallback['outcome'] = 'succeeded',
    last4 = '4242',
  ): ProviderCallback => ({
    remittanceId,
    outcome: result,
    last4,
    amountCents,
    providerReference: `ref_${remittanceId.slice(0, 8)}`,
  });

  it('answers 401 without a session and 403 without the anti-forgery token', async () => {
    const c = client(app);
    expectProblem(await c.get(infoUrl(1)), 401, 'unauthorized');
    expectProblem(await c.post(initiateUrl(1)), 401, 'unauthorized');
    const { token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 5_000);
    const noXsrf = await app.inject({
      method: 'POST',
      url: initiateUrl(form.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expectProblem(noXsrf, 403, 'forbidden');
    expect(await paymentRows(form.id)).toHaveLength(0);
  });

  it('shows an unpaid form: its stored amount, Unpaid, no history', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 12_345);
    expect(await info(c, token, form.id)).toEqual({
      taxFormType: 'IndividualEstimate',
      amount: 123.45,
      paymentStatus: 'Unpaid',
      formStatus: 'Draft',
      paymentHistory: [],
    });
  });

  it('shows a paid form: Completed, the amount applied and a Succeeded row with the last four digits', async () => {
    const c = client(app);
    const token = await c.token('individual@example.com');
    const [seeded] = await database.db.select().from(payments).where(eq(payments.taxpayerId, '100001'));
    const paid = await info(c, token, seeded!.taxFormId);
    // The seeded paid estimate has a confirmation number like every filed form.
    expect((await formRow(seeded!.taxFormId)).confirmationNumber).toMatch(CONFIRMATION_PATTERN);
    expect(paid).toEqual({
      taxFormType: 'IndividualEstimate',
      amount: 100,
      paymentStatus: 'Completed',
      formStatus: 'Filed',
      paymentHistory: [
        {
          paymentType: 'CreditDebitCard',
          partialCcNumber: '4242',
          partialAccountNumber: null,
          paymentDate: seeded!.completedAt!.toISOString(),
          paymentDateTitle: 'Payment Date',
          status: 'Succeeded',
          amount: 100,
        },
      ],
    });
    // Paid means filed: no second session.
    expectProblem(
      await c.post(initiateUrl(seeded!.taxFormId), undefined, token),
      409,
      'tax-form-already-filed',
    );
  });

  it('starts a session: the configured fields, one Initiated remittance of the stored amount', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 25_000);
    const session = await initiate(c, token, form.id);
    expect(session).toEqual({
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      postUrl: `${providerUrl}/pay`,
      remittanceId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    const rows = await paymentRows(form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: session.remittanceId,
      taxpayerId,
      amountCents: 25_000,
      status: 'Initiated',
      paymentType: 'CreditDebitCard',
      partialCcNumber: null,
      completedAt: null,
    });
    expect((await info(c, token, form.id)).paymentStatus).toBe('Initiated');

    // The provider knows the session: its page shows the amount.
    const page = await provider.inject({
      method: 'POST',
      url: '/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        applicationId: session.applicationId,
        messageVersion: session.messageVersion,
        remittanceId: session.remittanceId,
      }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$250.00');

    // A second initiate while it is pending is the same session.
    expect(await initiate(c, token, form.id)).toEqual(session);
    expect(await paymentRows(form.id)).toHaveLength(1);
  });

  it('creates exactly one remittance for 20 concurrent initiates', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 7_500);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => c.post(initiateUrl(form.id), undefined, token)),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(results.map((r) => paymentSessionSchema.parse(r.json()).remittanceId));
    expect(ids.size).toBe(1);
    const rows = await paymentRows(form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe([...ids][0]);
  });

  it('takes the amount from the stored form, never from the browser', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 31_415);
    const res = await c.post(initiateUrl(form.id), { amount: 0.01, amountCents: 1 }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await paymentRows(form.id))[0]!.amountCents).toBe(31_415);
  });

  it('refuses a filed form (409), a form owing nothing (400), another taxpayer (403) and a missing form (404)', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const filed = await makeForm(taxpayerId, 5_000, { status: 'Filed' });
    expectProblem(await c.post(initiateUrl(filed.id), undefined, token), 409, 'tax-form-already-filed');
    const zero = await makeForm(taxpayerId, 0);
    expectProblem(
      await c.post(initiateUrl(zero.id), undefined, token),
      400,
      'validation-error',
      NOTHING_TO_PAY_DETAIL,
    );

    const other = await freshFiler();
    const theirs = await makeForm(other.taxpayerId, 5_000);
    expectProblem(await c.get(infoUrl(theirs.id), token), 403, 'not-authorized-to-file');
    expectProblem(await c.post(initiateUrl(theirs.id), undefined, token), 403, 'not-authorized-to-file');
    expectProblem(await c.get(infoUrl(999_999), token), 404, 'missing-tax-form');
    expectProblem(await c.post(initiateUrl(999_999), undefined, token), 404, 'missing-tax-form');
    for (const id of [filed.id, zero.id, theirs.id]) expect(await paymentRows(id)).toHaveLength(0);
  });

  it('still files a form owing nothing without payment', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 0);
    const res = await c.post(`/api/payments/tax-forms/${form.id}/no-payment`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: form.id, status: 'Filed' });
    expect(await info(c, token, form.id)).toMatchObject({
      amount: 0,
      paymentStatus: 'Unpaid',
      paymentHistory: [],
    });
    expectProblem(await c.post(initiateUrl(form.id), undefined, token), 409, 'tax-form-already-filed');
  });

  it('applies a signed success callback: Completed, the form Filed, a Succeeded row with the last four only', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 8_800);
    const { remittanceId } = await initiate(c, token, form.id);
    clock.advance(60_000);
    const res = await callback(outcome(remittanceId, 8_800));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const [row] = await paymentRows(form.id);
    expect(row).toMatchObject({
      status: 'Completed',
      partialCcNumber: '4242',
      providerReference: `ref_${remittanceId.slice(0, 8)}`,
      failureReason: null,
    });
    expect(row!.completedAt?.toISOString()).toBe(clock.now().toISOString());
    const filed = await formRow(form.id);
    expect(filed.status).toBe('Filed');
    expect(filed.filedAt?.toISOString()).toBe(clock.now().toISOString());
    // Filed by its payment, it has its confirmation number (issue 15).
    expect(filed.confirmationNumber).toMatch(CONFIRMATION_PATTERN);
    expect(await info(c, token, form.id)).toEqual({
      taxFormType: 'IndividualEstimate',
      amount: 88,
      paymentStatus: 'Completed',
      formStatus: 'Filed',
      paymentHistory: [
        {
          paymentType: 'CreditDebitCard',
          partialCcNumber: '4242',
          partialAccountNumber: null,
          paymentDate: clock.now().toISOString(),
          paymentDateTitle: 'Payment Date',
          status: 'Succeeded',
          amount: 88,
        },
      ],
    });
  });

  it('ignores a replayed callback: 200, nothing changes; another outcome for it is a conflict', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 4_200);
    const { remittanceId } = await initiate(c, token, form.id);
    const first = outcome(remittanceId, 4_200);
    expect((await callback(first)).statusCode).toBe(200);
    const before = { payments: await paymentRows(form.id), form: await formRow(form.id) };

    clock.advance(30_000);
    const replay = await callback(first);
    expect(replay.statusCode, replay.body).toBe(200);
    expectProblem(await callback(outcome(remittanceId, 4_200, 'declined')), 409, 'conflict');
    expect({ payments: await paymentRows(form.id), form: await formRow(form.id) }).toEqual(before);
  });

  it('refuses a forged, unsigned or altered callback with 401 and changes nothing', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 6_000);
    const { remittanceId } = await initiate(c, token, form.id);
    const before = await paymentRows(form.id);
    const good = outcome(remittanceId, 6_000);

    expectProblem(
      await callback(good, { secret: 'some-other-secret-0123456789abcdef0123' }),
      401,
      'unauthorized',
      CALLBACK_SIGNATURE_DETAIL,
    );
    const noHeader = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(good),
    });
    expectProblem(noHeader, 401, 'unauthorized', CALLBACK_SIGNATURE_DETAIL);
    expectProblem(await callback(good, { header: 't=123,v1=abc' }), 401, 'unauthorized');
    // Signed, then changed in transit.
    const signed = signBody(SECRET, JSON.stringify(good), clock.now());
    const altered = JSON.stringify({ ...good, last4: '0002' });
    expectProblem(await callback(good, { header: signed, body: altered }), 401, 'unauthorized');

    expect(await paymentRows(form.id)).toEqual(before);
    expect((await formRow(form.id)).status).toBe('AwaitingPayment');
  });

  it('refuses a callback signed more than 5 minutes ago, and takes one within the tolerance', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 9_900);
    const { remittanceId } = await initiate(c, token, form.id);
    const signedAt = clock.now();
    clock.advance(5 * 60_000 + 1_000);
    expectProblem(
      await callback(outcome(remittanceId, 9_900), { at: signedAt }),
      401,
      'unauthorized',
      CALLBACK_STALE_DETAIL,
    );
    expect((await paymentRows(form.id))[0]!.status).toBe('Initiated');
    expect((await formRow(form.id)).status).toBe('AwaitingPayment');

    const withinTolerance = new Date(clock.now().getTime() - 4 * 60_000);
    expect((await callback(outcome(remittanceId, 9_900), { at: withinTolerance })).statusCode).toBe(200);
    expect((await paymentRows(form.id))[0]!.status).toBe('Completed');
  });

  it('files nothing on a callback whose amount differs from the submitted amount: recorded, the form still awaits payment', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 10_000);
    const { remittanceId } = await initiate(c, token, form.id);
    // Acknowledged (the provider must not retry for ever) and recorded for reconciliation.
    const res = await callback(outcome(remittanceId, 1));
    expect(res.statusCode, res.body).toBe(200);
    expect((await formRow(form.id)).status).toBe('AwaitingPayment');
    expect(await paymentRows(form.id)).toMatchObject([{ status: 'Error', failureReason: 'amount_mismatch' }]);
    expect(await callbackRows(remittanceId)).toMatchObject([{ amountCents: 1, result: 'amount_mismatch' }]);
    // Its redelivery changes nothing more.
    expect((await callback(outcome(remittanceId, 1))).statusCode).toBe(200);
    expect(await paymentRows(form.id)).toHaveLength(1);
    expect((await info(c, token, form.id)).paymentStatus).toBe('Error');

    // Nothing is lost: the form is paid in full by a new session of the submitted amount.
    const retry = await initiate(c, token, form.id);
    expect((await paymentRows(form.id))[1]).toMatchObject({ id: retry.remittanceId, amountCents: 10_000 });
    expect((await callback(outcome(retry.remittanceId, 10_000))).statusCode).toBe(200);
    expect((await formRow(form.id)).status).toBe('Filed');
    expect(await info(c, token, form.id)).toMatchObject({ amount: 100, paymentStatus: 'Completed' });
  });

  it('refuses a callback for an unknown remittance and one with a full card number', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 10_000);
    const { remittanceId } = await initiate(c, token, form.id);
    const before = await paymentRows(form.id);
    expectProblem(await callback(outcome('unknown-remittance-id', 10_000)), 404, 'not-found');
    expectProblem(
      await callback({ ...outcome(remittanceId, 10_000), last4: '4242424242424242' }),
      400,
      'validation-error',
    );
    expect(await paymentRows(form.id)).toEqual(before);
    expect((await formRow(form.id)).status).toBe('AwaitingPayment');
  });

  it('keeps a declined form awaiting payment; a retry is a new remittance; history shows Failed then Succeeded', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 15_000);
    const first = await initiate(c, token, form.id);
    clock.advance(1_000);
    expect((await callback(outcome(first.remittanceId, 15_000, 'declined', '0002'))).statusCode).toBe(200);
    const failed = await info(c, token, form.id);
    expect(failed.paymentStatus).toBe('Error');
    expect(failed.paymentHistory).toMatchObject([{ status: 'Failed', partialCcNumber: '0002', amount: 150 }]);
    expect(failed.formStatus).toBe('AwaitingPayment');
    expect((await formRow(form.id)).status).toBe('AwaitingPayment');
    expect((await paymentRows(form.id))[0]!.failureReason).toBe('declined');

    clock.advance(60_000);
    const retry = await initiate(c, token, form.id);
    expect(retry.remittanceId).not.toBe(first.remittanceId);
    expect((await info(c, token, form.id)).paymentStatus).toBe('Initiated');
    clock.advance(1_000);
    expect((await callback(outcome(retry.remittanceId, 15_000))).statusCode).toBe(200);

    const paid = await info(c, token, form.id);
    expect(paid.paymentStatus).toBe('Completed');
    expect(paid.paymentHistory.map((r) => [r.status, r.partialCcNumber])).toEqual([
      ['Failed', '0002'],
      ['Succeeded', '4242'],
    ]);
    expect((await formRow(form.id)).status).toBe('Filed');
    expect((await paymentRows(form.id)).map((p) => p.status)).toEqual(['Error', 'Completed']);
  });

  it('shows Error after an error outcome', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const form = await makeForm(taxpayerId, 2_000, { type: 'BillingStatement' });
    const { remittanceId } = await initiate(c, token, form.id);
    expect((await callback(outcome(remittanceId, 2_000, 'error', '0119'))).statusCode).toBe(200);
    expect(await info(c, token, form.id)).toMatchObject({
      taxFormType: 'BillingStatement',
      amount: 20,
      paymentStatus: 'Error',
      paymentHistory: [{ status: 'Failed', partialCcNumber: '0119' }],
    });
    expect((await paymentRows(form.id))[0]!.failureReason).toBe('error');
  });

  describe('the annual return', () => {
    const w2 = (medicareWages: number) => ({
      w2Number: 1,
      employerName: 'Lakeside Steel',
      employerEin: '341234567',
      workCity: 'CLE',
      medicareWages,
      localWages: medicareWages,
      localTaxWithheld: 0,
      locality: 'CLE',
    });

    async function returnWithBalance() {
      const filer = await freshFiler();
      const put = await filer.c.send({
        method: 'PUT',
        url: '/api/city-tax-form',
        payload: { residenceCity: 'CLE' },
        token: filer.token,
      });
      expect(put.statusCode, put.body).toBe(200);
      const entry = await filer.c.post('/api/form-w2', w2(10_000), filer.token);
      expect(entry.statusCode, entry.body).toBe(200);
      const returnId = entry.json().cityTaxFormId as number;
      return { ...filer, returnId, entryId: entry.json().id as number };
    }

    it('recomputes the return before billing it', async () => {
      const { c, token, returnId } = await returnWithBalance();
      const due = (await formRow(returnId)).amountDueCents;
      expect(due).toBeGreaterThan(0);
      // A stale stored amount is never what is billed.
      await database.db.update(taxForms).set({ amountDueCents: 1 }).where(eq(taxForms.id, returnId));
      expect((await info(c, token, returnId)).amount * 100).toBeCloseTo(due);
      const session = await initiate(c, token, returnId);
      expect((await paymentRows(returnId))[0]).toMatchObject({ id: session.remittanceId, amountCents: due });
    });

    it('locks the return at its amount; withdraw voids the session; a new submission is what is paid and filed', async () => {
      const { c, token, returnId, entryId } = await returnWithBalance();
      const first = await initiate(c, token, returnId);
      const submitted = (await formRow(returnId)).amountDueCents;
      expect((await formRow(returnId)).status).toBe('AwaitingPayment');
      expect((await paymentRows(returnId))[0]!.amountCents).toBe(submitted);

      // Locked: the W-2 of $1,000,000 is refused, and payment info still shows the submitted amount.
      expectProblem(
        await c.send({ method: 'PUT', url: `/api/form-w2/${entryId}`, payload: w2(1_000_000), token }),
        409,
        'tax-form-locked',
        'This return is waiting for payment. Withdraw it to make changes.',
      );
      expect((await info(c, token, returnId)).amount * 100).toBeCloseTo(submitted);

      const withdrawn = await c.post(`/api/tax-forms/${returnId}/withdraw`, undefined, token);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({ id: returnId, status: 'Draft' });
      expect((await paymentRows(returnId))[0]!.status).toBe('Voided');

      // The provider no longer takes the old session.
      const stale = await provider.inject({
        method: 'POST',
        url: '/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          applicationId: first.applicationId,
          messageVersion: first.messageVersion,
          remittanceId: first.remittanceId,
        }).toString(),
      });
      expect(stale.statusCode).toBe(303);
      expect(stale.headers.location).toBe(`http://portal.test/form/${returnId}/pay`);
      // A late callback for the voided session is acknowledged, recorded, and changes nothing.
      expect((await callback(outcome(first.remittanceId, submitted))).statusCode).toBe(200);
      expect(await callbackRows(first.remittanceId)).toMatchObject([{ result: 'voided' }]);
      expect((await formRow(returnId)).status).toBe('Draft');
      expect((await paymentRows(returnId))[0]!.status).toBe('Voided');

      const more = await c.post('/api/form-w2', w2(20_000), token);
      expect(more.statusCode, more.body).toBe(200);
      const second = await initiate(c, token, returnId);
      expect(second.remittanceId).not.toBe(first.remittanceId);
      const resubmitted = (await formRow(returnId)).amountDueCents;
      expect(resubmitted).toBeGreaterThan(submitted);
      const rows = await paymentRows(returnId);
      expect(rows.map((r) => [r.status, r.amountCents])).toEqual([
        ['Voided', submitted],
        ['Initiated', resubmitted],
      ]);

      expect((await callback(outcome(second.remittanceId, resubmitted))).statusCode).toBe(200);
      expect((await formRow(returnId)).status).toBe('Filed');
      expect((await formRow(entryId)).status).toBe('Filed');
      expect((await formRow(more.json().id as number)).status).toBe('Filed');
      expect(await info(c, token, returnId)).toMatchObject({
        amount: resubmitted / 100,
        paymentStatus: 'Completed',
        formStatus: 'Filed',
      });
      const filed = await c.get('/api/isannualreturnfiled', token);
      expect(filed.json()).toEqual({ isAnnualReturnFiled: true });
    });
  });

  it("allows the provider's origin in the CSP form-action and changes nothing else", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/features/public' });
    const policy = res.headers['content-security-policy'];
    expect(policy).toBe(contentSecurityPolicy([providerUrl]));
    expect(policy).toBe(POLICY_BEFORE.replace("form-action 'self'", `form-action 'self' ${providerUrl}`));
  });

  it('answers 503 when the provider is unreachable, keeping the one pending remittance', async () => {
    const offline = await makeApp(database, {
      env: { PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9', PAYMENT_CALLBACK_SECRET: SECRET },
      clock: clock.now,
    });
    try {
      const taxpayerId = String(nextTaxpayer++);
      await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Off', name2: 'Line' });
      const email = await createUser(database, { isBusinessUser: false, taxpayerId });
      const c = client(offline);
      const token = await c.token(email);
      const form = await makeForm(taxpayerId, 3_000);
      for (let i = 0; i < 2; i++) {
        expectProblem(
          await c.post(initiateUrl(form.id), undefined, token),
          503,
          'service-unavailable',
          PROVIDER_UNAVAILABLE_DETAIL,
        );
      }
      const rows = await database.db
        .select()
        .from(payments)
        .where(and(eq(payments.taxFormId, form.id), eq(payments.status, 'Initiated')));
      expect(rows).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });

  it('takes no payment in production without PAYMENT_CALLBACK_SECRET', async () => {
    const prod = await makeApp(database, { env: { NODE_ENV: 'production' }, clock: clock.now });
    try {
      const res = await prod.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 't=1,v1=00' },
        payload: '{}',
      });
      expectProblem(res, 503, 'service-unavailable', PAYMENTS_NOT_CONFIGURED_DETAIL);
    } finally {
      await prod.close();
    }
  });
});
