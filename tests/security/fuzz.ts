import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { PROVIDER_UNAVAILABLE_DETAIL } from '../../apps/mock-server/src/routes/payments';
import {
  ANTI_FORGERY_DETAIL,
  NUL_DETAIL,
  SURROGATE_DETAIL,
  TOO_DEEP_DETAIL,
} from '../../apps/mock-server/src/security';
import { DEMO_ACCESS_CODES, DEMO_PASSWORD } from '../../apps/mock-server/src/db/seed';
import { client } from '../../apps/mock-server/test/helpers';
import {
  BILL,
  ESTIMATE,
  F1099,
  NET_PROFIT,
  QUESTIONS,
  TAX_YEAR,
  W2,
  WITHHOLDING,
} from '../../apps/mock-server/test/authorizationRoutes';
import {
  changedTables,
  classOf,
  DEMO_USER,
  expectProblem,
  fillUrl,
  mintSession,
  SAMPLE_PARAMS,
  SECOND_STEP_SAMPLES,
  snapshot,
  type Actor,
  type RegisteredRoute,
  type SecurityContext,
} from './support';

/*
 * Property tests (fast-check) of every route that takes a body, path parameters or a query string,
 * or any unsafe method, taken from the routes the server registers: random and hostile input
 * (wrong types, 100 kB strings, unicode, NUL, unpaired surrogates, SQL and script fragments, bad
 * money and dates, extra fields, deep nesting, raw non-JSON bodies) sent as the signed-in owner so
 * the handlers are reached. Properties: never a 5xx, no stack trace or internals in the body, every
 * error is problem+json with a readable detail, and a refused (4xx) request changes no row.
 *
 * Seeded (FUZZ_SEED, default below) so a run is reproducible; fast-check prints the seed and the
 * counterexample of a failure. FUZZ_RUNS sets the random runs per route (default 12). Run on PGlite
 * only (security.test.ts): the properties concern the server's handling of input, not the driver.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_010);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const SAFE = ['GET', 'HEAD', 'OPTIONS'];

// ---------------------------------------------------------------------------------------------
// Hostile values

const HUGE = 'A'.repeat(100_000);
/** Hostile strings by kind; a kind is drawn first, so every kind is as likely as any other. */
const HOSTILE_STRINGS: Record<string, string[]> = {
  sql: ["' OR 1=1 --", "'; DROP TABLE users; --", '1; DROP TABLE tax_forms', '" OR ""="', "\\'", '%_', '$1'],
  script: [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '{{7*7}}',
    '${jndi:ldap://x/a}',
    '../../etc/passwd',
  ],
  control: ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '\t\r\n', '\u0007\u001b[31m'],
  unicode: [
    '\u202eevil\u202c',
    'مرحبا بالعالم',
    'שלום',
    '😀👨‍👩‍👧‍👦🏳️‍🌈',
    'e\u0301\u0301\u0301',
    '\ufeff',
    '\u2028\u2029',
    'Ω≈ç√∫',
  ],
  dates: ['2026-02-30', '2025-02-29', '2026-13-01', '0000-00-00', '+275760-09-13', 'not a date', '2026-1-1'],
  numeric: ['', ' ', '-1', '-0.01', '1.005', '1e309', 'NaN', 'Infinity', '0x10', 'null', 'true', '__proto__'],
  huge: [HUGE, '😀'.repeat(30_000)],
};
const hostileString: fc.Arbitrary<string> = fc.oneof(
  ...Object.values(HOSTILE_STRINGS).map((values) => fc.constantFrom(...values)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const HOSTILE_NUMBERS = [
  -1,
  -0.01,
  0.001,
  1.005,
  12.345,
  -123.456,
  0,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  999_999_999_999.99,
];
const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);
/** A chain of objects and arrays deeper than anything legitimate. */
const deepValue = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom({}, [], [[]], [null]) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 3, maxKeys: 3 }) },
  { weight: 1, arbitrary: deepValue },
);

