import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A uniquely named, empty PostgreSQL database for one test run or benchmark (the server migrates it). */
export interface FreshDatabase {
  name: string;
  /** The admin URL with the fresh database's name. */
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the server of `adminUrl`, named `${prefix}_<time>_<random>`. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
