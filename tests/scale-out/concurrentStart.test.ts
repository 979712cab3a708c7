import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../../apps/mock-server/src/db/index';
import { DEMO_ACCOUNTS, SEED_ESTIMATE_PAYMENTS, seed } from '../../apps/mock-server/src/db/seed';
import { createDatabase, migrationCount, TEST_DATABASE_URL, type FreshDatabase } from './support';

/*
 * Instances that start together on one empty PostgreSQL database (a rolling deploy, a scale-up,
 * a restart of every replica) each migrate and seed it on start. openDb does both under one
 * advisory lock (MIGRATION_LOCK_KEY). Without it the others fail while creating drizzle's schema
 * or migrations table ("already exists"), and concurrent seeds fail on the seeded estimate's
 * Idempotency-Key (duplicate key in tax_forms_idempotency_idx).
 * This is main.ts's start sequence, three times at once in one process, so it is fast and the
 * race is near certain; twoInstances.test.ts starts two real processes the same way.
 */

describe.skipIf(!TEST_DATABASE_URL)(
  `concurrent start on one empty PostgreSQL database${TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`,
  () => {
    let database: FreshDatabase;

    beforeAll(async () => {
      database = await createDatabase(TEST_DATABASE_URL!, 'citytax_scale_start');
    });
    afterAll(async () => {
      await database?.drop();
    });

    it('three instances migrating and seeding at once all start, and every migration and seed row is there once', async () => {
      const started = await Promise.allSettled(
        [1, 2, 3].map(() => openDb({ databaseUrl: database.url, setup: (db) => seed(db) })),
      );
      const opened = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      await Promise.all(opened.map((d: Database) => d.close()));
      expect(started.map((r) => (r.status === 'fulfilled' ? 'started' : String(r.reason)))).toEqual([
        'started',
        'started',
        'started',
      ]);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const count = async (query: string) => Number((await client.query(query)).rows[0].count);
        expect(await count('select count(*) from drizzle.__drizzle_migrations')).toBe(migrationCount());
        expect(await count('select count(*) from users')).toBe(DEMO_ACCOUNTS.length);
        expect(await count(`select count(*) from tax_forms where idempotency_key like 'seed-%'`)).toBe(
          SEED_ESTIMATE_PAYMENTS.length,
        );
        expect(await count('select count(*) from payments')).toBe(SEED_ESTIMATE_PAYMENTS.length);
      } finally {
        await client.end();
      }
    });
  },
);
