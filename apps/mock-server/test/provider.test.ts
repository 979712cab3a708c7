import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { paymentInfoSchema, paymentSessionSchema, type PaymentSession } from '@citytax/api';
import { buildApp } from '../src/app';
import {
  ConfigError,
  DEV_PAYMENT_CALLBACK_SECRET,
  loadConfig,
  PAYMENT_APPLICATION_ID,
  PAYMENT_MESSAGE_VERSION,
} from '../src/config';
import { payments, taxForms, taxpayers } from '../src/db/schema';
import { CARD_MESSAGES } from '../src/provider/cards';
import { STYLE_HASH } from '../src/provider/page';
import { PAYMENT_LOG_REDACT, PROVIDER_PATHS } from '../src/provider/protocol';
import { SIGNATURE_HEADER, signBody } from '../src/provider/signature';
import { buildProvider, type CallbackTransport } from '../src/provider/simulator';
import { client, createUser, drivers, fakeClock, openTestDb, testConfig, type TestDatabase } from './helpers';

/*
 * The payment provider simulator (issue 8; ADR 0014): the hosted card page, its test cards
 * and validation, the signed server-to-server API, the signed callback with retries, double
 * submits, and the whole hand-off with the server: initiate → POST /pay → card → callback →
 * 303 back to the portal.
 */

const SECRET = 'test-provider-secret-0123456789abcdef0123456789';
const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const ERROR = '4000 0000 0000 0119';
const require = createRequire(import.meta.url);

interface Dom {
  window: Window & { eval(code: string): unknown; axe: typeof axe; close(): void };
}
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string, options?: object) => Dom };

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function axeViolations(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  try {
    dom.window.eval(axe.source);
    const results = await dom.window.axe.run(dom.window.document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      // jsdom renders nothing, so contrast cannot be measured here; the e2e run checks it in Chromium.
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  } finally {
    dom.window.close();
  }
}

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

describe('payment settings', () => {
  it('defaults to the simulator on port 8081 and a development secret outside production', () => {
    const c = loadConfig({});
    expect(c.payments).toEqual({
      providerUrl: 'http://localhost:8081',
      providerOrigin: 'http://localhost:8081',
      simulator: { enabled: true, port: 8081 },
      callbackSecret: DEV_PAYMENT_CALLBACK_SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
    });
  });

  it('takes the provider URL, port and secret from the environment; no secret in production', () => {
    const c = loadConfig({
      PAYMENT_PROVIDER_URL: 'https://pay.example/hosted/',
      PAYMENT_PROVIDER_PORT: '18181',
      PAYMENT_PROVIDER_SIMULATOR: 'off',
      PAYMENT_CALLBACK_SECRET: SECRET,
    });
    expect(c.payments).toMatchObject({
      providerUrl: 'https://pay.example/hosted',
      providerOrigin: 'https://pay.example',
      simulator: { enabled: false, port: 18181 },
      callbackSecret: SECRET,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).payments.callbackSecret).toBeNull();
    expect(() => loadConfig({ PAYMENT_CALLBACK_SECRET: 'short' })).toThrow(/PAYMENT_CALLBACK_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER_URL: 'ftp://pay' })).toThrow(ConfigError);
  });
});

