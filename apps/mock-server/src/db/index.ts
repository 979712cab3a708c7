import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER } from '../paths';
import { listenPglite, listenPostgres, type ChangeFeed, type ChangeListener } from './changes';
import * as schema from './schema';

export { schema };

/** The database handle every query uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /**
   * Delivers committed changes of cached rows (ADR 0043): on PostgreSQL a dedicated listening
   * connection, made in the background; on PGlite the one in-process database.
   */
  listen(listener: ChangeListener): Promise<ChangeFeed>;
  close(): Promise<void>;
}

export type OpenDbOptions = (
  | {
      databaseUrl: string;
      /** How long a query waits for a new connection before it fails (then 503); 5 s by default. */
      connectionTimeoutMillis?: number;
    }
  | { dataDir: string }
  | { inMemory: true }
) & {
  /**
   * Runs right after the migrations (the seed, in main.ts). On PostgreSQL both run under
   * MIGRATION_LOCK_KEY, so instances starting together on one database take turns.
   */
  setup?: (db: Db) => Promise<void>;
};

/**
 * The PostgreSQL session advisory lock held while migrating and seeding: two instances starting
 * at once on an empty database would otherwise both create the schema (the second fails on
 * "already exists") and both insert the seed rows. Released on unlock or when the session ends.
 */
export const MIGRATION_LOCK_KEY = 0x43_49_54_59; // 'CITY'

/** How long a query waits for a PostgreSQL connection by default. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

export { MIGRATIONS_FOLDER };

/** Connections of the node-postgres pool (the admission limit's default follows it). */
export const DATABASE_POOL_SIZE = 10;

/**
 * Opens the database and applies the committed migrations (then `setup`): node-postgres when a
 * URL is given, otherwise PGlite (file-backed under dataDir/pglite, or in memory for tests).
 */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const [{ drizzle }, { migrate }, pg] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('pg'),
    ]);
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max: DATABASE_POOL_SIZE,
      // An unreachable database fails a request after this instead of hanging it (then 503).
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    });
    // An idle client that loses its connection (a database restart, an administrator's terminate)
    // emits 'error' on the pool; unhandled, that would crash the process. The pool drops the client
    // and the next query opens a new connection.
    pool.on('error', (err) => {
      console.error(`database connection lost: ${err.message}`);
    });
    const db = drizzle(pool, { schema });
    try {
      const lock = await pool.connect();
      let lockError: Error | undefined;
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await options.setup?.(db as unknown as Db);
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((err: Error) => {
            lockError = err;
          });
        }
      } finally {
        // A client whose unlock failed is closed, which ends its session and so its lock.
        lock.release(lockError ?? false);
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      listen: async (listener) => listenPostgres(databaseUrl, listener),
      close: () => pool.end(),
    };
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
    await options.setup?.(db as unknown as Db);
  } catch (err) {
    await client.close();
    throw err;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    listen: (listener) => listenPglite(client, listener),
    close: () => client.close(),
  };
}

/** A trivial round trip, for the health check. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
