import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/mock-server/src/app';
import { openDb, type Database } from '../../apps/mock-server/src/db/index';
import { taxForms } from '../../apps/mock-server/src/db/schema';
import { seed } from '../../apps/mock-server/src/db/seed';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../apps/mock-server/src/dbErrors';
import { client, testConfig } from '../../apps/mock-server/test/helpers';
import {
  createScratchDatabase,
  newKey,
  problemType,
  TEST_DATABASE_URL,
  w2Body,
  type ScratchDatabase,
} from './support';
import { TcpProxy } from './tcpProxy';

/*
 * The database goes away and comes back (issue 10), PostgreSQL only: the server reaches its
 * database through a TCP proxy this test cuts and restores. While it is cut, /healthz and signed-in
 * calls answer 503 service-unavailable problem+json with Retry-After (never 500, never a stack
 * trace), within a bounded time also when the database host hangs; once it is back the same
 * calls answer 200 again, from the same server, and a write retried with its Idempotency-Key is
 * stored once.
 */

const PROXY_PORT = 19220;
/** The pool's connect timeout here (the server's default is 5 s): a hanging host costs this much. */
const CONNECT_TIMEOUT_MS = 1_500;

function expect503(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json<{ type: string; status: number; detail: string }>();
  expect(body.type).toBe(problemType('service-unavailable'));
  expect(body.status).toBe(503);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack|ECONN|postgres/i);
  if (what !== '/healthz') {
    expect(body.detail).toBe(DATABASE_UNAVAILABLE_DETAIL);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe.skipIf(!TEST_DATABASE_URL)('the database becomes unreachable and comes back (postgres)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let c: ReturnType<typeof client>;
  let token: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('citytax_dbdown');
    const direct = new URL(scratch.url);
    proxy = new TcpProxy(PROXY_PORT, { host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.open();
    const proxied = new URL(scratch.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(PROXY_PORT);
    database = await openDb({ databaseUrl: proxied.toString(), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    await seed(database.db);
    app = await buildApp({ config: testConfig(), db: database.db });
    c = client(app);
    token = await c.token('individual@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.cut();
    await database?.close().catch(() => {});
    await scratch?.drop();
  });

  /** The calls a signed-in filer makes: health, a read, a keyed write, a sign-in. */
  const calls = (w2Key: string) =>
    [
      ['/healthz', () => app.inject({ method: 'GET', url: '/healthz' })],
      ['GET /api/city-tax-form', () => c.get('/api/city-tax-form', token)],
      [
        'POST /api/form-w2',
        () =>
          c.send({
            method: 'POST',
            url: '/api/form-w2',
            payload: w2Body(1),
            token,
            headers: { 'idempotency-key': w2Key },
          }),
      ],
      ['POST /api/auth/signin', () => c.signIn('joint@example.com')],
    ] as const;

  /** Runs the calls at once; returns their answers and the slowest call's time. */
  async function callAll(w2Key: string) {
    const started = Date.now();
    const answers = await Promise.all(
      calls(w2Key).map(async ([what, call]) => ({ what, res: await call(), ms: Date.now() - started })),
    );
    return { answers, slowest: Math.max(...answers.map((a) => a.ms)) };
  }

  async function expectHealthy(w2Key: string) {
    const { answers } = await callAll(w2Key);
    for (const { what, res } of answers) expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  }

  const rowsWithKey = (key: string) =>
    database.db
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, '100001'), eq(taxForms.idempotencyKey, key)));

  it('answers 503 while the database is cut off and 200 once it is back, without a restart', async () => {
    await expectHealthy(newKey('before'));
    expect(proxy.connections).toBeGreaterThan(0);

    await proxy.cut();
    const key = newKey('during');
    for (let round = 0; round < 2; round++) {
      const { answers, slowest } = await callAll(key);
      for (const { what, res } of answers) expect503(res, what);
      // A refused connection fails at once: no request waits for the connect timeout.
      expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS);
    }

    await proxy.open();
    await expectHealthy(key);
    // The write refused during the outage, retried with its key: stored once.
    const again = await c.send({
      method: 'POST',
      url: '/api/form-w2',
      payload: w2Body(1),
      token,
      headers: { 'idempotency-key': key },
    });
    expect(again.statusCode).toBe(200);
    expect(await rowsWithKey(key)).toEqual([{ id: again.json<{ id: number }>().id }]);
  });

  it('answers 503 within the connect timeout when the database host hangs, then recovers', async () => {
    await proxy.cut();
    await proxy.open('blackhole');
    const key = newKey('hang');
    const { answers, slowest } = await callAll(key);
    for (const { what, res } of answers) expect503(res, what);
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS + 2_500);
    await proxy.cut();
    expect(proxy.connections).toBe(0);

    await proxy.open();
    await expectHealthy(key);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });
});
