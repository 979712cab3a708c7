import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export { schema };

/** The database handle every query uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
}

export type OpenDbOptions = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database and applies the committed migrations: node-postgres when a URL
 * is given, otherwise PGlite (file-backed under dataDir/pglite, or in memory for tests).
 */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const [{ drizzle }, { migrate }, pg] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('pg'),
    ]);
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its connection (a database restart, an administrator's terminate)
    // emits 'error' on the pool; unhandled, that would crash the process. The pool drops the client
    // and the next query opens a new connection.
    pool.on('error', (err) => {
      console.error(`database connection lost: ${err.message}`);
    });
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: InstanceType<typeof PGlite>;
  if ('dataDir' in options) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** A trivial round trip, for the health check. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
