import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { citiesResponseSchema, cityTaxFormResponseSchema, priorTaxYear } from '@citytax/api';
import { MIGRATIONS_FOLDER, type Database, type Db, type DbDriver } from '../src/db/index';
import { cities, taxForms, taxpayers } from '../src/db/schema';
import { SEED_CITIES, seed } from '../src/db/seed';
import { storedReturnSchema } from '../src/annualReturn';
import { client, createUser, drivers, makeApp, openTestDb, type TestDatabase } from './helpers';

/*
 * City terms by tax year (issue 17; TAX-RULES.md §1): the migration brings a database seeded before
 * to the seed's rows, a fresh one gets the same table from the seed, and GET /api/cities answers the
 * terms of the year asked for. A summary stored before it carried the credit limit still reads.
 */

type CityRow = typeof cities.$inferInsert;

/** The city rows the seed inserted before issue 17 (one row a city, Cincinnati and Toledo from 2021). */
const SEED_BEFORE: CityRow[] = [
  ['CLE', 'Cleveland', true, 25_000, 1_000_000, 25_000, 2016, null],
  ['GTN', 'Germantown', true, 15_000, 600_000, 9_000, 2016, null],
  ['BRT', 'Burton', true, 10_000, 500_000, 5_000, 2016, null],
  ['COL', 'Columbus', false, 25_000, null, null, 2016, null],
  ['CIN', 'Cincinnati', false, 18_000, null, null, 2021, null],
  ['DAY', 'Dayton', false, 25_000, null, null, 2016, null],
  ['AKR', 'Akron', false, 25_000, null, null, 2016, null],
  ['TOL', 'Toledo', false, 25_000, null, null, 2021, 2028],
].map(([code, name, member, ratePpm, creditFactorPpm, creditLimitPpm, validFromYear, validToYear]) => ({
  code: code as string,
  name: name as string,
  member: member as boolean,
  ratePpm: ratePpm as number,
  creditFactorPpm: creditFactorPpm as number | null,
  creditLimitPpm: creditLimitPpm as number | null,
  validFromYear: validFromYear as number,
  validToYear: validToYear as number | null,
}));

const byKey = (a: CityRow, b: CityRow) => a.code.localeCompare(b.code) || a.validFromYear - b.validFromYear;
const normalized = (rows: CityRow[]) =>
  rows
    .map((r) => ({
      code: r.code,
      name: r.name,
      member: r.member,
      ratePpm: r.ratePpm,
      creditFactorPpm: r.creditFactorPpm ?? null,
      creditLimitPpm: r.creditLimitPpm ?? null,
      validFromYear: r.validFromYear,
      validToYear: r.validToYear ?? null,
    }))
    .sort(byKey);
const cityTable = async (db: Db) => normalized(await db.select().from(cities));

/** A copy of the migrations folder whose journal ends with `lastTag`: migrating to it stops there. */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'citytax-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A new database on `driver`, migrated with the migrations of `folder`, and `migrate` to apply the
 * migrations of another folder later (as a newer release would on start).
 */
async function openMigrated(
  driver: DbDriver,
  folder: string,
): Promise<
  Omit<Database, 'listen'> & { migrate: (folder: string) => Promise<void>; dispose: () => Promise<void> }