// ---------------------------------------------------------------------------------------------
// Arbitraries from a route's zod schema: plausible values (the sample, or by type) mixed with
// hostile ones, fields dropped, and extra fields.

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: unknown[];
}
const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;

function plausible(schema: unknown, sample: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return fc.oneof(fc.constant(undefined), plausible(def.innerType, sample));
    case 'nullable':
      return fc.oneof(fc.constant(null), plausible(def.innerType, sample));
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(def.innerType, sample);
    case 'pipe':
      return plausible(def.in, sample);
    case 'object':
      return recordOf(schema, sample);
    case 'array': {
      const first = Array.isArray(sample) ? (sample[0] as unknown) : undefined;
      return fc.array(valueOf(def.element, first), { maxLength: 3 });
    }
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
      );
    case 'string':
      return sample === undefined ? fc.string({ maxLength: 20 }) : fc.constant(sample);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => plausible(o, sample)));
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A field's value: mostly plausible (the sample when there is one), sometimes hostile. */
function valueOf(schema: unknown, sample: unknown): fc.Arbitrary<unknown> {
  const likely =
    sample === undefined
      ? plausible(schema, sample)
      : fc.oneof(fc.constant(sample), plausible(schema, sample));
  return fc.oneof({ weight: 3, arbitrary: likely }, { weight: 1, arbitrary: hostileValue });
}

/** Every field of the schema's shape drawn on its own: plausible, hostile or missing. */
function recordOf(schema: unknown, sample: unknown): fc.Arbitrary<Record<string, unknown>> {
  const given = (sample ?? {}) as Record<string, unknown>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(defOf(schema).shape ?? {})) {
    fields[key] = fc.oneof(
      { weight: 8, arbitrary: valueOf(field, given[key]) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  return fc.record(fields);
}

/**
 * An object of the schema's shape: mostly the sample with up to two fields replaced by hostile
 * values, dropped, or joined by extra fields (so the other fields pass and the handler is
 * reached); sometimes every field drawn on its own.
 */
function objectOf(schema: unknown, sample: unknown): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(defOf(schema).shape ?? {});
  const given = (sample ?? {}) as Record<string, unknown>;
  const field = fc.constantFrom(...(keys.length ? keys : ['x']));
  const extraKey = fc.oneof(
    fc.constantFrom('isAdmin', 'taxpayerId', 'userId', 'amount', 'status', 'id', 'amountDueCents'),
    hostileString,
  );
  // A field the sample gives a string gets a hostile string more often than another type.
  const stringKeys = keys.filter((k) => typeof given[k] === 'string');
  const stringField = fc.constantFrom(...(stringKeys.length ? stringKeys : keys.length ? keys : ['x']));
  const mutation = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(stringField, hostileString) },
    { weight: 3, arbitrary: fc.tuple(field, hostileValue) },
    { weight: 1, arbitrary: fc.tuple(field, fc.constant(undefined)) },
    { weight: 1, arbitrary: fc.tuple(extraKey, hostileValue) },
  );
  const mutated = fc.array(mutation, { maxLength: 2 }).map((changes) => {
    const result: Record<string, unknown> = { ...given };
    for (const [key, value] of changes) result[key] = value;
    return result;
  });
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: recordOf(schema, sample) });
}

