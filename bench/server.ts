import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { DEMO_PASSWORD, httpClient } from '../tests/support/httpClient';
import { createDatabase } from '../tests/support/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../tests/support/serverProcess';
import { PORTS, ROOT, log, onInterrupt, waitForHttp } from './util';

/*
 * Server: autocannon against the real server process (apps/mock-server/src/main.ts, as `npm run
 * serve` starts it) on PGlite and, with TEST_DATABASE_URL, on a fresh PostgreSQL database; and
 * against a bare Fastify route in its own process as the baseline.
 */

export interface LoadSettings {
  durationS: number;
  connections: number;
  signInConnections: number;
}

export interface LoadResult {
  target: 'bare' | 'pglite' | 'postgres';
  scenario: string;
  request: string;
  connections: number;
  durationS: number;
  total: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** req/s of this scenario ÷ req/s of the bare route. */
  ratioToBare: number | null;
  /** A correctness check of the scenario, when it has one. */
  note?: string;
}

export interface ServerResult {
  settings: LoadSettings;
  postgres: 'measured' | 'skipped (TEST_DATABASE_URL unset)';
  results: LoadResult[];
}

const ACCOUNT = 'individual@example.com';
/** A W-2 of the prior tax year (the server files entries into the prior year's annual return). */
const W2 = {
  employerName: 'Bench Employer Inc',
  employerEin: '341234567',
  workCity: 'CLE',
  medicareWages: 1000,
  localWages: 1000,
  localTaxWithheld: 25,
  locality: 'CLE',
};

function summarize(
  target: LoadResult['target'],
  scenario: string,
  request: string,
  r: Result,
  note?: string,
): LoadResult {
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  return {
    target,
    scenario,
    request,
    connections: r.connections,
    durationS: r.duration,
    total: r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'],
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    ratioToBare: null,
    ...(note ? { note } : {}),
  };
}

async function cannon(options: Options): Promise<Result> {
  return autocannon({ timeout: 20, ...options });
}

/** The bare baseline: bench/bare-server.mjs in its own node process. */
async function measureBare(settings: LoadSettings): Promise<LoadResult> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(PORTS.bare) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  const unregister = onInterrupt(stop);
  try {
    const url = `http://127.0.0.1:${PORTS.bare}/bare`;
    await waitForHttp(url);
    log(`server: bare Fastify GET /bare (${settings.durationS} s, ${settings.connections} connections)`);
    const r = await cannon({ url, connections: settings.connections, duration: settings.durationS });
    return summarize('bare', 'Bare Fastify route (baseline)', 'GET /bare', r);
  } finally {
    await stop();
    unregister();
  }
}

/** The three scenarios against one running server. */
async function measureApp(
  server: ServerProcess,
  target: 'pglite' | 'postgres',
  settings: LoadSettings,
): Promise<LoadResult[]> {
  const client = httpClient(server.url);
  const token = await client.signIn(ACCOUNT);
  const xsrf = randomBytes(16).toString('hex');
  const auth = { authorization: `Bearer ${token}` };
  const unsafe = {
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=${xsrf}`,
    [XSRF_HEADER]: xsrf,
  };
  const results: LoadResult[] = [];

  // Sanity checks first: a scenario that only measures errors would be worthless.
  const info = await client.get('/api/taxpayer-info');
  if (info.status !== 200) throw new Error(`GET /api/taxpayer-info: ${info.status} ${info.text}`);

  log(`server: ${target} GET /api/taxpayer-info`);
  results.push(
    summarize(
      target,
      'Taxpayer info (authenticated)',
      'GET /api/taxpayer-info',
      await cannon({
        url: `${server.url}/api/taxpayer-info`,
        connections: settings.connections,
        duration: settings.durationS,
        headers: auth,
      }),
    ),
  );

  const entriesBefore = await w2Count(client);
  let sequence = 0;
  const runId = randomBytes(4).toString('hex');
  log(`server: ${target} POST /api/form-w2`);
  const w2 = await cannon({
    url: server.url,
    connections: settings.connections,
    duration: settings.durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/form-w2',
        headers: { ...auth, ...unsafe },
        body: JSON.stringify(W2),
        // A distinct Idempotency-Key per request: each one creates a W-2.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': `bench-${runId}-${++sequence}` },
        }),
      },
    ],
  });
  const created = (await w2Count(client)) - entriesBefore;
  // Requests still in flight when autocannon stops may complete on the server uncounted.
  const consistent = created >= w2['2xx'] && created <= w2['2xx'] + settings.connections;
  results.push(
    summarize(
      target,
      'Create a W-2 (authenticated, XSRF, Idempotency-Key)',
      'POST /api/form-w2',
      w2,
      `${created} W-2 records created for ${w2['2xx']} 2xx responses${consistent ? '' : ' (MISMATCH)'}`,
    ),
  );
  if (!consistent) {
    throw new Error(`POST /api/form-w2 created ${created} records for ${w2['2xx']} successful responses`);
  }

  log(`server: ${target} POST /api/auth/signin`);
  results.push(
    summarize(
      target,
      'Sign-in (Argon2id)',
      'POST /api/auth/signin',
      await cannon({
        url: `${server.url}/api/auth/signin`,
        connections: settings.signInConnections,
        duration: settings.durationS,
        method: 'POST',
        headers: unsafe,
        body: JSON.stringify({ username: ACCOUNT, password: DEMO_PASSWORD }),
      }),
    ),
  );
  return results;
}

/** W-2 entries of the individual's prior-year annual return. */
async function w2Count(client: ReturnType<typeof httpClient>): Promise<number> {
  const res = await client.get('/api/city-tax-form');
  if (res.status !== 200) throw new Error(`GET /api/city-tax-form: ${res.status} ${res.text}`);
  const body = res.json<{ cityTaxForm: { entries: { taxFormType: string }[] } | null }>();
  return (body.cityTaxForm?.entries ?? []).filter((e) => e.taxFormType === 'FormW2').length;
}

async function withServer<T>(
  port: number,
  env: Record<string, string>,
  fn: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  // startServerProcess makes (and keeps) a temporary PGlite directory even with DATABASE_URL;
  // with PostgreSQL the bench passes its own and removes it.
  const dataDir = env.DATABASE_URL ? mkdtempSync(path.join(tmpdir(), 'citytax-bench-')) : undefined;
  const server = startServerProcess({
    port,
    ...(dataDir ? { dataDir } : {}),
    env: { ...env, LOG_LEVEL: 'warn' },
  });
  const stop = async () => {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const unregister = onInterrupt(stop);
  try {
    await server.ready();
    return await fn(server);
  } finally {
    await stop();
    unregister();
  }
}

export async function measureServer(settings: LoadSettings): Promise<ServerResult> {
  const results: LoadResult[] = [];
  const bare = await measureBare(settings);
  results.push(bare);

  results.push(...(await withServer(PORTS.serverPglite, {}, (s) => measureApp(s, 'pglite', settings))));

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createDatabase(adminUrl, 'citytax_bench');
    const unregister = onInterrupt(database.drop);
    try {
      results.push(
        ...(await withServer(PORTS.serverPostgres, { DATABASE_URL: database.url }, (s) =>
          measureApp(s, 'postgres', settings),
        )),
      );
    } finally {
      await database.drop();
      unregister();
    }
  }

  for (const r of results) r.ratioToBare = bare.reqPerSec > 0 ? r.reqPerSec / bare.reqPerSec : null;
  return {
    settings,
    postgres: adminUrl ? 'measured' : 'skipped (TEST_DATABASE_URL unset)',
    results,
  };
}
