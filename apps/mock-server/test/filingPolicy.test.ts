import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FilerKind, mayFile, TaxpayerType, type TaxFormType } from '@citytax/api';
import { taxForms, taxpayers } from '../src/db/schema';
import { F1099, TAX_YEAR, W2 } from './authorizationRoutes';
import { FORM_ROUTES } from './filingPolicyRoutes';
import { client, createUser, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

/*
 * Who may file what (ADR 0017): every route of every tax form × every kind of taxpayer, read from
 * the one table of packages/api. A kind the table does not name gets 403
 * not-allowed-for-taxpayer-type with a readable reason and nothing is stored or changed; a kind it
 * names is never refused for its kind.
 */

const KINDS = [
  { name: 'individual', type: TaxpayerType.Individual, isBusinessUser: false, kind: FilerKind.NonBusiness },
  { name: 'joint', type: TaxpayerType.Joint, isBusinessUser: false, kind: FilerKind.NonBusiness },
  { name: 'business', type: TaxpayerType.Business, isBusinessUser: true, kind: FilerKind.Business },
] as const;

/** The stored shape of the entries (money in cents), which their GET routes read back. */
const STORED: Partial<Record<TaxFormType, Record<string, unknown>>> = {
  FormW2: { ...W2, medicareWages: 100_000, localWages: 100_000, localTaxWithheld: 2_500 },
  Form1099: { ...F1099, amount: 50_000 },
};

const TABLE = FORM_ROUTES.flatMap((row) =>
  KINDS.map((k) => ({
    name: `${row.route} (${row.type}) as ${k.name}: ${mayFile(row.type, k.kind) ? 'allowed' : '403'}`,
    row,
    k,
  })),
);

describe.each(drivers)('who may file what (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let next = 940_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** A form of `type` stored for the taxpayer as if before the rule (entries get a return). */
  async function storedForm(taxpayerId: string, type: TaxFormType): Promise<number> {
    const now = new Date();
    const base = { taxpayerId, taxYear: TAX_YEAR, status: 'Draft' as const, createdAt: now, updatedAt: now };
    let parentId: number | null = null;
    if (type === 'FormW2' || type === 'Form1099') {
      const [parent] = await database.db
        .insert(taxForms)
        .values({ ...base, type: 'CityTaxForm', data: { residenceCity: 'CLE', summary: null } })
        .returning({ id: taxForms.id });
      parentId = parent!.id;
    }
    const [row] = await database.db
      .insert(taxForms)
      .values({ ...base, type, parentId, data: STORED[type] ?? {}, amountDueCents: 5_000 })
      .returning({ id: taxForms.id });
    return row!.id;
  }

  it.each(TABLE)('$name', async ({ row, k }) => {
    const taxpayerId = String(next++);
    await database.db
      .insert(taxpayers)
      .values({ id: taxpayerId, type: k.type, name1: 'Kind', name2: 'Test' });
    const email = await createUser(database, {
      isBusinessUser: k.isBusinessUser,
      taxpayerId,
      linked: k.isBusinessUser ? [taxpayerId] : [],
    });
    const c = client(app);
    const token = await c.token(email);
    const formId = row.byId ? await storedForm(taxpayerId, row.type) : 0;
    const formsOf = async () =>
      database.db.select().from(taxForms).where(eq(taxForms.taxpayerId, taxpayerId)).orderBy(taxForms.id);
    const before = await formsOf();

    const res = await row.send(c, token, formId);

    if (mayFile(row.type, k.kind)) {
      if (res.statusCode === 403)
        expect(res.json().type, res.body).not.toBe(problemType('not-allowed-for-taxpayer-type'));
      // Past the table: the route's own answer (a closed payment provider is 503), never a crash.
      expect(res.statusCode, res.body).not.toBe(500);
      return;
    }
    expect(res.statusCode, res.body).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().type).toBe(problemType('not-allowed-for-taxpayer-type'));
    expect(res.json().detail).toMatch(/cannot file this form/);
    expect(await formsOf()).toEqual(before);
  });

  it('has a row for every kind of taxpayer on every route of a form', async () => {
    expect(TABLE).toHaveLength(FORM_ROUTES.length * KINDS.length);
    const [n] = await database.db.select({ n: count() }).from(taxpayers);
    expect(n!.n).toBeGreaterThan(0);
  });
});
