import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  billingStatementCalculationSchema,
  billingStatementResponseSchema,
  billingStatementWords,
  type BillingStatementCalculation,
  type BillingStatementRequest,
} from '@citytax/api';
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

const URL_CALCULATE = '/api/form/tax-penalty-interest-billing-statement/calculate';
const URL_STORE = '/api/form/tax-penalty-interest-billing-statement';
const NOT_AUTHORIZED = 'This user is not authorized to file this form for this taxpayer';
/** The city tax form's missing-tax-rate text: a billing statement has no cities, so never says it. */
const CITIES_TEXT =
  "An error occurred calculating taxes for your selected cities. Please contact the provider's support.";

/** $1,000.00 of individual tax for 2023, due, filed and paid on April 15, 2024. */
const request = (over: Partial<BillingStatementRequest> = {}): BillingStatementRequest => ({
  taxType: 'individual',
  taxYear: 2023,
  unpaidTax: 1_000,
  dueDate: '2024-04-15',
  filedDate: '2024-04-15',
  paymentDate: '2024-04-15',
  // Filed late before: the late-filing penalty applies (the first-failure abatement has its own cases).
  priorLateFiling: true,
  ...over,
});

/**
 * Hand computations of TAX-RULES.md §5 (money in dollars). Month k late runs from
 * due + (k−1) months + 1 day to due + k months; any part of a month is a whole month;
 * interest is unpaid × rate(year the month starts) / 12 per month, summed, then rounded once.
 */
