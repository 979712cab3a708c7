import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../apps/mock-server/src/mail/outbox';
import { client, createUser, fakeClock, type TestDatabase } from '../../apps/mock-server/test/helpers';
import { DEMO_ACCESS_CODES, DEMO_PASSWORD } from '../../apps/mock-server/src/db/seed';
import {
  expectProblem,
  expectSecurityHeaders,
  ROUTE_CLASSES,
  securityApp,
  validRequest,
  type RegisteredRoute,
  type SecurityContext,
} from './support';

/*
 * Sessions, sign-in lockout and rate limit, and account enumeration: a fresh opaque token per
 * sign-in, stored only hashed; sign-out, idle and absolute expiry end it on every route class; a
 * lockout always ends LOCKOUT_DURATION_MS after the failure that set it and holds only for the
 * address that guessed; the per-account limit across all addresses locks after 10 consecutive
 * failures for growing windows, lifted by a reset; the per-IP limit answers
 * 429 with Retry-After; and the email calls answer alike whether or not the account exists.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Every table of the public schema with every row as text, to search for a secret. */
async function databaseText(database: TestDatabase): Promise<string> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => String(r.table_name));
  expect(tables).toContain('sessions');
  const parts: string[] = [];
  for (const table of tables) {
    const rows = rowsOf(
      await database.db.execute(
        sql.raw(`select coalesce(string_agg(t::text, '|'), '') as text from "${table}" t`),
      ),
    );
    parts.push(String(rows[0]?.text ?? ''));
  }
  return parts.join('\n');
}

/**
 * Headers of an answer without the ones that differ per response whatever the account: the date,
 * the XSRF cookie, and the per-address rate-limit counters.
 */
