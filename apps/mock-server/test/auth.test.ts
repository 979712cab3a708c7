import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import {
  client,
  createUser,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  problemType,
  type TestDatabase,
} from './helpers';
import { DEMO_PASSWORD } from '../src/db/seed';
import { eq } from 'drizzle-orm';
import { hashToken } from '../src/auth';
import { sessions } from '../src/db/schema';

const CONTACT = 'Please contact support at support@citytax.example or 216-555-0100.';

describe.each(drivers)('sign-in and sessions (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.each([
    ['individual@example.com', { taxpayerId: '100001', isBusinessUser: false, firstName: 'Pat' }],
    ['joint@example.com', { taxpayerId: '200001', isBusinessUser: false, firstName: 'Jordan' }],
  ])('signs in %s', async (username, expected) => {
    const res = await client(app).signIn(username);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ...expected, username });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  // A business account must have a second step (issue 30, ADR 0045): the demo ones have an app and a passkey.
  it.each([
    ['business@example.com', { taxpayerId: '300001', isBusinessUser: true, firstName: 'Morgan' }],
    ['newbusiness@example.com', { taxpayerId: null, isBusinessUser: true, firstName: 'Robin' }],
  ])('signs in %s after the second step', async (username, expected) => {
    const c = client(app);
    const res = await c.signIn(username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      secondStep: {
        pendingToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        methods: ['totp', 'webauthn'],
        mustEnrol: false,
        expiresAt: expect.any(String),
      },
    });
    const session = await c.session(username);
    expect(session).toMatchObject({ ...expected, username });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the username in any case', async () => {
    const res = await client(app).signIn('Individual@Example.COM');
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('individual@example.com');
  });

  it('stores only a hash of the token', async () => {
    const res = await client(app).signIn('individual@example.com');
    const token = res.json().token as string;
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    expect(rows.find((r) => r.filingAsTaxpayerId === '100001')).toBeDefined();
  });

  it.each([
    ['wrong password', 'individual@example.com', 'Wrong-Password-1'],
    ['unknown user', 'nobody@example.com', 'Demo-Password-1'],
  ])('answers 401 invalid-credentials for %s, identically', async (_case, username, password) => {
    const res = await client(app).signIn(username, password);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({
      type: problemType('invalid-credentials'),
      title: 'Unauthorized',
      detail: 'The email address or password is incorrect.',
      status: 401,
    });
  });

  it.each([
    [
      'inactive@example.com',
      'inactive-user-account',
      `Our records indicate that your account is not active at this time. ${CONTACT}`,
    ],
    [
      'legacy@example.com',
      'account-migration-required',
      'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
    ],
    [
      'notaxpayer@example.com',
      'misconfigured-account',
      `Our records indicate that your account is not properly configured at this time. ${CONTACT}`,
    ],
  ])('answers 403 for %s with %s', async (username, type, detail) => {
    const res = await client(app).signIn(username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: problemType(type), detail, status: 403 });
  });

  it('does not reveal the account state without the right password', async () => {
    const res = await client(app).signIn('inactive@example.com', 'Wrong-Password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe(problemType('invalid-credentials'));
  });

  it('revokes the session on sign-out, idempotently', async () => {
    const c = client(app);
    const token = await c.token('individual@example.com');
    expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
    const out = await c.post('/api/auth/signout', undefined, token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await c.get('/api/taxpayer-info', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().type).toBe(problemType('unauthorized'));
    expect((await c.post('/api/auth/signout', undefined, token)).statusCode).toBe(200);
    expect((await c.post('/api/auth/signout')).statusCode).toBe(200);
  });

  it('rejects missing, malformed and unknown bearer tokens', async () => {
    const c = client(app);
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-session' }]) {
      const res = await c.send({ method: 'GET', url: '/api/taxpayer-info', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().type).toBe(problemType('unauthorized'));
    }
  });

  describe('expiry and lockout (controlled clock)', () => {
    const clock = fakeClock();
    let timed: FastifyInstance;
    beforeAll(async () => {
      timed = await makeApp(database, {
        clock: clock.now,
        env: { SESSION_IDLE_MS: '600000', SESSION_ABSOLUTE_MS: '3600000' },
      });
    });
    afterAll(async () => {
      await timed?.close();
    });

    it('expires a session idle longer than SESSION_IDLE_MS', async () => {
      const c = client(timed);
      const token = await c.token('joint@example.com');
      clock.advance(9 * 60_000);
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      clock.advance(9 * 60_000); // activity above restarted the idle timer
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      clock.advance(10 * 60_000 + 1);
      const res = await c.get('/api/taxpayer-info', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Your session has expired and you must login.');
    });

    /** The stored last_seen_at of the session of `token`. */
    const lastSeen = async (token: string) => {
      const [row] = await database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row!.lastSeenAt.getTime();
    };

    it('writes last_seen_at only once it is SESSION_TOUCH_INTERVAL_MS old (60 s by default)', async () => {
      const c = client(timed);
      const token = await c.token('joint@example.com');
      const signedIn = clock.now().getTime();
      expect(await lastSeen(token)).toBe(signedIn);
      clock.advance(30_000);
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      clock.advance(29_999);
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      expect(await lastSeen(token)).toBe(signedIn); // within the window: no write
      clock.advance(1);
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      expect(await lastSeen(token)).toBe(signedIn + 60_000);
    });

    it('keeps a session used every 50 s alive past SESSION_IDLE_MS, then ends it after SESSION_IDLE_MS idle', async () => {
      const c = client(timed);
      const token = await c.token('joint@example.com');
      for (let i = 0; i < 15; i++) {
        clock.advance(50_000); // 12.5 minutes in all, never idle for 10
        expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      }
      clock.advance(10 * 60_000);
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(401);
    });

    it('ends an idle session at most SESSION_TOUCH_INTERVAL_MS early, never late', async () => {
      const c = client(timed);
      const token = await c.token('joint@example.com');
      clock.advance(59_000); // not written: last_seen_at stays at sign-in
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      clock.advance(10 * 60_000 - 59_000); // 9 min 1 s after that request, 10 min after the write
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(401);
    });

    it('writes last_seen_at on every request with SESSION_TOUCH_INTERVAL_MS=0', async () => {
      const everyTime = await makeApp(database, {
        clock: clock.now,
        env: { SESSION_IDLE_MS: '600000', SESSION_TOUCH_INTERVAL_MS: '0' },
      });
      try {
        const c = client(everyTime);
        const token = await c.token('joint@example.com');
        clock.advance(1_000);
        expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
        expect(await lastSeen(token)).toBe(clock.now().getTime());
      } finally {
        await everyTime.close();
      }
    });

    it('expires an active session after SESSION_ABSOLUTE_MS', async () => {
      const c = client(timed);
      const token = await c.token('joint@example.com');
      for (let i = 0; i < 6; i++) {
        clock.advance(9 * 60_000);
        expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
      }
      clock.advance(7 * 60_000); // 61 minutes after sign-in, never idle for 10
      expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(401);
    });

    it('locks an account after 5 failures in the window, and the lock lifts', async () => {
      const c = client(timed);
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
      for (let i = 0; i < 5; i++) {
        expect((await c.signIn(user, 'Wrong-Password-1')).statusCode).toBe(401);
        clock.advance(60_000);
      }
      const locked = await c.signIn(user); // even the right password
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ type: problemType('too-many-requests'), status: 429 });
      expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Other accounts are unaffected.
      expect((await c.signIn('individual@example.com')).statusCode).toBe(200);
      clock.advance(15 * 60_000);
      expect((await c.signIn(user)).statusCode).toBe(200);
    });

    it('counts failures only within the window, and a success clears them', async () => {
      const c = client(timed);
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100002' });
      for (let i = 0; i < 4; i++) expect((await c.signIn(user, 'Wrong-Password-1')).statusCode).toBe(401);
      clock.advance(16 * 60_000);
      for (let i = 0; i < 4; i++) expect((await c.signIn(user, 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await c.signIn(user)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await c.signIn(user, 'Wrong-Password-1')).statusCode).toBe(401);
      expect((await c.signIn(user)).statusCode).toBe(200);
    });

    it('locks unknown account names too, so lockout reveals nothing', async () => {
      const c = client(timed);
      for (let i = 0; i < 5; i++) expect((await c.signIn('ghost@example.com', 'x')).statusCode).toBe(401);
      expect((await c.signIn('ghost@example.com', 'x')).statusCode).toBe(429);
    });
  });

  describe('per-account limit across addresses (issue 16)', () => {
    const clock = fakeClock();
    let timed: FastifyInstance;
    let proxied: FastifyInstance;
    // A small delay step keeps the runs short; its growth is tested on its own below.
    const env = { SIGNIN_FAILURE_DELAY_MS: '1' };
    beforeAll(async () => {
      timed = await makeApp(database, { clock: clock.now, env });
      proxied = await makeApp(database, { clock: clock.now, env: { ...env, TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await timed?.close();
      await proxied?.close();
    });

    const from = (target: FastifyInstance, n: number, username: string, password: string) =>
      client(target).send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username, password },
        remoteAddress: `127.0.0.${2 + (n % 8)}`,
      });
    /** Statuses of guesses spread over 127.0.0.2–9. */
    async function guesses(count: number, username: string, target = timed) {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++)
        statuses.push((await from(target, i, username, 'Wrong-Guess-123')).statusCode);
      return statuses;
    }
    const tenThenLocked = (count: number) => [
      ...Array<number>(10).fill(401),
      ...Array<number>(count - 10).fill(429),
    ];

    it('locks after 10 consecutive failures from 8 addresses; even the right password waits', async () => {
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
      expect(await guesses(36, user)).toEqual(tenThenLocked(36));
      const locked = await from(timed, 0, user, DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(locked.json()).toMatchObject({ type: problemType('too-many-requests'), status: 429 });
      expect(locked.json().detail).toBe(
        'Too many failed sign-in attempts for this account from browsers that have not signed in to it before. Try again in 1 minute, sign in from a browser you have used for this account before, or reset your password with “Forgot your password?”.',
      );
      expect(Number(locked.headers['retry-after'])).toBe(60);
      // The windows grow: 1, 5, 15, then 60 minutes, then a day (ADR 0046), one guess after each.
      clock.advance(60_000);
      expect(await guesses(2, user)).toEqual([401, 429]);
      clock.advance(60_000);
      expect((await from(timed, 0, user, DEMO_PASSWORD)).statusCode).toBe(429);
      clock.advance(4 * 60_000);
      expect(await guesses(2, user)).toEqual([401, 429]);
      expect(Number((await from(timed, 0, user, DEMO_PASSWORD)).headers['retry-after'])).toBe(15 * 60);
      clock.advance(15 * 60_000);
      expect(await guesses(2, user)).toEqual([401, 429]);
      expect(Number((await from(timed, 0, user, DEMO_PASSWORD)).headers['retry-after'])).toBe(60 * 60);
      // Once the lock lifts, the owner signs in (here from a browser without a device cookie) and
      // the count starts again.
      clock.advance(60 * 60_000);
      expect((await from(timed, 3, user, DEMO_PASSWORD)).statusCode).toBe(200);
      expect(await guesses(9, user)).toEqual(Array(9).fill(401));
    });

    it('a success clears the consecutive count', async () => {
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
      expect(await guesses(9, user)).toEqual(Array(9).fill(401));
      expect((await from(timed, 0, user, DEMO_PASSWORD)).statusCode).toBe(200);
      expect(await guesses(11, user)).toEqual(tenThenLocked(11));
    });

    it('throttles an unknown name the same way, so the limit reveals nothing', async () => {
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
      const ghost = 'Ghost.Account@Example.com';
      expect(await guesses(12, ghost)).toEqual(tenThenLocked(12));
      expect(await guesses(12, user)).toEqual(tenThenLocked(12));
      const a = await from(timed, 0, user, 'Wrong-Guess-123');
      const b = await from(timed, 0, ghost.toLowerCase(), 'Wrong-Guess-123');
      expect(a.statusCode).toBe(429);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.json()).toEqual(a.json());
      expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
    });

    it('a password reset from the mailed link lifts the lock', async () => {
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
      expect(await guesses(11, user)).toEqual(tenThenLocked(11));
      const c = client(timed);
      expect((await c.post('/api/auth/reset-password-email', { email: user })).statusCode).toBe(200);
      const outbox = (await c.get(`/dev/outbox?to=${encodeURIComponent(user)}`)).json() as {
        links: string[];
      }[];
      const token = new URL(outbox[0]!.links[0]!).searchParams.get('token')!;
      const password = 'Lake-Erie-Sunset-42';
      expect((await c.post('/api/auth/reset-password', { email: user, token, password })).statusCode).toBe(
        200,
      );
      expect((await from(timed, 5, user, password)).statusCode).toBe(200);
    });

    it('a spoofed X-Forwarded-For (TRUST_PROXY=1) cannot start a fresh count', async () => {
      const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await client(proxied).send({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: user, password: 'Wrong-Guess-123' },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(tenThenLocked(20));
    });

    it('answers later failures more slowly before the lock', async () => {
      const slow = await makeApp(database, { clock: clock.now, env: { SIGNIN_FAILURE_DELAY_MS: '60' } });
      try {
        const times: number[] = [];
        for (let i = 0; i < 9; i++) {
          const started = performance.now();
          expect((await from(slow, i, 'slow-guess@example.com', 'Wrong-Guess-123')).statusCode).toBe(401);
          times.push(performance.now() - started);
        }
        // Failures 5–9 wait 60, 120, … 300 ms before the answer.
        expect(times[8]).toBeGreaterThanOrEqual(295);
        expect(times[4]).toBeGreaterThanOrEqual(55);
      } finally {
        await slow.close();
      }
    });
  });

  it('rate-limits sign-in per IP', async () => {
    const limited = await makeApp(database, { env: { SIGNIN_RATE_LIMIT_MAX: '3' } });
    try {
      const c = client(limited);
      for (let i = 0; i < 3; i++) expect((await c.signIn('nobody@example.com', 'x')).statusCode).toBe(401);
      const res = await c.signIn('nobody@example.com', 'x');
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().type).toBe(problemType('too-many-requests'));
      expect(res.json().detail).toMatch(/^Too many requests\./);
    } finally {
      await limited.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'rate-limits sign-in per IP in Redis, shared by instances',
    async () => {
      const env = {
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        RATE_LIMIT_NAMESPACE: `citytax-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
        SIGNIN_RATE_LIMIT_MAX: '3',
      };
      const one = await makeApp(database, { env });
      const two = await makeApp(database, { env });
      try {
        for (let i = 0; i < 2; i++)
          expect((await client(one).signIn('nobody-redis@example.com', 'x')).statusCode).toBe(401);
        expect((await client(two).signIn('nobody-redis@example.com', 'x')).statusCode).toBe(401);
        const res = await client(two).signIn('nobody-redis@example.com', 'x');
        expect(res.statusCode).toBe(429);
        expect(res.json().type).toBe(problemType('too-many-requests'));
        expect(res.json().detail).toMatch(/^Too many requests\./);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );

  it('keeps signing taxpayers in while the rate-limit store (Redis) is unreachable', async () => {
    // Port 1 refuses connections: the store is down from the start. The per-account lockout in the
    // database still applies; the per-IP counter is skipped rather than failing every sign-in.
    const started = Date.now();
    const down = await makeApp(database, {
      env: { REDIS_URL: 'redis://127.0.0.1:1', SIGNIN_RATE_LIMIT_MAX: '1' },
    });
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      for (let i = 0; i < 3; i++) {
        const res = await client(down).signIn('individual@example.com');
        expect(res.statusCode).toBe(200);
      }
      const wrong = await client(down).signIn('nobody-redis-down@example.com', 'x');
      expect(wrong.statusCode).toBe(401);
    } finally {
      await down.close();
    }
  });

  it('never echoes the password or token in errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { cookie: `${XSRF_COOKIE}=t`, [XSRF_HEADER]: 't' },
      payload: { username: 'not-an-email', password: 'Secret-Value-9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('Secret-Value-9');
  });
});
