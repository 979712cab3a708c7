import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../apps/mock-server/src/app';
import { createSession, type Clock } from '../../apps/mock-server/src/auth';
import type { Database, Db } from '../../apps/mock-server/src/db/index';
import { users } from '../../apps/mock-server/src/db/schema';
import { DEMO_PASSWORD } from '../../apps/mock-server/src/db/seed';
import {
  ACTORS,
  TAX_YEAR,
  TAXPAYER_SCOPED_ROUTES,
  type Client,
  type RouteRow,
} from '../../apps/mock-server/test/authorizationRoutes';
import { problemType, testConfig, type TestDatabase } from '../../apps/mock-server/test/helpers';

/*
 * What the security suite shares: the server's real route list (collected with buildApp's onRoute
 * hook), the classification of every route, request builders, and the assertions every file makes.
 */

/** A route as the server registered it. */
export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern, e.g. /api/form-w2/:id. */
  url: string;
  /** `${method} ${url}`: the key of the classification table. */
  key: string;
  /** The route's zod schemas, when it declares them. */
  schema: { body?: unknown; params?: unknown; querystring?: unknown };
  /** Configured to skip the anti-forgery check (a signed server-to-server call). */
  antiForgeryExempt: boolean;
}

/** Collects routes as buildApp registers them; HEAD twins of GET routes are left out (same handler). */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const schema = (route.schema ?? {}) as RegisteredRoute['schema'];
      routes.push({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        schema: { body: schema.body, params: schema.params, querystring: schema.querystring },
        antiForgeryExempt: route.config?.antiForgery === 'exempt',
      });
    }
  };
  const list = () =>
    routes.filter((r) => r.method !== 'HEAD' || !routes.some((g) => g.method === 'GET' && g.url === r.url));
  return { onRoute, list };
}

/**
 * The routes of a server built with this configuration. Registering routes reads no data, so an
 * empty object stands in for the database (the app is closed before any request).
 */
export async function registeredRoutes(env: Record<string, string> = {}): Promise<RegisteredRoute[]> {
  const collector = routeCollector();
  const app = await buildApp({
    config: testConfig(env),
    db: {} as Db,
    onRoute: collector.onRoute,
  });
  await app.ready();
  await app.close();
  return collector.list();
}

