import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  estimateCreditsResponseSchema,
  individualEstimateResponseSchema,
  priorTaxYear,
  type IndividualEstimateRequest,
} from '@citytax/api';
import { payments, taxForms, taxpayers } from '../src/db/schema';
import {
  client,
  createUser,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  problemType,
  setSessionFilingAs,
  type TestDatabase,
} from './helpers';

const URL_ESTIMATE = '/api/form/individual-estimate';
const URL_CREDITS = '/api/forms/tax-year-estimate-credits';
const NOT_AUTHORIZED = 'This user is not authorized to file this form for this taxpayer';

/** CLE 2.5% of $40,000.00 = $1,000.00, less $600.00 of credits: $400.00 of estimated tax. */
const cle = (taxYear: number, over: Partial<IndividualEstimateRequest> = {}): IndividualEstimateRequest => ({
  taxYear,
  residenceCity: 'CLE',
  estimatedIncome: 40_000,
  estimatedCredits: 600,
  priorYearTax: null,
  paymentAmount: 90,
  ...over,
});

describe.each(drivers)('estimates (%s)', (driver) => {
  let database: TestDatabase;
  /** Real clock: the seed's rows are relative to the real date. */
  let app: FastifyInstance;
  /** 2026-05-01 in New York: installment 2 (due June 15) is the current one. */
  let mayApp: FastifyInstance;
  /** 2024-01-10: the 2023 estimate's last installment (Jan 16, 2024) is still open. */
  let janApp: FastifyInstance;
  /** A taxpayer of this test alone, with its own estimate payments. */
  let ownEmail: string;
  const ownTaxpayer = '910001';

  const seededCurrent = priorTaxYear(new Date()) + 1;
  const seededPrevious = priorTaxYear(new Date());

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
    mayApp = await makeApp(database, { clock: fakeClock(new Date('2026-05-01T16:00:00Z')).now });
    janApp = await makeApp(database, { clock: fakeClock(new Date('2024-01-10T16:00:00Z')).now });
    await database.db.insert(taxpayers).values({ id: ownTaxpayer, type: 0, name1: 'Robin', name2: 'Ames' });
    ownEmail = await createUser(database, { isBusinessUser: false, taxpayerId: ownTaxpayer });
    // $180.00 completed and $50.00 not completed on a 2026 estimate; $70.00 completed on a 2025 one.
    const now = new Date('2026-04-10T12:00:00Z');
    const forms = await database.db
      .insert(taxForms)
      .values(
        (
          [
            ['IndividualEstimate', 2026],
            ['IndividualEstimate', 2025],
            // Not an estimate: never counted as an estimated payment.
            ['BillingStatement', 2026],
          ] as const
        ).map(([type, taxYear]) => ({
          taxpayerId: ownTaxpayer,
          type,
          taxYear,
          status: 'Filed' as const,
          data: {},
          createdAt: now,
          updatedAt: now,
          filedAt: now,
        })),
      )
      .returning({ id: taxForms.id });
    const pay = (id: string, form: number, amountCents: number, status: 'Completed' | 'Error') => ({
      id,
      taxFormId: forms[form]!.id,
      taxpayerId: ownTaxpayer,
      amountCents,
      status,
      createdAt: now,
      completedAt: status === 'Completed' ? now : null,
    });
    await database.db
      .insert(payments)
      .values([
        pay('own-1', 0, 18_000, 'Completed'),
        pay('own-2', 0, 5_000, 'Error'),
        pay('own-3', 1, 7_000, 'Completed'),
        pay('own-4', 2, 99_900, 'Completed'),
      ]);
  });
  afterAll(async () => {
    await app?.close();
    await mayApp?.close();
    await janApp?.close();
    await database?.dispose();
  });

  describe('POST /api/form/individual-estimate', () => {
    it('computes CLE 2.5% on $40,000.00 less $600.00: $400.00, required, $90/$180/$270/$360', async () => {
      const c = client(mayApp);
      const token = await c.token('individual@example.com');
      const res = await c.post(URL_ESTIMATE, cle(2026), token);
      expect(res.statusCode).toBe(200);
      const body = individualEstimateResponseSchema.parse(res.json());
      expect(body).toEqual({
        id: expect.any(Number),
        taxYear: 2026,
        estimatedTax: 400,
        required: true,
        safeHarborApplied: false,
        installments: [
          { number: 1, dueDate: '2026-04-15', cumulativeTarget: 90 },
          { number: 2, dueDate: '2026-06-15', cumulativeTarget: 180 },
          { number: 3, dueDate: '2026-09-15', cumulativeTarget: 270 },
          { number: 4, dueDate: '2027-01-15', cumulativeTarget: 360 },
        ],
        currentInstallment: 2,
        paidSoFar: seededCurrent === 2026 ? 100 : 0,
        suggestedPayment: seededCurrent === 2026 ? 80 : 180,
        paymentAmount: 90,
      });

      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, body.id));
      expect(row).toMatchObject({
        taxpayerId: '100001',
        type: 'IndividualEstimate',
        taxYear: 2026,
        status: 'Draft',
        amountDueCents: 9_000,
        filedAt: null,
      });
      expect(row!.data).toMatchObject({
        residenceCity: 'CLE',
        estimatedIncomeCents: 4_000_000,
        estimatedCreditsCents: 60_000,
        priorYearTaxCents: null,
        paymentAmountCents: 9_000,
        computedOn: '2026-05-01',
        result: { grossTax: 100_000, estimatedTax: 40_000, annualRequirement: 36_000 },
      });
    });

    it('suggests the current target less what was paid so far (completed estimate payments only)', async () => {
      const c = client(mayApp);
      const token = await c.token(ownEmail);
      const res = await c.post(URL_ESTIMATE, cle(2026, { paymentAmount: 0 }), token);
      expect(res.statusCode).toBe(200);
      // Target of installment 2 is $180.00; $180.00 completed → nothing more now.
      expect(res.json()).toMatchObject({ currentInstallment: 2, paidSoFar: 180, suggestedPayment: 0 });
      const more = await c.post(URL_ESTIMATE, cle(2026, { estimatedIncome: 80_000 }), token);
      // 2.5% of $80,000.00 = $2,000.00 − $600.00 = $1,400.00; 45% = $630.00 − $180.00 = $450.00.
      expect(more.json()).toMatchObject({ estimatedTax: 1400, paidSoFar: 180, suggestedPayment: 450 });
      const previous = await c.post(URL_ESTIMATE, cle(2025), token);
      // The 2025 estimate is past all due dates: the 90% target $360.00 less $70.00 paid.
      expect(previous.json()).toMatchObject({ currentInstallment: 4, paidSoFar: 70, suggestedPayment: 290 });
    });

    it('says estimates are not required below $200.00 but still takes a payment', async () => {
      const c = client(mayApp);
      const token = await c.token(ownEmail);
      // 1.5% (Germantown) of $10,000.00 = $150.00 − $0.00.
      const res = await c.post(
        URL_ESTIMATE,
        cle(2026, {
          residenceCity: 'GTN',
          estimatedIncome: 10_000,
          estimatedCredits: 0,
          paymentAmount: 25.5,
        }),
        token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        estimatedTax: 150,
        required: false,
        paymentAmount: 25.5,
        installments: [
          { number: 1, cumulativeTarget: 33.75 },
          { number: 2, cumulativeTarget: 67.5 },
          { number: 3, cumulativeTarget: 101.25 },
          { number: 4, cumulativeTarget: 135 },
        ],
      });
      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, res.json().id));
      expect(row!.amountDueCents).toBe(2_550);
    });

    it('applies the safe harbor when last year’s tax is lower than 90%', async () => {
      const c = client(mayApp);
      const token = await c.token(ownEmail);
      // 90% of $400.00 = $360.00 > $200.00 prior-year tax: quarters of $200.00.
      const res = await c.post(URL_ESTIMATE, cle(2026, { priorYearTax: 200 }), token);
      expect(res.json()).toMatchObject({
        estimatedTax: 400,
        required: true,
        safeHarborApplied: true,
        installments: [
          { number: 1, cumulativeTarget: 50 },
          { number: 2, cumulativeTarget: 100 },
          { number: 3, cumulativeTarget: 150 },
          { number: 4, cumulativeTarget: 200 },
        ],
        // $100.00 target, $180.00 already paid.
        suggestedPayment: 0,
      });
      const higher = await c.post(URL_ESTIMATE, cle(2026, { priorYearTax: 360.01 }), token);
      expect(higher.json()).toMatchObject({ safeHarborApplied: false });
    });

    it('accepts the previous year while its January installment is open; due dates move to business days', async () => {
      const c = client(janApp);
      const token = await c.token(ownEmail);
      const res = await c.post(URL_ESTIMATE, cle(2023), token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        taxYear: 2023,
        // Apr 15, 2023 is a Saturday and Monday the 17th is D.C. Emancipation Day (observed): the
        // 18th. Jan 15, 2024 is Martin Luther King Jr. Day.
        installments: [
          { number: 1, dueDate: '2023-04-18' },
          { number: 2, dueDate: '2023-06-15' },
          { number: 3, dueDate: '2023-09-15' },
          { number: 4, dueDate: '2024-01-16' },
        ],
        currentInstallment: 4,
        paidSoFar: 0,
        suggestedPayment: 360,
      });
      const current = await c.post(URL_ESTIMATE, cle(2024), token);
      expect(current.json()).toMatchObject({ taxYear: 2024, currentInstallment: 1, suggestedPayment: 90 });
    });

    it.each([
      ['a year before the previous one', { taxYear: 2024 }, 'taxYear', 'must be 2026 or 2025'],
      ['next year', { taxYear: 2027 }, 'taxYear', 'must be 2026 or 2025'],
      ['a non-member city', { residenceCity: 'COL' }, 'residenceCity', 'must be a member city'],
      ['an unknown city', { residenceCity: 'XYZ' }, 'residenceCity', 'must be a member city'],
    ])('refuses %s', async (_name, over, field, message) => {
      const c = client(mayApp);
      const token = await c.token(ownEmail);
      const before = await database.db.$count(taxForms);
      const res = await c.post(URL_ESTIMATE, cle(2026, over), token);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        type: problemType('validation-error'),
        detail: `${field}: ${message}`,
        errors: { [field]: [message] },
      });
      expect(await database.db.$count(taxForms)).toBe(before);
    });

    it.each([
      ['a negative income', { estimatedIncome: -1 }, 'estimatedIncome'],
      ['three decimals', { paymentAmount: 1.005 }, 'paymentAmount'],
      ['a negative payment', { paymentAmount: -0.01 }, 'paymentAmount'],
      ['a missing credit', { estimatedCredits: undefined }, 'estimatedCredits'],
      ['a lower-case city', { residenceCity: 'cle' }, 'residenceCity'],
      ['a text tax year', { taxYear: 'last' as unknown as number }, 'taxYear'],
      ['a text prior-year tax', { priorYearTax: '12' as unknown as number }, 'priorYearTax'],
    ])('answers 400 problem+json naming the field for %s', async (_name, over, field) => {
      const c = client(mayApp);
      const res = await c.post(URL_ESTIMATE, cle(2026, over), await c.token(ownEmail));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = res.json();
      expect(problem.type).toBe(problemType('validation-error'));
      expect(Object.keys(problem.errors)).toEqual([field]);
      expect(problem.detail).toContain(field);
    });

    it('keeps one record per Idempotency-Key', async () => {
      const c = client(mayApp);
      const token = await c.token(ownEmail);
      const headers = { 'idempotency-key': 'estimate-key-0001' };
      const count = () =>
        database.db.$count(
          taxForms,
          and(eq(taxForms.taxpayerId, ownTaxpayer), eq(taxForms.idempotencyKey, 'estimate-key-0001')),
        );
      const send = () =>
        c.send({
          method: 'POST',
          url: URL_ESTIMATE,
          payload: cle(2026, { paymentAmount: 12 }),
          headers,
          token,
        });
      const [first, second] = await Promise.all([send(), send()]);
      const third = await send();
      for (const res of [first, second, third]) expect(res.statusCode).toBe(200);
      expect(second.json().id).toBe(first.json().id);
      expect(third.json()).toEqual(first.json());
      expect(await count()).toBe(1);

      const bad = await c.send({
        method: 'POST',
        url: URL_ESTIMATE,
        payload: cle(2026),
        headers: { 'idempotency-key': 'no!' },
        token,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('Idempotency-Key');
    });

    it('refuses a session filing as another taxpayer with not-authorized-to-file', async () => {
      const c = client(mayApp);
      const token = await c.token('individual@example.com');
      await setSessionFilingAs(database, token, '200001');
      const before = await database.db.$count(taxForms);
      const res = await c.post(URL_ESTIMATE, cle(2026), token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        type: problemType('not-authorized-to-file'),
        detail: NOT_AUTHORIZED,
      });
      expect(await database.db.$count(taxForms)).toBe(before);
    });

    it('needs a session', async () => {
      const res = await client(mayApp).post(URL_ESTIMATE, cle(2026));
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  describe('GET /api/forms/tax-year-estimate-credits', () => {
    it('lists the current then the previous tax year of individual 100001 ($100.00 paid this year)', async () => {
      const c = client(app);
      const res = await c.get(URL_CREDITS, await c.token('individual@example.com'));
      expect(res.statusCode).toBe(200);
      expect(estimateCreditsResponseSchema.parse(res.json())).toEqual([
        { taxYear: seededCurrent, amountPaid: 100, priorYearCreditAmount: 0 },
        { taxYear: seededPrevious, amountPaid: 0, priorYearCreditAmount: 0 },
      ]);
    });

    it('shows joint 200001’s $150.00 paid and $25.00 credit in the previous year', async () => {
      const c = client(app);
      const res = await c.get(URL_CREDITS, await c.token('joint@example.com'));
      expect(res.json()).toEqual([
        { taxYear: seededCurrent, amountPaid: 0, priorYearCreditAmount: 0 },
        { taxYear: seededPrevious, amountPaid: 150, priorYearCreditAmount: 25 },
      ]);
    });

    it('sums completed estimate payments only, and unpaid drafts add nothing', async () => {
      const c = client(mayApp);
      const token = await c.token(ownEmail);
      await c.post(URL_ESTIMATE, cle(2026, { paymentAmount: 500 }), token);
      const res = await c.get(URL_CREDITS, token);
      expect(res.json()).toEqual([
        { taxYear: 2026, amountPaid: 180, priorYearCreditAmount: 0 },
        { taxYear: 2025, amountPaid: 70, priorYearCreditAmount: 0 },
      ]);
      // In January 2024 the rows are 2024 and 2023: none of this taxpayer's payments.
      const jan = client(janApp);
      expect((await jan.get(URL_CREDITS, await jan.token(ownEmail))).json()).toEqual([
        { taxYear: 2024, amountPaid: 0, priorYearCreditAmount: 0 },
        { taxYear: 2023, amountPaid: 0, priorYearCreditAmount: 0 },
      ]);
    });

    it('counts a business’s net profit estimate payments too', async () => {
      const now = new Date();
      const [form] = await database.db
        .insert(taxForms)
        .values({
          taxpayerId: '300001',
          type: 'NetProfitEstimate',
          taxYear: seededCurrent,
          status: 'Filed',
          data: {},
          createdAt: now,
          updatedAt: now,
          filedAt: now,
        })
        .returning({ id: taxForms.id });
      await database.db.insert(payments).values({
        id: 'business-net-profit-1',
        taxFormId: form!.id,
        taxpayerId: '300001',
        amountCents: 25_000,
        status: 'Completed',
        createdAt: now,
        completedAt: now,
      });
      const c = client(app);
      const res = await c.get(URL_CREDITS, await c.token('business@example.com'));
      expect(res.json()).toEqual([
        { taxYear: seededCurrent, amountPaid: 250, priorYearCreditAmount: 0 },
        { taxYear: seededPrevious, amountPaid: 0, priorYearCreditAmount: 0 },
      ]);
    });

    it('refuses another taxpayer and a missing session', async () => {
      const c = client(app);
      const token = await c.token('individual@example.com');
      await setSessionFilingAs(database, token, '200001');
      const res = await c.get(URL_CREDITS, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        type: problemType('not-authorized-to-file'),
        detail: NOT_AUTHORIZED,
      });
      expect((await c.get(URL_CREDITS)).statusCode).toBe(401);
    });
  });
});