const CASES: Array<{ name: string; body: BillingStatementRequest; expected: BillingStatementCalculation }> = [
  {
    name: 'filed and paid on the due date: no penalty, no interest',
    body: request(),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 0,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 1_000,
      interestByYear: [],
    },
  },
  {
    name: 'filed and paid before the due date',
    body: request({ filedDate: '2024-03-01', paymentDate: '2024-04-01' }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 0,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 1_000,
      interestByYear: [],
    },
  },
  {
    // Months start Apr 16 and May 16, 2024 (10%): 1,000 × 0.10 × 2 / 12 = 16.666… → $16.67; 15% = $150.00.
    name: 'late payment only, individual: 15% penalty and two part-months of interest',
    body: request({ filedDate: '2024-04-10', paymentDate: '2024-06-10' }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 150,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 16.67,
      total: 1_166.67,
      interestByYear: [{ year: 2024, months: 2, rate: 0.1, amount: 16.67 }],
    },
  },
  {
    // One day late is one whole month: 1,000 × 0.10 / 12 = 8.333… → $8.33.
    name: 'a part month counts as a whole one (one day late)',
    body: request({ paymentDate: '2024-04-16' }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 150,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 8.33,
      total: 1_158.33,
      interestByYear: [{ year: 2024, months: 1, rate: 0.1, amount: 8.33 }],
    },
  },
  {
    // May 15 closes month 1 exactly; May 16 opens month 2.
    name: 'paid on the last day of the first month late: still one month',
    body: request({ paymentDate: '2024-05-15' }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 150,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 8.33,
      total: 1_158.33,
      interestByYear: [{ year: 2024, months: 1, rate: 0.1, amount: 8.33 }],
    },
  },
  {
    // Tax year 2021: filed Jul 1, 2022 after an Apr 18 due date; due + 2 months = Jun 18 < Jul 1 ≤ Jul 18: 3 × $25.
    name: 'late filing, tax year ≤ 2022: $25 per month or part',
    body: request({
      taxYear: 2021,
      unpaidTax: 500,
      dueDate: '2022-04-18',
      filedDate: '2022-07-01',
      paymentDate: '2022-04-18',
    }),
    expected: {
      unpaidTax: 500,
      latePaymentPenalty: 0,
      lateFilingPenalty: 75,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 575,
      interestByYear: [],
    },
  },
  {
    name: 'late filing by one day, tax year ≤ 2022: one month, $25',
    body: request({
      taxYear: 2021,
      unpaidTax: 0,
      dueDate: '2022-04-18',
      filedDate: '2022-04-19',
      paymentDate: '2022-04-18',
    }),
    expected: {
      unpaidTax: 0,
      latePaymentPenalty: 0,
      lateFilingPenalty: 25,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 25,
      interestByYear: [],
    },
  },
  {
    // Tax year 2022: filed Jan 10, 2024, 9 months after Apr 18, 2023: 9 × $25 = $225, at most $150.
    name: 'late filing, tax year ≤ 2022: capped at $150',
    body: request({
      taxYear: 2022,
      unpaidTax: 200,
      dueDate: '2023-04-18',
      filedDate: '2024-01-10',
      paymentDate: '2023-04-18',
    }),
    expected: {
      unpaidTax: 200,
      latePaymentPenalty: 0,
      lateFilingPenalty: 150,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 350,
      interestByYear: [],
    },
  },
  {
    // Tax year 2023: filed 9 months late, still a flat $25.
    name: 'late filing, tax year ≥ 2023: a flat $25',
    body: request({ unpaidTax: 300, filedDate: '2025-01-10' }),
    expected: {
      unpaidTax: 300,
      latePaymentPenalty: 0,
      lateFilingPenalty: 25,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 325,
      interestByYear: [],
    },
  },
  {
    // Tax year 2023 filed 9 months late, but the taxpayer never filed late before: the $25 is abated.
    name: 'late filing, tax year ≥ 2023, first failure to file on time: abated',
    body: request({ unpaidTax: 300, filedDate: '2025-01-10', priorLateFiling: false }),
    expected: {
      unpaidTax: 300,
      latePaymentPenalty: 0,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: true,
      interest: 0,
      total: 300,
      interestByYear: [],
    },
  },
  {
    // Tax year 2022 is before the abatement: a first failure still pays $25 a month (2 months).
    name: 'late filing, tax year 2022, first failure: not abated',
    body: request({
      taxYear: 2022,
      unpaidTax: 0,
      dueDate: '2023-04-18',
      filedDate: '2023-05-20',
      paymentDate: '2023-04-18',
      priorLateFiling: false,
    }),
    expected: {
      unpaidTax: 0,
      latePaymentPenalty: 0,
      lateFilingPenalty: 50,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 50,
      interestByYear: [],
    },
  },
  {
    // 50% of $100.00 = $50.00; flat $25; one month at 10%: 100 × 0.10 / 12 = 0.833… → $0.83.
    name: 'withholding: 50% late-payment penalty',
    body: request({
      taxType: 'withholding',
      taxYear: 2024,
      unpaidTax: 100,
      dueDate: '2024-04-30',
      filedDate: '2024-05-01',
      paymentDate: '2024-05-01',
    }),
    expected: {
      unpaidTax: 100,
      latePaymentPenalty: 50,
      lateFilingPenalty: 25,
      lateFilingPenaltyAbated: false,
      interest: 0.83,
      total: 175.83,
      interestByYear: [{ year: 2024, months: 1, rate: 0.1, amount: 0.83 }],
    },
  },
  {
    // Months start Apr 16 … Dec 16, 2024 (9 at 10%: $75.00) and Jan 16, 2025 (1 at 10%: $8.33);
    // Feb 10 is within month 10 (Jan 16 – Feb 15). 1,000 × 0.10 × 10 / 12 = 83.333… → $83.33.
    name: 'interest across a year boundary (same rate both years)',
    body: request({ paymentDate: '2025-02-10' }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 150,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 83.33,
      total: 1_233.33,
      interestByYear: [
        { year: 2024, months: 9, rate: 0.1, amount: 75 },
        { year: 2025, months: 1, rate: 0.1, amount: 8.33 },
      ],
    },
  },
  {
    // Months start Oct 16, Nov 16, Dec 16, 2022 (5%) and Jan 16, Feb 16, 2023 (7%); Mar 1 is in month 5.
    // 1,000 × (3 × 0.05 + 2 × 0.07) / 12 = 1,000 × 0.29 / 12 = 24.166… → $24.17 ($12.50 + $11.67).
    name: 'net profit across two rate years (5% → 7%)',
    body: request({
      taxType: 'netProfit',
      taxYear: 2021,
      dueDate: '2022-10-15',
      filedDate: '2022-10-15',
      paymentDate: '2023-03-01',
    }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 150,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 24.17,
      total: 1_174.17,
      interestByYear: [
        { year: 2022, months: 3, rate: 0.05, amount: 12.5 },
        { year: 2023, months: 2, rate: 0.07, amount: 11.67 },
      ],
    },
  },
  {
    // Due Apr 18, 2023, paid May 20, 2024: months start Apr 19 … Dec 19, 2023 (9 at 7%: $52.50)
    // and Jan 19 … May 19, 2024 (5 at 10%: $41.666… → $41.67); 1,000 × (0.63 + 0.50) / 12 = 94.166… → $94.17.
    name: 'individual across two rate years (7% → 10%), as in the end-to-end test',
    body: request({
      taxYear: 2022,
      dueDate: '2023-04-18',
      filedDate: '2023-04-18',
      paymentDate: '2024-05-20',
    }),
    expected: {
      unpaidTax: 1_000,
      latePaymentPenalty: 150,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 94.17,
      total: 1_244.17,
      interestByYear: [
        { year: 2023, months: 9, rate: 0.07, amount: 52.5 },
        { year: 2024, months: 5, rate: 0.1, amount: 41.67 },
      ],
    },
  },
  {
    // $3.00: per year 3 × 0.05 × 3 / 12 = 0.0375 and 3 × 0.07 × 2 / 12 = 0.035 (each would round to
    // $0.04), but the interest is rounded once: 3 × 0.29 / 12 = 0.0725 → $0.07. The rows share it by
    // largest remainder: floors 3¢ + 3¢, the cent left goes to 2022 (.75 > .5): $0.04 + $0.03.
    name: 'interest is rounded once over all months, and the rows add up to it',
    body: request({
      taxType: 'netProfit',
      taxYear: 2021,
      unpaidTax: 3,
      dueDate: '2022-10-15',
      filedDate: '2022-10-15',
      paymentDate: '2023-03-01',
    }),
    expected: {
      unpaidTax: 3,
      latePaymentPenalty: 0.45,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 0.07,
      total: 3.52,
      interestByYear: [
        { year: 2022, months: 3, rate: 0.05, amount: 0.04 },
        { year: 2023, months: 2, rate: 0.07, amount: 0.03 },
      ],
    },
  },
  {
    // No late month, so no interest rate is needed even though 2015 has none.
    name: 'a year without a rate is fine when nothing is late',
    body: request({
      taxYear: 2015,
      unpaidTax: 10,
      dueDate: '2016-04-18',
      filedDate: '2016-04-18',
      paymentDate: '2016-04-18',
    }),
    expected: {
      unpaidTax: 10,
      latePaymentPenalty: 0,
      lateFilingPenalty: 0,
      lateFilingPenaltyAbated: false,
      interest: 0,
      total: 10,
      interestByYear: [],
    },
  },
];