/** An in-process server on a test database, with the routes it registered. */
export async function securityApp(
  database: Database,
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const collector = routeCollector();
  const app = await buildApp({
    config: testConfig({ PAYMENT_PROVIDER_URL: CLOSED_PORT_URL, ...options.env }),
    db: database.db,
    listen: database.listen,
    onRoute: collector.onRoute,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return { app, routes: collector.list() };
}

/** What the suites of one driver share, set by security.test.ts before they run. */
export interface SecurityContext {
  database: TestDatabase;
  /** The server in the default test configuration. */
  app: FastifyInstance;
}

/** The payment provider's URL in these tests: a closed port, so no provider call reaches anything. */
export const CLOSED_PORT_URL = 'http://127.0.0.1:9';

// ---------------------------------------------------------------------------------------------
// The classification of every route. A route the server registers that is missing here, or a row
// here that names no registered route, fails routeTable.test.ts naming it.

/**
 * public: no session needed. signed-in: any signed-in user, acting on their own account (not on a
 * taxpayer). taxpayer: the session must represent the taxpayer (authorizationRoutes.ts has its
 * own/other/anonymous rows). provider-callback: signed by the payment provider (HMAC), exempt from
 * anti-forgery. page-form: a prerendered page's form posted before its script ran (issue 31): no
 * session, no anti-forgery token (the page cannot send one), and it sets only the visitor's own
 * agreement or language cookie. dev: development aids, 404 in production.
 */
export type RouteClass = 'public' | 'signed-in' | 'taxpayer' | 'provider-callback' | 'page-form' | 'dev';

export const ROUTE_CLASSES: Record<string, RouteClass> = {
  // Sign-in, sign-out and the email-link calls (ADR 0006).
  'POST /api/auth/signin': 'public',
  'POST /api/auth/signout': 'public',
  'POST /api/auth/reset-password-email': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-email': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  // Account activity and open sessions (ADR 0048): the caller's own account only.
  'GET /api/account/activity': 'signed-in',
  'GET /api/account/sessions': 'signed-in',
  'POST /api/account/sessions/:sessionId/signout': 'signed-in',
  'POST /api/auth/confirm-email-change': 'public',
  // The second sign-in step (ADR 0045): completing a sign-in with a pending token is public; the
  // set-up calls take a session, or a must-enrol pending token in the body.
  'POST /api/auth/second-step': 'public',
  'POST /api/auth/second-step/passkey-options': 'public',
  'GET /api/account/second-step': 'signed-in',
  'POST /api/account/second-step/totp/start': 'signed-in',
  'POST /api/account/second-step/totp/confirm': 'signed-in',
  'POST /api/account/second-step/passkey/options': 'signed-in',
  'POST /api/account/second-step/passkey': 'signed-in',
  'POST /api/account/second-step/remove': 'signed-in',
  'POST /api/account/second-step/recovery-codes': 'signed-in',
  'GET /api/features': 'signed-in',
  'GET /api/features/public': 'public',
  'GET /api/features/inactivity-config': 'public',
  'GET /api/office-contact': 'public',
  'GET /api/taxpayer-info': 'taxpayer',
  // Registration (public by nature; the identity proof is the check).
  'POST /api/register/check_registration': 'public',
  'POST /api/register/individual': 'public',
  'POST /api/register/business': 'public',
  'POST /api/register/web': 'public',
  'POST /api/register/existing-taxpayer-registration-email': 'public',
  'POST /api/register/complete-partial-registration': 'public',
  'POST /api/register/confirm-email': 'public',
  'GET /api/register/email-confirmation-status': 'public',
  'GET /api/register/resend-confirmation-email': 'public',
  'POST /api/register/confirm-legacy-email': 'public',
  'POST /api/account/contact-support': 'public',
  'POST /api/efilequestions': 'taxpayer',
  'GET /api/isquestionnairesaved': 'taxpayer',
  // EIN management: search, link and list act on the user's own links; filing-as and unlink name a taxpayer.
  'POST /api/ein/search': 'signed-in',
  'POST /api/ein/add-ein': 'signed-in',
  'GET /api/ein/get-eins-for-user': 'signed-in',
  'POST /api/ein/remove-ein': 'taxpayer',
  'POST /api/ein/changed': 'taxpayer',
  'GET /api/cities': 'public',
  'GET /api/drafts/:key': 'taxpayer',
  'PUT /api/drafts/:key': 'taxpayer',
  'DELETE /api/drafts/:key': 'taxpayer',
  'POST /api/exempt': 'taxpayer',
  'GET /api/exemption-certificate/:taxYear': 'taxpayer',
  'GET /api/entered-forms/:taxYear': 'taxpayer',
  'GET /api/city-tax-form': 'taxpayer',
  'PUT /api/city-tax-form': 'taxpayer',
  'DELETE /api/city-tax-form': 'taxpayer',
  'POST /api/form-w2': 'taxpayer',
  'GET /api/form-w2/:id': 'taxpayer',
  'PUT /api/form-w2/:id': 'taxpayer',
  'POST /api/form1099': 'taxpayer',
  'GET /api/form1099/:id': 'taxpayer',
  'PUT /api/form1099/:id': 'taxpayer',
  'DELETE /api/form/:id': 'taxpayer',
  'GET /api/forms/count-of/:type': 'taxpayer',
  'GET /api/isannualreturnfiled': 'taxpayer',
  'POST /api/file-upload': 'taxpayer',
  'POST /api/payments/tax-forms/:id/no-payment': 'taxpayer',
  'POST /api/form/individual-estimate': 'taxpayer',
  'GET /api/forms/tax-year-estimate-credits': 'taxpayer',
  'POST /api/form/tax-penalty-interest-billing-statement/calculate': 'taxpayer',
  'POST /api/form/tax-penalty-interest-billing-statement': 'taxpayer',
  'POST /api/return-of-income': 'taxpayer',
  'GET /api/return-of-income/context': 'taxpayer',
  'POST /api/form/business/net-profit-estimate': 'taxpayer',
  'GET /api/payments/tax-forms/:id': 'taxpayer',
  'POST /api/payments/tax-forms/:id/initiate-payment-session': 'taxpayer',
  // The filing lifecycle (ADR 0017).
  'POST /api/tax-forms/:id/submit': 'taxpayer',
  'POST /api/tax-forms/:id/withdraw': 'taxpayer',
  // The taxpayer's account (issue 15).
  'GET /api/filings': 'taxpayer',
  'GET /api/tax-forms/:id/confirmation': 'taxpayer',
  'GET /api/tax-forms/:id/pdf': 'taxpayer',
  'POST /api/payments/provider-callback': 'provider-callback',
  'POST /api/analytics': 'public',
  'GET /dev/outbox': 'dev',
  'GET /dev/mailbox': 'dev',
  'GET /dev/analytics': 'dev',
  'GET /healthz': 'public',
  'POST /agreement': 'page-form',
  'POST /language': 'page-form',
};

/** The classification of a route; throws, naming it, when the table has no row for it. */
export function classOf(route: RegisteredRoute): RouteClass {
  const found = ROUTE_CLASSES[route.key];
  if (!found) throw new Error(`route ${route.key} is not classified in tests/security/support.ts`);
  return found;
}

/** A route key with every parameter reduced to ':_', so '/api/form-w2/{id}' matches '/api/form-w2/:id'. */
export function normalizeRouteKey(key: string): string {
  return key
    .split('?')[0]!
    .replace(/\{[^}]+\}/g, ':_')
    .replace(/:[A-Za-z_]+/g, ':_');
}

/** Sample values of every path parameter the routes use (a new parameter name fails loudly). */
export const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  sessionId: '6d1f2b7e-4a8c-4f3e-9b1d-2c5e7a9f0b13',
  taxYear: String(TAX_YEAR),
  key: 'w2-new',
  type: 'FormW2',
};

