import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  cityTaxFormResponseSchema,
  filedResponseSchema,
  form1099Schema,
  formW2Schema,
  priorTaxYear,
  type CityTaxForm,
  type Form1099Request,
  type FormW2Request,
} from '@citytax/api';
import { cities, taxForms, taxpayers } from '../src/db/schema';
import {
  client,
  createUser,
  drivers,
  makeApp,
  openTestDb,
  problemType,
  setSessionFilingAs,
  type TestDatabase,
} from './helpers';

/*
 * The individual annual return on the server (issue 6; TAX-RULES.md §2; spec §3, §7, §8):
 * the return, its W-2 and 1099 entries, the server-computed summary, counts, the filed
 * check and filing without payment.
 */

type Client = ReturnType<typeof client>;

const TAX_YEAR = priorTaxYear(new Date());
const BALANCE_DUE = 'This form has a balance due and must be paid.';
const OVERPAYMENT = 'An overpayment cannot be filed electronically. Please file a paper return.';

const w2 = (overrides: Partial<FormW2Request> = {}): FormW2Request => ({
  w2Number: 1,
  employerName: 'Lakeside Steel',
  employerEin: '341234567',
  workCity: 'CLE',
  medicareWages: 40_000,
  localWages: 40_000,
  localTaxWithheld: 1_000,
  locality: 'CLE',
  ...overrides,
});
const f1099 = (overrides: Partial<Form1099Request> = {}): Form1099Request => ({
  payerName: 'Client Co',
  payerTin: '341234568',
  amount: 400,
  ...overrides,
});

const put = (c: Client, url: string, payload: unknown, token?: string) =>
  c.send({ method: 'PUT', url, payload: payload as object, ...(token ? { token } : {}) });
const del = (c: Client, url: string, token?: string) =>
  c.send({ method: 'DELETE', url, ...(token ? { token } : {}) });
const postKeyed = (c: Client, url: string, payload: unknown, token: string, key: string) =>
  c.send({ method: 'POST', url, payload: payload as object, token, headers: { 'idempotency-key': key } });

function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().type).toBe(problemType(type));
}

