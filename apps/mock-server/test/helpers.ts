import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDb, type Database, type DbDriver } from '../src/db/index';
import { eq } from 'drizzle-orm';
import { hashToken } from '../src/auth';
import { sessions, users, userTaxpayers } from '../src/db/schema';
import { DEMO_PASSWORD, hashPassword, seed } from '../src/db/seed';
import { databaseUploadStore, fileUploadStore, type UploadStore } from '../src/uploads';
import { passSecondStep, type PendingSecondStep, type PostJson } from '../../../tests/support/secondStep';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const drivers: DbDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** Closes the connection and, for PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

/** A fresh, migrated and seeded database: in-memory PGlite, or a new uniquely named PostgreSQL database. */
export async function openTestDb(driver: DbDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDb({ inMemory: true });
    await seed(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `citytax_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDb({ databaseUrl: url.toString() });
  await seed(database.db);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** The servers' PUBLIC_URL in these tests: the passkeys' origin and RP ID. */
export const TEST_PUBLIC_URL = 'http://portal.test';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    PORTAL_DIST: 'does-not-exist',
    SIGNIN_RATE_LIMIT_MAX: '1000',
    EMAIL_RATE_LIMIT_MAX: '1000',
    REGISTRATION_RATE_LIMIT_MAX: '1000',
    MAIL_PER_ADDRESS_PER_HOUR: '1000',
    // A burst of a test (twenty filings at once) may wait its turn longer than PGlite's 750 ms on a
    // busy 2-core machine; the admission gate's own tests set their limits (admission.test.ts).
    ADMISSION_MAX_WAIT_MS: '5000',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...env,
  });
}

/** A controllable clock. */
export function fakeClock(start = new Date('2026-03-01T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function makeApp(
  database: Omit<Database, 'listen'> & Partial<Pick<Database, 'listen'>>,
  options: { env?: Record<string, string>; clock?: () => Date; uploadStore?: UploadStore } = {},
) {
  return buildApp({
    config: testConfig(options.env),
    db: database.db,
    // The instance's session and taxpayer cache, as main.ts runs it (ADR 0043).
    ...(database.listen ? { listen: database.listen } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    uploadStore: options.uploadStore ?? testUploadStore(database.driver),
  });
}

/** As main.ts does: upload bytes in files (a fresh temporary directory) on PGlite, in the row on PostgreSQL. */
export function testUploadStore(driver: DbDriver): UploadStore {
  return driver === 'pglite'
    ? fileUploadStore(mkdtempSync(path.join(tmpdir(), 'citytax-uploads-')))
    : databaseUploadStore;
}

/** A browser-like client: keeps the XSRF cookie and echoes it on unsafe calls. */
export function client(app: FastifyInstance) {
  const xsrf = randomBytes(16).toString('hex');
  const cookieHeader = `${XSRF_COOKIE}=${xsrf}`;
  const send = (opts: InjectOptions & { token?: string }) => {
    const { token, ...rest } = opts;
    const method = (rest.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      cookie: cookieHeader,
      ...(rest.headers as Record<string, string>),
    };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) headers[XSRF_HEADER] = xsrf;
    if (token) headers.authorization = `Bearer ${token}`;
    return app.inject({ ...rest, headers });
  };
  /**
   * Signs in with the demo password and passes a second step if one is owed (ADR 0045): the
   * session's answer, as `/api/auth/signin` gives it to an account without one.
   */
  async function session(
    username: string,
    password = DEMO_PASSWORD,
    at?: Date,
  ): Promise<Record<string, unknown>> {
    const res = await send({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
    if (res.statusCode !== 200)
      throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    const answer = res.json() as Record<string, unknown> & { secondStep?: PendingSecondStep };
    if (!answer.secondStep) return answer;
    const post: PostJson = async (url, payload) => {
      const reply = await send({ method: 'POST', url, payload: payload as object });
      return { status: reply.statusCode, body: reply.json() };
    };
    return passSecondStep(post, answer.secondStep, TEST_PUBLIC_URL, at);
  }
  return {
    send,
    get: (url: string, token?: string) => send({ method: 'GET', url, ...(token ? { token } : {}) }),
    post: (url: string, payload?: unknown, token?: string) =>
      send({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        ...(token ? { token } : {}),
      }),
    async signIn(username: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
      return send({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
    },
    session,
    /** The token of `session`. */
    token: async (username: string): Promise<string> => (await session(username)).token as string,
  };
}

/** A new individual's registration (POST /api/register/individual) with this SSN and address. */
export const individualRegistration = (ssn: string, email: string) => ({
  firstName: 'Robin',
  lastName: 'Hale',
  ssn,
  address: { street: '10 Lake Rd', city: 'Cleveland', state: 'OH', zip: '44102' },
  phoneNumber: '216-555-0199',
  email,
});

/** A new business's registration (POST /api/register/business) with this EIN and address. */
export const businessRegistration = (ein: string, email: string) => ({
  businessName: 'Gateway Coffee LLC',
  ein,
  address: { street: '100 Gateway Ave', city: 'Cleveland', state: 'OH', zip: '44115' },
  phoneNumber: '(216) 555-0111',
  contactFirstName: 'Jamie',
  contactLastName: 'Cole',
  email,
});

export const problemType = (name: string) => `https://citytax.example/problems/${name}`;

let demoHash: Promise<string> | null = null;

/**
 * A fresh active user (password DEMO_PASSWORD) with its own taxpayer and linked businesses,
 * for tests that change links or sessions without touching the demo accounts.
 */
export async function createUser(
  database: Database,
  options: { isBusinessUser: boolean; taxpayerId: string | null; linked?: string[] },
): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const id = `test-${randomBytes(6).toString('hex')}`;
  const email = `${id}@example.com`;
  await database.db.insert(users).values({
    id,
    email,
    passwordHash: await demoHash,
    emailConfirmedAt: new Date(),
    firstName: 'Tess',
    isBusinessUser: options.isBusinessUser,
    status: 'active',
    taxpayerId: options.taxpayerId,
  });
  if (options.linked?.length) {
    await database.db
      .insert(userTaxpayers)
      .values(options.linked.map((taxpayerId) => ({ userId: id, taxpayerId })));
  }
  return email;
}

/** Points the session of this bearer token at another taxpayer (a stale or tampered session). */
export async function setSessionFilingAs(database: Database, token: string, taxpayerId: string | null) {
  await database.db
    .update(sessions)
    .set({ filingAsTaxpayerId: taxpayerId })
    .where(eq(sessions.tokenHash, hashToken(token)));
}
