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
import { readPdf } from './pdfText';

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

  let nextTaxpayer = 990_500;
  /** A signed-in individual filer with a taxpayer of its own (SSN on record). */
  async function filer() {
    const taxpayerId = String(nextTaxpayer++);
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
    return { c, email, token: await c.token(email) };
  }

  /**
   * An individual estimate for 2026 paying $90.00, its payment session started with `headers` and
   * paid by card 4242 through the provider's signed callback.
   */
  async function paidEstimate(headers: Record<string, string>) {
    const { c, email, token } = await filer();
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
          headers,
        }),
      ),
    );
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
    const [filed] = await database.db.select().from(taxForms).where(eq(taxForms.id, id));
    return { c, token, email, id, number: filed!.confirmationNumber!, remittanceId: session.remittanceId };
  }

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
        password: ['es un dato obligatorio'],
      });
      expect(body.detail).toBe(
        'body.username: debe ser una dirección de correo electrónico válida. body.password: es un dato obligatorio',
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
      const { email, id, number } = await paidEstimate(SPANISH);
      const [payment] = await database.db.select().from(payments).where(eq(payments.taxFormId, id));
      expect(payment!.locale).toBe('es');
      const [mail] = await mailsTo(email);
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

  describe('PDF copies', () => {
    /** Labels of the English copy that a Spanish copy never prints. */
    const ENGLISH_LABELS = [
      'City Tax Collection Division',
      'Copy of a filed form',
      'Questions?',
      'Taxpayer ID',
      'Individual Estimate',
      'Individual Annual Return',
      'Residence city',
      'Estimated income',
      'Tax year',
      'rounded to the cent',
      'Payments',
      'Credit or debit card',
      'Ending in',
      'Total paid',
      'Confirmation number',
      'Amount paid',
      'No payment was due',
      'Keep this copy',
      'Page 1 of',
      'Annual return summary',
      'Medicare wages',
      'Taxable income',
    ];

    const download = (
      f: { c: ReturnType<typeof client>; token: string },
      id: number,
      headers: Record<string, string> = {},
    ) => f.c.send({ method: 'GET', url: `/api/tax-forms/${id}/pdf`, token: f.token, headers });

    it('makes the copy of a paid estimate in Spanish when the download asks for Spanish', async () => {
      const filed = await paidEstimate(SPANISH);
      const res = await download(filed, filed.id, SPANISH);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-language']).toBe('es');
      expect(res.headers.vary).toMatch(/Accept-Language/);
      // The file name is the contract's, whatever the language.
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${filed.number}-individual-estimate.pdf"`,
      );
      const reading = await readPdf(res.rawPayload);
      expect(reading.info).toMatchObject({
        Title: 'Declaración individual de impuesto estimado 2026',
        Language: 'es-US',
        Author: 'División de Recaudación de Impuestos de la Ciudad',
        Subject: `Declaración individual de impuesto estimado 2026, presentado con el número de confirmación ${filed.number}`,
      });
      const text = reading.text.replace(/\n/g, ' ');
      // In reading order, with every Spanish letter read back as it was written (WinAnsi).
      const order = [
        'City Tax e-File',
        'División de Recaudación de Impuestos de la Ciudad',
        'Copia de un formulario presentado. ¿Preguntas?',
        'Declaración individual de impuesto estimado 2026',
        'Plazo 1 de 2026',
        'Contribuyente',
        'Nombre Robin J Quill',
        'SSN ***-**-8182',
        'Su estimado',
        'Ciudad de residencia Cleveland',
        'Ingreso estimado $40,000.00',
        'Impuesto del año anterior Ninguno',
        'Calculado el 10 de marzo de 2026',
        'Cómo se calcula su impuesto estimado',
        '$40,000.00 × 2.5%, redondeado al centavo',
        'Calendario de plazos del año tributario 2026',
        'Este pago',
        'Cantidad del pago $90.00',
        'Pagos',
        'Fecha Método Tarjeta Cantidad',
        '10 de marzo de 2026 Tarjeta de crédito o débito Termina en 4242 $90.00',
        'Total pagado $90.00',
        'Confirmación',
        `Número de confirmación ${filed.number}`,
        'Fecha de presentación 10 de marzo de 2026 a las 11:04 a.m. EDT',
        'Cantidad pagada $90.00, pagado el 10 de marzo de 2026 a las 11:04 a.m. EDT con tarjeta de crédito o débito que termina en 4242',
        'Guarde esta copia y el número de confirmación para sus registros.',
      ];
      let at = -1;
      for (const expected of order) {
        const found = text.indexOf(expected, at + 1);
        expect(found, `"${expected}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
        at = found;
      }
      expect(reading.pages.at(-1)).toContain(
        `${filed.number} - Página ${reading.pages.length} de ${reading.pages.length}`,
      );
      for (const english of ENGLISH_LABELS) expect(text, english).not.toContain(english);
      // No letter fell back to '?' (what the layout draws for a character the font lacks).
      expect(text.replace('¿Preguntas?', '')).not.toContain('?');

      // The same form downloaded in English: the English copy, as before.
      const englishRes = await download(filed, filed.id);
      expect(englishRes.headers['content-language']).toBe('en');
      const english = await readPdf(englishRes.rawPayload);
      expect(english.info).toMatchObject({ Title: 'Individual Estimate 2026', Language: 'en-US' });
      const englishText = english.text.replace(/\n/g, ' ');
      for (const expected of [
        'Copy of a filed form. Questions?',
        'Estimated income $40,000.00',
        '$40,000.00 × 2.5%, rounded to the cent',
        'March 10, 2026 Credit or debit card Ending in 4242 $90.00',
        `Confirmation number ${filed.number}`,
        'Filed March 10, 2026 at 11:04 AM EDT',
      ])
        expect(englishText).toContain(expected);
      expect(englishText).not.toMatch(/Declaración|Página|Pagos/);
    });

    it('makes the copy of an annual return in Spanish: its W-2 and its summary', async () => {
      const f = await filer();
      const put = (url: string, payload: object) => f.c.send({ method: 'PUT', url, payload, token: f.token });
      ok(await put('/api/city-tax-form', { residenceCity: 'CLE' }));
      const w2 = ok(
        await f.c.post(
          '/api/form-w2',
          {
            employerName: 'Lakeside Hospital',
            employerEin: '341234567',
            workCity: 'CLE',
            medicareWages: 40_000,
            localWages: 40_000,
            localTaxWithheld: 1_000,
            locality: 'CLE',
          },
          f.token,
        ),
      );
      const id = w2.cityTaxFormId as number;
      ok(
        await f.c.send({
          method: 'POST',
          url: `/api/payments/tax-forms/${id}/no-payment`,
          token: f.token,
          headers: SPANISH,
        }),
      );
      const res = await download(f, id, { 'accept-language': 'es-MX' });
      expect(res.statusCode, res.body).toBe(200);
      const reading = await readPdf(res.rawPayload);
      expect(reading.info.Title).toMatch(/^Declaración anual individual \d{4}$/);
      const text = reading.text.replace(/\n/g, ' ');
      for (const expected of [
        'Residencia',
        'Ciudad de residencia Cleveland',
        'Formulario W-2 1: Lakeside Hospital',
        'EIN del empleador 34-1234567',
        'Salarios y propinas sujetos al impuesto de Medicare (casilla 5) $40,000.00',
        'Impuesto local sobre el ingreso retenido (casilla 19) $1,000.00',
        'Resumen de la declaración anual',
        'Salarios sujetos al impuesto (casilla 5 de sus Formularios W-2) $40,000.00',
        'Casilla 5 de cada Formulario W-2: $40,000.00',
        'No se ingresó ningún Formulario 1099.',
        'Impuesto $1,000.00',
        'Impuesto retenido para su ciudad de residencia $1,000.00',
        'El saldo era de $10 o menos, así que no se cobró ni se reembolsó nada.',
        'No había ningún pago adeudado. El formulario se presentó sin pago.',
        'Cantidad pagada No había ningún pago adeudado.',
      ])
        expect(text, text).toContain(expected);
      for (const english of ENGLISH_LABELS) expect(text, english).not.toContain(english);
    });
  });

  describe('details the routes word themselves, and zod’s own messages', () => {
    const asked = (
      f: { c: ReturnType<typeof client>; token: string },
      url: string,
      payload: unknown,
      headers: Record<string, string>,
    ) => f.c.send({ method: 'POST', url, payload: payload as object, token: f.token, headers });
    const estimate = (overrides: object = {}) => ({
      taxYear: 2026,
      residenceCity: 'CLE',
      estimatedIncome: 40_000,
      estimatedCredits: 600,
      priorYearTax: null,
      paymentAmount: 90,
      ...overrides,
    });

    it('answers a framework 404 with its path in either language', async () => {
      const spanish = await client(app).send({
        method: 'GET',
        url: '/api/nothing-here?x=1',
        headers: SPANISH,
      });
      expect(spanish.json().detail).toBe('No hay ningún recurso en GET /api/nothing-here.');
      const english = await client(app).get('/api/nothing-here');
      expect(english.json().detail).toBe('No resource at GET /api/nothing-here.');
    });

    it('words a route’s field check (an estimate of a closed year) in Spanish, English as before', async () => {
      const f = await filer();
      const url = '/api/form/individual-estimate';
      const spanish = await asked(f, url, estimate({ taxYear: 2024 }), SPANISH);
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json()).toMatchObject({
        title: 'Solicitud incorrecta',
        detail: 'taxYear: debe ser 2026 o 2025',
        errors: { taxYear: ['debe ser 2026 o 2025'] },
      });
      const english = await asked(f, url, estimate({ taxYear: 2024 }), {});
      expect(english.json()).toMatchObject({
        detail: 'taxYear: must be 2026 or 2025',
        errors: { taxYear: ['must be 2026 or 2025'] },
      });
    });

    it('words a malformed Idempotency-Key in Spanish, English as before', async () => {
      const f = await filer();
      const url = '/api/form/individual-estimate';
      const spanish = await asked(f, url, estimate(), { ...SPANISH, 'idempotency-key': 'short' });
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json()).toMatchObject({
        detail: 'Idempotency-Key: debe tener de 8 a 100 letras, dígitos, - o _',
        errors: { 'Idempotency-Key': ['debe tener de 8 a 100 letras, dígitos, - o _'] },
      });
      const english = await asked(f, url, estimate(), { 'idempotency-key': 'short' });
      expect(english.json()).toMatchObject({
        detail: 'Idempotency-Key: must be 8 to 100 letters, digits, - or _.',
        errors: { 'Idempotency-Key': ['must be 8 to 100 letters, digits, - or _'] },
      });
    });

    it('refuses to file a form with a balance due without payment, in Spanish', async () => {
      const f = await filer();
      const form = ok(await f.c.post('/api/form/individual-estimate', estimate(), f.token));
      const url = `/api/payments/tax-forms/${form.id as number}/no-payment`;
      const spanish = await asked(f, url, undefined, SPANISH);
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json().detail).toBe('Este formulario tiene un saldo adeudado y se debe pagar.');
      const english = await asked(f, url, undefined, {});
      expect(english.json().detail).toBe('This form has a balance due and must be paid.');
    });

    it('words zod’s own message of a body of the wrong kind in Spanish, English as zod wrote it', async () => {
      const send = (headers: Record<string, string>) =>
        client(app).send({ method: 'POST', url: '/api/auth/signin', payload: [1, 2] as never, headers });
      const spanish = await send(SPANISH);
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json()).toMatchObject({
        detail: 'body: Entrada no válida: se esperaba objeto y se recibió lista',
        errors: { body: ['Entrada no válida: se esperaba objeto y se recibió lista'] },
      });
      const english = await send({});
      expect(english.json()).toMatchObject({
        detail: 'body: Invalid input: expected object, received array',
        errors: { body: ['Invalid input: expected object, received array'] },
      });
    });

    it('words a schema’s message with a number in it in Spanish', async () => {
      const res = await client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: `${'a'.repeat(60)}@example.com`, password: 'x' },
        headers: SPANISH,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ username: ['debe tener 50 caracteres como máximo'] });
    });
  });
});
