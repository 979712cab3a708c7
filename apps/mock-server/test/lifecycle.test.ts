import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { priorTaxYear } from '@citytax/api';
import { taxForms, taxpayers } from '../src/db/schema';
import { TAX_FORM_LOCKED_FORM, TAX_FORM_LOCKED_RETURN } from '../src/policy';
import { BILL, ESTIMATE, F1099, NET_PROFIT, W2, WITHHOLDING, type Client } from './authorizationRoutes';
import { client, createUser, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

/*
 * The one filing lifecycle (ADR 0017): Draft → AwaitingPayment (locked, the amount fixed) → Filed,
 * withdraw back to Draft; and the forms of one tax year that exclude each other, for every filer of
 * a joint return. The payment side (voided sessions, callbacks of another amount) is in
 * payments.test.ts.
 */

const TAX_YEAR = priorTaxYear(new Date());

function expectProblem(res: LightMyRequestResponse, status: number, type: string, detail?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().type).toBe(problemType(type));
  if (detail !== undefined) expect(res.json().detail).toBe(detail);
}

describe.each(drivers)('the filing lifecycle (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let next = 960_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function filer(type: 0 | 1 | 2 = 0) {
    const taxpayerId = String(next++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type, name1: 'Life', name2: 'Cycle' });
    const isBusinessUser = type === 2;
    const email = await createUser(database, {
      isBusinessUser,
      taxpayerId,
      linked: isBusinessUser ? [taxpayerId] : [],
    });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId };
  }
  const put = (c: Client, url: string, payload: unknown, token: string) =>
    c.send({ method: 'PUT', url, payload: payload as object, token });
  const del = (c: Client, url: string, token: string) => c.send({ method: 'DELETE', url, token });
  const formRow = async (id: number) =>
    (await database.db.select().from(taxForms).where(eq(taxForms.id, id)))[0]!;
  const formsOf = (taxpayerId: string) =>
    database.db.select().from(taxForms).where(eq(taxForms.taxpayerId, taxpayerId)).orderBy(taxForms.id);

  /** An annual return with a balance due (a Cleveland W-2 with nothing withheld) and a 1099. */
  async function returnWithBalance(c: Client, token: string) {
    expect((await put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token)).statusCode).toBe(200);
    const w2 = await c.post('/api/form-w2', { ...W2, localTaxWithheld: 0 }, token);
    expect(w2.statusCode, w2.body).toBe(200);
    const f1099 = await c.post('/api/form1099', F1099, token);
    expect(f1099.statusCode, f1099.body).toBe(200);
    return {
      returnId: w2.json().cityTaxFormId as number,
      w2Id: w2.json().id as number,
      f1099Id: f1099.json().id as number,
    };
  }

  const submit = (c: Client, token: string, id: number) =>
    c.post(`/api/tax-forms/${id}/submit`, undefined, token);
  const withdraw = (c: Client, token: string, id: number) =>
    c.post(`/api/tax-forms/${id}/withdraw`, undefined, token);

  it('locks an annual return awaiting payment: every write route answers 409 tax-form-locked and nothing changes', async () => {
    const { c, token, taxpayerId } = await filer();
    const { returnId, w2Id, f1099Id } = await returnWithBalance(c, token);
    const submitted = await submit(c, token, returnId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const amountDue = (await formRow(returnId)).amountDueCents;
    expect(amountDue).toBeGreaterThan(0);
    expect(submitted.json()).toEqual({
      id: returnId,
      taxFormType: 'CityTaxForm',
      status: 'AwaitingPayment',
      amountDue: amountDue / 100,
    });
    const before = await formsOf(taxpayerId);

    const writes: [string, () => Promise<LightMyRequestResponse>][] = [
      ['PUT /api/city-tax-form', () => put(c, '/api/city-tax-form', { residenceCity: 'EUC' }, token)],
      ['DELETE /api/city-tax-form', () => del(c, '/api/city-tax-form', token)],
      [
        'POST /api/form-w2',
        () => c.post('/api/form-w2', { ...W2, medicareWages: 1_000_000, localWages: 1_000_000 }, token),
      ],
      [
        'PUT /api/form-w2/{id}',
        () => put(c, `/api/form-w2/${w2Id}`, { ...W2, localWages: 1_000_000 }, token),
      ],
      ['POST /api/form1099', () => c.post('/api/form1099', F1099, token)],
      ['PUT /api/form1099/{id}', () => put(c, `/api/form1099/${f1099Id}`, { ...F1099, amount: 9 }, token)],
      ['DELETE /api/form/{entry}', () => del(c, `/api/form/${w2Id}`, token)],
      ['DELETE /api/form/{return}', () => del(c, `/api/form/${returnId}`, token)],
      ['POST no-payment', () => c.post(`/api/payments/tax-forms/${returnId}/no-payment`, undefined, token)],
    ];
    for (const [name, write] of writes) {
      const res = await write();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      expectProblem(res, 409, 'tax-form-locked', TAX_FORM_LOCKED_RETURN);
    }
    expect(await formsOf(taxpayerId)).toEqual(before);
    // The return reads as awaiting payment, with the submitted amount.
    const read = (await c.get('/api/city-tax-form', token)).json().cityTaxForm;
    expect(read).toMatchObject({ status: 'AwaitingPayment', summary: { amountDue: amountDue / 100 } });
    const info = (await c.get(`/api/payments/tax-forms/${returnId}`, token)).json();
    expect(info).toMatchObject({ amount: amountDue / 100, formStatus: 'AwaitingPayment' });
  });

  it.each([
    ['IndividualEstimate', 0, '/api/form/individual-estimate', { ...ESTIMATE, paymentAmount: 90 }],
    ['NetProfitEstimate', 2, '/api/form/business/net-profit-estimate', NET_PROFIT],
    ['ReturnOfIncome', 2, '/api/return-of-income', WITHHOLDING],
    ['BillingStatement', 0, '/api/form/tax-penalty-interest-billing-statement', BILL],
  ] as const)(
    'locks a %s awaiting payment: delete and no-payment answer tax-form-locked',
    async (type, kind, url, body) => {
      const { c, token, taxpayerId } = await filer(kind);
      const stored = await c.post(url, body, token);
      expect(stored.statusCode, stored.body).toBe(200);
      const id = stored.json().id as number;
      expect((await submit(c, token, id)).json()).toMatchObject({
        status: 'AwaitingPayment',
        taxFormType: type,
      });
      const before = await formsOf(taxpayerId);
      const detail = type === 'ReturnOfIncome' ? TAX_FORM_LOCKED_RETURN : TAX_FORM_LOCKED_FORM;
      expectProblem(await del(c, `/api/form/${id}`, token), 409, 'tax-form-locked', detail);
      expectProblem(
        await c.post(`/api/payments/tax-forms/${id}/no-payment`, undefined, token),
        409,
        'tax-form-locked',
        detail,
      );
      expect(await formsOf(taxpayerId)).toEqual(before);
    },
  );

  it('submit fixes the amount once; withdraw returns the form to Draft; both answer the same state again', async () => {
    const { c, token } = await filer();
    const { returnId, w2Id } = await returnWithBalance(c, token);
    const first = (await submit(c, token, returnId)).json();
    expect((await submit(c, token, returnId)).json()).toEqual(first);

    const back = await withdraw(c, token, returnId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: returnId, status: 'Draft' });
    expect((await withdraw(c, token, returnId)).json()).toMatchObject({ status: 'Draft' });
    // A draft again: the W-2 can change, and the next submission fixes the new amount.
    const changed = await put(
      c,
      `/api/form-w2/${w2Id}`,
      { ...W2, medicareWages: 2000, localWages: 2000, localTaxWithheld: 0 },
      token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const again = (await submit(c, token, returnId)).json();
    expect(again.amountDue).toBeGreaterThan(first.amountDue);
    expect((await formRow(returnId)).amountDueCents).toBe(Math.round(again.amountDue * 100));
  });

  it('refuses to submit a form owing nothing, an entry on its own, and a filed form; withdraw of a filed form', async () => {
    const { c, token } = await filer();
    const estimate = await c.post('/api/form/individual-estimate', { ...ESTIMATE, paymentAmount: 0 }, token);
    const id = estimate.json().id as number;
    expectProblem(await submit(c, token, id), 400, 'validation-error');
    const filed = await c.post(`/api/payments/tax-forms/${id}/no-payment`, undefined, token);
    expect(filed.statusCode, filed.body).toBe(200);
    expectProblem(await submit(c, token, id), 409, 'tax-form-already-filed');
    expectProblem(await withdraw(c, token, id), 409, 'tax-form-already-filed');
    const { w2Id } = await returnWithBalance(c, token);
    expectProblem(await submit(c, token, w2Id), 404, 'missing-tax-form');
  });

  it("refuses another taxpayer's form (403) and answers 401 to an anonymous request before reading its body", async () => {
    const owner = await filer();
    const other = await filer();
    const { returnId } = await returnWithBalance(owner.c, owner.token);
    expectProblem(await submit(other.c, other.token, returnId), 403, 'not-authorized-to-file');
    expectProblem(await withdraw(other.c, other.token, returnId), 403, 'not-authorized-to-file');
    expect((await formRow(returnId)).status).toBe('Draft');
    // Authentication comes first: a bad body of an anonymous caller is 401, not 400.
    expectProblem(await other.c.post('/api/form-w2', { employerName: 42 }), 401, 'unauthorized');
    expectProblem(await other.c.post('/api/tax-forms/not-a-number/submit'), 401, 'unauthorized');
  });

  describe('an exemption certificate and an annual return of one year exclude each other', () => {
    const EXEMPT = { exemptionSelection: 'noEarnedIncome', businessSoldDate: null };
    const CONFLICT_RETURN =
      'You cannot file an annual return because an exemption certificate is on file for this tax year.';
    const CONFLICT_EXEMPTION =
      'You cannot file an exemption certificate because you have already filed tax forms for this tax year.';

    it('a joint filer with an exemption cannot submit or file a return of that year', async () => {
      const { c, token, taxpayerId } = await filer(1);
      expect((await c.post('/api/exempt', EXEMPT, token)).statusCode).toBe(200);
      const { returnId } = await returnWithBalance(c, token);
      expectProblem(await submit(c, token, returnId), 409, 'conflict', CONFLICT_RETURN);
      expectProblem(
        await c.post(`/api/payments/tax-forms/${returnId}/initiate-payment-session`, undefined, token),
        409,
        'conflict',
        CONFLICT_RETURN,
      );
      expect((await formRow(returnId)).status).toBe('Draft');
      expect((await formsOf(taxpayerId)).filter((f) => f.status !== 'Draft').map((f) => f.type)).toEqual([
        'ExemptionCertificate',
      ]);
    });

    it('a return awaiting payment or filed excludes a new exemption', async () => {
      const { c, token } = await filer(1);
      const { returnId } = await returnWithBalance(c, token);
      expect((await submit(c, token, returnId)).statusCode).toBe(200);
      expectProblem(await c.post('/api/exempt', EXEMPT, token), 409, 'conflict', CONFLICT_EXEMPTION);
      await database.db.update(taxForms).set({ status: 'Filed' }).where(eq(taxForms.id, returnId));
      expectProblem(await c.post('/api/exempt', EXEMPT, token), 409, 'conflict', CONFLICT_EXEMPTION);
    });

    it("the spouse's exemption excludes the joint return, and the joint return the spouse's exemption", async () => {
      const primary = await filer(1);
      const spouseId = String(next++);
      await database.db.insert(taxpayers).values({
        id: spouseId,
        type: 1,
        name1: 'Spouse',
        name2: 'Cycle',
        primaryTaxpayerId: primary.taxpayerId,
      });
      const now = new Date();
      const [exemption] = await database.db
        .insert(taxForms)
        .values({
          taxpayerId: spouseId,
          type: 'ExemptionCertificate',
          taxYear: TAX_YEAR,
          status: 'Filed',
          data: EXEMPT,
          createdAt: now,
          updatedAt: now,
          filedAt: now,
        })
        .returning();
      const { returnId } = await returnWithBalance(primary.c, primary.token);
      expectProblem(await submit(primary.c, primary.token, returnId), 409, 'conflict', CONFLICT_RETURN);

      // And the other way: with the exemption gone and the return awaiting payment, a spouse
      // session (filing as the spouse's record) may not file an exemption for the year.
      await database.db.delete(taxForms).where(eq(taxForms.id, exemption!.id));
      expect((await submit(primary.c, primary.token, returnId)).statusCode).toBe(200);
      const spouseEmail = await createUser(database, { isBusinessUser: false, taxpayerId: spouseId });
      const spouse = client(app);
      const spouseToken = await spouse.token(spouseEmail);
      expectProblem(
        await spouse.post('/api/exempt', EXEMPT, spouseToken),
        409,
        'conflict',
        CONFLICT_EXEMPTION,
      );
    });
  });
});