describe.each(drivers)('payment provider simulator (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: FastifyInstance;
  let providerUrl: string;
  const clock = fakeClock(new Date());
  const logs: string[] = [];
  /** Callbacks the provider sent, and a switch to make delivery fail. */
  const sent: { url: string; body: string }[] = [];
  let deliveryDown = false;
  let nextTaxpayer = 930_000;

  const logger = (paths: string[]) => ({
    level: 'trace',
    redact: { paths, censor: '[redacted]' },
    stream: new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  });

  const transport: CallbackTransport = async (url, { headers, body }) => {
    sent.push({ url, body });
    if (deliveryDown) throw new Error('connection refused');
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode };
  };

  beforeAll(async () => {
    database = await openTestDb(driver);
    provider = await buildProvider({
      secret: SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      clock: clock.now,
      retryDelaysMs: [1, 1],
      transport,
      logger: logger(PAYMENT_LOG_REDACT),
    });
    await provider.listen({ port: 0, host: '127.0.0.1' });
    const address = provider.server.address();
    providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    app = await buildApp({
      config: testConfig({ PAYMENT_PROVIDER_URL: providerUrl, PAYMENT_CALLBACK_SECRET: SECRET }),
      db: database.db,
      clock: clock.now,
      logger: logger(PAYMENT_LOG_REDACT),
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await database?.dispose();
  });

  /** A filer with a draft estimate billing `cents`, and its started payment session. */
  async function startedSession(cents = 12_500, headers: Record<string, string> = {}) {
    const taxpayerId = String(nextTaxpayer++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Card', name2: 'Holder' });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const c = client(app);
    const token = await c.token(email);
    const now = clock.now();
    const [taxForm] = await database.db
      .insert(taxForms)
      .values({
        taxpayerId,
        type: 'IndividualEstimate',
        taxYear: now.getUTCFullYear(),
        status: 'Draft',
        data: {},
        amountDueCents: cents,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const res = await c.send({
      method: 'POST',
      url: `/api/payments/tax-forms/${taxForm!.id}/initiate-payment-session`,
      token,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = paymentSessionSchema.parse(res.json());
    return { c, token, formId: taxForm!.id, session };
  }

  /** What the portal's hidden form posts (the browser's own Accept-Language with it). */
  const openPage = (session: PaymentSession, headers: Record<string, string> = {}) =>
    provider.inject({
      method: 'POST',
      url: new URL(session.postUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        applicationId: session.applicationId,
        messageVersion: session.messageVersion,
        remittanceId: session.remittanceId,
      }).toString(),
    });
  const pageTokenOf = (page: LightMyRequestResponse) =>
    parse(page.body).querySelector<HTMLInputElement>('input[name="pageToken"]')!.value;
  const submitCard = (
    session: PaymentSession,
    pageToken: string,
    card: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name' | 'action', string>>,
  ) =>
    provider.inject({
      method: 'POST',
      url: PROVIDER_PATHS.card(session.remittanceId),
      ...form({ pageToken, cardNumber: '', expiry: '', cvc: '', name: '', action: 'pay', ...card }),
    });
  const goodCard = (cardNumber = SUCCESS) => ({ cardNumber, expiry: '12/39', cvc: '123', name: 'Pat Payer' });
  const paymentOf = async (remittanceId: string) =>
    (await database.db.select().from(payments).where(eq(payments.id, remittanceId)))[0]!;

  it('shows an accessible card page: labelled fields, the amount and description, Pay and Cancel', async () => {
    const { session, formId } = await startedSession(46_920);
    const page = await openPage(session);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' http://portal.test; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(page.headers['cache-control']).toBe('no-store');

    const doc = parse(page.body);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Pay by card');
    const fields = [
      ['Card number', 'cc-number'],
      ['Expiry (MM/YY)', 'cc-exp'],
      ['CVC', 'cc-csc'],
      ['Name on card', 'cc-name'],
    ] as const;
    for (const [label, autocomplete] of fields) {
      const labelEl = [...doc.querySelectorAll('label')].find((l) => l.textContent === label);
      expect(labelEl, label).toBeDefined();
      const input = doc.getElementById(labelEl!.htmlFor) as HTMLInputElement;
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.value).toBe('');
    }
    expect(doc.querySelector('dl')?.textContent).toContain('$469.20');
    expect(doc.querySelector('dl')?.textContent).toContain(
      `Individual Estimate ${clock.now().getUTCFullYear()}, form ${formId}`,
    );
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pay', 'Cancel']);
    // No external assets and no scripts.
    expect(doc.querySelectorAll('script, link, img, iframe')).toHaveLength(0);
    expect(await axeViolations(page.body)).toEqual([]);
  });

  it('lists and links the errors of an invalid submission, never echoing the card number or CVC', async () => {
    const { session } = await startedSession();
    const pageToken = pageTokenOf(await openPage(session));

    const empty = await submitCard(session, pageToken, {});
    expect(empty.statusCode).toBe(400);
    let doc = parse(empty.body);
    expect(doc.title).toMatch(/^Error: /);
    const summary = doc.querySelector('.error-summary')!;
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.hasAttribute('autofocus')).toBe(true);
    expect([...summary.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#cardNumber', CARD_MESSAGES.cardNumberRequired],
      ['#expiry', CARD_MESSAGES.expiryRequired],
      ['#cvc', CARD_MESSAGES.cvcRequired],
      ['#name', CARD_MESSAGES.nameRequired],
    ]);
    const cardInput = doc.getElementById('cardNumber')!;
    expect(cardInput.getAttribute('aria-invalid')).toBe('true');
    expect(cardInput.getAttribute('aria-describedby')).toBe('cardNumber-hint cardNumber-error');
    expect(doc.getElementById('cardNumber-error')?.textContent).toBe(
      `Error: ${CARD_MESSAGES.cardNumberRequired}`,
    );
    expect(await axeViolations(empty.body)).toEqual([]);

    const wrong = await submitCard(session, pageToken, {
      cardNumber: '5555 5555 5555 4444',
      expiry: '01/20',
      cvc: '12a',
      name: 'Pat Payer',
    });
    expect(wrong.statusCode).toBe(400);
    doc = parse(wrong.body);
    expect([...doc.querySelectorAll('.error-summary a')].map((a) => a.textContent)).toEqual([
      CARD_MESSAGES.cardNumberNotTestCard,
      CARD_MESSAGES.expiryPast,
      CARD_MESSAGES.cvcFormat,
    ]);
    expect(wrong.body).not.toContain('5555');
    expect(wrong.body).not.toContain('12a');
    expect((doc.getElementById('name') as HTMLInputElement).value).toBe('Pat Payer');
    expect(doc.getElementById('name')?.hasAttribute('aria-invalid')).toBe(false);

    // Nothing was charged: the server still has the session pending.
    expect((await paymentOf(session.remittanceId)).status).toBe('Initiated');
  });

  it('pays through the whole hand-off: card page → signed callback → Completed, then 303 back with no outcome', async () => {
    const { c, token, formId, session } = await startedSession(8_000);
    const pageToken = pageTokenOf(await openPage(session));
    sent.length = 0;
    logs.length = 0;
    const done = await submitCard(session, pageToken, goodCard());
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`http://portal.test/form/${formId}/pay`);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://portal.test/api/payments/provider-callback');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      remittanceId: session.remittanceId,
      outcome: 'succeeded',
      last4: '4242',
      amountCents: 8_000,
      providerReference: expect.stringMatching(/^sim_[0-9a-f]{24}$/),
    });
    const info = paymentInfoSchema.parse((await c.get(`/api/payments/tax-forms/${formId}`, token)).json());
    expect(info).toMatchObject({
      paymentStatus: 'Completed',
      amount: 80,
      paymentHistory: [{ status: 'Succeeded', partialCcNumber: '4242', paymentType: 'CreditDebitCard' }],
    });
    const stored = await paymentOf(session.remittanceId);
    expect(stored.providerReference).toBe(JSON.parse(sent[0]!.body).providerReference);
    // No card number, expiry or CVC anywhere: not in the database row, not in any log line.
    expect(JSON.stringify(stored)).not.toMatch(/4242424242424242|12\/39/);
    expect(logs.join('\n')).not.toMatch(/4242 4242 4242 4242|4242424242424242|12\/39|"cvc"/);

    // The page is gone once paid: posting the session again returns to the portal.
    const again = await openPage(session);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`http://portal.test/form/${formId}/pay`);
  });

  it('charges once on a double submit of the card page', async () => {
    const { session } = await startedSession(3_300);
    const pageToken = pageTokenOf(await openPage(session));
    sent.length = 0;
    const [a, b] = await Promise.all([
      submitCard(session, pageToken, goodCard()),
      submitCard(session, pageToken, goodCard()),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(sent).toHaveLength(1);
    expect((await paymentOf(session.remittanceId)).status).toBe('Completed');
  });

  it.each([
    [DECLINED, 'declined', '0002'],
    [ERROR, 'error', '0119'],
  ])('reports %s as %s: the form still awaits payment with a Failed row', async (card, outcome, last4) => {
    const { formId, session } = await startedSession();
    const pageToken = pageTokenOf(await openPage(session));
    const done = await submitCard(session, pageToken, goodCard(card));
    expect(done.statusCode).toBe(303);
    expect(await paymentOf(session.remittanceId)).toMatchObject({
      status: 'Error',
      failureReason: outcome,
      partialCcNumber: last4,
    });
    expect((await database.db.select().from(taxForms).where(eq(taxForms.id, formId)))[0]!.status).toBe(
      'AwaitingPayment',
    );
  });

  it('cancels back to the portal without an outcome; the session can still be paid', async () => {
    const { formId, session } = await startedSession();
    const pageToken = pageTokenOf(await openPage(session));
    sent.length = 0;
    const cancelled = await submitCard(session, pageToken, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://portal.test/form/${formId}/pay`);
    expect(sent).toHaveLength(0);
    expect((await paymentOf(session.remittanceId)).status).toBe('Initiated');
    expect((await openPage(session)).statusCode).toBe(200);
  });

  it('shows the card page in the language of the payer’s request (ADR 0039), whatever the browser’s', async () => {
    const year = clock.now().getUTCFullYear();
    const { session, formId } = await startedSession(46_920, { 'accept-language': 'es-US,es;q=0.9' });
    // The browser asks for English: the session, started in Spanish, decides.
    const page = await openPage(session, { 'accept-language': 'en-US' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('es');
    const doc = parse(page.body);
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe('Pagar $469.20 con tarjeta');
    expect(doc.querySelector('h1')?.textContent).toBe('Pagar con tarjeta');
    expect(doc.querySelector('.brand')?.textContent).toBe('Simulador del proveedor de pagos');
    for (const [label, id] of [
      ['Número de tarjeta', 'cardNumber'],
      ['Vencimiento (MM/AA)', 'expiry'],
      ['CVC', 'cvc'],
      ['Nombre en la tarjeta', 'name'],
    ] as const) {
      const labelEl = [...doc.querySelectorAll('label')].find((l) => l.textContent === label);
      expect(labelEl?.htmlFor, label).toBe(id);
    }
    expect(doc.querySelector('dl')?.textContent).toContain(
      `Declaración individual de impuesto estimado ${year}, formulario ${formId}`,
    );
    expect(doc.querySelector('dl')?.textContent).toContain('$469.20');
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pagar', 'Cancelar']);
    expect(await axeViolations(page.body)).toEqual([]);

    const empty = await submitCard(session, pageTokenOf(page), {});
    expect(empty.statusCode).toBe(400);
    const errors = parse(empty.body);
    expect(errors.documentElement.lang).toBe('es');
    expect(errors.title).toBe('Error: Pagar $469.20 con tarjeta');
    expect(errors.querySelector('.error-summary h2')?.textContent).toBe('Hay un problema');
    expect([...errors.querySelectorAll('.error-summary a')].map((a) => a.textContent)).toEqual([
      'Escriba el número de tarjeta',
      'Escriba la fecha de vencimiento',
      'Escriba el CVC',
      'Escriba el nombre que aparece en la tarjeta',
    ]);
    expect(await axeViolations(empty.body)).toEqual([]);

    // Paid in Spanish like in English: the callback files the form.
    const paid = await submitCard(session, pageTokenOf(page), goodCard());
    expect(paid.statusCode).toBe(303);
    expect((await paymentOf(session.remittanceId)).status).toBe('Completed');
  });

  it('keeps the English card page for an English payer, and words a page with no session by Accept-Language', async () => {
    const { session } = await startedSession();
    const english = parse((await openPage(session, { 'accept-language': 'es' })).body);
    expect(english.documentElement.lang).toBe('en');
    expect(english.querySelector('h1')?.textContent).toBe('Pay by card');

    const unknown = await openPage(
      { ...session, remittanceId: 'no-such-remittance' },
      { 'accept-language': 'es-419' },
    );
    expect(unknown.statusCode).toBe(404);
    const doc = parse(unknown.body);
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.querySelector('h1')?.textContent).toBe('No se encontró esta sesión de pago');
    const missing = await provider.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'accept-language': 'es' },
    });
    expect(parse(missing.body).querySelector('h1')?.textContent).toBe('No se encontró la página');
  });

  it('refuses unknown sessions, wrong application fields and a card post without the page token', async () => {
    const { session } = await startedSession();
    const unknown = await openPage({ ...session, remittanceId: 'no-such-remittance' });
    expect(unknown.statusCode).toBe(404);
    expect(parse(unknown.body).querySelector('h1')?.textContent).toBe('This payment session was not found');
    expect(await axeViolations(unknown.body)).toEqual([]);
    expect((await openPage({ ...session, applicationId: 'OTHER' })).statusCode).toBe(400);
    expect((await openPage({ ...session, messageVersion: '9.9' })).statusCode).toBe(400);
    expect((await submitCard(session, 'forged-token', goodCard())).statusCode).toBe(400);
    expect((await paymentOf(session.remittanceId)).status).toBe('Initiated');
  });

  it('accepts only signed, fresh calls on its API', async () => {
    const registration = {
      applicationId: PAYMENT_APPLICATION_ID,
      remittanceId: 'api-test-remittance-1',
      amountCents: 100,
      description: 'Test',
      returnUrl: 'http://portal.test/form/1/pay',
      callbackUrl: 'http://portal.test/api/payments/provider-callback',
    };
    const body = JSON.stringify(registration);
    const call = (header: string) =>
      provider.inject({
        method: 'POST',
        url: PROVIDER_PATHS.sessions,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: header },
        payload: body,
      });
    expect(
      (await call(signBody('wrong-secret-0123456789abcdef0123456789', body, clock.now()))).statusCode,
    ).toBe(401);
    expect(
      (await call(signBody(SECRET, body, new Date(clock.now().getTime() - 6 * 60_000)))).statusCode,
    ).toBe(401);
    const ok = await call(signBody(SECRET, body, clock.now()));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ remittanceId: registration.remittanceId, state: 'open' });
  });

  it('retries a failed callback, and delivers it again when the server re-registers the session', async () => {
    const { c, token, formId, session } = await startedSession(4_400);
    const pageToken = pageTokenOf(await openPage(session));
    sent.length = 0;
    deliveryDown = true;
    try {
      // Paid at the provider, but the server never heard: three attempts, then it gives up.
      const done = await submitCard(session, pageToken, goodCard());
      expect(done.statusCode).toBe(303);
    } finally {
      deliveryDown = false;
    }
    expect(sent).toHaveLength(3);
    expect((await paymentOf(session.remittanceId)).status).toBe('Initiated');

    // The filer presses Pay again: the provider answers "finished" and redelivers; nothing is charged twice.
    const retry = await c.post(
      `/api/payments/tax-forms/${formId}/initiate-payment-session`,
      undefined,
      token,
    );
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json().type).toMatch(/tax-form-already-filed$/);
    expect(sent).toHaveLength(4);
    expect((await paymentOf(session.remittanceId)).status).toBe('Completed');
    expect(await database.db.select().from(payments).where(eq(payments.taxFormId, formId))).toHaveLength(1);
  });
});