> {
  if (driver === 'pglite') {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const pgClient = new PGlite();
    const db = drizzle(pgClient);
    await migrate(db, { migrationsFolder: folder });
    const close = () => pgClient.close();
    return {
      db: db as unknown as Db,
      driver,
      close,
      dispose: close,
      migrate: (f) => migrate(db, { migrationsFolder: f }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `citytax_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder: folder });
  const close = () => pool.end();
  return {
    db: db as unknown as Db,
    driver,
    close,
    migrate: (f) => migrate(db, { migrationsFolder: f }),
    dispose: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Cleveland as GET /api/cities answers it for a tax year. */
async function clevelandIn(app: FastifyInstance, taxYear: number) {
  const res = await client(app).get(`/api/cities?taxYear=${taxYear}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = citiesResponseSchema.parse(res.json());
  expect(answer.taxYear).toBe(taxYear);
  return answer.cities.find((c) => c.code === 'CLE');
}

describe('the seed of the city terms', () => {
  it('holds the rows of TAX-RULES.md §1, one per city and range of tax years', () => {
    expect(normalized(SEED_CITIES).filter((r) => ['CLE', 'CIN', 'TOL'].includes(r.code))).toEqual([
      expect.objectContaining({ code: 'CIN', ratePpm: 21_000, validFromYear: 2016, validToYear: 2020 }),
      expect.objectContaining({ code: 'CIN', ratePpm: 18_000, validFromYear: 2021, validToYear: null }),
      {
        code: 'CLE',
        name: 'Cleveland',
        member: true,
        ratePpm: 20_000,
        creditFactorPpm: 500_000,
        creditLimitPpm: 10_000,
        validFromYear: 2016,
        validToYear: 2016,
      },
      {
        code: 'CLE',
        name: 'Cleveland',
        member: true,
        ratePpm: 25_000,
        creditFactorPpm: 1_000_000,
        creditLimitPpm: 25_000,
        validFromYear: 2017,
        validToYear: null,
      },
      expect.objectContaining({ code: 'TOL', ratePpm: 25_000, validFromYear: 2016, validToYear: null }),
    ]);
  });
});

describe.each(drivers)('city terms by tax year (%s)', (driver) => {
  it('a fresh database, migrated and seeded, holds exactly the seed', async () => {
    const database = await openTestDb(driver);
    try {
      expect(await cityTable(database.db)).toEqual(normalized(SEED_CITIES));
    } finally {
      await database.dispose();
    }
  });

  it('a database seeded before is brought to the seed by the migration; seeding again changes nothing', async () => {
    const before = migrationsUpTo('0011_upload_files_on_disk');
    const database = await openMigrated(driver, before.folder);
    let app: FastifyInstance | undefined;
    try {
      await database.db.insert(cities).values(SEED_BEFORE);
      expect(await cityTable(database.db)).toEqual(normalized(SEED_BEFORE));

      await database.migrate(MIGRATIONS_FOLDER);
      expect(await cityTable(database.db)).toEqual(normalized(SEED_CITIES));
      await seed(database.db, new Date(), { demo: false });
      expect(await cityTable(database.db)).toEqual(normalized(SEED_CITIES));
      // Run again (another instance starting), the migrations change nothing either.
      await database.migrate(MIGRATIONS_FOLDER);
      expect(await cityTable(database.db)).toEqual(normalized(SEED_CITIES));

      app = await makeApp(database);
      expect(await clevelandIn(app, 2016)).toMatchObject({
        rate: 0.02,
        creditFactor: 0.5,
        creditLimit: 0.01,
      });
      expect(await clevelandIn(app, 2017)).toMatchObject({
        rate: 0.025,
        creditFactor: 1,
        creditLimit: 0.025,
      });
    } finally {
      await app?.close();
      await database.dispose();
      before.remove();
    }
  });

  describe('on a fresh database', () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await openTestDb(driver);
      app = await makeApp(database);
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('GET /api/cities answers the terms of the tax year asked for', async () => {
      expect(await clevelandIn(app, 2016)).toEqual({
        code: 'CLE',
        name: 'Cleveland',
        member: true,
        rate: 0.02,
        creditFactor: 0.5,
        creditLimit: 0.01,
      });
      expect(await clevelandIn(app, 2017)).toEqual({
        code: 'CLE',
        name: 'Cleveland',
        member: true,
        rate: 0.025,
        creditFactor: 1,
        creditLimit: 0.025,
      });
      const answer = citiesResponseSchema.parse((await client(app).get('/api/cities?taxYear=2020')).json());
      expect(answer.cities.map((c) => c.code)).toEqual([
        'AKR',
        'BRT',
        'CIN',
        'CLE',
        'COL',
        'DAY',
        'GTN',
        'TOL',
      ]);
      // A city that is not a member has no credit terms; Cincinnati's 2.10% lasts through 2020.
      expect(answer.cities.find((c) => c.code === 'CIN')).toEqual({
        code: 'CIN',
        name: 'Cincinnati',
        member: false,
        rate: 0.021,
        creditFactor: null,
        creditLimit: null,
      });
      expect(answer.cities.find((c) => c.code === 'GTN')).toMatchObject({
        creditFactor: 0.6,
        creditLimit: 0.009,
      });
      // No row applies before 2016: no rate, no terms.
      const before = citiesResponseSchema.parse((await client(app).get('/api/cities?taxYear=2015')).json());
      expect(before.cities.find((c) => c.code === 'BRT')).toMatchObject({
        rate: null,
        creditFactor: null,
        creditLimit: null,
      });
    });

    it('a summary stored before it carried the credit limit reads with the limit it was computed with', async () => {
      // Computed by the old method for a Germantown resident (1.5%, factor 60%, limit 0.9%).
      const oldSummary = {
        qualifyingWages: 5_000_000,
        income1099: 0,
        taxableIncome: 5_000_000,
        ratePpm: 15_000,
        tax: 75_000,
        credits: [{ entryId: 1, locality: 'COL', amount: 46_800 }],
        creditableTotal: 46_800,
        creditFactorPpm: 600_000,
        credit: 28_080,
        residenceWithheld: 0,
        estimatesPaid: 0,
        priorYearCredit: 0,
        net: 46_920,
        outcome: 'balanceDue',
        amountDue: 46_920,
        warnings: [],
      };
      expect(storedReturnSchema.parse({ residenceCity: 'GTN', summary: oldSummary }).summary).toMatchObject({
        creditFactorPpm: 600_000,
        creditLimitPpm: 9_000,
      });

      // A filed return shows what was filed, the limit included.
      const taxpayerId = String(960_000 + Math.floor(Math.random() * 10_000));
      await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Old', name2: 'Filer' });
      const email = await createUser(database, { isBusinessUser: false, taxpayerId });
      const now = new Date();
      await database.db.insert(taxForms).values({
        taxpayerId,
        type: 'CityTaxForm',
        taxYear: priorTaxYear(now),
        status: 'Filed',
        data: { residenceCity: 'GTN', summary: oldSummary },
        amountDueCents: 46_920,
        createdAt: now,
        updatedAt: now,
        filedAt: now,
      });
      const c = client(app);
      const res = await c.get('/api/city-tax-form', await c.token(email));
      expect(res.statusCode, res.body).toBe(200);
      expect(cityTaxFormResponseSchema.parse(res.json()).cityTaxForm?.summary).toMatchObject({
        creditFactor: 0.6,
        creditLimit: 0.009,
        credit: 280.8,
        amountDue: 469.2,
      });
    });
  });
});