/** The route's URL with its parameters filled in (from `values`, else SAMPLE_PARAMS). */
export function fillUrl(url: string, values: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = values[name] ?? SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`no sample value for path parameter :${name} of ${url}`);
    return encodeURIComponent(value);
  });
}

/**
 * Other spellings of a route's pattern that the router decodes to the same route (issue 16): a
 * percent-encoded `/api` (`/%61pi/…`, `/%61%70%69/…`) and a letter of the route's own last word
 * encoded in upper-case hex (`/api/auth/sig%6Eout`). Every rule tied to the route must hold for them.
 */
export function routedSpellings(pattern: string): string[] {
  const spellings: string[] = [];
  if (pattern.startsWith('/api/')) {
    spellings.push(`/%61pi/${pattern.slice(5)}`, `/%61%70%69/${pattern.slice(5)}`);
  }
  const segments = pattern.split('/');
  const last = segments.findLastIndex((s) => /^[a-z]/i.test(s) && !s.startsWith(':'));
  if (last > 0) {
    const word = segments[last]!;
    // A letter from j to o, where the hex digits have a case, when the word has one.
    const at = Math.max(0, word.search(/[j-o]/));
    const hex = word.charCodeAt(at).toString(16).toUpperCase();
    segments[last] = `${word.slice(0, at)}%${hex}${word.slice(at + 1)}`;
    spellings.push(segments.join('/'));
  }
  return spellings;
}

/**
 * Spellings of an /api route that the router matches to no route: an encoded slash and an
 * encoded upper-case letter (paths are case-sensitive). They must not reach a handler either.
 */
export function unroutedSpellings(pattern: string): string[] {
  if (!pattern.startsWith('/api/')) return [];
  return [`/%2Fapi/${pattern.slice(5)}`, `/%41PI/${pattern.slice(5)}`];
}

export type Actor = 'individual' | 'business';
/** The demo accounts that own the data the routes act on. */
export const DEMO_USER: Record<Actor, string> = {
  individual: 'individual@example.com',
  business: 'business@example.com',
};

/** Signed-in-only routes: who calls them, a valid request, and what a signed-in caller gets. */
export interface SignedInRequest {
  actor: Actor;
  /** Statuses that mean "allowed" for a signed-in caller of that kind. */
  allowed: number[];
  send: (c: Client, token: string | undefined) => Promise<LightMyRequestResponse>;
}

const DINER = { ein: '346660003', businessName: 'Erie Street Diner LLC' };

/** Valid bodies of the second-step calls (ADR 0045), shared with the fuzz samples. */
export const SECOND_STEP_SAMPLES = {
  complete: { pendingToken: 'abc_DEF-123', method: 'totp', code: '123456' },
  pending: { pendingToken: 'abc_DEF-123' },
  confirm: { code: '123456' },
  passkey: {
    name: 'Laptop',
    response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} },
  },
  remove: { proof: { password: DEMO_PASSWORD, code: '000000' }, what: { kind: 'all' } },
  recoveryCodes: { proof: { password: DEMO_PASSWORD, code: '000000' } },
};