/** Bodies that are not a JSON object of any shape. */
const RAW_BODIES: { payload: string | Buffer; contentType: string }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"a string"', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '1e999', contentType: 'application/json' },
  { payload: '{"a":1,"a":2}', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' },
  { payload: `{"a":"\\u0000","b":"\\ud800"}`, contentType: 'application/json' },
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  { payload: "<?xml version='1.0'?><a/>", contentType: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
];
const rawBody = fc.constantFrom(...RAW_BODIES);

// ---------------------------------------------------------------------------------------------
// Samples: what a valid request carries, so most fields are right and one hostile field reaches
// the handler's logic rather than only the first validation error.

const ADDRESS = { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '44101' };

const BODY_SAMPLES: Record<string, unknown> = {
  'POST /api/auth/signin': { username: 'joint@example.com', password: 'not-the-password' },
  'POST /api/auth/reset-password-email': { email: 'joint@example.com' },
  'POST /api/auth/reset-password': {
    email: 'joint@example.com',
    token: 'abc_DEF-123',
    password: 'A-long-passphrase-1',
  },
  // The demo password, so that a hostile email reaches the handler past the password check.
  'POST /api/auth/change-email': { email: 'changed@example.com', currentPassword: DEMO_PASSWORD },
  // The demo password as both: the handler is reached past the password check and refuses the
  // unchanged password, so the sample itself leaves the demo account's password as it is.
  'POST /api/auth/change-password': { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
  'POST /api/auth/second-step': SECOND_STEP_SAMPLES.complete,
  'POST /api/auth/second-step/passkey-options': SECOND_STEP_SAMPLES.pending,
  'POST /api/account/second-step/totp/start': {},
  'POST /api/account/second-step/totp/confirm': SECOND_STEP_SAMPLES.confirm,
  'POST /api/account/second-step/passkey/options': {},
  'POST /api/account/second-step/passkey': SECOND_STEP_SAMPLES.passkey,
  'POST /api/account/second-step/remove': SECOND_STEP_SAMPLES.remove,
  'POST /api/account/second-step/recovery-codes': SECOND_STEP_SAMPLES.recoveryCodes,
  'POST /api/auth/confirm-email-change': {
    email: 'changed@example.com',
    token: 'abc_DEF-123',
    id: 'abc-123',
  },
  'POST /api/register/check_registration': { taxpayerId: '100004' },
  'POST /api/register/individual': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    ssn: '111223333',
    address: ADDRESS,
    phoneNumber: '216-555-0100',
    email: 'ada@example.com',
  },
  'POST /api/register/business': {
    businessName: 'Fuzz Widgets LLC',
    ein: '349990001',
    address: ADDRESS,
    phoneNumber: '216-555-0100',
    contactFirstName: 'Ada',
    contactLastName: 'Lovelace',
    email: 'widgets@example.com',
  },
  'POST /api/register/web': {
    taxpayerId: '100004',
    federalIdLast4: '4321',
    zip: '44101',
    accessCode: DEMO_ACCESS_CODES['100004']!,
    email: 'web@example.com',
  },
  'POST /api/register/existing-taxpayer-registration-email': {
    taxpayerId: '100007',
    federalIdLast4: '7007',
    zip: '44101',
    accessCode: DEMO_ACCESS_CODES['100007']!,
  },
  'POST /api/register/complete-partial-registration': {
    taxpayerId: '100007',
    federalIdLast4: '7007',
    zip: '44101',
    accessCode: DEMO_ACCESS_CODES['100007']!,
    email: 'partial@example.com',
  },
  'POST /api/register/confirm-email': {
    emailAddress: 'partial@example.com',
    emailConfirmationToken: 'abc_DEF-123',
    password: 'A-long-passphrase-1',
  },
  'POST /api/register/confirm-legacy-email': {
    email: 'legacy@example.com',
    token: 'abc_DEF-123',
    password: 'A-long-passphrase-1',
  },
  'POST /api/account/contact-support': {
    type: 'Website',
    name: 'Ada Lovelace',
    phoneNumber: '216-555-0100',
    emailAddress: 'ada@example.com',
    message: 'Hello',
  },
  'POST /api/efilequestions': QUESTIONS,
  'POST /api/ein/search': { ein: '346660003', businessName: 'Erie Street Diner LLC' },
  'POST /api/ein/add-ein': {
    ein: '346660003',
    businessName: 'Erie Street Diner LLC',
    accessCode: 'FHVM-476T-W833',
  },
  'POST /api/ein/remove-ein': { taxpayerId: '300003' },
  'POST /api/ein/changed': { taxpayerId: '300002' },
  'PUT /api/drafts/:key': { data: { employerName: 'Acme', wages: 1000 } },
  'POST /api/exempt': { exemptionSelection: 'retired', businessSoldDate: null },
  'PUT /api/city-tax-form': { residenceCity: 'CLE' },
  'POST /api/form-w2': W2,
  'PUT /api/form-w2/:id': W2,
  'POST /api/form1099': F1099,
  'PUT /api/form1099/:id': F1099,
  'POST /api/form/individual-estimate': ESTIMATE,
  'POST /api/form/tax-penalty-interest-billing-statement/calculate': BILL,
  'POST /api/form/tax-penalty-interest-billing-statement': BILL,
  'POST /api/return-of-income': WITHHOLDING,
  'POST /api/form/business/net-profit-estimate': NET_PROFIT,
  'POST /api/analytics': {
    events: [{ event: 'page_view', params: { path: '/home' }, at: new Date().toISOString() }],
  },
  'POST /agreement': { choice: 'agree' },
  'POST /language': { language: 'es' },
};
const QUERY_SAMPLES: Record<string, Record<string, unknown>> = {
  'GET /api/taxpayer-info': { id: '100001' },
  'GET /api/account/activity': { limit: '10' },
  'GET /api/register/email-confirmation-status': {
    emailAddress: 'partial@example.com',
    token: 'abc_DEF-123',
  },
  'GET /api/register/resend-confirmation-email': { emailAddress: 'partial@example.com' },
  'GET /api/cities': { taxYear: String(TAX_YEAR) },
  'GET /dev/outbox': { to: 'individual@example.com' },
  'GET /dev/mailbox': { to: 'individual@example.com' },
};
/** Whose session a route is fuzzed with (the business routes need a business user). */
function actorOf(route: RegisteredRoute): Actor | null {
  if (route.key === 'POST /api/auth/signout') return null; // never sign the owner out
  if (classOf(route) === 'provider-callback') return null;
  if (/\/api\/ein\/|return-of-income|net-profit-estimate/.test(route.url)) return 'business';
  return 'individual';
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Percent-encodes any string as UTF-8 (lone surrogates become U+FFFD, as a browser sends them). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const paramValue = (name: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(encode(SAMPLE_PARAMS[name] ?? '1')) },
    { weight: 3, arbitrary: hostileString.map(encode) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer().map(String),
        fc.constantFrom(
          ...['0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', '%20%31', '.', '..', 'null'],
          ...['0x4', '4e0', '%2B4', '%204', '04', '4.0'],
        ),
      ),
    },
    // Raw, not percent-encoded: malformed escapes and path tricks.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc', '%00', '%C0%AF') },
  );

