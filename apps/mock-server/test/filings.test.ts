import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { filingsResponseSchema, type Filing } from '@citytax/api';
import { CONFIRMATION_PATTERN, newConfirmationNumber } from '../src/confirmation';
import { payments, taxForms, taxpayers } from '../src/db/schema';
import { BILL, ESTIMATE, W2, WITHHOLDING, type Client } from './authorizationRoutes';
import { client, createUser, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

/*
 * The taxpayer's account (issue 15): GET /api/filings lists every form of the filing-as taxpayer,
 * newest first, with status, amounts, period, confirmation number and actions; a filed form gets a
 * confirmation number, unique even when many are filed at once.
 */

describe.each(drivers)('filings and confirmation numbers (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let next = 980_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function filer(type: 0 | 2 = 0) {
    const taxpayerId = String(next++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type, name1: 'Account', name2: 'Holder' });
    const email = await createUser(database, {
      isBusinessUser: type === 2,
      taxpayerId,
      linked: type === 2 ? [taxpayerId] : [],
    });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId };
  }
  async function filings(c: Client, token: string): Promise<Filing[]> {
    const res = await c.get('/api/filings', token);
    expect(res.statusCode, res.body).toBe(200);
    return filingsResponseSchema.parse(res.json()).filings;
  }
  const noPayment = (c: Client, token: string, id: number) =>
    c.post(`/api/payments/tax-forms/${id}/no-payment`, undefined, token);

  it('lists drafts, forms awaiting payment, filed and paid forms, newest first, with their actions', async () => {
    const { c, token, taxpayerId } = await filer();
    expect(await filings(c, token)).toEqual([]);

    // A draft annual return (its W-2 is part of it, not listed on its own).
    expect((await c.post('/api/form-w2', W2, token)).statusCode).toBe(200);
    // An estimate awaiting payment, and one filed with nothing to pay.
    const owed = (
      await c.post('/api/form/individual-estimate', { ...ESTIMATE, paymentAmount: 90 }, token)
    ).json();
    expect((await c.post(`/api/tax-forms/${owed.id}/submit`, undefined, token)).statusCode).toBe(200);
    const nothing = (
      await c.post('/api/form/individual-estimate', { ...ESTIMATE, paymentAmount: 0 }, token)
    ).json();
    expect((await noPayment(c, token, nothing.id)).statusCode).toBe(200);
    // A billing statement paid in full (as the provider's callback records it).
    const bill = (await c.post('/api/form/tax-penalty-interest-billing-statement', BILL, token)).json();
    const now = new Date();
    await database.db
      .update(taxForms)
      .set({ status: 'Filed', filedAt: now, confirmationNumber: newConfirmationNumber(2023) })
      .where(eq(taxForms.id, bill.id));
    await database.db.insert(payments).values({
      id: `paid-${bill.id}`,
      taxFormId: bill.id,
      taxpayerId,
      amountCents: Math.round(bill.total * 100),
      status: 'Completed',
      createdAt: now,
      completedAt: now,
    });

    const list = await filings(c, token);
    expect(list.map((f) => [f.taxFormType, f.status, f.actions])).toEqual([
      ['BillingStatement', 'Paid', ['view', 'downloadPdf']],
      ['IndividualEstimate', 'Filed', ['view', 'downloadPdf']],
      ['IndividualEstimate', 'AwaitingPayment', ['pay', 'view']],
      ['CityTaxForm', 'Draft', ['continue']],
    ]);
    const [paid, filed, awaiting, draft] = list as [Filing, Filing, Filing, Filing];
    expect(paid).toMatchObject({ amountDue: 0, amountPaid: bill.total, taxYear: 2023, period: null });
    expect(filed).toMatchObject({ amountDue: 0, amountPaid: 0 });
    expect(filed.confirmationNumber).toMatch(CONFIRMATION_PATTERN);
    expect(filed.filedAt).not.toBeNull();
    expect(awaiting).toMatchObject({
      amountDue: 90,
      amountPaid: 0,
      confirmationNumber: null,
      filedAt: null,
      period: { kind: 'installment' },
    });
    expect(draft).toMatchObject({ confirmationNumber: null, filedAt: null });
  });

  it("shows an employer's return's period, and nothing of another taxpayer", async () => {
    const business = await filer(2);
    const stored = await business.c.post('/api/return-of-income', WITHHOLDING, business.token);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await filings(business.c, business.token)).toMatchObject([
      { taxFormType: 'ReturnOfIncome', period: { kind: 'quarter', number: 1 }, taxYear: WITHHOLDING.taxYear },
    ]);
    const other = await filer();
    expect(await filings(other.c, other.token)).toEqual([]);
    expectAnonymous(await other.c.get('/api/filings'));
  });

  function expectAnonymous(res: Awaited<ReturnType<Client['get']>>) {
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe(problemType('unauthorized'));
  }

  it('gives every filed form its own confirmation number, also when twenty are filed at once', async () => {
    const { c, token } = await filer();
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await c.post('/api/form/individual-estimate', { ...ESTIMATE, paymentAmount: 0 }, token);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().id as number);
    }
    const answers = await Promise.all(ids.map((id) => noPayment(c, token, id)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await Promise.all(
      ids.map(async (id) => (await database.db.select().from(taxForms).where(eq(taxForms.id, id)))[0]!),
    );
    const numbers = rows.map((r) => r.confirmationNumber);
    for (const n of numbers) expect(n).toMatch(CONFIRMATION_PATTERN);
    expect(new Set(numbers).size).toBe(20);
    // An exemption certificate, filed as it is stored, has one too.
    const exempt = await c.post(
      '/api/exempt',
      { exemptionSelection: 'retired', businessSoldDate: null },
      token,
    );
    expect(exempt.statusCode, exempt.body).toBe(200);
    const [certificate] = await database.db.select().from(taxForms).where(eq(taxForms.id, exempt.json().id));
    expect(certificate!.confirmationNumber).toMatch(new RegExp(`^CT-${certificate!.taxYear}-`));
  });

  it('draws numbers readable aloud: CT-year and two groups of four unambiguous characters', () => {
    const drawn = Array.from({ length: 500 }, () => newConfirmationNumber(2025));
    for (const n of drawn) expect(n).toMatch(CONFIRMATION_PATTERN);
    // The drawn groups (the year is the year) have no 0/O, 1/I/L or U/V.
    expect(drawn.map((n) => n.slice('CT-2025-'.length)).join('')).not.toMatch(/[01ILOUV]/);
    expect(new Set(drawn).size).toBe(500);
  });
});
