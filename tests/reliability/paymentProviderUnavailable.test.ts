import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  estimateCreditsResponseSchema,
  paymentInfoSchema,
  paymentSessionSchema,
  priorTaxYear,
  type PaymentSession,
} from '@citytax/api';
import {
  DEV_PAYMENT_CALLBACK_SECRET,
  PAYMENT_APPLICATION_ID,
  PAYMENT_MESSAGE_VERSION,
} from '../../apps/mock-server/src/config';
import { openDb } from '../../apps/mock-server/src/db/index';
import { payments, taxForms } from '../../apps/mock-server/src/db/schema';
import { PROVIDER_PATHS } from '../../apps/mock-server/src/provider/protocol';
import { buildProvider } from '../../apps/mock-server/src/provider/simulator';
import { PROVIDER_UNAVAILABLE_DETAIL } from '../../apps/mock-server/src/routes/payments';
import { httpClient } from '../support/httpClient';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import {
  createScratchDatabase,
  expectProblem,
  individualEstimateBody,
  newKey,
  TEST_DATABASE_URL,
  type ScratchDatabase,
} from './support';

/*
 * The payment provider is unreachable (issue 10; spec §2 "Payment": "On start failure the Pay
 * button becomes a disabled 'Pay Balance' button", §8 "Start failure shows 'An error occurred
 * starting your payment session.'"). The real server process points PAYMENT_PROVIDER_URL at a port
 * where nothing listens, then at a gateway that answers 502: starting a payment answers 503
 * service-unavailable problem+json (PayPage maps any failure of initiate-payment-session to that
 * start-failure state), nothing is charged and the form stays a draft owing the same amount. Once
 * the real provider simulator listens there, the same payment starts, is paid on the card page
 * and completes exactly once, through the provider's signed callback to the server over HTTP.
 * (payments.test.ts covers the 503 in-process; this adds the process, its configuration and the
 * real HTTP hand-off on recovery.) The server keeps its data in PostgreSQL when TEST_DATABASE_URL
 * is set (it starts three times faster than a fresh PGlite), else in PGlite.
 */

const SERVER_PORT = 19210;
const PROVIDER_PORT = 19211;
const PROVIDER_URL = `http://127.0.0.1:${PROVIDER_PORT}`;
const CURRENT_YEAR = priorTaxYear(new Date()) + 1;

const formBody = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('the payment provider is unreachable, then comes back', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let server: ServerProcess;
  let provider: FastifyInstance | undefined;
  let gateway: Server | undefined;
  let c: ReturnType<typeof httpClient>;
  let formId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'citytax-pay-'));
    if (TEST_DATABASE_URL) scratch = await createScratchDatabase('citytax_pay');
    server = startServerProcess({
      port: SERVER_PORT,
      dataDir,
      env: {
        PAYMENT_PROVIDER_SIMULATOR: 'false',
        PAYMENT_PROVIDER_URL: PROVIDER_URL,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    });
    await server.ready();
    c = httpClient(server.url);
    await c.signIn('joint@example.com');
    const created = await c.post('/api/form/individual-estimate', individualEstimateBody(CURRENT_YEAR, 75), {
      headers: { 'idempotency-key': newKey('pay') },
    });
    expect(created.status, created.text).toBe(200);
    formId = created.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.close();
    if (gateway) await new Promise((resolve) => gateway!.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  const initiate = () => c.post(`/api/payments/tax-forms/${formId}/initiate-payment-session`);
  const info = async () => {
    const res = await c.get(`/api/payments/tax-forms/${formId}`);
    expect(res.status, res.text).toBe(200);
    return paymentInfoSchema.parse(res.json());
  };
  const amountPaidThisYear = async () => {
    const res = await c.get('/api/forms/tax-year-estimate-credits');
    expect(res.status, res.text).toBe(200);
    return estimateCreditsResponseSchema.parse(res.json()).find((r) => r.taxYear === CURRENT_YEAR)!
      .amountPaid;
  };

  async function expectStartFailure() {
    // A double click: both attempts fail the same way.
    for (const res of await Promise.all([initiate(), initiate()])) {
      expectProblem(res, 503, 'service-unavailable');
      expect(res.json<{ detail: string }>().detail).toBe(PROVIDER_UNAVAILABLE_DETAIL);
    }
    const now = await info();
    expect(now.amount).toBe(75);
    expect(now.paymentStatus).not.toBe('Completed');
    expect(now.paymentHistory).toEqual([]);
    expect(await amountPaidThisYear()).toBe(0);
  }

  it('answers the start-failure problem when nothing listens at the provider URL; nothing is charged', async () => {
    await expectStartFailure();
  });

  it('answers the start-failure problem when the provider answers 502; nothing is charged', async () => {
    gateway = createServer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway'),
    );
    await new Promise<void>((resolve) => gateway!.listen(PROVIDER_PORT, '127.0.0.1', resolve));
    try {
      await expectStartFailure();
    } finally {
      await new Promise((resolve) => gateway!.close(resolve));
      gateway = undefined;
    }
  });

  it('starts, pays and completes the payment exactly once when the provider is back', async () => {
    provider = await buildProvider({
      secret: DEV_PAYMENT_CALLBACK_SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      retryDelaysMs: [100, 500],
    });
    await provider.listen({ port: PROVIDER_PORT, host: '127.0.0.1' });

    const started = await initiate();
    expect(started.status, started.text).toBe(200);
    const session: PaymentSession = paymentSessionSchema.parse(started.json());
    expect(session.postUrl).toBe(`${PROVIDER_URL}/pay`);

    // The portal's hidden form posts to the provider; its card page is paid with a test card.
    const page = await fetch(
      session.postUrl,
      formBody({
        applicationId: session.applicationId,
        messageVersion: session.messageVersion,
        remittanceId: session.remittanceId,
      }),
    );
    expect(page.status).toBe(200);
    const pageToken = /name="pageToken" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(pageToken).toBeTruthy();
    const card = formBody({
      pageToken: pageToken!,
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Pat Payer',
    });
    const cardUrl = `${PROVIDER_URL}${PROVIDER_PATHS.card(session.remittanceId)}`;
    // A double submit of the card page: one charge.
    const paid = await Promise.all([fetch(cardUrl, card), fetch(cardUrl, card)]);
    for (const res of paid) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${server.url}/form/${formId}/pay`);
    }

    const after = await info();
    expect(after).toMatchObject({ amount: 75, paymentStatus: 'Completed' });
    expect(after.paymentHistory).toHaveLength(1);
    expect(after.paymentHistory[0]).toMatchObject({
      status: 'Succeeded',
      amount: 75,
      partialCcNumber: '4242',
    });
    expect(await amountPaidThisYear()).toBe(75);
    // Paid: a new start is refused, and the card page does not take the session again.
    expectProblem(await initiate(), 409, 'tax-form-already-filed');
    const again = await fetch(cardUrl, card);
    expect(again.status).toBe(303);
    expect((await info()).paymentHistory).toHaveLength(1);
  });

  it('stores one remittance for the form: the one started during the outage, completed', async () => {
    await server.stop();
    const database = await openDb(scratch ? { databaseUrl: scratch.url } : { dataDir });
    try {
      const rows = await database.db.select().from(payments).where(eq(payments.taxFormId, formId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'Completed', amountCents: 7_500, partialCcNumber: '4242' });
      const [form] = await database.db.select().from(taxForms).where(eq(taxForms.id, formId));
      expect(form).toMatchObject({ status: 'Filed', amountDueCents: 7_500 });
      expect(form!.filedAt).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