function queryOf(route: RegisteredRoute): fc.Arbitrary<string> {
  const schema = route.schema.querystring;
  const sample = QUERY_SAMPLES[route.key] ?? {};
  const fields = schema ? objectOf(schema, sample) : fc.constant({} as Record<string, unknown>);
  const raw = fc.constantFrom('', 'a=%', 'id[]=1', '__proto__[x]=1', 'id=1&id=2', `x=${'%41'.repeat(3000)}`);
  return fc.tuple(fields, raw, fc.boolean()).map(([obj, extra, useRaw]) => {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(obj)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        parts.push(`${encode(key)}=${encode(asText(v))}`);
    }
    if (useRaw && extra) parts.push(extra);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function bodyOf(route: RegisteredRoute): fc.Arbitrary<Body> {
  if (SAFE.includes(route.method)) return fc.constant({});
  const json = (v: unknown): Body => ({
    payload: JSON.stringify(v) ?? 'null',
    contentType: 'application/json',
  });
  const shaped = route.schema.body ? objectOf(route.schema.body, BODY_SAMPLES[route.key]) : fc.constant({});
  const arbitraries: fc.WeightedArbitrary<Body>[] = [
    { weight: 6, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  if (route.url === '/api/file-upload') arbitraries.push({ weight: 6, arbitrary: multipartBody });
  return fc.oneof(...arbitraries);
}

/** Hostile multipart bodies: names, file names, magic bytes, boundaries. */
const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    field: fc.constantFrom('file', 'file', 'other', ''),
    filename: fc.oneof(
      hostileString,
      fc.constantFrom('w2.pdf', '../../../etc/passwd', 'a\\b\\c.png', 'x'.repeat(1000)),
    ),
    magic: fc.constantFrom(
      Buffer.from('%PDF-1.7\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('MZ'),
      Buffer.alloc(0),
    ),
    content: fc.uint8Array({ maxLength: 2000 }),
    close: fc.boolean(),
    boundary: fc.constantFrom('fuzzboundary', ''),
  })
  .map(({ field, filename, magic, content, close, boundary }) => {
    const b = boundary || 'missing';
    const head = `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const payload = Buffer.concat([
      Buffer.from(head, 'utf8'),
      magic,
      Buffer.from(content),
      Buffer.from(close ? `\r\n--${b}--\r\n` : ''),
    ]);
    return {
      payload,
      contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    };
  });

/** Header values: only what HTTP can carry (printable ASCII). */
const headerText = fc.oneof(
  fc.constantFrom(
    '',
    'short',
    'a'.repeat(101),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../x',
    'valid_key-12345678',
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
);
const authOverride = fc.oneof(
  { weight: 8, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
        `Bearer ${'A'.repeat(5000)}`,
        "Bearer ' OR 1=1 --",
        'Bearer a.b.c',
        'bearer  x',
      ),
      headerText.map((t) => `Bearer ${t}`),
    ),
  },
);

// ---------------------------------------------------------------------------------------------
// Explicit examples, checked before the random runs: every string field of a route's sample
// gets each storage hazard (NUL, an unpaired surrogate, 100 kB), every number field bad money,
// every date field bad dates, every path parameter and query field the same; plus extra fields
// and bodies of the wrong type. Random runs explore; these make sure no field is skipped.

interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  body: Body;
  idempotencyKey: string | null;
  authorization: string | null;
}

const STRING_HAZARDS = ['a\u0000b', 'x\udfffy', HUGE];
const MONEY_HAZARDS = [-0.01, 1.005];
const DATE_HAZARDS = ['2026-02-30', 'not a date'];
const PARAM_HAZARDS = ['%00', encode('\ud800'), '9'.repeat(200), encode("' OR 1=1 --")];

/** Copies of `value` with one leaf (string, number, or date string) replaced by each hazard, one level deep into objects. */
function leafVariants(value: Record<string, unknown>): Record<string, unknown>[] {
  const variants: Record<string, unknown>[] = [];
  for (const [key, v] of Object.entries(value)) {
    const hazards =
      typeof v === 'string'
        ? [...STRING_HAZARDS, ...(/^\d{4}-\d{2}-\d{2}$/.test(v) ? DATE_HAZARDS : [])]
        : typeof v === 'number'
          ? MONEY_HAZARDS
          : [];
    for (const hazard of hazards) variants.push({ ...value, [key]: hazard });
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const inner of leafVariants(v as Record<string, unknown>))
        variants.push({ ...value, [key]: inner });
    }
  }
  return variants;
}

function examplesFor(route: RegisteredRoute): FuzzRequest[] {
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const params = Object.fromEntries(names.map((n) => [n, encode(SAMPLE_PARAMS[n] ?? '1')]));
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  const sampleBody = BODY_SAMPLES[route.key] as Record<string, unknown> | undefined;
  const base: FuzzRequest = {
    params,
    query: '',
    body: SAFE.includes(route.method) ? {} : json(sampleBody ?? {}),
    idempotencyKey: null,
    authorization: null,
  };
  const examples: FuzzRequest[] = [];
  if (sampleBody) {
    for (const variant of leafVariants(sampleBody)) examples.push({ ...base, body: json(variant) });
    examples.push({
      ...base,
      body: json({ ...sampleBody, isAdmin: true, amountDueCents: -5, status: 'Filed' }),
    });
    for (const wrong of [null, [], 'a string', 42, [sampleBody]])
      examples.push({ ...base, body: json(wrong) });
  }
  for (const name of names) {
    for (const hazard of PARAM_HAZARDS) examples.push({ ...base, params: { ...params, [name]: hazard } });
  }
  const querySample = QUERY_SAMPLES[route.key];
  if (querySample) {
    const query = (q: Record<string, unknown>) =>
      `?${Object.entries(q)
        .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
        .join('&')}`;
    for (const variant of leafVariants(querySample)) examples.push({ ...base, query: query(variant) });
  }
  return examples;
}

// ---------------------------------------------------------------------------------------------

/** True unless the answer is a refusal by a check in front of the handler (schema, session, CSRF, router). */
function reachedHandler(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 400) return true;
  const { type, detail } = res.json() as { type: string; detail: string };
  const name = type.slice(type.lastIndexOf('/') + 1);
  if (name === 'validation-error') return !/^(body|params|query)\b|^The request/.test(detail);
  if (name === 'unauthorized') return !/sign in|session has expired/.test(detail);
  if (name === 'forbidden') return detail !== ANTI_FORGERY_DETAIL;
  if (name === 'not-found') return !detail.startsWith('No resource at');
  return !['uri-too-long', 'unsupported-media-type', 'payload-too-large'].includes(name);
}

/**
 * The properties, on the context's database and app. It changes the demo accounts' data (forms,
 * links, filing-as), so it runs after the other suites of a database.
 */
export function describeHostileInput(ROUTES: RegisteredRoute[], ctx: SecurityContext): void {
  const FUZZED = ROUTES.filter(
    (r) => r.schema.body || r.schema.params || r.schema.querystring || !SAFE.includes(r.method),
  );

  describe('hostile input to every route', () => {
    const tokens: Partial<Record<Actor, string>> = {};
    const xsrf = randomBytes(16).toString('hex');

    beforeAll(async () => {
      tokens.individual = await mintSession(ctx.database, DEMO_USER.individual);
      tokens.business = await mintSession(ctx.database, DEMO_USER.business);
    });

    it('refuses text no column can store, and absurd nesting, with a 400 naming the field', async () => {
      const c = client(ctx.app);
      const token = tokens.individual!;
      const before = await snapshot(ctx.database.db);
      const contact = {
        type: 'Website',
        name: 'Ada',
        phoneNumber: '216-555-0100',
        emailAddress: 'ada@example.com',
      };
      const cases: [LightMyRequestResponse, string, string][] = [
        [
          await c.post('/api/account/contact-support', { ...contact, message: 'a\u0000b' }),
          'message',
          NUL_DETAIL,
        ],
        [
          await c.post('/api/form1099', { ...F1099, payerName: 'x\udfffy' }, token),
          'payerName',
          SURROGATE_DETAIL,
        ],
        [
          await c.send({
            method: 'PUT',
            url: '/api/drafts/w2-new',
            payload: { data: { 'k\u0000': 1 } },
            token,
          }),
          'data',
          `keys ${NUL_DETAIL}`,
        ],
        [
          await c.send({
            method: 'PUT',
            url: '/api/drafts/w2-new',
            headers: { 'content-type': 'application/json' },
            payload: `{"data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
            token,
          }),
          `data${'.a'.repeat(31)}`,
          TOO_DEEP_DETAIL,
        ],
        [await c.get('/api/taxpayer-info?id=1%00', token), 'query.id', NUL_DETAIL],
        [await c.get('/api/drafts/w2%00', token), 'params.key', NUL_DETAIL],
      ];
      for (const [res, field, message] of cases) {
        expectProblem(res, 400, 'validation-error');
        expect(res.json().errors).toEqual({ [field]: [message] });
      }
      expect(changedTables(before, await snapshot(ctx.database.db))).toEqual([]);
      // Astral characters (a well-formed surrogate pair) and ordinary depth are fine.
      const draft = { data: { note: 'x😀y', rows: [{ a: { b: [1, 2] } }] } };
      const ok = await c.send({ method: 'PUT', url: '/api/drafts/w2-new', payload: draft, token });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().draft.data).toEqual(draft.data);
    });

    it('covers every route that takes input', () => {
      expect(FUZZED.length).toBeGreaterThan(40);
      const withBody = FUZZED.filter((r) => r.schema.body).map((r) => r.key);
      expect(
        withBody.filter((k) => !(k in BODY_SAMPLES)),
        'body routes without a sample',
      ).toEqual([]);
      const withQuery = FUZZED.filter((r) => r.schema.querystring).map((r) => r.key);
      expect(
        withQuery.filter((k) => !(k in QUERY_SAMPLES)),
        'query routes without a sample',
      ).toEqual([]);
    });

    /*
     * Ids the server reads as numbers (a path parameter or query field the route's own schema turns
     * into a number) take canonical decimal digits only: `0x4`, `4e0`, `+4`, ` 4` and `04` were all
     * read as 4 (issue 16).
     */
    const asNumber = (schema: unknown, values: Record<string, unknown>, name: string) =>
      typeof (schema as ZodType | undefined)?.safeParse(values).data?.[name as never] === 'number';
    const NUMERIC_IDS = FUZZED.flatMap((route) => {
      const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((n) => [n, SAMPLE_PARAMS[n] ?? '1']));
      const query = (QUERY_SAMPLES[route.key] ?? {}) as Record<string, unknown>;
      return [
        ...names
          .filter((n) => asNumber(route.schema.params, params, n))
          .map((name) => ({ route, where: 'params' as const, name, value: params[name]! })),
        ...Object.keys(query)
          .filter((n) => asNumber(route.schema.querystring, query, n))
          .map((name) => ({ route, where: 'query' as const, name, value: String(query[name]) })),
      ];
    });
    const nonCanonical = (v: string) => [
      `0x${Number(v).toString(16)}`,
      `${v}e0`,
      `+${v}`,
      ` ${v}`,
      `${v} `,
      `0${v}`,
      `${v}.0`,
      `${v}.`,
      `\t${v}`,
      '',
    ];

    it('finds the numeric ids: the form id, the tax year in paths and the cities query', () => {
      const keys = NUMERIC_IDS.map((c) => `${c.route.key} ${c.where}.${c.name}`);
      expect(keys).toContain('GET /api/form-w2/:id params.id');
      expect(keys).toContain('GET /api/exemption-certificate/:taxYear params.taxYear');
      expect(keys).toContain('GET /api/cities query.taxYear');
      expect(NUMERIC_IDS.length).toBeGreaterThan(10);
    });

    it.each(NUMERIC_IDS.map((c) => ({ ...c, key: c.route.key, field: `${c.where}.${c.name}` })))(
      '$key: $field takes canonical decimal digits only (400, storing nothing)',
      async ({ route, where, name, value, field }) => {
        const actor = actorOf(route);
        const c = client(ctx.app);
        for (const variant of nonCanonical(value)) {
          const fill = (v: string) =>
            route.url.replace(/:([A-Za-z_]+)/g, (_m, n: string) =>
              encode(n === name && where === 'params' ? v : (SAMPLE_PARAMS[n] ?? '1')),
            );
          const url =
            where === 'params'
              ? fill(variant)
              : `${fill('')}?${Object.entries(QUERY_SAMPLES[route.key] ?? {})
                  .map(([k, v]) => `${encode(k)}=${encode(k === name ? variant : asText(v))}`)
                  .join('&')}`;
          // An empty path parameter is another route (or none): only the query checks ''.
          if (variant === '' && where === 'params') continue;
          const before = await snapshot(ctx.database.db);
          const res = await c.send({
            method: route.method as 'GET',
            url,
            ...(SAFE.includes(route.method) ? {} : { payload: BODY_SAMPLES[route.key] ?? {} }),
            ...(actor ? { token: tokens[actor]! } : {}),
          });
          expectProblem(res, 400, 'validation-error');
          expect(Object.keys(res.json().errors ?? {}), `${url}: ${res.body}`).toEqual([field]);
          expect(res.json().detail).toMatch(new RegExp(`^${field.replace('.', '\\.')}: must be `));
          expect(changedTables(before, await snapshot(ctx.database.db))).toEqual([]);
        }
        // The canonical form is still accepted by the schema.
        const ok = await c.send({
          method: route.method as 'GET',
          url: fillUrl(route.url) + (where === 'query' ? `?${name}=${value}` : ''),
          ...(SAFE.includes(route.method) ? {} : { payload: BODY_SAMPLES[route.key] ?? {} }),
          ...(actor ? { token: tokens[actor]! } : {}),
        });
        if (ok.statusCode === 400) expect(ok.json().detail).not.toMatch(/^(params|query)\./);
      },
    );

    /** The properties of one answer; `before` is the state a refused request must leave as it was. */
    async function check(
      route: RegisteredRoute,
      res: LightMyRequestResponse,
      before: Record<string, string>,
    ) {
      const provider503 =
        route.url.endsWith('/initiate-payment-session') &&
        res.statusCode === 503 &&
        res.json().detail === PROVIDER_UNAVAILABLE_DETAIL;
      expect(res.statusCode < 500 || provider503, `${res.statusCode} ${res.body.slice(0, 500)}`).toBe(true);
      expect(res.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(res.body).not.toMatch(/"stack"\s*:/);
      // Past the checks, the provider (not running here) is unreachable: the pending remittance
      // stays for the retry by design, so this answer is not a refusal.
      if (res.statusCode < 400 || provider503) return null;
      expectProblem(res);
      const after = await snapshot(ctx.database.db);
      expect(
        changedTables(before, after),
        `a refused ${res.statusCode} changed rows: ${res.body.slice(0, 300)}`,
      ).toEqual([]);
      return after;
    }

    it.each(FUZZED.map((route, i) => ({ key: route.key, route, i })))(
      '$key: never 5xx, never internals, problem+json errors, and a refusal stores nothing',
      async ({ route, i }) => {
        const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
        const actor = actorOf(route);
        const examples = examplesFor(route);
        const request: fc.Arbitrary<FuzzRequest> = fc.record({
          params: fc.record(Object.fromEntries(params.map((name) => [name, paramValue(name)]))),
          query: queryOf(route),
          body: bodyOf(route),
          idempotencyKey: fc.oneof(
            { weight: 4, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: headerText },
          ),
          authorization: authOverride,
        });
        let state: Record<string, string> | null = null;
        let reached = 0;
        await fc.assert(
          fc.asyncProperty(
            request,
            async ({ params: values, query, body, idempotencyKey, authorization }) => {
              const url =
                route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name] ?? '') + query;
              const headers: Record<string, string> = { cookie: `${XSRF_COOKIE}=${xsrf}` };
              if (!SAFE.includes(route.method)) headers[XSRF_HEADER] = xsrf;
              if (body.contentType) headers['content-type'] = body.contentType;
              if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
              if (authorization !== null) headers.authorization = authorization;
              else if (actor) headers.authorization = `Bearer ${tokens[actor]}`;
              const options: InjectOptions = { method: route.method as 'POST', url, headers };
              if (body.payload !== undefined) options.payload = body.payload;
              state ??= await snapshot(ctx.database.db);
              const res = await ctx.app.inject(options);
              if (reachedHandler(res)) reached++;
              state = await check(route, res, state);
            },
          ),
          // The examples count among numRuns: RUNS random runs come after them.
          {
            numRuns: examples.length + RUNS,
            seed: SEED + i,
            endOnFailure: true,
            examples: examples.map((e) => [e]),
          },
        );
        // The run got past the guards (some answers came from the handler), and the owner's session
        // is still alive (no request signed it out).
        expect(reached, 'answers from past the schema, session and anti-forgery checks').toBeGreaterThan(0);
        if (actor) {
          const alive = await ctx.app.inject({
            method: 'GET',
            url: '/api/features',
            headers: { authorization: `Bearer ${tokens[actor]}` },
          });
          expect(alive.statusCode).toBe(200);
        }
      },
    );
  });
}
