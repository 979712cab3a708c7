import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { paymentSessionSchema, problemWordsEs } from '@citytax/api';
import { PAYMENT_APPLICATION_ID, PAYMENT_MESSAGE_VERSION } from '../src/config';
import { payments, taxForms, taxpayers } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { listOutbox } from '../src/mail/outbox';
import { buildProvider } from '../src/provider/simulator';
import { CALLBACK_PATH, type ProviderCallback } from '../src/provider/protocol';
import { SIGNATURE_HEADER, signBody } from '../src/provider/signature';
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

/** The language of the server's answers and mails follows the request's Accept-Language (ADR 0039). */
const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

const SECRET = 'test-language-callback-secret-0123456789';
/** 15:04 UTC on 10 March 2026 is 11:04 in Cleveland (EDT since 8 March). */
const NOW = new Date('2026-03-10T15:04:00Z');

describe.each(drivers)('the request language (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: FastifyInstance;
  const clock = fakeClock(NOW);

  beforeAll(async () => {
    database = await openTestDb(driver);
    provider = await buildProvider({
      secret: SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      clock: clock.now,
      retryDelaysMs: [],
      transport: async () => ({ status: 200 }),
    });
    await provider.listen({ port: 0, host: '127.0.0.1' });
    const address = provider.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await makeApp(database, {
      env: { PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}`, PAYMENT_CALLBACK_SECRET: SECRET },
      clock: clock.now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await database?.dispose();
  });

  const mailsTo = (to: string) => listOutbox(database.db, to);
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };

  describe('problems', () => {
    // A new unknown address each time, so the per-account lockout never answers instead.
    let attempts = 0;
    const badSignIn = (headers: Record<string, string> = {}) =>
      client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: `nobody-${++attempts}@example.com`, password: 'not-the-password' },
        headers,
      });

    it('answers a 401 in Spanish when the request asks for Spanish', async () => {
      const res = await badSignIn(SPANISH);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-language']).toBe('es');
      expect(res.headers.vary).toMatch(/Accept-Language/);
      expect(res.json()).toEqual({
        type: problemType('invalid-credentials'),
        title: 'No autorizado',
        status: 401,
        detail: 'La dirección de correo electrónico o la contraseña no son correctas.',
      });
    });

    it.each([
      ['no header', {}],
      ['an English header', { 'accept-language': 'en-US,en;q=0.9' }],
      ['a language the server does not speak', { 'accept-language': 'fr-CA,fr;q=0.9' }],
      ['a malformed header', { 'accept-language': ';;q=es,,\u00e9' }],
      ['an absurd quality', { 'accept-language': 'es;q=7' }],
      ['a header far too long', { 'accept-language': 'es-'.repeat(5_000) }],
    ])('answers a 401 in English with %s, never a 500', async (_label, headers) => {
      const res = await badSignIn(headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-language']).toBe('en');
      expect(res.json()).toMatchObject({
        title: 'Unauthorized',
        detail: 'The email address or password is incorrect.',
      });
    });

    it('words the validation messages of a 400 in Spanish, the field names as they are', async () => {
      const res = await client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'nope' },
        headers: SPANISH,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-language']).toBe('es');
      const body = res.json();
      expect(body.title).toBe('Solicitud incorrecta');
      expect(body.errors).toEqual({
        username: ['debe ser una dirección de correo electrónico válida'],
        password: ['es obligatorio'],
      });
      expect(body.detail).toBe(
        'body.username: debe ser una dirección de correo electrónico válida. body.password: es obligatorio',
      );
    });

    it('keeps the 400 in English otherwise', async () => {
      const res = await client(app).post('/api/auth/signin', { username: 'individual@example.com' });
      expect(res.headers['content-language']).toBe('en');
      expect(res.json()).toMatchObject({
        title: 'Bad Request',
        detail: 'body.password: is required',
        errors: { password: ['is required'] },
      });
    });

    it('answers a 409 in Spanish', async () => {
      const c = client(app);
      const token = await c.token('individual@example.com');
      const res = await c.send({
        method: 'POST',
        url: '/api/auth/change-email',
        payload: { email: 'individual@example.com', currentPassword: DEMO_PASSWORD },
        token,
        headers: SPANISH,
      });
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-language']).toBe('es');
      expect(res.json()).toMatchObject({
        type: problemType('email-unchanged'),
        title: 'Conflicto',
        detail: problemWordsEs.details['email-unchanged'],
      });
    });

    it('answers a framework 404 and a 403 (anti-forgery) with their language', async () => {
      const missing = await client(app).send({ method: 'GET', url: '/api/nothing-here', headers: SPANISH });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-language']).toBe('es');
      expect(missing.json().title).toBe('No encontrado');
      const forged = await app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { 'accept-language': 'es' },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.headers['content-language']).toBe('es');
      expect(forged.json().title).toBe('Prohibido');
    });
  });

  describe('mails', () => {
    it('sends the reset mail in Spanish when asked in Spanish, in English otherwise', async () => {
      const email = await createUser(database, { isBusinessUser: false, taxpayerId: null });
      const ask = (headers: Record<string, string>) =>
        client(app).send({
          method: 'POST',
          url: '/api/auth/reset-password-email',
          payload: { email },
          headers,
        });

      ok(await ask(SPANISH));
      const [spanish] = await mailsTo(email);
      expect(spanish!.subject).toBe('Restablezca su contraseña de City Tax e-File');
      expect(spanish!.text).toContain(
        'Alguien pidió restablecer la contraseña de su cuenta de City Tax e-File.',
      );
      expect(spanish!.text).toMatch(
        /^Restablecer su contraseña: http:\/\/portal\.test\/auth\/reset-password\?/m,
      );
      expect(spanish!.links).toHaveLength(1);

      ok(await ask({ 'accept-language': 'es;q=nonsense' }));
      const [english] = await mailsTo(email);
      expect(english!.id).not.toBe(spanish!.id);
      expect(english!.subject).toBe('Reset your City Tax e-File password');
      expect(english!.text).toContain('Someone asked to reset the password of your City Tax e-File account.');
    });

    it('sends the outcome of a registration in the language it was asked in', async () => {
      const register = (email: string, headers: Record<string, string> = {}) =>
        client(app).send({
          method: 'POST',
          url: '/api/register/individual',
          // 123456789 is taxpayer 100001, already registered: the address given is told what to do.
          payload: {
            firstName: 'Robin',
            lastName: 'Hale',
            ssn: '123456789',
            address: { street: '10 Lake Rd', city: 'Cleveland', state: 'OH', zip: '44102' },
            phoneNumber: '216-555-0199',
            email,
          },
          headers,
        });
      ok(await register('robin-es@example.com', SPANISH));
      ok(await register('robin-en@example.com'));
      const [spanish] = await mailsTo('robin-es@example.com');
      const [english] = await mailsTo('robin-en@example.com');
      expect(spanish!.subject).toBe('No se pudo completar su registro en City Tax e-File');
      expect(spanish!.text).toContain('No pudimos crear una cuenta con el SSN que se dio.');
      expect(spanish!.links).toEqual(['http://portal.test/auth/taxpayer-registration']);
      expect(english!.subject).toBe('Your City Tax e-File registration could not be completed');
      expect(english!.links).toEqual(['http://portal.test/auth/taxpayer-registration']);
    });

    it("sends a paid filing's confirmation in the language of the request that started the payment", async () => {
      const taxpayerId = '990501';
      await database.db.insert(taxpayers).values({
        id: taxpayerId,
        type: 0,
        name1: 'Robin',
        name2: 'Quill',
        middleInitial: 'J',
        federalId: '271828182',
        street: '100 Lakeside Ave',
        city: 'Cleveland',
        state: 'OH',
        zip: '441141234',
      });
      const email = await createUser(database, { isBusinessUser: false, taxpayerId });
      const c = client(app);
      const token = await c.token(email);
      const form = ok(
        await c.post(
          '/api/form/individual-estimate',
          {
            taxYear: 2026,
            residenceCity: 'CLE',
            estimatedIncome: 40_000,
            estimatedCredits: 600,
            priorYearTax: null,
            paymentAmount: 90,
          },
          token,
        ),
      );
      const id = form.id as number;
      const session = paymentSessionSchema.parse(
        ok(
          await c.send({
            method: 'POST',
            url: `/api/payments/tax-forms/${id}/initiate-payment-session`,
            token,
            headers: SPANISH,
          }),
        ),
      );
      const [payment] = await database.db.select().from(payments).where(eq(payments.taxFormId, id));
      expect(payment!.locale).toBe('es');
      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, id));
      // The provider's callback carries no language: the payment row does.
      const callback: ProviderCallback = {
        remittanceId: session.remittanceId,
        outcome: 'succeeded',
        last4: '4242',
        amountCents: row!.amountDueCents,
        providerReference: `ref_${id}`,
      };
      const body = JSON.stringify(callback);
      ok(
        await app.inject({
          method: 'POST',
          url: CALLBACK_PATH,
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(SECRET, body, clock.now()),
          },
          payload: body,
        }),
      );
      const [mail] = await mailsTo(email);
      const [filed] = await database.db.select().from(taxForms).where(eq(taxForms.id, id));
      const number = filed!.confirmationNumber!;
      expect(mail!.subject).toBe(
        `Se presentó su Declaración individual de impuesto estimado de 2026, plazo 1: ${number}`,
      );
      for (const line of [
        `Número de confirmación: ${number}`,
        'Formulario: Declaración individual de impuesto estimado',
        'Año tributario: 2026',
        'Período: Plazo 1 de 2026',
        'Cantidad pagada: $90.00, pagado el 10 de marzo de 2026 a las 11:04 a.m. EDT con tarjeta de crédito o débito que termina en 4242',
        'Fecha de presentación: 10 de marzo de 2026 a las 11:04 a.m. EDT',
        `Ver su confirmación: http://portal.test/form/${id}/confirmation`,
      ]) {
        expect(mail!.text).toContain(line);
      }
    });
  });
});