describe.each(drivers)('individual annual return (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let nextTaxpayer = 910_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** A signed-in individual with a taxpayer of their own and no forms, estimates or credits. */
  async function freshFiler() {
    const taxpayerId = String(nextTaxpayer++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Test', name2: 'Filer' });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId };
  }

  const getReturn = async (c: Client, token: string): Promise<CityTaxForm | null> => {
    const res = await c.get('/api/city-tax-form', token);
    expect(res.statusCode, res.body).toBe(200);
    return cityTaxFormResponseSchema.parse(res.json()).cityTaxForm;
  };
  const countOf = async (c: Client, token: string, type: string) =>
    (await c.get(`/api/forms/count-of/${type}`, token)).json().count as number;
  const storedRow = async (id: number) =>
    (await database.db.select().from(taxForms).where(eq(taxForms.id, id)))[0];

  it('answers 401 without a session on every route', async () => {
    const c = client(app);
    const calls = [
      c.get('/api/city-tax-form'),
      put(c, '/api/city-tax-form', { residenceCity: 'CLE' }),
      del(c, '/api/city-tax-form'),
      c.post('/api/form-w2', w2()),
      c.get('/api/form-w2/1'),
      put(c, '/api/form-w2/1', w2()),
      c.post('/api/form1099', f1099()),
      c.get('/api/form1099/1'),
      put(c, '/api/form1099/1', f1099()),
      del(c, '/api/form/1'),
      c.get('/api/forms/count-of/FormW2'),
      c.get('/api/isannualreturnfiled'),
      c.post('/api/payments/tax-forms/1/no-payment'),
    ];
    for (const res of await Promise.all(calls)) expectProblem(res, 401, 'unauthorized');
  });

  it('keeps the return and its entries: create, read, update, count, delete', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    expect(await getReturn(c, token)).toBeNull();
    expect((await c.get('/api/isannualreturnfiled', token)).json()).toEqual({ isAnnualReturnFiled: false });

    // The first W-2 creates the draft return; w2Number is dropped.
    const created = await c.post('/api/form-w2', w2({ w2Number: 7, medicareWages: 1234.56 }), token);
    expect(created.statusCode, created.body).toBe(200);
    const entry = formW2Schema.parse(created.json());
    expect(created.json()).not.toHaveProperty('w2Number');
    expect(entry).toMatchObject({ taxFormType: 'FormW2', medicareWages: 1234.56, localWages: 40_000 });
    const stored = await storedRow(entry.id);
    expect(stored).toMatchObject({
      taxpayerId,
      type: 'FormW2',
      taxYear: TAX_YEAR,
      status: 'Draft',
      parentId: entry.cityTaxFormId,
    });
    // Money is stored in cents; the client's row number is not stored.
    expect(stored!.data).toEqual({
      employerName: 'Lakeside Steel',
      employerEin: '341234567',
      workCity: 'CLE',
      medicareWages: 123_456,
      localWages: 4_000_000,
      localTaxWithheld: 100_000,
      locality: 'CLE',
    });

    let form = await getReturn(c, token);
    expect(form).toMatchObject({
      id: entry.cityTaxFormId,
      taxYear: TAX_YEAR,
      status: 'Draft',
      residenceCity: null,
      summary: null,
      filedAt: null,
      entries: [{ id: entry.id, taxFormType: 'FormW2', name: 'Lakeside Steel', amount: 1234.56 }],
    });

    const read = await c.get(`/api/form-w2/${entry.id}`, token);
    expect(read.json()).toEqual(entry);
    const changed = await put(c, `/api/form-w2/${entry.id}`, w2({ medicareWages: 40_000 }), token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(formW2Schema.parse(changed.json())).toEqual({ ...entry, medicareWages: 40_000 });

    const residence = await put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token);
    expect(residence.statusCode, residence.body).toBe(200);
    form = cityTaxFormResponseSchema.parse(residence.json()).cityTaxForm;
    expect(form?.residenceCity).toBe('CLE');
    // $40,000.00 × 2.5% = $1,000.00, all withheld for Cleveland.
    expect(form?.summary).toMatchObject({ tax: 1_000, residenceWithheld: 1_000, net: 0, amountDue: 0 });

    const added = await c.post('/api/form1099', f1099({ amount: 2_000 }), token);
    expect(added.statusCode, added.body).toBe(200);
    const form1099 = form1099Schema.parse(added.json());
    expect(form1099).toMatchObject({ cityTaxFormId: entry.cityTaxFormId, amount: 2_000 });
    expect((await storedRow(form1099.id))!.data).toEqual({
      payerName: 'Client Co',
      payerTin: '341234568',
      amount: 200_000,
    });
    expect((await c.get(`/api/form1099/${form1099.id}`, token)).json()).toEqual(form1099);
    // $42,000.00 × 2.5% = $1,050.00 − $1,000.00 withheld = $50.00 due.
    expect((await getReturn(c, token))?.summary).toMatchObject({ tax: 1_050, net: 50, amountDue: 50 });
    expect((await storedRow(entry.cityTaxFormId))!.amountDueCents).toBe(5_000);

    const edited = await put(c, `/api/form1099/${form1099.id}`, f1099({ amount: 1_000 }), token);
    expect(form1099Schema.parse(edited.json()).amount).toBe(1_000);
    // $41,000.00 × 2.5% = $1,025.00: $25.00 due.
    expect((await storedRow(entry.cityTaxFormId))!.amountDueCents).toBe(2_500);

    expect(await countOf(c, token, 'FormW2')).toBe(1);
    expect(await countOf(c, token, 'Form1099')).toBe(1);
    expect(await countOf(c, token, 'CityTaxForm')).toBe(1);
    expect(await countOf(c, token, 'ExemptionCertificate')).toBe(0);
    expectProblem(await c.get('/api/forms/count-of/Nope', token), 400, 'validation-error');

    const removed = await del(c, `/api/form/${form1099.id}`, token);
    expect(removed.json()).toEqual({ ok: true });
    expect(await countOf(c, token, 'Form1099')).toBe(0);
    expect((await storedRow(entry.cityTaxFormId))!.amountDueCents).toBe(0);
    expectProblem(await c.get(`/api/form1099/${form1099.id}`, token), 404, 'missing-tax-form');
    expect((await getReturn(c, token))?.entries.map((e) => e.id)).toEqual([entry.id]);

    // Deleting the return deletes its entries.
    expect((await del(c, '/api/city-tax-form', token)).json()).toEqual({ ok: true });
    expect(await getReturn(c, token)).toBeNull();
    expect(await storedRow(entry.id)).toBeUndefined();
    expectProblem(await c.get(`/api/form-w2/${entry.id}`, token), 404, 'missing-tax-form');
    expectProblem(await del(c, '/api/city-tax-form', token), 404, 'missing-tax-form');
  });

  it('a deleted or unknown form is missing-tax-form on every call', async () => {
    const { c, token } = await freshFiler();
    const entry = formW2Schema.parse((await c.post('/api/form-w2', w2(), token)).json());
    const other = form1099Schema.parse((await c.post('/api/form1099', f1099(), token)).json());
    expect((await del(c, `/api/form/${entry.id}`, token)).statusCode).toBe(200);
    expect((await del(c, `/api/form/${other.id}`, token)).statusCode).toBe(200);
    for (const res of [
      await c.get(`/api/form-w2/${entry.id}`, token),
      await put(c, `/api/form-w2/${entry.id}`, w2(), token),
      await del(c, `/api/form/${entry.id}`, token),
      await c.get(`/api/form1099/${other.id}`, token),
      await put(c, `/api/form1099/${other.id}`, f1099(), token),
      // A W-2 id is not a 1099 and the other way round.
      await c.get(`/api/form1099/${other.cityTaxFormId}`, token),
      await c.post('/api/payments/tax-forms/999999/no-payment', undefined, token),
    ]) {
      expectProblem(res, 404, 'missing-tax-form');
      expect(res.json().detail).toBe(
        'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
      );
    }
  });

  it.each([
    ['a negative amount', '/api/form-w2', w2({ medicareWages: -1 }), 'medicareWages'],
    ['three decimals', '/api/form-w2', w2({ localTaxWithheld: 10.005 }), 'localTaxWithheld'],
    ['an EIN of eight digits and a hyphen', '/api/form-w2', w2({ employerEin: '34-123456' }), 'employerEin'],
    ['an EIN with a letter', '/api/form-w2', w2({ employerEin: '34-123456x' }), 'employerEin'],
    ['an unknown work city', '/api/form-w2', w2({ workCity: 'XYZ' }), 'workCity'],
    ['an unknown locality', '/api/form-w2', w2({ locality: 'QQQ' }), 'locality'],
    ['a city code in lower case', '/api/form-w2', w2({ locality: 'cle' }), 'locality'],
    ['a blank employer name', '/api/form-w2', w2({ employerName: '  ' }), 'employerName'],
    ['a negative 1099 amount', '/api/form1099', f1099({ amount: -5 }), 'amount'],
    ['a 1099 amount with three decimals', '/api/form1099', f1099({ amount: 1.001 }), 'amount'],
    ['a bad payer TIN', '/api/form1099', f1099({ payerTin: '12345678' }), 'payerTin'],
  ])('refuses %s with a 400 naming the field', async (_what, url, body, field) => {
    const { c, token } = await freshFiler();
    const res = await c.post(url, body, token);
    expectProblem(res, 400, 'validation-error');
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().detail).toContain(field);
    // Nothing was stored, not even the return.
    expect(await getReturn(c, token)).toBeNull();
  });

  it('takes an EIN and a TIN as printed, with hyphens, and stores their nine digits (issue 31)', async () => {
    const { c, token } = await freshFiler();
    const created = await c.post('/api/form-w2', w2({ employerEin: '34-1234567' }), token);
    expect(created.statusCode, created.body).toBe(200);
    const entry = formW2Schema.parse(created.json());
    expect(entry.employerEin).toBe('341234567');
    expect((await storedRow(entry.id))!.data).toMatchObject({ employerEin: '341234567' });
    const other = await c.post('/api/form1099', f1099({ payerTin: '123-45-6789' }), token);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().payerTin).toBe('123456789');
  });

  it('refuses bad input on updates too', async () => {
    const { c, token } = await freshFiler();
    const entry = formW2Schema.parse((await c.post('/api/form-w2', w2(), token)).json());
    const res = await put(c, `/api/form-w2/${entry.id}`, w2({ workCity: 'ZZZ', locality: 'YYY' }), token);
    expectProblem(res, 400, 'validation-error');
    expect(Object.keys(res.json().errors).sort()).toEqual(['locality', 'workCity']);
    expect(formW2Schema.parse((await c.get(`/api/form-w2/${entry.id}`, token)).json())).toEqual(entry);
    expectProblem(await c.get('/api/form-w2/abc', token), 400, 'validation-error');
  });

  it.each([
    ['a non-member city', 'COL', 'must be a member city from the list'],
    ['an unknown city', 'XYZ', 'must be a member city from the list'],
    ['a malformed code', 'Cleveland', 'must be a city from the list'],
  ])('refuses %s as the residence city', async (_what, residenceCity, message) => {
    const { c, token } = await freshFiler();
    const res = await put(c, '/api/city-tax-form', { residenceCity }, token);
    expectProblem(res, 400, 'validation-error');
    expect(res.json().errors).toEqual({ residenceCity: [message] });
    expect(await getReturn(c, token)).toBeNull();
  });

  it('a member city without a rate for the tax year is missing-tax-rate', async () => {
    await database.db.insert(cities).values({
      code: 'NWT',
      name: 'Newtown',
      member: true,
      ratePpm: 20_000,
      creditFactorPpm: 1_000_000,
      creditLimitPpm: 20_000,
      validFromYear: TAX_YEAR + 5,
    });
    const { c, token } = await freshFiler();
    const res = await put(c, '/api/city-tax-form', { residenceCity: 'NWT' }, token);
    expectProblem(res, 400, 'missing-tax-rate');
    expect(res.json().detail).toBe(
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    );
    // The transaction rolled back: no return was left behind.
    expect(await getReturn(c, token)).toBeNull();
  });

  it("someone else's forms are not-authorized-to-file (joint's forms as individual)", async () => {
    const joint = client(app);
    const jointToken = await joint.token('joint@example.com');
    await del(joint, '/api/city-tax-form', jointToken);
    const entry = formW2Schema.parse((await joint.post('/api/form-w2', w2(), jointToken)).json());
    const other = form1099Schema.parse((await joint.post('/api/form1099', f1099(), jointToken)).json());

    const c = client(app);
    const token = await c.token('individual@example.com');
    for (const res of [
      await c.get(`/api/form-w2/${entry.id}`, token),
      await put(c, `/api/form-w2/${entry.id}`, w2(), token),
      await c.get(`/api/form1099/${other.id}`, token),
      await put(c, `/api/form1099/${other.id}`, f1099(), token),
      await del(c, `/api/form/${entry.id}`, token),
      await del(c, `/api/form/${entry.cityTaxFormId}`, token),
      await c.post(`/api/payments/tax-forms/${entry.cityTaxFormId}/no-payment`, undefined, token),
    ]) {
      expectProblem(res, 403, 'not-authorized-to-file');
      expect(res.json().detail).toBe('This user is not authorized to file this form for this taxpayer');
    }
    // A session pointed at joint's taxpayer (stale or tampered) gets nothing either.
    await setSessionFilingAs(database, token, '200001');
    expectProblem(await c.get('/api/city-tax-form', token), 403, 'not-authorized-to-file');
    expectProblem(await c.post('/api/form-w2', w2(), token), 403, 'not-authorized-to-file');

    // Joint's forms are untouched.
    expect((await joint.get(`/api/form-w2/${entry.id}`, jointToken)).json()).toEqual(entry);
    expect((await del(joint, '/api/city-tax-form', jointToken)).statusCode).toBe(200);
  });

  it('computes the hand-worked joint return (estimates and prior-year credit seeded)', async () => {
    const c = client(app);
    const token = await c.token('joint@example.com');
    await del(c, '/api/city-tax-form', token);

    expect((await put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token)).statusCode).toBe(200);
    const first = formW2Schema.parse(
      (
        await c.post(
          '/api/form-w2',
          w2({ medicareWages: 52_000, localWages: 52_000, localTaxWithheld: 1_300, locality: 'CLE' }),
          token,
        )
      ).json(),
    );
    const second = formW2Schema.parse(
      (
        await c.post(
          '/api/form-w2',
          w2({
            employerName: 'Capital Freight',
            workCity: 'COL',
            locality: 'COL',
            medicareWages: 18_000,
            localWages: 18_000,
            localTaxWithheld: 450,
          }),
          token,
        )
      ).json(),
    );
    const income = form1099Schema.parse(
      (await c.post('/api/form1099', f1099({ amount: 3_000 }), token)).json(),
    );

    const form = await getReturn(c, token);
    expect(form?.entries).toEqual([
      { id: first.id, taxFormType: 'FormW2', name: 'Lakeside Steel', amount: 52_000 },
      { id: second.id, taxFormType: 'FormW2', name: 'Capital Freight', amount: 18_000 },
      { id: income.id, taxFormType: 'Form1099', name: 'Client Co', amount: 3_000 },
    ]);
    /*
     * Cleveland resident (rate 2.5%, credit factor 100%, credit limit 2.5%):
     *   qualifying wages = 52,000.00 + 18,000.00                  = 70,000.00
     *   taxable income   = 70,000.00 + 3,000.00 (1099)            = 73,000.00
     *   tax              = 73,000.00 × 2.5%                       =  1,825.00
     *   Columbus W-2:  creditable = min(450.00 × 100%, 18,000.00 × 2.5% = 450.00) = 450.00
     *   credit           = min(1,825.00, 450.00)                  =    450.00
     *   residence withheld (Cleveland W-2 box 19)                  =  1,300.00
     *   estimates paid (seeded, completed)                         =    150.00
     *   prior-year credit (seeded)                                 =     25.00
     *   net = 1,825.00 − 450.00 − 1,300.00 − 150.00 − 25.00        =   −100.00
     *   −100.00 < −10.00: an overpayment, nothing billed.
     */
    expect(form?.summary).toEqual({
      qualifyingWages: 70_000,
      income1099: 3_000,
      taxableIncome: 73_000,
      rate: 0.025,
      tax: 1_825,
      credits: [{ entryId: second.id, locality: 'COL', amount: 450 }],
      creditableTotal: 450,
      creditFactor: 1,
      creditLimit: 0.025,
      credit: 450,
      residenceWithheld: 1_300,
      estimatesPaid: 150,
      priorYearCredit: 25,
      net: -100,
      outcome: 'overpayment',
      amountDue: 0,
      warnings: [],
    });
    expect((await storedRow(form!.id))!.amountDueCents).toBe(0);

    // An overpayment cannot be e-filed.
    const refused = await c.post(`/api/payments/tax-forms/${form!.id}/no-payment`, undefined, token);
    expectProblem(refused, 400, 'validation-error');
    expect(refused.json().detail).toBe(OVERPAYMENT);
    expect((await getReturn(c, token))?.status).toBe('Draft');

    // Without the 1099 credit the numbers move: tax 1,750.00, net −175.00 (still an overpayment).
    expect((await del(c, `/api/form/${income.id}`, token)).statusCode).toBe(200);
    expect((await getReturn(c, token))?.summary).toMatchObject({ tax: 1_750, net: -175 });
    expect((await del(c, '/api/city-tax-form', token)).statusCode).toBe(200);
  });

  it('computes a balance due with the residence city credit terms and refuses to file it unpaid', async () => {
    const { c, token } = await freshFiler();
    expect((await put(c, '/api/city-tax-form', { residenceCity: 'GTN' }, token)).statusCode).toBe(200);
    const entry = formW2Schema.parse(
      (
        await c.post(
          '/api/form-w2',
          w2({
            workCity: 'COL',
            locality: 'COL',
            medicareWages: 50_000,
            localWages: 52_000,
            localTaxWithheld: 1_250,
          }),
          token,
        )
      ).json(),
    );
    const form = await getReturn(c, token);
    /*
     * Germantown resident (rate 1.5%, credit factor 60%, credit limit 0.9%):
     *   tax        = 50,000.00 (box 5, not box 18) × 1.5%          = 750.00
     *   creditable = min(1,250.00 × 60% = 750.00, 52,000.00 × 0.9% = 468.00) = 468.00
     *   credit     = min(750.00, 468.00)                           = 468.00
     *   net        = 750.00 − 468.00                               = 282.00 due
     */
    expect(form?.summary).toEqual({
      qualifyingWages: 50_000,
      income1099: 0,
      taxableIncome: 50_000,
      rate: 0.015,
      tax: 750,
      credits: [{ entryId: entry.id, locality: 'COL', amount: 468 }],
      creditableTotal: 468,
      creditFactor: 0.6,
      creditLimit: 0.009,
      credit: 468,
      residenceWithheld: 0,
      estimatesPaid: 0,
      priorYearCredit: 0,
      net: 282,
      outcome: 'balanceDue',
      amountDue: 282,
      warnings: [{ entryId: entry.id, code: 'localWagesExceedMedicareWages' }],
    });
    expect((await storedRow(form!.id))!.amountDueCents).toBe(28_200);
    const refused = await c.post(`/api/payments/tax-forms/${form!.id}/no-payment`, undefined, token);
    expectProblem(refused, 400, 'validation-error');
    expect(refused.json().detail).toBe(BALANCE_DUE);
  });

  it('warns of a W-2 with more tax withheld than wages, stores the warning and reads it back (issue 18)', async () => {
    const { c, token } = await freshFiler();
    expect((await put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token)).statusCode).toBe(200);
    // Wages typed into box 19 as well: 40,000.00 withheld from 40,000.00 of box 5 and 30,000.00 of box 18.
    const entry = formW2Schema.parse(
      (await c.post('/api/form-w2', w2({ localWages: 30_000, localTaxWithheld: 40_000 }), token)).json(),
    );
    const form = await getReturn(c, token);
    expect(form?.summary?.warnings).toEqual([{ entryId: entry.id, code: 'localTaxWithheldExceedsWages' }]);
    // The stored summary (its schema) takes the new code: a second read parses it again.
    expect((await getReturn(c, token))?.summary?.warnings).toEqual(form?.summary?.warnings);
    expect((await del(c, '/api/city-tax-form', token)).statusCode).toBe(200);
  });

  it('files a no-payment return once; every later write is tax-form-already-filed', async () => {
    const { c, token } = await freshFiler();
    expect((await put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token)).statusCode).toBe(200);
    const entry = formW2Schema.parse((await c.post('/api/form-w2', w2(), token)).json());
    const other = form1099Schema.parse((await c.post('/api/form1099', f1099({ amount: 400 }), token)).json());
    // 40,400.00 × 2.5% = 1,010.00 − 1,000.00 withheld = 10.00: inside the ±10.00 band, nothing billed.
    const draft = await getReturn(c, token);
    expect(draft?.summary).toMatchObject({ tax: 1_010, net: 10, outcome: 'noPayment', amountDue: 0 });

    // A concurrent double submit files once.
    const [a, b] = await Promise.all([
      c.post(`/api/payments/tax-forms/${draft!.id}/no-payment`, undefined, token),
      c.post(`/api/payments/tax-forms/${draft!.id}/no-payment`, undefined, token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const filed = filedResponseSchema.parse(ok.json());
    expect(filed).toMatchObject({ id: draft!.id, status: 'Filed' });

    const form = await getReturn(c, token);
    expect(form).toMatchObject({ status: 'Filed', filedAt: filed.filedAt, summary: draft!.summary });
    expect((await storedRow(entry.id))!.status).toBe('Filed');
    expect((await storedRow(other.id))!.status).toBe('Filed');
    expect((await c.get('/api/isannualreturnfiled', token)).json()).toEqual({ isAnnualReturnFiled: true });
    // Reads still work.
    expect((await c.get(`/api/form-w2/${entry.id}`, token)).json()).toEqual(entry);

    for (const res of [
      await put(c, '/api/city-tax-form', { residenceCity: 'GTN' }, token),
      await del(c, '/api/city-tax-form', token),
      await c.post('/api/form-w2', w2(), token),
      await put(c, `/api/form-w2/${entry.id}`, w2({ medicareWages: 1 }), token),
      await c.post('/api/form1099', f1099(), token),
      await put(c, `/api/form1099/${other.id}`, f1099({ amount: 1 }), token),
      await del(c, `/api/form/${entry.id}`, token),
      await del(c, `/api/form/${other.id}`, token),
      await del(c, `/api/form/${draft!.id}`, token),
      await c.post(`/api/payments/tax-forms/${draft!.id}/no-payment`, undefined, token),
    ]) {
      expectProblem(res, 409, 'tax-form-already-filed');
      expect(res.json().detail).toBe(
        'Your tax form has already been filed. You can no longer make changes to your tax form.',
      );
    }
    expect(await countOf(c, token, 'FormW2')).toBe(1);
    expect((await getReturn(c, token))?.residenceCity).toBe('CLE');
  });

  it('no-payment needs a residence city; other form types need nothing due', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const entry = formW2Schema.parse((await c.post('/api/form-w2', w2(), token)).json());
    // An entry is filed with its return, never alone.
    const alone = await c.post(`/api/payments/tax-forms/${entry.id}/no-payment`, undefined, token);
    expectProblem(alone, 400, 'validation-error');
    expect((await storedRow(entry.id))!.status).toBe('Draft');
    const noCity = await c.post(
      `/api/payments/tax-forms/${entry.cityTaxFormId}/no-payment`,
      undefined,
      token,
    );
    expectProblem(noCity, 400, 'validation-error');
    expect(noCity.json().errors).toEqual({ residenceCity: ['is required'] });

    const now = new Date();
    const estimate = (amountDueCents: number) =>
      database.db
        .insert(taxForms)
        .values({
          taxpayerId,
          type: 'IndividualEstimate',
          taxYear: TAX_YEAR + 1,
          data: {},
          amountDueCents,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: taxForms.id });
    const [owing] = await estimate(5_000);
    const owes = await c.post(`/api/payments/tax-forms/${owing!.id}/no-payment`, undefined, token);
    expectProblem(owes, 400, 'validation-error');
    expect(owes.json().detail).toBe(BALANCE_DUE);
    const [nothing] = await estimate(0);
    const filed = await c.post(`/api/payments/tax-forms/${nothing!.id}/no-payment`, undefined, token);
    expect(filedResponseSchema.parse(filed.json())).toMatchObject({ id: nothing!.id, status: 'Filed' });
    expect((await storedRow(nothing!.id))!.filedAt).not.toBeNull();
    // Any draft form of the taxpayer can be deleted; a filed one cannot.
    expect((await del(c, `/api/form/${owing!.id}`, token)).json()).toEqual({ ok: true });
    expectProblem(await del(c, `/api/form/${nothing!.id}`, token), 409, 'tax-form-already-filed');
  });

  it('honours the Idempotency-Key: a repeat returns the first entry and creates nothing', async () => {
    const { c, token } = await freshFiler();
    const key = `w2-${randomBytes(6).toString('hex')}`;
    const first = await postKeyed(c, '/api/form-w2', w2(), token, key);
    const again = await postKeyed(c, '/api/form-w2', w2({ employerName: 'Changed' }), token, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countOf(c, token, 'FormW2')).toBe(1);

    // Concurrent repeats of a new key: one row.
    const key2 = `w2-${randomBytes(6).toString('hex')}`;
    const results = await Promise.all(
      [1, 2, 3].map(() => postKeyed(c, '/api/form-w2', w2({ employerName: 'Twice' }), token, key2)),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await countOf(c, token, 'FormW2')).toBe(2);

    const key3 = `f1099-${randomBytes(6).toString('hex')}`;
    const a = await postKeyed(c, '/api/form1099', f1099(), token, key3);
    const b = await postKeyed(c, '/api/form1099', f1099(), token, key3);
    expect(b.json()).toEqual(a.json());
    expect(await countOf(c, token, 'Form1099')).toBe(1);

    // The key of a W-2 is not a 1099; a malformed key is refused.
    expectProblem(await postKeyed(c, '/api/form1099', f1099(), token, key), 409, 'conflict');
    expectProblem(await postKeyed(c, '/api/form-w2', w2(), token, 'short'), 400, 'validation-error');
    expect(await countOf(c, token, 'CityTaxForm')).toBe(1);
  });

  it('creates one return when the first writes race', async () => {
    const { c, token, taxpayerId } = await freshFiler();
    const results = await Promise.all([
      put(c, '/api/city-tax-form', { residenceCity: 'CLE' }, token),
      c.post('/api/form-w2', w2(), token),
      put(c, '/api/city-tax-form', { residenceCity: 'BRT' }, token),
      c.post('/api/form1099', f1099(), token),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const rows = await database.db
      .select()
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'CityTaxForm')));
    expect(rows).toHaveLength(1);
    const form = await getReturn(c, token);
    expect(form?.entries).toHaveLength(2);
    expect(form?.id).toBe(rows[0]!.id);
    for (const e of form!.entries) expect((await storedRow(e.id))!.parentId).toBe(rows[0]!.id);
  });
});