describe.each(drivers)('billing statement (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** A taxpayer of this test alone. */
  let ownEmail: string;
  const ownTaxpayer = '930001';

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
    await database.db.insert(taxpayers).values({ id: ownTaxpayer, type: 0, name1: 'Billie', name2: 'Stone' });
    ownEmail = await createUser(database, { isBusinessUser: false, taxpayerId: ownTaxpayer });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const ownForms = () => database.db.$count(taxForms, eq(taxForms.taxpayerId, ownTaxpayer));

  describe('POST /api/form/tax-penalty-interest-billing-statement/calculate', () => {
    it.each(CASES)('$name', async ({ body, expected }) => {
      const c = client(app);
      const token = await c.token(ownEmail);
      const before = await database.db.$count(taxForms);
      const res = await c.post(URL_CALCULATE, body, token);
      expect(res.statusCode).toBe(200);
      // Exactly the fixed contract: no extra keys.
      expect(res.json()).toEqual(expected);
      expect(billingStatementCalculationSchema.strict().parse(res.json())).toEqual(expected);
      expect(await database.db.$count(taxForms)).toBe(before);
    });

    it('answers missing-tax-rate naming the year, not cities, for withholding due in 2015 (no rate that year)', async () => {
      const c = client(app);
      const res = await c.post(
        URL_CALCULATE,
        request({
          taxType: 'withholding',
          taxYear: 2015,
          dueDate: '2015-12-01',
          filedDate: '2015-12-01',
          paymentDate: '2016-01-05',
        }),
        await c.token(ownEmail),
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        type: problemType('missing-tax-rate'),
        detail:
          'No interest rate is known for 2015, so the interest cannot be worked out. Check the due date and the payment date; if they are right, contact the tax office.',
      });
      expect(res.json().detail).not.toBe(CITIES_TEXT);
    });

    it("checks the dates against the server's own clock: in 2027 a payment then is no longer in the future, but has no rate yet", async () => {
      const body = request({
        taxYear: 2025,
        dueDate: '2026-11-15',
        filedDate: '2026-11-15',
        paymentDate: '2027-01-20',
      });
      const early = await makeApp(database, { clock: fakeClock(new Date('2026-12-01T15:00:00Z')).now });
      const late = await makeApp(database, { clock: fakeClock(new Date('2027-03-01T15:00:00Z')).now });
      try {
        const onEarly = client(early);
        const refused = await onEarly.post(URL_CALCULATE, body, await onEarly.token(ownEmail));
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          type: problemType('validation-error'),
          errors: { paymentDate: ['must not be in the future'] },
        });
        const onLate = client(late);
        const missing = await onLate.post(URL_CALCULATE, body, await onLate.token(ownEmail));
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({
          type: problemType('missing-tax-rate'),
          detail: billingStatementWords.missingRate(2027),
        });
      } finally {
        await early.close();
        await late.close();
      }
    });

    it('names every impossible date of issue 18 on its field, with a readable detail (tax year 2026, due 2030, filed 2020, paid 2099)', async () => {
      const c = client(app);
      const token = await c.token(ownEmail);
      const body = request({
        taxYear: 2026,
        dueDate: '2030-04-15',
        filedDate: '2020-04-15',
        paymentDate: '2099-04-15',
      });
      for (const url of [URL_CALCULATE, URL_STORE]) {
        const before = await ownForms();
        const res = await c.post(url, body, token);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        const problem = res.json();
        expect(problem.type).toBe(problemType('validation-error'));
        expect(problem.errors).toEqual({
          dueDate: ['must be in the year after the tax year'],
          filedDate: ['must not be before the tax year'],
          paymentDate: ['must not be in the future'],
        });
        expect(problem.detail).toBe(
          'body.dueDate: must be in the year after the tax year. body.filedDate: must not be before the tax year. body.paymentDate: must not be in the future',
        );
        expect(problem.detail).not.toMatch(/cities|support/);
        expect(await ownForms()).toBe(before);
      }
    });

    it.each([
      ['a negative tax', { unpaidTax: -1 }, 'unpaidTax', 'must be greater than or equal to zero'],
      ['more than two decimals', { unpaidTax: 10.005 }, 'unpaidTax', 'must have at most two decimal places'],
      ['a text tax', { unpaidTax: '100' as unknown as number }, 'unpaidTax', undefined],
      ['a missing tax', { unpaidTax: undefined }, 'unpaidTax', undefined],
      [
        'a payment before the tax year',
        { paymentDate: '2022-12-31' },
        'paymentDate',
        'must not be before the tax year',
      ],
      [
        'a due date before the tax year',
        { dueDate: '2022-04-15' },
        'dueDate',
        'must be in the year after the tax year',
      ],
      [
        'a return due in its own tax year',
        { dueDate: '2023-12-31' },
        'dueDate',
        'must be in the year after the tax year',
      ],
      [
        'a return due two years after it',
        { dueDate: '2025-04-15' },
        'dueDate',
        'must be in the year after the tax year',
      ],
      [
        'withholding due two years after the tax year',
        { taxType: 'withholding' as const, dueDate: '2025-01-31' },
        'dueDate',
        'must be in the tax year or the year after',
      ],
      [
        'a filing before the tax year',
        { filedDate: '2022-12-31' },
        'filedDate',
        'must not be before the tax year',
      ],
      ['a filing in the future', { filedDate: '2099-04-15' }, 'filedDate', 'must not be in the future'],
      ['a payment in the future', { paymentDate: '2099-04-15' }, 'paymentDate', 'must not be in the future'],
      [
        'an unknown tax type',
        { taxType: 'sales' as BillingStatementRequest['taxType'] },
        'taxType',
        'must be individual, netProfit or withholding',
      ],
      ['an impossible due date', { dueDate: '2024-02-30' }, 'dueDate', 'is not a real calendar date'],
      ['a US-style filed date', { filedDate: '04/15/2024' }, 'filedDate', 'must be a date (YYYY-MM-DD)'],
      ['a missing payment date', { paymentDate: undefined }, 'paymentDate', undefined],
      ['a text tax year', { taxYear: 'last' as unknown as number }, 'taxYear', 'must be a tax year'],
      ['a fractional tax year', { taxYear: 2023.5 }, 'taxYear', 'must be a tax year'],
    ])('answers 400 problem+json naming the field for %s', async (_name, over, field, message) => {
      const c = client(app);
      const token = await c.token(ownEmail);
      for (const url of [URL_CALCULATE, URL_STORE]) {
        const before = await ownForms();
        const res = await c.post(url, request(over), token);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        const problem = res.json();
        expect(problem.type).toBe(problemType('validation-error'));
        expect(Object.keys(problem.errors)).toEqual([field]);
        if (message) expect(problem.errors[field]).toContain(message);
        expect(problem.detail).toContain(field);
        expect(await ownForms()).toBe(before);
      }
    });

    it("takes an absent priorLateFiling as false (the fixed contract's callers): a first failure is abated", async () => {
      const c = client(app);
      const { priorLateFiling: _omitted, ...body } = request({ unpaidTax: 300, filedDate: '2025-01-10' });
      const res = await c.post(URL_CALCULATE, body, await c.token(ownEmail));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ lateFilingPenalty: 0, lateFilingPenaltyAbated: true, total: 300 });
    });

    it('refuses a priorLateFiling that is not a boolean', async () => {
      const c = client(app);
      const body = { ...request(), priorLateFiling: 'no' };
      const res = await c.post(URL_CALCULATE, body, await c.token(ownEmail));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: problemType('validation-error'),
        errors: { priorLateFiling: ['must be true or false'] },
      });
    });

    it('needs a session', async () => {
      const res = await client(app).post(URL_CALCULATE, request());
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().type).toBe(problemType('unauthorized'));
    });

    it('refuses a session filing as a taxpayer the user does not represent', async () => {
      const c = client(app);
      const token = await c.token(ownEmail);
      await setSessionFilingAs(database, token, '200001');
      const res = await c.post(URL_CALCULATE, request(), token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        type: problemType('not-authorized-to-file'),
        detail: NOT_AUTHORIZED,
      });
    });
  });

  describe('POST /api/form/tax-penalty-interest-billing-statement', () => {
    it.each(CASES)('stores $name with the same computation', async ({ body, expected }) => {
      const c = client(app);
      const res = await c.post(URL_STORE, body, await c.token(ownEmail));
      expect(res.statusCode).toBe(200);
      const stored = billingStatementResponseSchema.strict().parse(res.json());
      expect(stored).toEqual({ id: expect.any(Number), ...expected });
      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, stored.id));
      expect(row).toMatchObject({
        taxpayerId: ownTaxpayer,
        type: 'BillingStatement',
        taxYear: body.taxYear,
        status: 'Draft',
        amountDueCents: Math.round(expected.total * 100),
        idempotencyKey: null,
        filedAt: null,
      });
    });

    it('keeps the inputs and the result in cents', async () => {
      const c = client(app);
      const body = request({
        taxType: 'netProfit',
        taxYear: 2021,
        dueDate: '2022-10-15',
        filedDate: '2022-10-15',
        paymentDate: '2023-03-01',
      });
      const res = await c.post(URL_STORE, body, await c.token(ownEmail));
      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, res.json().id));
      expect(row!.data).toEqual({
        taxType: 'netProfit',
        unpaidTaxCents: 100_000,
        dueDate: '2022-10-15',
        filedDate: '2022-10-15',
        paymentDate: '2023-03-01',
        priorLateFiling: true,
        result: {
          unpaidTax: 100_000,
          latePaymentPenalty: 15_000,
          lateFilingPenalty: 0,
          lateFilingPenaltyAbated: false,
          interest: 2_417,
          total: 117_417,
          interestByYear: [
            { year: 2022, months: 3, ratePpm: 50_000, amount: 1_250 },
            { year: 2023, months: 2, ratePpm: 70_000, amount: 1_167 },
          ],
        },
      });
      expect(row!.amountDueCents).toBe(117_417);
      expect(row!.createdByUserId).not.toBeNull();
    });

    it('stores for the taxpayer the session files as', async () => {
      const c = client(app);
      const token = await c.token('business@example.com');
      await setSessionFilingAs(database, token, '300002');
      const res = await c.post(URL_STORE, request({ taxType: 'withholding' }), token);
      expect(res.statusCode).toBe(200);
      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, res.json().id));
      expect(row!.taxpayerId).toBe('300002');
    });

    it('stores nothing when a rate is missing', async () => {
      const c = client(app);
      const before = await ownForms();
      const res = await c.post(
        URL_STORE,
        request({
          taxType: 'withholding',
          taxYear: 2015,
          dueDate: '2015-12-01',
          filedDate: '2015-12-01',
          paymentDate: '2016-01-05',
        }),
        await c.token(ownEmail),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe(problemType('missing-tax-rate'));
      expect(await ownForms()).toBe(before);
    });

    it('keeps one record per Idempotency-Key', async () => {
      const c = client(app);
      const token = await c.token(ownEmail);
      const key = 'billing-key-0001';
      const send = (body = request({ paymentDate: '2024-06-10' })) =>
        c.send({ method: 'POST', url: URL_STORE, payload: body, headers: { 'idempotency-key': key }, token });
      const count = () =>
        database.db.$count(
          taxForms,
          and(eq(taxForms.taxpayerId, ownTaxpayer), eq(taxForms.idempotencyKey, key)),
        );
      const [first, second] = await Promise.all([send(), send()]);
      // A retry answers the first statement, even with changed values.
      const third = await send(request({ unpaidTax: 5 }));
      for (const res of [first, second, third]) expect(res.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ total: 1_166.67 });
      expect(second.json()).toEqual(first.json());
      expect(third.json()).toEqual(first.json());
      expect(await count()).toBe(1);

      const bad = await c.send({
        method: 'POST',
        url: URL_STORE,
        payload: request(),
        headers: { 'idempotency-key': 'no!' },
        token,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('Idempotency-Key');
    });

    it('refuses a key already spent on another kind of form', async () => {
      const c = client(app);
      const token = await c.token(ownEmail);
      const now = new Date();
      await database.db.insert(taxForms).values({
        taxpayerId: ownTaxpayer,
        type: 'IndividualEstimate',
        taxYear: 2026,
        status: 'Draft',
        data: {},
        idempotencyKey: 'spent-key-0001',
        createdAt: now,
        updatedAt: now,
      });
      const res = await c.send({
        method: 'POST',
        url: URL_STORE,
        payload: request(),
        headers: { 'idempotency-key': 'spent-key-0001' },
        token,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toBe(problemType('conflict'));
    });

    it('a statement of $0.00 is filed with no payment; one with a total is not', async () => {
      const c = client(app);
      const token = await c.token(ownEmail);
      const zero = await c.post(URL_STORE, request({ unpaidTax: 0 }), token);
      expect(zero.json()).toMatchObject({ total: 0 });
      const filed = await c.post(`/api/payments/tax-forms/${zero.json().id}/no-payment`, undefined, token);
      expect(filed.statusCode).toBe(200);
      expect(filed.json()).toMatchObject({ id: zero.json().id, status: 'Filed' });

      const owing = await c.post(URL_STORE, request(), token);
      const refused = await c.post(`/api/payments/tax-forms/${owing.json().id}/no-payment`, undefined, token);
      expect(refused.statusCode).toBe(400);
      const [row] = await database.db.select().from(taxForms).where(eq(taxForms.id, owing.json().id));
      expect(row!.status).toBe('Draft');
    });

    it('needs a session', async () => {
      const before = await database.db.$count(taxForms);
      const res = await client(app).post(URL_STORE, request());
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(await database.db.$count(taxForms)).toBe(before);
    });

    it('refuses a session filing as a taxpayer the user does not represent', async () => {
      const c = client(app);
      const token = await c.token('individual@example.com');
      await setSessionFilingAs(database, token, '200001');
      const before = await database.db.$count(taxForms);
      const res = await c.post(URL_STORE, request(), token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        type: problemType('not-authorized-to-file'),
        detail: NOT_AUTHORIZED,
      });
      expect(await database.db.$count(taxForms)).toBe(before);
    });
  });
});