function stableHeaders(res: LightMyRequestResponse): Record<string, unknown> {
  const {
    date: _date,
    'set-cookie': _cookie,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    ...rest
  } = res.headers;
  return rest;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Sessions, lockout, the sign-in rate limit and enumeration, on the context's database and app. */
export function describeSessions(ROUTES: RegisteredRoute[], ctx: SecurityContext): void {
  const GUARDED = ROUTES.filter(
    (r) => r.url.startsWith('/api') && ['signed-in', 'taxpayer'].includes(ROUTE_CLASSES[r.key] ?? ''),
  );

  const newUser = () => createUser(ctx.database, { isBusinessUser: false, taxpayerId: '100001' });

  describe('session tokens', () => {
    it('are new on every sign-in, opaque and at least 256 bits, never in a cookie', async () => {
      const c = client(ctx.app);
      const email = await newUser();
      const answers = [await c.signIn(email), await c.signIn(email), await c.signIn(email)];
      const tokens = answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { token: string }).token;
      });
      expect(new Set(tokens).size).toBe(3);
      for (const [i, token] of tokens.entries()) {
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(256);
        expect(token).not.toContain(email.split('@')[0]!);
        expect(JSON.stringify(answers[i]!.headers['set-cookie'] ?? '')).not.toContain(token);
        // Every one of them is a live session of its own.
        expect((await c.get('/api/features', token)).statusCode).toBe(200);
      }
    });

    it('are stored only as a SHA-256 hash: no table holds the raw token', async () => {
      const c = client(ctx.app);
      const email = await newUser();
      const tokens = [await c.token(email), await c.token(email)];
      const text = await databaseText(ctx.database);
      for (const token of tokens) {
        expect(text).not.toContain(token);
        expect(text).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
        expect(text).toContain(createHash('sha256').update(token).digest('hex'));
      }
    });

    it('are revoked by sign-out on every signed-in and taxpayer-scoped route; other sessions live on', async () => {
      const c = client(ctx.app);
      const email = await newUser();
      const revoked = await c.token(email);
      const kept = await c.token(email);
      for (const route of GUARDED.filter((r) => r.method === 'GET')) {
        expect((await validRequest(route, c, revoked)).statusCode, route.key).not.toBe(401);
      }
      expect((await c.post('/api/auth/signout', undefined, revoked)).statusCode).toBe(200);
      for (const route of GUARDED) {
        const res = await validRequest(route, c, revoked);
        expectProblem(res, 401, 'unauthorized');
      }
      expect((await c.get('/api/features', kept)).statusCode).toBe(200);
      // Signing out again (or with a dead token) changes nothing and reveals nothing.
      expect((await c.post('/api/auth/signout', undefined, revoked)).statusCode).toBe(200);
      expect((await c.post('/api/auth/signout', undefined, 'A'.repeat(43))).statusCode).toBe(200);
      expect((await c.get('/api/features', kept)).statusCode).toBe(200);
    });

    it('an email change needs the current password, and its confirmation ends the other sessions (issue 16)', async () => {
      const c = client(ctx.app);
      const email = await newUser();
      const here = await c.token(email);
      const elsewhere = await c.token(email);
      const to = `moved-${email}`;
      expectProblem(await c.post('/api/auth/change-email', { email: to }, here), 400, 'validation-error');
      const wrong = await c.post(
        '/api/auth/change-email',
        { email: to, currentPassword: `${DEMO_PASSWORD}x` },
        here,
      );
      expectProblem(wrong, 400, 'current-password-incorrect');
      expect((await listOutbox(ctx.database.db, to)).length).toBe(0);
      // A wrong password is not the session's end.
      expect((await c.get('/api/features', here)).statusCode).toBe(200);
      const sent = await c.post(
        '/api/auth/change-email',
        { email: to, currentPassword: DEMO_PASSWORD },
        here,
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await listOutbox(ctx.database.db, to);
      const link = new URL(mail!.links[0]!);
      const confirm = await c.post(
        '/api/auth/confirm-email-change',
        Object.fromEntries(['email', 'token', 'id'].map((k) => [k, link.searchParams.get(k)])),
        here,
      );
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect((await c.get('/api/features', here)).statusCode).toBe(200);
      for (const route of GUARDED) {
        expectProblem(await validRequest(route, c, elsewhere), 401, 'unauthorized');
      }
    });
  });

  describe('session expiry', () => {
    const IDLE = 60 * SECOND;
    const ABSOLUTE = 5 * MINUTE;
    let clock: ReturnType<typeof fakeClock>;
    let timed: FastifyInstance;

    beforeAll(async () => {
      clock = fakeClock(new Date());
      ({ app: timed } = await securityApp(ctx.database, {
        env: { SESSION_IDLE_MS: String(IDLE), SESSION_ABSOLUTE_MS: String(ABSOLUTE) },
        clock: clock.now,
      }));
    });
    afterAll(async () => {
      await timed?.close();
    });

    const statuses = async (token: string) => {
      const c = client(timed);
      return [
        (await c.get('/api/features', token)).statusCode,
        (await c.get('/api/city-tax-form', token)).statusCode,
      ];
    };

    it('ends a session idle for SESSION_IDLE_MS; activity keeps it alive until then', async () => {
      const token = await client(timed).token(await newUser());
      clock.advance(IDLE - SECOND);
      expect(await statuses(token)).toEqual([200, 200]);
      clock.advance(IDLE - SECOND);
      expect(await statuses(token)).toEqual([200, 200]);
      clock.advance(IDLE);
      expect(await statuses(token)).toEqual([401, 401]);
      // Dead for good: activity does not bring it back.
      expect(await statuses(token)).toEqual([401, 401]);
    });

    it('ends a session SESSION_ABSOLUTE_MS after sign-in even when it is always active', async () => {
      const token = await client(timed).token(await newUser());
      let elapsed = 0;
      while (elapsed + 50 * SECOND < ABSOLUTE) {
        clock.advance(50 * SECOND);
        elapsed += 50 * SECOND;
        expect(await statuses(token), `after ${elapsed} ms`).toEqual([200, 200]);
      }
      clock.advance(ABSOLUTE - elapsed - 1);
      expect(await statuses(token)).toEqual([200, 200]);
      clock.advance(1);
      expect(await statuses(token)).toEqual([401, 401]);
      // A new sign-in gets a new session.
      expect(await statuses(await client(timed).token(await newUser()))).toEqual([200, 200]);
    });
  });

  describe('sign-in lockout', () => {
    const MAX = 3;
    const WINDOW = MINUTE;
    const DURATION = 5 * MINUTE;
    let clock: ReturnType<typeof fakeClock>;
    let locking: FastifyInstance;

    beforeAll(async () => {
      clock = fakeClock(new Date());
      ({ app: locking } = await securityApp(ctx.database, {
        env: {
          LOCKOUT_MAX_FAILURES: String(MAX),
          LOCKOUT_WINDOW_MS: String(WINDOW),
          LOCKOUT_DURATION_MS: String(DURATION),
          SESSION_IDLE_MS: String(60 * MINUTE),
          SESSION_ABSOLUTE_MS: String(24 * 60 * MINUTE),
        },
        clock: clock.now,
      }));
    });
    afterAll(async () => {
      await locking?.close();
    });

    const signIn = (username: string, password = DEMO_PASSWORD) => client(locking).signIn(username, password);
    const fail = async (username: string) =>
      expect((await signIn(username, 'wrong-password-1')).statusCode).toBe(401);
    const expectLocked = async (username: string, password = DEMO_PASSWORD) => {
      const res = await signIn(username, password);
      expectProblem(res, 429, 'too-many-requests');
      expectSecurityHeaders(res, '/api/auth/signin');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(DURATION / SECOND);
      return retryAfter;
    };

    it('locks after LOCKOUT_MAX_FAILURES and unlocks exactly LOCKOUT_DURATION_MS later', async () => {
      const email = await newUser();
      for (let i = 0; i < MAX; i++) await fail(email);
      expect(await expectLocked(email)).toBe(DURATION / SECOND);
      clock.advance(DURATION - SECOND);
      expect(await expectLocked(email)).toBe(1);
      clock.advance(SECOND);
      expect((await signIn(email)).statusCode).toBe(200);
    });

    it('cannot be extended by guessing during the lock: it ends DURATION after the failure that set it', async () => {
      const email = await newUser();
      for (let i = 0; i < MAX; i++) await fail(email);
      let elapsed = 0;
      for (const step of [MINUTE, MINUTE, MINUTE, MINUTE, MINUTE - SECOND]) {
        clock.advance(step);
        elapsed += step;
        // The attacker keeps guessing (and the user keeps trying): refused, not counted.
        for (let i = 0; i < MAX; i++) await expectLocked(email, 'wrong-password-1');
        expect(await expectLocked(email)).toBe((DURATION - elapsed) / SECOND);
      }
      clock.advance(DURATION - elapsed);
      expect((await signIn(email)).statusCode).toBe(200);
    });

    it('locks usernames the same whatever their case, and unknown usernames like known ones', async () => {
      const email = await newUser();
      for (let i = 0; i < MAX; i++) await fail(email.toUpperCase());
      await expectLocked(email);
      const unknown = `nobody-${Date.now()}@example.com`;
      for (let i = 0; i < MAX; i++) await fail(unknown);
      const known = await signIn(email, 'wrong-password-1');
      const other = await signIn(unknown, 'wrong-password-1');
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.headers['retry-after']).toBe(known.headers['retry-after']);
      expect(other.body).toBe(known.body);
      clock.advance(DURATION);
    });

    it('counts failures only within LOCKOUT_WINDOW_MS, and a success clears the count', async () => {
      const email = await newUser();
      for (let i = 0; i < MAX * 2; i++) {
        await fail(email);
        clock.advance(WINDOW + SECOND);
      }
      expect((await signIn(email)).statusCode).toBe(200);
      for (let i = 0; i < MAX - 1; i++) await fail(email);
      expect((await signIn(email)).statusCode).toBe(200);
      for (let i = 0; i < MAX - 1; i++) await fail(email);
      expect((await signIn(email)).statusCode).toBe(200);
    });

    it('cannot lock the owner out forever: a persistent guesser renews the lock only for their own address', async () => {
      const email = await newUser();
      const fromOwner = (password = DEMO_PASSWORD) =>
        client(locking).send({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: email, password },
          remoteAddress: '203.0.113.77',
        });
      for (let round = 0; round < 3; round++) {
        // MAX guesses per DURATION (far below the per-IP rate limit) keep the guesser locked…
        for (let i = 0; i < MAX; i++) await fail(email);
        await expectLocked(email);
        // …while the owner, from another address, signs in at any time.
        expect((await fromOwner()).statusCode).toBe(200);
        clock.advance(DURATION);
      }
      // The owner's own mistakes lock the owner's address only, and end after DURATION.
      for (let i = 0; i < MAX; i++) expect((await fromOwner('wrong-password-1')).statusCode).toBe(401);
      expect((await fromOwner()).statusCode).toBe(429);
      clock.advance(DURATION);
      expect((await fromOwner()).statusCode).toBe(200);
      for (let i = 0; i < MAX; i++) await fail(email);
      await expectLocked(email);
      // The owner's way out while locked: the reset link (it also signs every session out).
      const c = client(locking);
      expect((await c.post('/api/auth/reset-password-email', { email })).statusCode).toBe(200);
      const [mail] = await listOutbox(ctx.database.db, email);
      const token = new URL(mail!.links[0]!).searchParams.get('token');
      expect(token).toBeTruthy();
      const reset = await c.post('/api/auth/reset-password', {
        email,
        token,
        password: 'A-new-passphrase-42',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await signIn(email, 'A-new-passphrase-42')).statusCode).toBe(200);
    });
  });

  describe('per-account sign-in limit across addresses (issue 16)', () => {
    const THRESHOLD = 10;
    let clock: ReturnType<typeof fakeClock>;
    let direct: FastifyInstance;
    let proxied: FastifyInstance;

    beforeAll(async () => {
      clock = fakeClock(new Date());
      const env = { SIGNIN_FAILURE_DELAY_MS: '1', ACCOUNT_LOCKOUT_FAILURES: String(THRESHOLD) };
      ({ app: direct } = await securityApp(ctx.database, { env, clock: clock.now }));
      ({ app: proxied } = await securityApp(ctx.database, {
        env: { ...env, TRUST_PROXY: '1' },
        clock: clock.now,
      }));
    });
    afterAll(async () => {
      await direct?.close();
      await proxied?.close();
    });

    /** A sign-in from 127.0.0.2–9 (the peer address), or with a client-written X-Forwarded-For. */
    const attempt = (
      app: FastifyInstance,
      n: number,
      username: string,
      password: string,
      forwardedFor?: string,
    ) =>
      client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username, password },
        remoteAddress: `127.0.0.${2 + (n % 8)}`,
        ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
      });
    const expectAccountLocked = (res: LightMyRequestResponse, seconds: number) => {
      expectProblem(res, 429, 'too-many-requests');
      expectSecurityHeaders(res, '/api/auth/signin');
      expect(Number(res.headers['retry-after'])).toBe(seconds);
    };

    it('36 guesses from 8 addresses: 429 from the 11th on, even with the right password, growing 1, 5, 15, 60 minutes', async () => {
      const email = await newUser();
      const statuses: number[] = [];
      for (let i = 0; i < 36; i++)
        statuses.push((await attempt(direct, i, email, 'wrong-password-1')).statusCode);
      expect(statuses.indexOf(429)).toBe(THRESHOLD);
      expect(statuses.slice(THRESHOLD).every((s) => s === 429)).toBe(true);
      expectAccountLocked(await attempt(direct, 7, email, DEMO_PASSWORD), 60);
      // Each lock lifts; the next failure locks for longer.
      for (const [wait, next] of [
        [1, 5],
        [5, 15],
        [15, 60],
      ] as const) {
        clock.advance(wait * MINUTE);
        expect((await attempt(direct, 0, email, 'wrong-password-1')).statusCode).toBe(401);
        expectAccountLocked(await attempt(direct, 1, email, DEMO_PASSWORD), next * 60);
      }
      // (Then a day per failure, for browsers without the account's device cookie: ADR 0046.)
      clock.advance(60 * MINUTE);
      expect((await attempt(direct, 2, email, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('an unknown name is throttled exactly like a known one', async () => {
      const email = await newUser();
      const unknown = `nobody-${Date.now()}@example.com`;
      for (let i = 0; i < THRESHOLD; i++) {
        expect((await attempt(direct, i, email, 'wrong-password-1')).statusCode).toBe(401);
        expect((await attempt(direct, i, unknown, 'wrong-password-1')).statusCode).toBe(401);
      }
      const known = await attempt(direct, 0, email, 'wrong-password-1');
      const other = await attempt(direct, 0, unknown, 'wrong-password-1');
      expectAccountLocked(known, 60);
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.body).toBe(known.body);
      expect(stableHeaders(other)).toEqual(stableHeaders(known));
      clock.advance(MINUTE);
    });

    it('a spoofed X-Forwarded-For behind a hop count (TRUST_PROXY=1) does not start a fresh count', async () => {
      const email = await newUser();
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(
          (await attempt(proxied, 0, email, 'wrong-password-1', `198.51.100.${i + 1}`)).statusCode,
        );
      expect(statuses.indexOf(429)).toBe(THRESHOLD);
      // The lock is the account's, on every instance sharing the database.
      expectAccountLocked(await attempt(direct, 3, email, DEMO_PASSWORD), 60);
      clock.advance(MINUTE);
    });

    it('the mailed password reset lifts the lock at once', async () => {
      const email = await newUser();
      for (let i = 0; i <= THRESHOLD; i++) await attempt(direct, i, email, 'wrong-password-1');
      expectAccountLocked(await attempt(direct, 0, email, DEMO_PASSWORD), 60);
      const c = client(direct);
      expect((await c.post('/api/auth/reset-password-email', { email })).statusCode).toBe(200);
      const [mail] = await listOutbox(ctx.database.db, email);
      const token = new URL(mail!.links[0]!).searchParams.get('token');
      const reset = await c.post('/api/auth/reset-password', {
        email,
        token,
        password: 'A-new-passphrase-42',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await attempt(direct, 4, email, 'A-new-passphrase-42')).statusCode).toBe(200);
    });
  });

  describe('sign-in rate limit', () => {
    let limited: FastifyInstance;
    const MAX = 3;

    beforeAll(async () => {
      ({ app: limited } = await securityApp(ctx.database, { env: { SIGNIN_RATE_LIMIT_MAX: String(MAX) } }));
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('answers 429 problem+json with Retry-After per client address', async () => {
      const c = client(limited);
      const from = (remoteAddress: string) =>
        c.send({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: 'individual@example.com', password: 'wrong-password-1' },
          remoteAddress,
        });
      for (let i = 0; i < MAX; i++) expect((await from('203.0.113.7')).statusCode).toBe(401);
      const limitedRes = await from('203.0.113.7');
      expectProblem(limitedRes, 429, 'too-many-requests');
      expectSecurityHeaders(limitedRes, '/api/auth/signin');
      const retryAfter = Number(limitedRes.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Even the right password waits; another address is not affected.
      expect(
        (
          await c.send({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { username: 'individual@example.com', password: DEMO_PASSWORD },
            remoteAddress: '203.0.113.7',
          })
        ).statusCode,
      ).toBe(429);
      expect((await from('198.51.100.9')).statusCode).toBe(401);
    });
  });

  describe('account enumeration', () => {
    it('reset-password-email answers alike for an existing, an inactive and an unknown account; mails only the existing one', async () => {
      const c = client(ctx.app);
      const existing = await newUser();
      const unknown = `nobody-${Date.now()}@example.com`;
      const answers = [
        await c.post('/api/auth/reset-password-email', { email: existing }),
        await c.post('/api/auth/reset-password-email', { email: unknown }),
        await c.post('/api/auth/reset-password-email', { email: 'inactive@example.com' }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(answers[0]!.statusCode);
        expect(res.body).toBe(answers[0]!.body);
        expect(stableHeaders(res)).toEqual(stableHeaders(answers[0]!));
      }
      expect(answers[0]!.statusCode).toBe(200);
      expect(await listOutbox(ctx.database.db, existing)).toHaveLength(1);
      expect(await listOutbox(ctx.database.db, unknown)).toHaveLength(0);
      expect(await listOutbox(ctx.database.db, 'inactive@example.com')).toHaveLength(0);
    });

    it('reset-password-email takes comparable time for existing and unknown accounts', async () => {
      const c = client(ctx.app);
      const existing = await newUser();
      const time = async (email: string) => {
        const start = process.hrtime.bigint();
        const res = await c.post('/api/auth/reset-password-email', { email });
        expect(res.statusCode).toBe(200);
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      await time(existing);
      await time('warm-up@example.com');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await time(existing));
        unknown.push(await time(`nobody-${i}-${Date.now()}@example.com`));
      }
      // Pragmatic: the unknown path may be somewhat faster (it writes no token or mail), not 5× faster.
      expect(
        median(unknown) * 5,
        `known ${known.join(', ')} / unknown ${unknown.join(', ')} ms`,
      ).toBeGreaterThan(median(known));
    });

    it('resend-confirmation-email answers alike for unconfirmed, confirmed and unknown addresses', async () => {
      const c = client(ctx.app);
      const unknown = `nobody-${Date.now()}@example.com`;
      const before = await listOutbox(ctx.database.db);
      const answers = [];
      for (const email of ['partial@example.com', 'individual@example.com', unknown]) {
        answers.push(
          await c.get(`/api/register/resend-confirmation-email?emailAddress=${encodeURIComponent(email)}`),
        );
      }
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(answers[0]!.body);
        expect(stableHeaders(res)).toEqual(stableHeaders(answers[0]!));
      }
      const seen = new Set(before.map((m) => m.id));
      const sent = (await listOutbox(ctx.database.db)).filter((m) => !seen.has(m.id));
      expect(sent.map((m) => m.to)).toEqual(['partial@example.com']);
    });

    it('sign-in answers alike for an unknown user and a wrong password, both verifying a hash', async () => {
      const c = client(ctx.app);
      const existing = await newUser();
      const time = async (username: string) => {
        const start = process.hrtime.bigint();
        const res = await c.signIn(username, 'wrong-password-1');
        return { res, ms: Number(process.hrtime.bigint() - start) / 1e6 };
      };
      const known = [await time(existing), await time(existing), await time(existing)];
      const unknown = [
        await time('nobody@example.com'),
        await time('nobody@example.com'),
        await time('nobody@example.com'),
      ];
      for (const { res } of [...known, ...unknown]) {
        expectProblem(res, 401, 'invalid-credentials');
        expect(res.body).toBe(known[0]!.res.body);
        expect(stableHeaders(res)).toEqual(stableHeaders(known[0]!.res));
      }
      expect(median(unknown.map((u) => u.ms)) * 5).toBeGreaterThan(median(known.map((k) => k.ms)));
    });

    it('registration identity proofs answer alike for an unknown taxpayer ID and a wrong proof', async () => {
      const c = client(ctx.app);
      const unknownId = await c.post('/api/register/web', {
        taxpayerId: '999999999',
        federalIdLast4: '1234',
        zip: '44101',
        accessCode: 'AAAA-BBBB-CCCC',
        email: `someone-${Date.now()}@example.com`,
      });
      const wrongProof = await c.post('/api/register/web', {
        taxpayerId: '100004',
        federalIdLast4: '0000',
        zip: '44101',
        accessCode: DEMO_ACCESS_CODES['100004']!,
        email: `someone-${Date.now()}@example.com`,
      });
      // The public facts right, the access code wrong (issue 30).
      const wrongCode = await c.post('/api/register/web', {
        taxpayerId: '100004',
        federalIdLast4: '4321',
        zip: '44113',
        accessCode: 'AAAA-BBBB-CCCC',
        email: `someone-${Date.now()}@example.com`,
      });
      expectProblem(unknownId, 400);
      expect(wrongProof.statusCode).toBe(unknownId.statusCode);
      expect(wrongProof.body).toBe(unknownId.body);
      expect(wrongCode.statusCode).toBe(unknownId.statusCode);
      expect(wrongCode.body).toBe(unknownId.body);
    });
  });
}