export const SIGNED_IN_REQUESTS: Record<string, SignedInRequest> = {
  'GET /api/features': { actor: 'individual', allowed: [200], send: (c, t) => c.get('/api/features', t) },
  'POST /api/auth/change-email': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) =>
      c.post(
        '/api/auth/change-email',
        { email: `moved-${randomBytes(4).toString('hex')}@example.com`, currentPassword: DEMO_PASSWORD },
        t,
      ),
  },
  // Account activity and open sessions (ADR 0048): a session that is not the caller's is not found.
  'GET /api/account/activity': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) => c.get('/api/account/activity', t),
  },
  'GET /api/account/sessions': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) => c.get('/api/account/sessions', t),
  },
  'POST /api/account/sessions/:sessionId/signout': {
    actor: 'individual',
    allowed: [404],
    send: (c, t) =>
      c.post('/api/account/sessions/6d1f2b7e-4a8c-4f3e-9b1d-2c5e7a9f0b13/signout', undefined, t),
  },
  // A fresh user each time (routeTable.test.ts), so no demo account's password changes.
  'POST /api/auth/change-password': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) =>
      c.post(
        '/api/auth/change-password',
        { currentPassword: DEMO_PASSWORD, newPassword: `Lake-${randomBytes(4).toString('hex')}-9` },
        t,
      ),
  },
  // A fresh user with no second step: set-ups start; confirming a wrong code, registering a bogus
  // passkey and changes without a current code are refused as bad input, never as unauthorized.
  'GET /api/account/second-step': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) => c.get('/api/account/second-step', t),
  },
  'POST /api/account/second-step/totp/start': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) => c.post('/api/account/second-step/totp/start', {}, t),
  },
  'POST /api/account/second-step/totp/confirm': {
    actor: 'individual',
    allowed: [400],
    send: (c, t) => c.post('/api/account/second-step/totp/confirm', { code: '000000' }, t),
  },
  'POST /api/account/second-step/passkey/options': {
    actor: 'individual',
    allowed: [200],
    send: (c, t) => c.post('/api/account/second-step/passkey/options', {}, t),
  },
  'POST /api/account/second-step/passkey': {
    actor: 'individual',
    allowed: [400],
    send: (c, t) => c.post('/api/account/second-step/passkey', SECOND_STEP_SAMPLES.passkey, t),
  },
  'POST /api/account/second-step/remove': {
    actor: 'individual',
    allowed: [400],
    send: (c, t) => c.post('/api/account/second-step/remove', SECOND_STEP_SAMPLES.remove, t),
  },
  'POST /api/account/second-step/recovery-codes': {
    actor: 'individual',
    allowed: [400],
    send: (c, t) => c.post('/api/account/second-step/recovery-codes', SECOND_STEP_SAMPLES.recoveryCodes, t),
  },
  'POST /api/ein/search': {
    actor: 'business',
    allowed: [200],
    send: (c, t) => c.post('/api/ein/search', DINER, t),
  },
  'POST /api/ein/add-ein': {
    actor: 'business',
    allowed: [200],
    // Erie Street Diner's seeded business access code (README; issue 16).
    send: (c, t) => c.post('/api/ein/add-ein', { ...DINER, accessCode: 'FHVM-476T-W833' }, t),
  },
  'GET /api/ein/get-eins-for-user': {
    actor: 'business',
    allowed: [200],
    send: (c, t) => c.get('/api/ein/get-eins-for-user', t),
  },
};

/** The shared authorization rows of one registered route (several actors may have one each). */
export function rowsOf(route: RegisteredRoute): RouteRow[] {
  return TAXPAYER_SCOPED_ROUTES.filter(
    (row) => normalizeRouteKey(row.route) === normalizeRouteKey(route.key),
  );
}

/**
 * A request to a signed-in-only or taxpayer-scoped route that its owner would be allowed to make,
 * sent with `token` (or none).
 */
