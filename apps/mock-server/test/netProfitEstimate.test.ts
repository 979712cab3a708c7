import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { netProfitEstimateResponseSchema, TaxpayerType, type NetProfitEstimateRequest } from '@citytax/api';
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

const URL_NPE = '/api/form/business/net-profit-estimate';
const NOT_AUTHORIZED = 'This user is not authorized to file this form for this taxpayer';

/**
 * CLE 2.5% × $200,000.00 × 62.5% = $3,125.00, less $125.00 of credits: $3,000.00 of estimated tax.
 * Targets 22.5/45/67.5/90%: $675.00, $1,350.00, $2,025.00, $2,700.00.
 */
const cle = (taxYear: number, over: Partial<NetProfitEstimateRequest> = {}): NetProfitEstimateRequest => ({
  taxYear,
  businessCity: 'CLE',
  estimatedNetProfit: 200_000,
  apportionmentPercent: 62.5,
  estimatedCredits: 125,
  priorYearTax: null,
  paymentAmount: 1_350,
  ...over,
});

describe.each(drivers)('net profit estimate (%s)', (driver) => {
  let database: TestDatabase;
  /** 2026-05-01 in New York: installment 2 (due Monday June 15, 2026) is the current one. */
  let mayApp: FastifyInstance;
  /** 2026-11-22 in New York: installment 4 (due Tuesday December 15, 2026) is the current one. */
  let novApp: FastifyInstance;
  /** 2025-01-10: the previous year 2024 is still accepted; its due dates have all passed. */
  let janApp: FastifyInstance;
  /** 2015-06-01: no city has a rate before 2016. */
  let oldApp: FastifyInstance;
  /** A business of this test alone, with its own estimate payments, and its user. */
  let ownEmail: string;
  const ownTaxpayer = '930001';

  beforeAll(async () => {
    database = await openTestDb(driver);
    mayApp = await makeApp(database, { clock: fakeClock(new Date('2026-05-01T16:00:00Z')).now });
    novApp = await makeApp(database, { clock: fakeClock(new Date('2026-11-22T16:00:00Z')).now });
    janApp = await makeApp(database, { clock: fakeClock(new Date('2025-01-10T16:00:00Z')).now });
    oldApp = await makeApp(database, { clock: fakeClock(new Date('2015-06-01T16:00:00Z')).now });
    await database.db
      .insert(taxpayers)
      .values({ id: ownTaxpayer, type: TaxpayerType.Business, name1: 'Own Test Works LLC', name2: 'Own' });
    ownEmail = await createUser(database, {
      isBusinessUser: true,
      taxpayerId: ownTaxpayer,
      linked: [ownTaxpayer],
    });
    // $500.00 completed and $200.00 failed on a 2026 net profit estimate; $100.00 completed on a
    // 2025 one; $300.00 completed on a 2026 individual estimate, which is not a net profit payment.
    const now = new Date('2026-04-10T12:00:00Z');
    const forms = await database.db
      .insert(taxForms)
      .values(
        (
          [
            ['NetProfitEstimate', 2026],
            ['NetProfitEstimate', 2025],
            ['IndividualEstimate', 2026],
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
        pay('npe-own-1', 0, 50_000, 'Completed'),
        pay('npe-own-2', 0, 20_000, 'Error'),
        pay('npe-own-3', 1, 10_000, 'Completed'),
        pay('npe-own-4', 2, 30_000, 'Completed'),
      ]);
  });
  afterAll(async () => {
    await mayApp?.close();
    await novApp?.close();
    await janApp?.close();
    await oldApp?.close();
    await database?.dispose();
  });

  it('computes CLE 2.5% × $200,000.00 × 62.5% less $125.00: $3,000.00, required, $675/$1,350/$2,025/$2,700', async () => {
    const c = client(mayApp);
    const token = await c.token('business@example.com');
    const res = await c.post(URL_NPE, cle(2026), token);
    expect(res.statusCode).toBe(200);
    const body = netProfitEstimateResponseSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(Number),
      taxYear: 2026,
      estimatedTax: 3_000,
      required: true,
      netLoss: false,
      safeHarborApplied: false,
      installments: [
        { number: 1, dueDate: '2026-04-15', cumulativeTarget: 675 },
        { number: 2, dueDate: '2026-06-15', cumulativeTarget: 1_350 },
        { number: 3, dueDate: '2026-09-15', cumulativeTarget: 2_025 },
        { number: 4, dueDate: '2026-12-15', cumulativeTarget: 2_700 },
      ],
      currentInstallment: 2,
      paidSoFar: 0,
      suggestedPayment: 1_350,
      paymentAmount: 1_350,
    });

    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, body.id));
    expect(row).toMatchObject({
      taxpayerId: '300001',
      type: 'NetProfitEstimate',
      taxYear: 2026,
      status: 'Draft',
      amountDueCents: 135_000,
      filedAt: null,
    });
    expect(row!.data).toEqual({
      businessCity: 'CLE',
      estimatedNetProfitCents: 20_000_000,
      apportionmentPpm: 625_000,
      estimatedCreditsCents: 12_500,
      priorYearTaxCents: null,
      paymentAmountCents: 135_000,
      paidSoFarCents: 0,
      computedOn: '2026-05-01',
      result: {
        netLoss: false,
        grossTax: 312_500,
        estimatedTax: 300_000,
        required: true,
        annualRequirement: 270_000,
        safeHarborApplied: false,
        installments: [
          { number: 1, dueDate: '2026-04-15', cumulativeTarget: 67_500 },
          { number: 2, dueDate: '2026-06-15', cumulativeTarget: 135_000 },
          { number: 3, dueDate: '2026-09-15', cumulativeTarget: 202_500 },
          { number: 4, dueDate: '2026-12-15', cumulativeTarget: 270_000 },
        ],
        currentInstallment: 2,
        suggestedPayment: 135_000,
      },
    });
  });

  it('files for the business the session files as (300002)', async () => {
    const c = client(mayApp);
    const token = await c.token('business@example.com');
    await setSessionFilingAs(database, token, '300002');
    const res = await c.post(URL_NPE, cle(2026, { paymentAmount: 0 }), token);
    expect(res.statusCode).toBe(200);
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, res.json().id));
    expect(row).toMatchObject({ taxpayerId: '300002', type: 'NetProfitEstimate', amountDueCents: 0 });
  });

  it('suggests the current target less the completed payments on net profit estimates of that year', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    // Target of installment 2 is $1,350.00; $500.00 completed (not the failed $200.00, not the
    // individual estimate's $300.00).
    const res = await c.post(URL_NPE, cle(2026, { paymentAmount: 0 }), token);
    expect(res.json()).toMatchObject({ currentInstallment: 2, paidSoFar: 500, suggestedPayment: 850 });
    // 2025 is past all its due dates: the 90% target $2,700.00 less $100.00 paid.
    const previous = await c.post(URL_NPE, cle(2025), token);
    expect(previous.statusCode).toBe(200);
    expect(previous.json()).toMatchObject({
      taxYear: 2025,
      currentInstallment: 4,
      paidSoFar: 100,
      suggestedPayment: 2_600,
    });
    // On November 22 the December 15 installment is next: $2,700.00 − $500.00.
    const nov = client(novApp);
    const late = await nov.post(URL_NPE, cle(2026), await nov.token(ownEmail));
    expect(late.json()).toMatchObject({ currentInstallment: 4, paidSoFar: 500, suggestedPayment: 2_200 });
  });

  it('says estimates are not required below $200.00 but still takes a payment', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    // Burton 1% × $30,000.00 × 50% = $150.00 − $0.00.
    const res = await c.post(
      URL_NPE,
      cle(2026, {
        businessCity: 'BRT',
        estimatedNetProfit: 30_000,
        apportionmentPercent: 50,
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

  it('takes the apportionment exactly (0.07% → 700 ppm) and rounds the tax once', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    // CLE 2.5% × $1,000,000.00 × 0.07% = $17.50.
    const res = await c.post(
      URL_NPE,
      cle(2026, { estimatedNetProfit: 1_000_000, apportionmentPercent: 0.07, estimatedCredits: 0 }),
      token,
    );
    expect(res.json()).toMatchObject({ estimatedTax: 17.5, required: false });
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, res.json().id));
    expect(row!.data).toMatchObject({ apportionmentPpm: 700, result: { grossTax: 1_750 } });
    // Germantown 1.5% × $10,000.01 × 33.33% = $49.995049995: rounded half up to $50.00.
    const odd = await c.post(
      URL_NPE,
      cle(2026, {
        businessCity: 'GTN',
        estimatedNetProfit: 10_000.01,
        apportionmentPercent: 33.33,
        estimatedCredits: 0,
      }),
      token,
    );
    expect(odd.json()).toMatchObject({ estimatedTax: 50 });
    const [oddRow] = await database.db.select().from(taxForms).where(eq(taxForms.id, odd.json().id));
    expect(oddRow!.data).toMatchObject({ apportionmentPpm: 333_300, result: { grossTax: 5_000 } });
    // Credits above the tax: nothing is estimated.
    const zero = await c.post(URL_NPE, cle(2026, { apportionmentPercent: 0 }), token);
    expect(zero.json()).toMatchObject({ estimatedTax: 0, required: false, suggestedPayment: 0 });
  });

  it('takes an expected net loss with its sign: no tax, not required, nothing suggested, still a payment', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    // A loss is not taxed, whatever the apportionment, credits or prior-year tax (TAX-RULES.md §3).
    const res = await c.post(
      URL_NPE,
      cle(2026, {
        estimatedNetProfit: -250_000,
        apportionmentPercent: 100,
        priorYearTax: 1_000,
        paymentAmount: 40.5,
      }),
      token,
    );
    expect(res.statusCode).toBe(200);
    const body = netProfitEstimateResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      estimatedTax: 0,
      required: false,
      netLoss: true,
      safeHarborApplied: false,
      installments: [
        { number: 1, cumulativeTarget: 0 },
        { number: 2, cumulativeTarget: 0 },
        { number: 3, cumulativeTarget: 0 },
        { number: 4, cumulativeTarget: 0 },
      ],
      paidSoFar: 500,
      suggestedPayment: 0,
      paymentAmount: 40.5,
    });
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, body.id));
    expect(row!.amountDueCents).toBe(4_050);
    expect(row!.data).toMatchObject({
      estimatedNetProfitCents: -25_000_000,
      apportionmentPpm: 1_000_000,
      result: { netLoss: true, grossTax: 0, estimatedTax: 0, required: false, suggestedPayment: 0 },
    });
    // One cent of loss, and the largest loss the form takes, are losses too.
    for (const estimatedNetProfit of [-0.01, -999_999_999.99]) {
      const loss = await c.post(URL_NPE, cle(2026, { estimatedNetProfit, paymentAmount: 0 }), token);
      expect(loss.statusCode).toBe(200);
      expect(loss.json()).toMatchObject({ estimatedTax: 0, required: false, netLoss: true });
    }
  });

  it('reads a row stored before losses were taken (no netLoss in its result) as no loss', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    const headers = { 'idempotency-key': 'npe-old-row-0001' };
    const send = () =>
      c.send({ method: 'POST', url: URL_NPE, payload: cle(2026, { paymentAmount: 0 }), headers, token });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, first.json().id));
    const { netLoss: _netLoss, ...oldResult } = (row!.data as { result: Record<string, unknown> }).result;
    await database.db
      .update(taxForms)
      .set({ data: { ...(row!.data as object), result: oldResult } })
      .where(eq(taxForms.id, row!.id));
    // The repeated key answers from the stored row.
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), netLoss: false });
  });

  it('applies the safe harbor when last year’s tax is lower than 90%', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    // 90% of $3,000.00 = $2,700.00 > $2,000.00 prior-year tax: quarters of $500.00.
    const res = await c.post(URL_NPE, cle(2026, { priorYearTax: 2_000 }), token);
    expect(res.json()).toMatchObject({
      estimatedTax: 3_000,
      required: true,
      safeHarborApplied: true,
      installments: [
        { number: 1, cumulativeTarget: 500 },
        { number: 2, cumulativeTarget: 1_000 },
        { number: 3, cumulativeTarget: 1_500 },
        { number: 4, cumulativeTarget: 2_000 },
      ],
      // $1,000.00 due by June 15, $500.00 already paid.
      suggestedPayment: 500,
    });
    const equal = await c.post(URL_NPE, cle(2026, { priorYearTax: 2_700 }), token);
    expect(equal.json()).toMatchObject({ safeHarborApplied: false, suggestedPayment: 850 });
  });

  it('moves weekend due dates to the next business day (2024: June 15, September 15, December 15)', async () => {
    const c = client(janApp);
    const token = await c.token(ownEmail);
    const res = await c.post(URL_NPE, cle(2024), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      taxYear: 2024,
      installments: [
        { number: 1, dueDate: '2024-04-15' },
        { number: 2, dueDate: '2024-06-17' },
        { number: 3, dueDate: '2024-09-16' },
        { number: 4, dueDate: '2024-12-16' },
      ],
      currentInstallment: 4,
      paidSoFar: 0,
      suggestedPayment: 2_700,
    });
    const current = await c.post(URL_NPE, cle(2025), token);
    expect(current.json()).toMatchObject({
      taxYear: 2025,
      // June 15, 2025 is a Sunday; the other three are weekdays. $675.00 less $100.00 paid.
      installments: [
        { number: 1, dueDate: '2025-04-15' },
        { number: 2, dueDate: '2025-06-16' },
        { number: 3, dueDate: '2025-09-15' },
        { number: 4, dueDate: '2025-12-15' },
      ],
      currentInstallment: 1,
      suggestedPayment: 575,
    });
  });

  it('answers missing-tax-rate when the city has no rate for the year', async () => {
    const c = client(oldApp);
    const token = await c.token(ownEmail);
    const before = await database.db.$count(taxForms);
    const res = await c.post(URL_NPE, cle(2015), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: problemType('missing-tax-rate') });
    expect(await database.db.$count(taxForms)).toBe(before);
  });

  it.each([
    ['a year before the previous one', { taxYear: 2024 }, 'taxYear', 'must be 2026 or 2025'],
    ['next year', { taxYear: 2027 }, 'taxYear', 'must be 2026 or 2025'],
    ['a non-member city', { businessCity: 'COL' }, 'businessCity', 'must be a member city'],
    ['an unknown city', { businessCity: 'XYZ' }, 'businessCity', 'must be a member city'],
    [
      'an apportionment of 100.5%',
      { apportionmentPercent: 100.5 },
      'apportionmentPercent',
      'must be at most 100',
    ],
    [
      'an apportionment with three decimals',
      { apportionmentPercent: 62.125 },
      'apportionmentPercent',
      'must have at most two decimal places',
    ],
    [
      'a negative apportionment',
      { apportionmentPercent: -1 },
      'apportionmentPercent',
      'must be greater than or equal to zero',
    ],
    [
      'a loss beyond the largest amount',
      { estimatedNetProfit: -1_000_000_000 },
      'estimatedNetProfit',
      'has a minimum value of -999,999,999.99',
    ],
    [
      'a profit beyond the largest amount',
      { estimatedNetProfit: 1_000_000_000 },
      'estimatedNetProfit',
      'is too large',
    ],
    [
      'a loss with three decimals',
      { estimatedNetProfit: -0.005 },
      'estimatedNetProfit',
      'must have at most two decimal places',
    ],
    ['a missing profit', { estimatedNetProfit: undefined }, 'estimatedNetProfit', 'is required'],
    ['a missing apportionment', { apportionmentPercent: undefined }, 'apportionmentPercent', 'is required'],
  ])('refuses %s with 400 naming the field', async (_name, over, field, message) => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    const before = await database.db.$count(taxForms);
    const res = await c.post(URL_NPE, cle(2026, over), token);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = res.json();
    expect(problem.type).toBe(problemType('validation-error'));
    expect(problem.errors).toEqual({ [field]: [message] });
    expect(problem.detail).toContain(field);
    expect(await database.db.$count(taxForms)).toBe(before);
  });

  it.each([
    ['three decimals of money', { paymentAmount: 1.005 }, 'paymentAmount'],
    ['a missing credit', { estimatedCredits: undefined }, 'estimatedCredits'],
    ['a lower-case city', { businessCity: 'cle' }, 'businessCity'],
    ['a text apportionment', { apportionmentPercent: '50' as unknown as number }, 'apportionmentPercent'],
    ['a text prior-year tax', { priorYearTax: '12' as unknown as number }, 'priorYearTax'],
  ])('answers 400 problem+json naming the field for %s', async (_name, over, field) => {
    const c = client(mayApp);
    const res = await c.post(URL_NPE, cle(2026, over), await c.token(ownEmail));
    expect(res.statusCode).toBe(400);
    const problem = res.json();
    expect(problem.type).toBe(problemType('validation-error'));
    expect(Object.keys(problem.errors)).toEqual([field]);
  });

  it('keeps one record per Idempotency-Key', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    const headers = { 'idempotency-key': 'npe-key-000001' };
    const count = () =>
      database.db.$count(
        taxForms,
        and(eq(taxForms.taxpayerId, ownTaxpayer), eq(taxForms.idempotencyKey, 'npe-key-000001')),
      );
    const send = () =>
      c.send({ method: 'POST', url: URL_NPE, payload: cle(2026, { paymentAmount: 12 }), headers, token });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    for (const res of [first, second, third]) expect(res.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(third.json()).toEqual(first.json());
    expect(await count()).toBe(1);

    const bad = await c.send({
      method: 'POST',
      url: URL_NPE,
      payload: cle(2026),
      headers: { 'idempotency-key': 'no!' },
      token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('Idempotency-Key');
  });

  it('refuses a session filing as a taxpayer the user does not represent', async () => {
    const c = client(mayApp);
    const token = await c.token(ownEmail);
    await setSessionFilingAs(database, token, '300001');
    const before = await database.db.$count(taxForms);
    const res = await c.post(URL_NPE, cle(2026), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: problemType('not-authorized-to-file'), detail: NOT_AUTHORIZED });
    expect(await database.db.$count(taxForms)).toBe(before);
  });

  it.each([
    ['an individual', 'individual@example.com'],
    ['joint filers', 'joint@example.com'],
  ])('refuses %s: only a business files a net profit estimate', async (_name, email) => {
    const c = client(mayApp);
    const before = await database.db.$count(taxForms);
    const res = await c.post(URL_NPE, cle(2026), await c.token(email));
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    // The who-may-file table (ADR 0017): a refusal for the kind of taxpayer, with its reason.
    expect(res.json()).toMatchObject({
      type: problemType('not-allowed-for-taxpayer-type'),
      detail: 'An individual or joint taxpayer cannot file this form (Net Profit Estimate).',
    });
    expect(await database.db.$count(taxForms)).toBe(before);
  });

  it('needs a session', async () => {
    const res = await client(mayApp).post(URL_NPE, cle(2026));
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
