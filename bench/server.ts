import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type RawRequest, type Result } from 'autocannon';
import { priorTaxYear, XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { emptyReturnData } from '../apps/mock-server/src/annualReturn';
import { hashToken, newSessionToken } from '../apps/mock-server/src/auth';
import { openDb, type Db } from '../apps/mock-server/src/db/index';
import { sessions, taxForms, taxpayers, users } from '../apps/mock-server/src/db/schema';
import { seed } from '../apps/mock-server/src/db/seed';
import { DEMO_PASSWORD, httpClient } from '../tests/support/httpClient';
import { createDatabase } from '../tests/support/scratchDatabase';
import { startServerProcess, type ServerProcess } from '../tests/support/serverProcess';
import { PORTS, ROOT, log, onInterrupt, waitForHttp } from './util';

/*
 * Server: autocannon against the real server process, compiled as `npm run serve` runs it
 * (`npm run build:server`, apps/mock-server/dist/main.js; ADR 0041), on PGlite and, with
 * TEST_DATABASE_URL, on a fresh PostgreSQL database; against a bare Fastify route in its own
 * process as the baseline; and the deadline-day mix (many sessions, 200 connections) on each.
 */

/** The issue 21 targets, printed next to the figures. */
export const SERVER_TARGETS = {
  /** Authenticated GET /api/taxpayer-info on PostgreSQL, as a share of the bare route's req/s. */
  readRatio: 0.15,
  /** POST /api/form-w2 on PostgreSQL, as a share of the bare route's req/s. */
  w2Ratio: 0.05,
  /** Deadline day on PostgreSQL: no errors, timeouts or non-2xx answers, and p99 at most this. */
  postgresP99Ms: 1_000,
  /** Deadline day on PGlite: no answer later than this (503 with Retry-After past the queue). */
  pgliteMaxMs: 2_000,
} as const;

export interface LoadSettings {
  durationS: number;
  connections: number;
  signInConnections: number;
  /** The deadline-day mix: its length and connections (200 for 60 s by default). */
  deadline: { durationS: number; connections: number };
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

/** One kind of request of the deadline-day mix: how many were answered, by status, and the slowest. */
export interface DeadlineKind {
  request: string;
  total: number;
  statusCodes: Record<string, number>;
  /** The longest from sending the request to its answer, and that answer's status. */
  maxMs: number;
  maxStatus: number;
}

export interface DeadlineResult {
  target: 'pglite' | 'postgres';
  connections: number;
  durationS: number;
  /** Distinct sessions the connections take turns with. */
  sessions: number;
  total: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors (autocannon), of which timeouts (no answer within 20 s). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** 503 answers, and how many of them carried Retry-After. */
  refused503: number;
  refused503WithRetryAfter: number;
  byKind: DeadlineKind[];
  /**
   * The slowest answer of autocannon's requests but each connection's first (ADR 0044: the slow
   * answers of a saturated PGlite are the first requests of connections opened meanwhile).
   */
  maxAfterFirstMs: number;
  /** A signed-in read every 50 ms from a process of its own while the load runs (bench/probe.mjs). */
  probe: DeadlineProbe;
}

/** What bench/probe.mjs saw. */
export interface DeadlineProbe {
  requests: number;
  p99Ms: number;
  maxMs: number;
  statusCodes: Record<string, number>;
}

/** Runs bench/probe.mjs against a signed-in read while `during` runs; its figures once both end. */
async function probeDuring<T>(
  server: ServerProcess,
  token: string,
  durationS: number,
  during: () => Promise<T>,
): Promise<[T, DeadlineProbe]> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'bench/probe.mjs'), `${server.url}/api/taxpayer-info`, token, String(durationS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  try {
    const result = await during();
    child.kill('SIGTERM');
    await exited;
    return [result, JSON.parse(output) as DeadlineProbe];
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

export interface ServerResult {
  settings: LoadSettings;
  postgres: 'measured' | 'skipped (TEST_DATABASE_URL unset)';
  /** What was measured: the compiled server, and how long its build took. */
  server: { entry: 'apps/mock-server/dist/main.js'; buildMs: number };
  results: LoadResult[];
  deadline: DeadlineResult[];
}

const ACCOUNT = 'individual@example.com';
/** A W-2 of the prior tax year (the server files entries into the prior year's annual return). */
export const W2 = {
  employerName: 'Bench Employer Inc',
  employerEin: '341234567',
  workCity: 'CLE',
  medicareWages: 1000,
  localWages: 1000,
  localTaxWithheld: 25,
  locality: 'CLE',
};

/**
 * Taxpayers of the bench (ADR 0043): individuals with an account, a session and a draft annual
 * return of the prior tax year that names its residence city, as a taxpayer who has started a
 * return has. Saves are spread over them as a deadline day spreads them over many taxpayers (each
 * W-2 recomputes its own return, over its own few entries), rather than piled into one return of
 * one demo account (every save then waited for that return's lock, and recomputed nothing: the
 * demo return names no residence city).
 */
export const BENCH_TAXPAYERS = { w2: 2_000, deadline: 200 } as const;

/** Writes `count` bench taxpayers into a migrated, seeded database; returns their session tokens. */
export async function seedBenchTaxpayers(db: Db, count: number): Promise<string[]> {
  const now = new Date();
  const ids = Array.from({ length: count }, (_, i) => String(900_001 + i));
  const tokens = ids.map(() => newSessionToken());
  for (let from = 0; from < count; from += 500) {
    const chunk = ids.slice(from, from + 500);
    await db.insert(taxpayers).values(
      chunk.map((id) => ({
        id,
        type: 0,
        name1: 'Bench',
        name2: `Taxpayer ${id}`,
        federalId: `555${id.slice(-6)}`,
        street: '1 Bench St',
        city: 'Cleveland',
        state: 'OH',
        zip: '44114',
      })),
    );
    await db.insert(users).values(
      chunk.map((id) => ({
        id: `bench-${id}`,
        email: `bench-${id}@example.com`,
        emailConfirmedAt: now,
        firstName: 'Bench',
        taxpayerId: id,
      })),
    );
    await db.insert(sessions).values(
      chunk.map((id, i) => ({
        id: randomUUID(),
        tokenHash: hashToken(tokens[from + i]!),
        userId: `bench-${id}`,
        filingAsTaxpayerId: id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 12 * 60 * 60_000),
      })),
    );
    await db.insert(taxForms).values(
      chunk.map((id) => ({
        taxpayerId: id,
        type: 'CityTaxForm' as const,
        taxYear: priorTaxYear(now),
        status: 'Draft' as const,
        data: { ...emptyReturnData(), residenceCity: 'CLE' },
        createdByUserId: `bench-${id}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return tokens;
}

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
  benchTokens: string[],
): Promise<LoadResult[]> {
  const client = httpClient(server.url);
  const token = await client.signIn(ACCOUNT);
  const xsrf = randomBytes(16).toString('hex');
  // As the portal's requests: the session token, and the XSRF cookie the first answer set (without
  // it, every answer would set a new one).
  const auth = { authorization: `Bearer ${token}`, cookie: `${XSRF_COOKIE}=${xsrf}` };
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

  // The W-2s of BENCH_TAXPAYERS.w2 taxpayers, each request the next taxpayer's (their returns are
  // fresh: no W-2 yet).
  const first = await client.get('/api/city-tax-form', { token: benchTokens[0]! });
  if (first.status !== 200) throw new Error(`GET /api/city-tax-form: ${first.status} ${first.text}`);
  let sequence = 0;
  let nextTaxpayer = 0;
  const runId = randomBytes(4).toString('hex');
  log(`server: ${target} POST /api/form-w2 (${benchTokens.length} taxpayers)`);
  const w2 = await cannon({
    url: server.url,
    connections: settings.connections,
    duration: settings.durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/form-w2',
        headers: { ...unsafe },
        body: JSON.stringify(W2),
        // The next taxpayer's session, and a distinct Idempotency-Key: each request creates a W-2.
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${benchTokens[nextTaxpayer++ % benchTokens.length]}`,
            'idempotency-key': `bench-${runId}-${++sequence}`,
          },
        }),
      },
    ],
  });
  const created = await w2Total(server.url, benchTokens);
  // Requests still in flight when autocannon stops may complete on the server uncounted.
  const consistent = created >= w2['2xx'] && created <= w2['2xx'] + settings.connections;
  const most = Math.ceil(created / benchTokens.length);
  results.push(
    summarize(
      target,
      `Create a W-2 (authenticated, XSRF, Idempotency-Key; ${benchTokens.length} taxpayers)`,
      'POST /api/form-w2',
      w2,
      `${created} W-2 records created for ${w2['2xx']} 2xx responses${consistent ? '' : ' (MISMATCH)'}; at most ${most} per return`,
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

/** W-2 entries of the prior-year annual returns of these sessions' taxpayers, all together. */
async function w2Total(url: string, tokens: string[]): Promise<number> {
  const client = httpClient(url);
  let total = 0;
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const res = await client.get('/api/city-tax-form', { token: tokens[next++]! });
      if (res.status !== 200) throw new Error(`GET /api/city-tax-form: ${res.status} ${res.text}`);
      const body = res.json<{ cityTaxForm: { entries: { taxFormType: string }[] } | null }>();
      total += (body.cityTaxForm?.entries ?? []).filter((e) => e.taxFormType === 'FormW2').length;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return total;
}

/**
 * A server on a fresh database with `benchTaxpayers` bench taxpayers written into it: on PGlite
 * before the server opens its directory (one process at a time), on PostgreSQL once it has
 * migrated and seeded.
 */
async function withServer<T>(
  port: number,
  env: Record<string, string>,
  benchTaxpayers: number,
  fn: (server: ServerProcess, benchTokens: string[]) => Promise<T>,
  providerPort?: number,
): Promise<T> {
  // The bench makes its own data directory (startServerProcess would make one even with
  // DATABASE_URL) and removes it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citytax-bench-'));
  let benchTokens: string[] = [];
  if (!env.DATABASE_URL) {
    const database = await openDb({ dataDir, setup: (db) => seed(db, new Date(), { demo: true }) });
    try {
      benchTokens = await seedBenchTaxpayers(database.db, benchTaxpayers);
    } finally {
      await database.close();
    }
  }
  const server = startServerProcess({
    port,
    entry: 'compiled',
    dataDir,
    ...(providerPort ? { providerPort } : {}),
    env: { ...env, LOG_LEVEL: 'warn' },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const unregister = onInterrupt(stop);
  try {
    await server.ready();
    if (env.DATABASE_URL) {
      const database = await openDb({ databaseUrl: env.DATABASE_URL });
      try {
        benchTokens = await seedBenchTaxpayers(database.db, benchTaxpayers);
      } finally {
        await database.close();
      }
    }
    return await fn(server, benchTokens);
  } finally {
    await stop();
    unregister();
  }
}

interface DeadlineContext {
  /** When the connection's current request was built (autocannon sends it at once). */
  sentAt?: number;
  /** Whether the connection has had an answer (its first request's time includes connecting). */
  answered?: boolean;
  token?: string;
  w2Id?: number;
  filingId?: number;
  paymentId?: number;
}

/**
 * The deadline day: every connection goes round the same visit of a taxpayer, each round with
 * the next of many sessions (BENCH_TAXPAYERS.deadline taxpayers, one session each; until ADR 0043
 * 200 sessions of the two demo accounts that file a return, so half the connections queued on one
 * return's lock for every W-2): reads of the taxpayer and
 * the annual return, a W-2 saved (and deleted at the end of the round, so the return does not grow
 * without end), an estimate filed without payment, and an estimate whose payment is started at the
 * provider simulator. A step whose form was not created is skipped with the rest of the round.
 */
export async function measureDeadline(
  server: ServerProcess,
  target: DeadlineResult['target'],
  settings: LoadSettings['deadline'],
  tokens: string[],
): Promise<DeadlineResult> {
  const client = httpClient(server.url);
  // Sanity check: the return can be read before the load.
  const check = await client.get('/api/city-tax-form', { token: tokens[0]! });
  if (check.status !== 200) throw new Error(`GET /api/city-tax-form: ${check.status} ${check.text}`);

  const xsrf = randomBytes(16).toString('hex');
  const runId = randomBytes(4).toString('hex');
  let nextToken = 0;
  let sequence = 0;
  const taxYear = priorTaxYear(new Date()) + 1;
  const kinds = new Map<string, DeadlineKind>();
  let refused503 = 0;
  let refused503WithRetryAfter = 0;
  let maxAfterFirstMs = 0;

  type Step = {
    request: string;
    build: (context: DeadlineContext) => RawRequest | null;
    /** Keeps what a later step of the round needs. */
    keep?: (context: DeadlineContext, body: string) => void;
  };
  /** A read (no XSRF header), a write with a JSON body, or a write without one. */
  const headers = (context: DeadlineContext, write?: 'json' | 'empty'): Record<string, string> => ({
    authorization: `Bearer ${context.token}`,
    cookie: `${XSRF_COOKIE}=${xsrf}`,
    ...(write ? { [XSRF_HEADER]: xsrf, 'idempotency-key': `dl-${runId}-${++sequence}` } : {}),
    ...(write === 'json' ? { 'content-type': 'application/json' } : {}),
  });
  const get = (request: string, url: string): Step => ({
    request,
    build: (context) => ({ method: 'GET', path: url, headers: headers(context) }),
  });
  const estimate = (paymentAmount: number) => ({
    taxYear,
    residenceCity: 'CLE',
    estimatedIncome: 40_000,
    estimatedCredits: 600,
    priorYearTax: null,
    paymentAmount,
  });
  const idOf = (body: string) => {
    try {
      const id = (JSON.parse(body) as { id?: unknown }).id;
      return typeof id === 'number' ? id : undefined;
    } catch {
      return undefined;
    }
  };
  const steps: Step[] = [
    {
      ...get('GET /api/taxpayer-info', '/api/taxpayer-info'),
      build: (context) => {
        context.token = tokens[nextToken++ % tokens.length];
        return { method: 'GET', path: '/api/taxpayer-info', headers: headers(context) };
      },
    },
    get('GET /api/city-tax-form', '/api/city-tax-form'),
    {
      request: 'POST /api/form-w2',
      build: (context) => ({
        method: 'POST',
        path: '/api/form-w2',
        headers: headers(context, 'json'),
        body: JSON.stringify(W2),
      }),
      keep: (context, body) => {
        context.w2Id = idOf(body);
      },
    },
    get('GET /api/taxpayer-info', '/api/taxpayer-info'),
    {
      request: 'POST /api/form/individual-estimate',
      build: (context) => ({
        method: 'POST',
        path: '/api/form/individual-estimate',
        headers: headers(context, 'json'),
        body: JSON.stringify(estimate(0)),
      }),
      keep: (context, body) => {
        context.filingId = idOf(body);
      },
    },
    {
      request: 'POST /api/payments/tax-forms/:id/no-payment (filing)',
      build: (context) =>
        context.filingId === undefined
          ? null
          : {
              method: 'POST',
              path: `/api/payments/tax-forms/${context.filingId}/no-payment`,
              headers: headers(context, 'empty'),
            },
    },
    get('GET /api/city-tax-form', '/api/city-tax-form'),
    {
      request: 'POST /api/form/individual-estimate',
      build: (context) => ({
        method: 'POST',
        path: '/api/form/individual-estimate',
        headers: headers(context, 'json'),
        body: JSON.stringify(estimate(50)),
      }),
      keep: (context, body) => {
        context.paymentId = idOf(body);
      },
    },
    {
      request: 'POST /api/payments/tax-forms/:id/initiate-payment-session',
      build: (context) =>
        context.paymentId === undefined
          ? null
          : {
              method: 'POST',
              path: `/api/payments/tax-forms/${context.paymentId}/initiate-payment-session`,
              headers: headers(context, 'empty'),
            },
    },
    {
      request: 'DELETE /api/form/:id (the W-2)',
      build: (context) =>
        context.w2Id === undefined
          ? null
          : { method: 'DELETE', path: `/api/form/${context.w2Id}`, headers: headers(context, 'empty') },
    },
  ];

  log(
    `server: ${target} deadline day (${settings.durationS} s, ${settings.connections} connections, ${tokens.length} sessions)`,
  );
  const [r, probe] = await probeDuring(server, tokens[0]!, settings.durationS + 5, () =>
    cannon({
      url: server.url,
      connections: settings.connections,
      duration: settings.durationS,
      requests: steps.map((step) => ({
        setupRequest: (_request: RawRequest, context: object) => {
          (context as DeadlineContext).sentAt = performance.now();
          return step.build(context as DeadlineContext);
        },
        onResponse: (
          status: number,
          body: string,
          context: object,
          responseHeaders: Record<string, string>,
        ) => {
          const kind = kinds.get(step.request) ?? {
            request: step.request,
            total: 0,
            statusCodes: {},
            maxMs: 0,
            maxStatus: 0,
          };
          const tookMs = performance.now() - ((context as DeadlineContext).sentAt ?? performance.now());
          if (tookMs > kind.maxMs) {
            kind.maxMs = Math.round(tookMs);
            kind.maxStatus = status;
          }
          const connection = context as DeadlineContext;
          if (connection.answered) maxAfterFirstMs = Math.max(maxAfterFirstMs, Math.round(tookMs));
          connection.answered = true;
          kind.total++;
          kind.statusCodes[status] = (kind.statusCodes[status] ?? 0) + 1;
          kinds.set(step.request, kind);
          if (status === 503) {
            refused503++;
            if (responseHeaders['retry-after']) refused503WithRetryAfter++;
          }
          if (status >= 200 && status < 300) step.keep?.(context as DeadlineContext, body);
        },
      })),
    }),
  );
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  return {
    target,
    connections: r.connections,
    durationS: r.duration,
    sessions: tokens.length,
    total: r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'],
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    refused503,
    refused503WithRetryAfter,
    byKind: [...kinds.values()],
    maxAfterFirstMs,
    probe,
  };
}

/** Whether a deadline-day run met its target (ADR 0041). */
export function deadlineMet(d: DeadlineResult): boolean {
  return d.target === 'postgres'
    ? d.errors === 0 && d.timeouts === 0 && d.non2xx === 0 && d.p99Ms <= SERVER_TARGETS.postgresP99Ms
    : d.errors === 0 &&
        d.timeouts === 0 &&
        d.maxMs <= SERVER_TARGETS.pgliteMaxMs &&
        d.probe.maxMs <= SERVER_TARGETS.pgliteMaxMs &&
        !d.probe.statusCodes.error;
}

/** Compiles the server as `npm run serve` does; returns how long it took. */
function buildServer(): number {
  const started = Date.now();
  log('server: npm run build:server');
  execFileSync(process.execPath, [path.join(ROOT, 'apps/mock-server/scripts/build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return Date.now() - started;
}

export async function measureServer(settings: LoadSettings): Promise<ServerResult> {
  const buildMs = buildServer();
  const results: LoadResult[] = [];
  const deadline: DeadlineResult[] = [];
  const bare = await measureBare(settings);
  results.push(bare);

  results.push(
    ...(await withServer(PORTS.serverPglite, {}, BENCH_TAXPAYERS.w2, (s, tokens) =>
      measureApp(s, 'pglite', settings, tokens),
    )),
  );
  // The deadline day on a fresh server of its own (the scenarios above leave thousands of W-2s).
  deadline.push(
    await withServer(
      PORTS.serverPglite,
      {},
      BENCH_TAXPAYERS.deadline,
      (s, tokens) => measureDeadline(s, 'pglite', settings.deadline, tokens),
      PORTS.providerPglite,
    ),
  );

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    for (const part of ['scenarios', 'deadline'] as const) {
      const database = await createDatabase(adminUrl, 'citytax_bench');
      const unregister = onInterrupt(database.drop);
      try {
        if (part === 'scenarios')
          results.push(
            ...(await withServer(
              PORTS.serverPostgres,
              { DATABASE_URL: database.url },
              BENCH_TAXPAYERS.w2,
              (s, tokens) => measureApp(s, 'postgres', settings, tokens),
            )),
          );
        else
          deadline.push(
            await withServer(
              PORTS.serverPostgres,
              { DATABASE_URL: database.url },
              BENCH_TAXPAYERS.deadline,
              (s, tokens) => measureDeadline(s, 'postgres', settings.deadline, tokens),
              PORTS.providerPostgres,
            ),
          );
      } finally {
        await database.drop();
        unregister();
      }
    }
  }

  for (const r of results) r.ratioToBare = bare.reqPerSec > 0 ? r.reqPerSec / bare.reqPerSec : null;
  return {
    settings,
    postgres: adminUrl ? 'measured' : 'skipped (TEST_DATABASE_URL unset)',
    server: { entry: 'apps/mock-server/dist/main.js', buildMs },
    results,
    deadline,
  };
}
