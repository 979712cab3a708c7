import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { returnOfIncomeResponseSchema, type ReturnOfIncomeRequest } from '@citytax/api';
import { taxForms, taxpayers } from '../src/db/schema';
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

const URL = '/api/return-of-income';
const NOT_AUTHORIZED = 'This user is not authorized to file this form for this taxpayer';
const DUPLICATE = 'A return for this period has already been filed.';

/** Noon in New York on a calendar date: the authority's "today". */
const at = (date: string) => fakeClock(new Date(`${date}T16:00:00Z`)).now;

const quarterly = (
  taxYear: number,
  quarter: number,
  over: Partial<ReturnOfIncomeRequest> = {},
): ReturnOfIncomeRequest => ({
  frequency: 'quarterly',
  taxYear,
  period: quarter,
  employeeCount: 4,
  totalWages: 48_000,
  taxWithheld: 1_200,
  priorCredit: 0,
  ...over,
});

const monthly = (
  taxYear: number,
  month: number,
  over: Partial<ReturnOfIncomeRequest> = {},
): ReturnOfIncomeRequest => ({ ...quarterly(taxYear, month, over), frequency: 'monthly', ...over });

describe.each(drivers)('employer’s return of income tax withheld (%s)', (driver) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  /** An employer of this file alone (930001), also representing a second one (930002). */
  let employer: string;
  const own = '930001';
  const second = '930002';

  async function appAt(date: string) {
    const app = await makeApp(database, { clock: at(date) });
    apps.push(app);
    return app;
  }

  /** Signs the employer in and files a return; returns the response. */
  async function file(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
    const c = client(app);
    const token = await c.token(employer);
    return c.send({ method: 'POST', url: URL, payload: body as object, headers, token });
  }

  const rowsOf = (taxpayerId: string) =>
    database.db
      .select()
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'ReturnOfIncome')));

  beforeAll(async () => {
    database = await openTestDb(driver);
    await database.db.insert(taxpayers).values([
      { id: own, type: 2, name1: 'Harbor Tools LLC' },
      { id: second, type: 2, name1: 'Harbor Tools Retail LLC' },
    ]);
    employer = await createUser(database, { isBusinessUser: true, taxpayerId: own, linked: [own, second] });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it('on time: the tax withheld less the prior credit, no penalty or interest; stored as a Draft', async () => {
    // Q1 2026 is due April 30, 2026; filed April 20.
    const app = await appAt('2026-04-20');
    const res = await file(app, quarterly(2026, 1, { taxWithheld: 3_000, priorCredit: 500 }));
    expect(res.statusCode).toBe(200);
    const body = returnOfIncomeResponseSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(Number),
      frequency: 'quarterly',
      taxYear: 2026,
      period: 1,
      dueDate: '2026-04-30',
      filedDate: '2026-04-20',
      late: false,
      employeeCount: 4,
      totalWages: 48_000,
      taxWithheld: 3_000,
      priorCredit: 500,
      taxDue: 2_500,
      penaltyAndInterest: {
        unpaidTax: 2_500,
        latePaymentPenalty: 0,
        lateFilingPenalty: 0,
        lateFilingPenaltyAbated: false,
        interest: 0,
        total: 2_500,
        interestByYear: [],
      },
      amountDue: 2_500,
    });
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, body.id));
    expect(row).toMatchObject({
      taxpayerId: own,
      type: 'ReturnOfIncome',
      taxYear: 2026,
      status: 'Draft',
      amountDueCents: 250_000,
      filedAt: null,
    });
    expect(row!.data).toEqual({
      frequency: 'quarterly',
      period: 1,
      filedDate: '2026-04-20',
      inputs: {
        employeeCount: 4,
        totalWagesCents: 4_800_000,
        taxWithheldCents: 300_000,
        priorCreditCents: 50_000,
      },
      result: {
        dueDate: '2026-04-30',
        late: false,
        taxDue: 250_000,
        penaltyAndInterest: {
          unpaidTax: 250_000,
          latePaymentPenalty: 0,
          lateFilingPenalty: 0,
          lateFilingPenaltyAbated: false,
          interest: 0,
          total: 250_000,
          interestByYear: [],
        },
        amountDue: 250_000,
      },
    });
  });

  it('a month filed on its due date is on time (May 2026 is due June 15)', async () => {
    const app = await appAt('2026-06-15');
    const res = await file(app, monthly(2026, 5, { taxWithheld: 410.5 }));
    expect(res.json()).toMatchObject({ dueDate: '2026-06-15', late: false, amountDue: 410.5 });
  });

  it('late quarter, first late filing: 50% withholding penalty, the $25 abated, two months of 9% interest', async () => {
    // Q1 2026 of the second employer, due 2026-04-30, filed 2026-06-15: its first late return.
    // Late months: May 1–May 30 and May 31–June 30 → 2 months starting in 2026 (9%).
    // Penalty 50% × $1,234.56 = $617.28; late filing $25 abated (first failure, tax year ≥ 2023);
    // interest $1,234.56 × 0.09 × 2 / 12 = $18.5184 → $18.52. Total $1,234.56 + $617.28 + $18.52.
    const app = await appAt('2026-06-15');
    const c = client(app);
    const token = await c.token(employer);
    await setSessionFilingAs(database, token, second);
    const res = await c.post(URL, quarterly(2026, 1, { taxWithheld: 1_234.56 }), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dueDate: '2026-04-30',
      filedDate: '2026-06-15',
      late: true,
      taxDue: 1_234.56,
      penaltyAndInterest: {
        unpaidTax: 1_234.56,
        latePaymentPenalty: 617.28,
        lateFilingPenalty: 0,
        lateFilingPenaltyAbated: true,
        interest: 18.52,
        total: 1_870.36,
        interestByYear: [{ year: 2026, months: 2, rate: 0.09, amount: 18.52 }],
      },
      amountDue: 1_870.36,
    });
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, res.json().id));
    expect(row).toMatchObject({ taxpayerId: second, amountDueCents: 187_036 });

    // Its second late return pays the $25: Q2 2026, due 2026-07-31, filed 2026-08-05 (1 month).
    const later = await appAt('2026-08-05');
    const l = client(later);
    const again = await l.token(employer);
    await setSessionFilingAs(database, again, second);
    const next = await l.post(URL, quarterly(2026, 2, { taxWithheld: 100 }), again);
    expect(next.json()).toMatchObject({
      penaltyAndInterest: { lateFilingPenalty: 25, lateFilingPenaltyAbated: false },
    });
  });

  it('tax years up to 2022: $25 per month or part of a month late', async () => {
    // July 2022 is due Monday 2022-08-15; filed 2022-10-01: months Aug 16–Sep 15 and Sep 16–Oct 15 → 2.
    // $800.00: penalty $400.00, late filing 2 × $25, interest $800.00 × 0.05 × 2 / 12 = $6.666… → $6.67.
    const app = await appAt('2022-10-01');
    const res = await file(app, monthly(2022, 7, { taxWithheld: 800 }));
    expect(res.json()).toMatchObject({
      dueDate: '2022-08-15',
      late: true,
      penaltyAndInterest: {
        latePaymentPenalty: 400,
        lateFilingPenalty: 50,
        interest: 6.67,
        interestByYear: [{ year: 2022, months: 2, rate: 0.05, amount: 6.67 }],
      },
      amountDue: 1_256.67,
    });
  });

  it('tax years up to 2022: at most $150; interest across 2022 (5%) and 2023 (7%)', async () => {
    // June 2022 is due Friday 2022-07-15; filed 2023-01-20. Months start Jul 16, Aug 16 … Dec 16 (six
    // in 2022) and Jan 16, 2023 (one in 2023): 7 months → 7 × $25 = $175, capped at $150.
    // Interest on $1,000.00: (6 × 5% + 1 × 7%) / 12 = 0.37 / 12 → $30.8333… → $30.83 (rounded once).
    const app = await appAt('2023-01-20');
    const res = await file(app, monthly(2022, 6, { taxWithheld: 1_000 }));
    expect(res.json()).toMatchObject({
      dueDate: '2022-07-15',
      penaltyAndInterest: {
        latePaymentPenalty: 500,
        lateFilingPenalty: 150,
        interest: 30.83,
        interestByYear: [
          { year: 2022, months: 6, rate: 0.05, amount: 25 },
          { year: 2023, months: 1, rate: 0.07, amount: 5.83 },
        ],
      },
      amountDue: 1_680.83,
    });
  });

  it('tax years from 2023: a flat $25 however late; interest across 2025 (10%) and 2026 (9%)', async () => {
    // Q3 2025 is due Friday 2025-10-31; filed 2026-01-10. Months start Nov 1, Dec 1 (2025) and
    // Jan 1, 2026: 3 months, yet the late-filing penalty stays $25.
    // Tax due $2,400.00 − $400.00 credit = $2,000.00; penalty $1,000.00;
    // interest $2,000.00 × (10% + 10% + 9%) / 12 = $48.333… → $48.33.
    const app = await appAt('2026-01-10');
    const res = await file(app, quarterly(2025, 3, { taxWithheld: 2_400, priorCredit: 400 }));
    expect(res.json()).toMatchObject({
      dueDate: '2025-10-31',
      taxDue: 2_000,
      penaltyAndInterest: {
        unpaidTax: 2_000,
        latePaymentPenalty: 1_000,
        lateFilingPenalty: 25,
        interest: 48.33,
        total: 3_073.33,
        interestByYear: [
          { year: 2025, months: 2, rate: 0.1, amount: 33.33 },
          { year: 2026, months: 1, rate: 0.09, amount: 15 },
        ],
      },
      amountDue: 3_073.33,
    });
  });

  it('a prior credit reduces the tax but never below $0.00', async () => {
    // On time (Q4 2025 is due Monday 2026-02-02): nothing due.
    const febApp = await appAt('2026-01-15');
    const onTime = await file(febApp, quarterly(2025, 4, { taxWithheld: 100, priorCredit: 250 }));
    expect(onTime.json()).toMatchObject({ taxDue: 0, late: false, amountDue: 0, dueDate: '2026-02-02' });
    const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, onTime.json().id));
    expect(row!.amountDueCents).toBe(0);
    // Late (March 2026 due April 15, filed June 15): no tax, so no penalty or interest; only the $25.
    const late = await file(
      await appAt('2026-06-15'),
      monthly(2026, 3, { taxWithheld: 100, priorCredit: 250 }),
    );
    expect(late.json()).toMatchObject({
      taxDue: 0,
      late: true,
      penaltyAndInterest: {
        latePaymentPenalty: 0,
        lateFilingPenalty: 25,
        interest: 0,
        // Two late months (April 16 – June 15) of interest on $0.00.
        interestByYear: [{ year: 2026, months: 2, rate: 0.09, amount: 0 }],
      },
      amountDue: 25,
    });
  });

  it.each([
    ['month 13', monthly(2026, 13), 'period'],
    ['month 0', monthly(2026, 0), 'period'],
    ['quarter 5', quarterly(2026, 5), 'period'],
    ['a fractional period', quarterly(2026, 1.5), 'period'],
    ['negative wages', quarterly(2026, 1, { totalWages: -1 }), 'totalWages'],
    ['three decimals', quarterly(2026, 1, { taxWithheld: 1.005 }), 'taxWithheld'],
    ['a negative credit', quarterly(2026, 1, { priorCredit: -0.01 }), 'priorCredit'],
    ['a fractional employee count', quarterly(2026, 1, { employeeCount: 2.5 }), 'employeeCount'],
    ['an unknown frequency', { ...quarterly(2026, 1), frequency: 'weekly' }, 'frequency'],
    ['a missing tax withheld', { ...quarterly(2026, 1), taxWithheld: undefined }, 'taxWithheld'],
    ['a text tax year', { ...quarterly(2026, 1), taxYear: 'last' }, 'taxYear'],
  ])('answers 400 problem+json naming the field for %s', async (_name, body, field) => {
    const before = (await rowsOf(own)).length;
    const res = await file(await appAt('2026-11-22'), body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = res.json();
    expect(problem.type).toBe(problemType('validation-error'));
    expect(Object.keys(problem.errors)).toEqual([field]);
    expect(problem.detail).toContain(field);
    expect((await rowsOf(own)).length).toBe(before);
  });

  it.each([
    ['the current quarter', quarterly(2026, 2), 'cannot be filed before the period ends on 2026-06-30'],
    ['the current month', monthly(2026, 6), 'cannot be filed before the period ends on 2026-06-30'],
    ['next year', quarterly(2027, 1), 'cannot be filed before the period ends on 2027-03-31'],
  ])('refuses %s: the period has not ended', async (_name, body, message) => {
    const before = (await rowsOf(own)).length;
    const res = await file(await appAt('2026-06-15'), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: problemType('validation-error'),
      detail: `period: ${message}`,
      errors: { period: [message] },
    });
    expect((await rowsOf(own)).length).toBe(before);
  });

  it('answers missing-tax-rate for interest in a year without a rate', async () => {
    // Q1 2015 is due 2015-04-30: its first late months fall in 2015, which has no rate.
    const res = await file(await appAt('2016-01-15'), quarterly(2015, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe(problemType('missing-tax-rate'));
  });

  it('needs a session', async () => {
    const res = await client(await appAt('2026-06-15')).post(URL, quarterly(2025, 1));
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('refuses a session filing as a taxpayer the user does not represent', async () => {
    const c = client(await appAt('2026-06-15'));
    const token = await c.token(employer);
    await setSessionFilingAs(database, token, '100001');
    const res = await c.post(URL, quarterly(2025, 1), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: problemType('not-authorized-to-file'), detail: NOT_AUTHORIZED });
    expect((await rowsOf('100001')).length).toBe(0);
  });

  it('files one return per period: a second one is a 409 conflict; other periods and taxpayers are fine', async () => {
    const app = await appAt('2026-06-15');
    const first = await file(app, quarterly(2025, 2));
    expect(first.statusCode).toBe(200);
    const again = await file(app, quarterly(2025, 2, { taxWithheld: 99 }));
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(again.json()).toMatchObject({ type: problemType('conflict'), detail: DUPLICATE });
    // Another period of the same year, and the same period of another taxpayer, are new returns.
    expect((await file(app, quarterly(2025, 1))).statusCode).toBe(200);
    expect((await file(app, monthly(2025, 2))).statusCode).toBe(200);
    const c = client(app);
    const token = await c.token(employer);
    await setSessionFilingAs(database, token, second);
    expect((await c.post(URL, quarterly(2025, 2), token)).statusCode).toBe(200);
    const rows = (await rowsOf(own)).filter((r) => r.taxYear === 2025);
    const periods = rows.map((r) => {
      const data = r.data as { frequency: string; period: number };
      return `${data.frequency}-${data.period}`;
    });
    expect(periods.filter((p) => p === 'quarterly-2')).toHaveLength(1);
  });

  it('concurrent submits of one period store exactly one return', async () => {
    const app = await appAt('2026-06-15');
    const c = client(app);
    const token = await c.token(employer);
    const send = (month: number, attempt: number) =>
      c.send({
        method: 'POST',
        url: URL,
        payload: monthly(2024, month),
        headers: { 'idempotency-key': `concurrent-${month}-${attempt}-key` },
        token,
      });
    // Six months at once, five submits of each (different keys, as from different tabs).
    const months = [1, 2, 3, 4, 5, 6];
    const results = await Promise.all(
      months.flatMap((month) => [1, 2, 3, 4, 5].map(async (n) => [month, (await send(month, n)).statusCode])),
    );
    for (const month of months) {
      const codes = results.filter(([m]) => m === month).map(([, code]) => code);
      expect(codes.sort(), `month ${month}`).toEqual([200, 409, 409, 409, 409]);
    }
    const rows = (await rowsOf(own)).filter((r) => r.taxYear === 2024);
    const periods = rows.map((r) => (r.data as { period: number }).period).sort((a, b) => a - b);
    expect(periods).toEqual(months);
  });

  it('the same Idempotency-Key answers the first record (200), concurrent or repeated', async () => {
    const app = await appAt('2026-06-15');
    const c = client(app);
    const token = await c.token(employer);
    const headers = { 'idempotency-key': 'return-key-0001' };
    const send = () => c.send({ method: 'POST', url: URL, payload: monthly(2025, 12), headers, token });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    for (const res of [first, second, third]) expect(res.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(third.json()).toEqual(first.json());
    expect(
      await database.db.$count(
        taxForms,
        and(eq(taxForms.taxpayerId, own), eq(taxForms.idempotencyKey, 'return-key-0001')),
      ),
    ).toBe(1);
    // A new key for the same period is a second return: refused.
    const other = await c.send({
      method: 'POST',
      url: URL,
      payload: monthly(2025, 12),
      headers: { 'idempotency-key': 'return-key-0002' },
      token,
    });
    expect(other.statusCode).toBe(409);
  });

  it('refuses a key already spent on another kind of form', async () => {
    const app = await appAt('2026-06-15');
    const now = new Date();
    await database.db.insert(taxForms).values({
      taxpayerId: own,
      type: 'BillingStatement',
      taxYear: 2025,
      data: {},
      idempotencyKey: 'spent-key-0001',
      createdAt: now,
      updatedAt: now,
    });
    const res = await file(app, monthly(2025, 10), { 'idempotency-key': 'spent-key-0001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().type).toBe(problemType('conflict'));
  });

  describe('GET /api/return-of-income/context: what the preview assumes', () => {
    const third = '930003';
    let thirdEmployer: string;
    beforeAll(async () => {
      await database.db.insert(taxpayers).values({ id: third, type: 2, name1: 'Harbor Tools Marine LLC' });
      thirdEmployer = await createUser(database, { isBusinessUser: true, taxpayerId: third });
    });

    it("answers the authority's today and the taxpayer's own late-filing history", async () => {
      const app = await appAt('2026-02-10');
      const c = client(app);
      const token = await c.token(thirdEmployer);
      const context = () => c.get('/api/return-of-income/context', token);
      expect((await context()).json()).toEqual({ today: '2026-02-10', priorLateFiling: false });
      // An on-time return is no late filing.
      expect((await c.post(URL, monthly(2026, 1), token)).json()).toMatchObject({ late: false });
      expect((await context()).json()).toEqual({ today: '2026-02-10', priorLateFiling: false });
      // A late one (December 2025, due January 15) is: the first is abated, and from then on the history says so.
      const late = await c.post(URL, monthly(2025, 12), token);
      expect(late.json()).toMatchObject({
        late: true,
        penaltyAndInterest: { lateFilingPenalty: 0, lateFilingPenaltyAbated: true },
      });
      expect((await context()).json()).toEqual({ today: '2026-02-10', priorLateFiling: true });
      // Another taxpayer's history is its own.
      const other = await c.token(employer);
      await setSessionFilingAs(database, other, second);
      expect((await c.get('/api/return-of-income/context', other)).json()).toMatchObject({
        priorLateFiling: true,
      });
    });

    it('needs a session, and is only for a taxpayer that files the return', async () => {
      const app = await appAt('2026-02-10');
      const res = await client(app).get('/api/return-of-income/context');
      expect(res.statusCode).toBe(401);
      const c = client(app);
      const token = await c.token(employer);
      await setSessionFilingAs(database, token, '100001');
      const refused = await c.get('/api/return-of-income/context', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });
});
