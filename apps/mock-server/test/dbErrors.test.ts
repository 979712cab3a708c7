import { createServer, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/index';
import * as schema from '../src/db/schema';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  databaseUnavailableProblem,
  isDatabaseUnavailable,
} from '../src/dbErrors';
import { client, problemType, testConfig } from './helpers';

/*
 * Which errors mean "the database is unreachable" (issue 10): those become 503
 * service-unavailable with Retry-After instead of 500. The real errors of node-postgres and
 * drizzle against a closed port and a server that never answers are classified, as are the
 * PostgreSQL SQLSTATEs of a shutting-down server; ordinary query errors are not.
 */

/** Ports of this file (issue 10's range): nothing listens on CLOSED_PORT. */
const CLOSED_PORT = 19240;
const SILENT_PORT = 19241;

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['EPIPE', withCode('EPIPE')],
    ['EHOSTUNREACH', withCode('EHOSTUNREACH')],
    ['ENOTFOUND (DNS)', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    ['57P01 admin_shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', withCode('53300')],
    ['08006 connection_failure', withCode('08006')],
    ['08001 unable to connect', withCode('08001')],
    ['08P01 protocol_violation', withCode('08P01')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['Connection terminated due to timeout', new Error('Connection terminated due to connection timeout')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['client not queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['ended pool', new Error('Cannot use a pool after calling end on the pool')],
    ['query read timeout', new Error('Query read timeout')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through `cause` chains and AggregateError members', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(new Error('outer', { cause: wrapped }))).toBe(true);
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a missing table', withCode('42P01', 'relation "x" does not exist')],
    ['a check violation', withCode('23514')],
    ['a serialization failure', withCode('40001')],
    ['a query canceled by statement_timeout', withCode('57014')],
    ['a plain error', new Error('boom')],
    ['a Fastify error code', withCode('FST_ERR_VALIDATION')],
    ['a non-error value', 'ECONNREFUSED'],
    ['null', null],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not loop on a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('real driver errors of an unreachable database', () => {
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers: a database host that hangs.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(SILENT_PORT, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const poolTo = (port: number) =>
    new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/none`,
      connectionTimeoutMillis: 300,
    });

  async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
    try {
      await work();
    } catch (err) {
      return err;
    }
    throw new Error('expected the call to fail');
  }

  it('classifies a refused connection, through drizzle', async () => {
    const pool = poolTo(CLOSED_PORT);
    try {
      const db = drizzle(pool, { schema });
      const err = await errorOf(() => db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('classifies a connection that times out, through drizzle', async () => {
    const pool = poolTo(SILENT_PORT);
    try {
      const db = drizzle(pool, { schema });
      const started = Date.now();
      const err = await errorOf(() => db.execute(sql`select 1`));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('answers 503 problem+json with Retry-After from the routes and the health check, never 500', async () => {
    const pool = poolTo(CLOSED_PORT);
    pool.on('error', () => {});
    const app = await buildApp({ config: testConfig(), db: drizzle(pool, { schema }) as unknown as Db });
    try {
      const c = client(app);
      for (const res of [
        await c.get('/api/city-tax-form', 'a-token-the-server-must-look-up'),
        await c.signIn('individual@example.com'),
        await c.post('/api/account/contact-support', {
          type: 'Website',
          name: 'Pat',
          phoneNumber: '216-555-0100',
          emailAddress: 'pat@example.com',
          message: 'Hello',
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual({
          type: problemType('service-unavailable'),
          title: 'Service Unavailable',
          status: 503,
          detail: DATABASE_UNAVAILABLE_DETAIL,
        });
      }
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json().type).toBe(problemType('service-unavailable'));
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('builds the problem with its status, type, detail and Retry-After', () => {
    const problem = databaseUnavailableProblem();
    expect(problem).toMatchObject({
      status: 503,
      type: 'service-unavailable',
      detail: DATABASE_UNAVAILABLE_DETAIL,
      extra: { headers: { 'Retry-After': '60' } },
    });
  });
});