export function validRequest(
  route: RegisteredRoute,
  c: Client,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  const signedIn = SIGNED_IN_REQUESTS[route.key];
  if (signedIn) return signedIn.send(c, token);
  const row = rowsOf(route)[0];
  if (!row) throw new Error(`no request builder for ${route.key}`);
  return row.send(c, ACTORS[row.actor].own, token, 1);
}

/**
 * A session of the user with this email, minted as sign-in does (createSession) but without the
 * Argon2 verification, for the many-row matrices; the session tests sign in for real.
 */
export async function mintSession(database: Database, email: string): Promise<string> {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return createSession(database.db, testConfig(), new Date(), user.id, user.taxpayerId);
}

// ---------------------------------------------------------------------------------------------
// Assertions

/** A problem+json answer: status, content type, and a readable detail (no internals). */
export function expectProblem(res: LightMyRequestResponse, status?: number, type?: string): void {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type'], res.body).toMatch(/^application\/problem\+json/);
  const body = res.json() as { type?: unknown; title?: unknown; status?: unknown; detail?: unknown };
  if (type !== undefined) expect(body.type).toBe(problemType(type));
  expect(body.status).toBe(res.statusCode);
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).trim().length).toBeGreaterThan(0);
  expect((body.detail as string).length).toBeLessThan(2000);
  expect(body).not.toHaveProperty('stack');
  expectNoInternals(res.body);
}

/** Signs of an internal error leaking: V8 stack frames, source paths, error class names, SQL. */
export const INTERNALS: RegExp[] = [
  /\bat [\w$.<>]+ \(?[^()\s]*:\d+:\d+\)?/,
  /\bat (async )?[\w$.<>]+ \(/,
  /(\/work\/|\/home\/|\/usr\/|node_modules|file:\/\/|[A-Z]:\\\\)/,
  /\.(ts|js|mjs|cjs):\d+/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError|DatabaseError|PGlite|error: )/,
  /Failed query:|\bSQLSTATE\b|\bduplicate key value\b|\bviolates (unique|check|foreign key)/,
  /"stack"\s*:/,
];

export function expectNoInternals(body: string): void {
  for (const pattern of INTERNALS) expect(body, `response leaks internals (${pattern})`).not.toMatch(pattern);
}

/** The security headers every response carries; no-store on the API. */
export function expectSecurityHeaders(res: LightMyRequestResponse, url: string): void {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!, parts.slice(1)]),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSrc, `CSP of ${url}: ${csp}`).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), `CSP of ${url}`).toEqual(["'none'"]);
  expect(h['x-frame-options']).toBe('DENY');
  const hsts = /max-age=(\d+)/.exec(String(h['strict-transport-security'] ?? ''));
  expect(Number(hsts?.[1] ?? 0), `HSTS of ${url}`).toBeGreaterThanOrEqual(31_536_000);
  expect(h['x-content-type-options']).toBe('nosniff');
  if (url.startsWith('/api')) expect(h['cache-control'], `Cache-Control of ${url}`).toBe('no-store');
}

// ---------------------------------------------------------------------------------------------
// What the database holds, to show that a refused request stored nothing.

/**
 * Tables whose rows a refused request must not add, change or remove. sign_in_failures is left
 * out on purpose: a refused sign-in counts as a failure (the lockout). Sessions are compared
 * without last_seen_at, which every authenticated request touches.
 */
export const GUARDED_TABLES = [
  'taxpayers',
  'users',
  'user_taxpayers',
  'email_tokens',
  'outbox',
  'contact_requests',
  'efile_questionnaires',
  'tax_forms',
  'uploaded_files',
  'drafts',
  'payments',
  'prior_year_credits',
  'analytics_events',
  'cities',
] as const;

// Per table: the row count and the sum of a hash of every row (cheap, and it sees updates too).
const SNAPSHOT_SQL = [
  ...GUARDED_TABLES.map(
    (t) => `(select count(*) || ':' || coalesce(sum(hashtext(x::text)), 0) from ${t} x) as "${t}"`,
  ),
  `(select count(*) || ':' || coalesce(sum(hashtext((s.id, s.revoked_at, s.expires_at, s.filing_as_taxpayer_id)::text)), 0) from sessions s) as "sessions"`,
].join(',\n');

/** Row count and a digest of the rows of every guarded table (and of the sessions). */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const result = (await db.execute(sql.raw(`select ${SNAPSHOT_SQL}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}

/** The tables whose count or rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}
