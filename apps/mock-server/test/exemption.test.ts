import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  enteredFormsResponseSchema,
  exemptionCertificateResponseSchema,
  exemptionCertificateSchema,
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

const ALREADY_FILED_ONE =
  'You cannot file an exemption certificate because you have already filed one for this tax year.';
const ANNUAL_RETURN_FILED =
  'You cannot file an exemption certificate because you have already filed tax forms for this tax year.';

/** Today is 2026-11-22, so the tax year of the exemption is 2025. */
const TODAY = new Date('2026-11-22T12:00:00Z');
const TAX_YEAR = 2025;

const RETIRED = { exemptionSelection: 'retired', businessSoldDate: null } as const;

type Client = ReturnType<typeof client>;

describe.each(drivers)('exemption certificate (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, { clock: fakeClock(TODAY).now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** A signed-in individual with a taxpayer of their own, so certificates never collide between tests. */
  async function filer(): Promise<{ c: Client; token: string; taxpayerId: string }> {
    const taxpayerId = `9${String(randomInt(0, 1e10)).padStart(10, '0')}`;
    await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Tess', name2: 'Filer' });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const c = client(app);
    return { c, token: await c.token(email), taxpayerId };
  }

  const exempt = (c: Client, token: string | undefined, body: unknown, key?: string) =>
    c.send({
      method: 'POST',
      url: '/api/exempt',
      payload: body as object,
      ...(token ? { token } : {}),
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  const certificates = (taxpayerId: string) =>
    database.db
      .select()
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'ExemptionCertificate')));

  async function insertCityTaxForm(taxpayerId: string, status: 'Draft' | 'Filed', taxYear = TAX_YEAR) {
    const [row] = await database.db
      .insert(taxForms)
      .values({
        taxpayerId,
        type: 'CityTaxForm',
        taxYear,
        status,
        data: { residenceCity: 'CLE' },
        createdAt: TODAY,
        updatedAt: TODAY,
        filedAt: status === 'Filed' ? TODAY : null,
      })
      .returning();
    return row!;
  }

  function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().type).toBe(problemType(type));
  }

  describe('POST /api/exempt', () => {
    it('files the certificate for the prior tax year', async () => {
      const { c, token, taxpayerId } = await filer();
      const res = await exempt(c, token, RETIRED);
      expect(res.statusCode, res.body).toBe(200);
      const certificate = exemptionCertificateSchema.parse(res.json());
      expect(certificate).toMatchObject({
        taxYear: TAX_YEAR,
        exemptionSelection: 'retired',
        businessSoldDate: null,
        filedAt: TODAY.toISOString(),
      });
      const rows = await certificates(taxpayerId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: certificate.id,
        status: 'Filed',
        taxYear: TAX_YEAR,
        data: { exemptionSelection: 'retired', businessSoldDate: null },
      });
    });

    it.each([
      ['the last day of the tax year', `${TAX_YEAR}-12-31`],
      ['a date before the tax year', '2019-06-15'],
    ])('accepts a business sold on %s', async (_what, businessSoldDate) => {
      const { c, token } = await filer();
      const res = await exempt(c, token, { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ exemptionSelection: 'BusinessOrRentalSold', businessSoldDate });
    });

    it.each([
      ['no reason', { businessSoldDate: null }, 'exemptionSelection'],
      ['an unknown reason', { exemptionSelection: 'bored', businessSoldDate: null }, 'exemptionSelection'],
      [
        'a business sold without a date',
        { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: null },
        'businessSoldDate',
      ],
      [
        'a date with another reason',
        { exemptionSelection: 'retired', businessSoldDate: '2025-01-01' },
        'businessSoldDate',
      ],
      [
        'a date that is not a date',
        { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-02-30' },
        'businessSoldDate',
      ],
    ])('refuses %s with 400 naming the field', async (_what, body, field) => {
      const { c, token, taxpayerId } = await filer();
      const res = await exempt(c, token, body);
      expectProblem(res, 400, 'validation-error');
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(await certificates(taxpayerId)).toHaveLength(0);
    });

    it('says which reason is missing with the spec message', async () => {
      const { c, token } = await filer();
      const res = await exempt(c, token, { businessSoldDate: null });
      expect(res.json().errors.exemptionSelection).toEqual([
        'You must choose a reason you are filing this form.',
      ]);
      const noDate = await exempt(c, token, {
        exemptionSelection: 'BusinessOrRentalSold',
        businessSoldDate: null,
      });
      expect(noDate.json().errors.businessSoldDate).toEqual([
        'You must enter the date the business was sold.',
      ]);
    });

    it('refuses a sold date after the tax year', async () => {
      const { c, token, taxpayerId } = await filer();
      const res = await exempt(c, token, {
        exemptionSelection: 'BusinessOrRentalSold',
        businessSoldDate: `${TAX_YEAR + 1}-01-01`,
      });
      expectProblem(res, 400, 'validation-error');
      expect(res.json().errors.businessSoldDate).toEqual([
        `must be within or before the tax year ${TAX_YEAR}`,
      ]);
      expect(await certificates(taxpayerId)).toHaveLength(0);
    });

    it('refuses a second certificate for the tax year with 409', async () => {
      const { c, token, taxpayerId } = await filer();
      expect((await exempt(c, token, RETIRED)).statusCode).toBe(200);
      const res = await exempt(c, token, { exemptionSelection: 'under18', businessSoldDate: null });
      expectProblem(res, 409, 'conflict');
      expect(res.json().detail).toBe(ALREADY_FILED_ONE);
      expect(await certificates(taxpayerId)).toHaveLength(1);
    });

    it('refuses a certificate once the annual return of the tax year is filed', async () => {
      const { c, token, taxpayerId } = await filer();
      await insertCityTaxForm(taxpayerId, 'Filed');
      const res = await exempt(c, token, RETIRED);
      expectProblem(res, 409, 'conflict');
      expect(res.json().detail).toBe(ANNUAL_RETURN_FILED);
      expect(await certificates(taxpayerId)).toHaveLength(0);
    });

    it('still files while the annual return is a draft, or when another year is filed', async () => {
      const { c, token, taxpayerId } = await filer();
      await insertCityTaxForm(taxpayerId, 'Draft');
      await insertCityTaxForm(taxpayerId, 'Filed', TAX_YEAR - 1);
      expect((await exempt(c, token, RETIRED)).statusCode).toBe(200);
    });

    it('creates exactly one certificate for a double submit with the same Idempotency-Key', async () => {
      const { c, token, taxpayerId } = await filer();
      const key = 'exempt-double-submit-1';
      const [first, second] = await Promise.all([
        exempt(c, token, RETIRED, key),
        exempt(c, token, RETIRED, key),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().id).toBe(first.json().id);
      const again = await exempt(c, token, RETIRED, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await certificates(taxpayerId)).toHaveLength(1);
    });

    it('files one of two racing certificates with different keys and refuses the other', async () => {
      const { c, token, taxpayerId } = await filer();
      const answers = await Promise.all([
        exempt(c, token, RETIRED, 'exempt-race-aaaa'),
        exempt(c, token, { exemptionSelection: 'armedForces', businessSoldDate: null }, 'exempt-race-bbbb'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409)!;
      expect(refused.json().detail).toBe(ALREADY_FILED_ONE);
      expect(await certificates(taxpayerId)).toHaveLength(1);
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const { c, token, taxpayerId } = await filer();
      const res = await exempt(c, token, RETIRED, 'short');
      expectProblem(res, 400, 'validation-error');
      expect(Object.keys(res.json().errors)).toContain('Idempotency-Key');
      expect(await certificates(taxpayerId)).toHaveLength(0);
    });

    it("refuses to file for someone else's taxpayer with 403", async () => {
      const { c, token } = await filer();
      await setSessionFilingAs(database, token, '200001');
      const res = await exempt(c, token, RETIRED);
      expectProblem(res, 403, 'not-authorized-to-file');
      expect(await certificates('200001')).toHaveLength(0);
    });

    it('needs a session', async () => {
      const { c } = await filer();
      expectProblem(await exempt(c, undefined, RETIRED), 401, 'unauthorized');
    });
  });

  describe('GET /api/exemption-certificate/:taxYear', () => {
    it('answers null before filing and the certificate after', async () => {
      const { c, token } = await filer();
      const before = await c.get(`/api/exemption-certificate/${TAX_YEAR}`, token);
      expect(before.statusCode, before.body).toBe(200);
      expect(exemptionCertificateResponseSchema.parse(before.json())).toEqual({ exemptionCertificate: null });
      const filed = (
        await exempt(c, token, { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-03-04' })
      ).json();
      const after = await c.get(`/api/exemption-certificate/${TAX_YEAR}`, token);
      expect(after.json()).toEqual({ exemptionCertificate: filed });
      const otherYear = await c.get(`/api/exemption-certificate/${TAX_YEAR - 1}`, token);
      expect(otherYear.json()).toEqual({ exemptionCertificate: null });
    });

    it.each(['abc', '1999', '2025.5'])('refuses the tax year %j with 400 naming it', async (year) => {
      const { c, token } = await filer();
      const res = await c.get(`/api/exemption-certificate/${year}`, token);
      expectProblem(res, 400, 'validation-error');
      expect(Object.keys(res.json().errors).join()).toMatch(/taxYear/);
    });

    it("refuses someone else's taxpayer with 403", async () => {
      const { c, token } = await filer();
      await setSessionFilingAs(database, token, '200001');
      expectProblem(
        await c.get(`/api/exemption-certificate/${TAX_YEAR}`, token),
        403,
        'not-authorized-to-file',
      );
    });

    it('needs a session', async () => {
      const { c } = await filer();
      expectProblem(await c.get(`/api/exemption-certificate/${TAX_YEAR}`), 401, 'unauthorized');
    });
  });

  describe('GET /api/entered-forms/:taxYear', () => {
    it('lists the top-level forms of the year and whether the annual return is filed', async () => {
      const { c, token, taxpayerId } = await filer();
      const empty = await c.get(`/api/entered-forms/${TAX_YEAR}`, token);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(enteredFormsResponseSchema.parse(empty.json())).toEqual({
        enteredForms: [],
        isAnnualReturnFiled: false,
      });

      const annualReturn = await insertCityTaxForm(taxpayerId, 'Draft');
      await database.db.insert(taxForms).values({
        taxpayerId,
        type: 'FormW2',
        taxYear: TAX_YEAR,
        parentId: annualReturn.id,
        data: {},
        createdAt: TODAY,
        updatedAt: TODAY,
      });
      await insertCityTaxForm(taxpayerId, 'Filed', TAX_YEAR - 1);
      const draft = await c.get(`/api/entered-forms/${TAX_YEAR}`, token);
      expect(draft.json()).toEqual({
        enteredForms: [
          { id: annualReturn.id, taxFormType: 'CityTaxForm', taxYear: TAX_YEAR, status: 'Draft' },
        ],
        isAnnualReturnFiled: false,
      });

      await database.db.update(taxForms).set({ status: 'Filed' }).where(eq(taxForms.id, annualReturn.id));
      const filed = await c.get(`/api/entered-forms/${TAX_YEAR}`, token);
      expect(filed.json()).toEqual({
        enteredForms: [
          { id: annualReturn.id, taxFormType: 'CityTaxForm', taxYear: TAX_YEAR, status: 'Filed' },
        ],
        isAnnualReturnFiled: true,
      });
    });

    it('lists a filed exemption certificate', async () => {
      const { c, token } = await filer();
      const certificate = (await exempt(c, token, RETIRED)).json();
      const res = await c.get(`/api/entered-forms/${TAX_YEAR}`, token);
      expect(res.json()).toEqual({
        enteredForms: [
          { id: certificate.id, taxFormType: 'ExemptionCertificate', taxYear: TAX_YEAR, status: 'Filed' },
        ],
        isAnnualReturnFiled: false,
      });
    });

    it('refuses a bad tax year with 400 naming it', async () => {
      const { c, token } = await filer();
      const res = await c.get('/api/entered-forms/next', token);
      expectProblem(res, 400, 'validation-error');
      expect(Object.keys(res.json().errors).join()).toMatch(/taxYear/);
    });

    it("refuses someone else's taxpayer with 403", async () => {
      const { c, token } = await filer();
      await setSessionFilingAs(database, token, '200001');
      expectProblem(await c.get(`/api/entered-forms/${TAX_YEAR}`, token), 403, 'not-authorized-to-file');
    });

    it('needs a session', async () => {
      const { c } = await filer();
      expectProblem(await c.get(`/api/entered-forms/${TAX_YEAR}`), 401, 'unauthorized');
    });
  });
});
