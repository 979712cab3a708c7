import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TOTAL, deviceTrust, UNKNOWN_DEVICES } from '../src/auth';
import { signInFailures } from '../src/db/schema';
import { ConfigError, DEV_DEVICE_COOKIE_SECRET, loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed';
import { deviceCookieName, deviceKeyOf, newDeviceCookieValue } from '../src/deviceCookie';
import { totpCode } from '../src/secondStep';
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

/*
 * Issue 30, finding 4 (ADR 0046): a stranger who knows an email address must not be able to keep
 * its owner out. A browser that signed in to the account before carries a signed device cookie;
 * failures without one lock only browsers without one, and 100 failures in all need a reset.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WRONG = 'Wrong-Guess-123';
const UNKNOWN_LOCKED = (wait: string) =>
  `Too many failed sign-in attempts for this account from browsers that have not signed in to it before. Try again in ${wait}, sign in from a browser you have used for this account before, or reset your password with “Forgot your password?”.`;
const NEEDS_RESET =
  'Too many failed sign-in attempts for this account. To sign in again, reset your password with “Forgot your password?”.';

/** A browser: its own address, the anti-forgery cookie, and whatever cookies /api/auth sets it. */
function browser(app: FastifyInstance, address = '127.0.0.1') {
  const xsrf = randomBytes(16).toString('hex');
  const jar = new Map<string, string>();
  const send = async (url: string, payload: object, token?: string) => {
    const cookie = [`${XSRF_COOKIE}=${xsrf}`, ...[...jar].map(([k, v]) => `${k}=${v}`)].join('; ');
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { cookie, [XSRF_HEADER]: xsrf, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    for (const c of res.cookies) if (c.name !== XSRF_COOKIE) jar.set(c.name, c.value);
    return res;
  };
  return {
    jar,
    address,
    signIn: (username: string, password = DEMO_PASSWORD) => send('/api/auth/signin', { username, password }),
    post: send,
  };
}
type Browser = ReturnType<typeof browser>;

const deviceCookies = (res: LightMyRequestResponse) => res.cookies.filter((c) => c.name !== XSRF_COOKIE);

describe.each(drivers)('device cookies and sign-in limits (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = fakeClock(new Date('2026-04-01T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, { clock: clock.now, env: { SIGNIN_FAILURE_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const newUser = () => createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
  /** A stranger's guess from one of 127.0.0.2–9, without any cookie. */
  let guessNo = 0;
  const strangerGuess = (username: string, target = app) =>
    browser(target, `127.0.0.${2 + (guessNo++ % 8)}`).signIn(username, WRONG);
  async function strangerGuesses(count: number, username: string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await strangerGuess(username)).statusCode);
    return statuses;
  }
  /** The owner's own browser, signed in once (it now holds the account's device cookie). */
  async function ownersBrowser(username: string, address = '198.51.100.7'): Promise<Browser> {
    const own = browser(app, address);
    expect((await own.signIn(username)).statusCode).toBe(200);
    expect(own.jar.size).toBe(1);
    return own;
  }

  it('sets an HttpOnly, SameSite=Strict device cookie on /api/auth after a successful sign-in only', async () => {
    const user = await newUser();
    const failed = await browser(app).signIn(user, WRONG);
    expect(failed.statusCode).toBe(401);
    expect(deviceCookies(failed)).toEqual([]);
    const res = await browser(app).signIn(user);
    expect(res.statusCode).toBe(200);
    const [cookie, ...others] = deviceCookies(res);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(cookie!.secure).toBeFalsy();
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    // The account is in it only as a keyed hash: not the email, nor any part of it.
    const local = user.split('@')[0]!;
    expect(`${cookie!.name}=${cookie!.value}`).not.toContain(local);
    expect(`${cookie!.name}=${cookie!.value}`).not.toContain('example');
    // A 403 (right password, account not usable) sets none either.
    expect(deviceCookies(await browser(app).signIn('inactive@example.com'))).toEqual([]);
  });

  it('marks the device cookie Secure when the request came over https', async () => {
    const proxied = await makeApp(database, { clock: clock.now, env: { TRUST_PROXY: '1' } });
    try {
      const user = await newUser();
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: {
          cookie: `${XSRF_COOKIE}=t`,
          [XSRF_HEADER]: 't',
          'x-forwarded-proto': 'https',
        },
        payload: { username: user, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(deviceCookies(res)[0]?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('(a) the owner signs in from a known browser across every lock a stranger causes', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user);
    const elsewhere = () => browser(app, '198.51.100.7').signIn(user);
    expect(await strangerGuesses(10, user)).toEqual(Array(10).fill(401));
    // The stranger is locked out, and so is every browser that never signed in to the account ...
    const locked = await elsewhere();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe(UNKNOWN_LOCKED('1 minute'));
    // ... but not the owner's.
    expect((await own.signIn(user)).statusCode).toBe(200);
    // One more guess after each lock: 5, 15, 60 minutes, then a day; the owner is never refused.
    for (const [wait, next] of [
      [1, 5],
      [5, 15],
      [15, 60],
      [60, 24 * 60],
      [24 * 60, 24 * 60],
    ] as const) {
      expect((await strangerGuess(user)).statusCode).toBe(429);
      expect((await own.signIn(user)).statusCode).toBe(200);
      clock.advance(wait * MINUTE);
      expect(await strangerGuesses(2, user)).toEqual([401, 429]);
      const refused = await elsewhere();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(next * 60);
      const own200 = await own.signIn(user);
      expect(own200.statusCode).toBe(200);
      expect(deviceCookies(own200)).toHaveLength(1);
    }
  });

  it('an account with a second step: the sign-in it completes sets the device cookie, and that browser gets in while a stranger locks the others', async () => {
    const user = await newUser();
    // Set up an authenticator app (signed in with the password alone, before it has one).
    const token = await client(app).token(user);
    const start = await client(app).post('/api/account/second-step/totp/start', {}, token);
    const { secret } = start.json() as { secret: string };
    const confirm = await client(app).post(
      '/api/account/second-step/totp/confirm',
      { code: totpCode(secret, clock.now()) },
      token,
    );
    expect(confirm.statusCode).toBe(200);
    clock.advance(30_000);

    /** Password, then the code of this step; each code once, so the clock moves on after. */
    const signInWithCode = async (b: Browser) => {
      const first = await b.signIn(user);
      if (first.statusCode !== 200) return first;
      const { pendingToken } = (first.json() as { secondStep: { pendingToken: string } }).secondStep;
      const done = await b.post('/api/auth/second-step', {
        pendingToken,
        method: 'totp',
        code: totpCode(secret, clock.now()),
      });
      clock.advance(30_000);
      return done;
    };
    const own = browser(app, '198.51.100.9');
    const first = await signInWithCode(own);
    expect(first.statusCode).toBe(200);
    expect(deviceCookies(first)).toHaveLength(1);
    expect(own.jar.size).toBe(1);

    expect(await strangerGuesses(10, user)).toEqual(Array(10).fill(401));
    expect((await browser(app, '198.51.100.9').signIn(user)).statusCode).toBe(429);
    expect((await signInWithCode(own)).statusCode).toBe(200);
  });

  it('(b) the stranger is slowed, then stopped: one checked guess a day after the first 14', async () => {
    const user = await newUser();
    expect(await strangerGuesses(11, user)).toEqual([...Array(10).fill(401), 429]);
    // Trying every ten minutes for three days gets the stranger only a few more checked guesses.
    let checked = 0;
    for (let t = 0; t < (3 * DAY) / (10 * MINUTE); t++) {
      clock.advance(10 * MINUTE);
      const res = await strangerGuess(user);
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 401) checked++;
    }
    // 1, 5, 15 and 60 minutes after the 10th, 11th, 12th and 13th, then one a day.
    expect(checked).toBe(4 + 2);
    const res = await strangerGuess(user);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ type: problemType('too-many-requests'), status: 429 });
  });

  it('(c) a tampered device cookie, or another account’s, counts as an unknown browser', async () => {
    const user = await newUser();
    const other = await newUser();
    const own = await ownersBrowser(user);
    const [[name, value]] = [...own.jar] as [[string, string]];
    expect(await strangerGuesses(10, user)).toEqual(Array(10).fill(401));

    const withCookie = (cookieName: string, cookieValue: string) => {
      const b = browser(app, '198.51.100.7');
      b.jar.set(cookieName, cookieValue);
      return b.signIn(user);
    };
    const flipped = value.slice(0, -2) + (value.at(-2) === 'A' ? 'B' : 'A') + value.at(-1);
    expect((await withCookie(name, flipped)).statusCode).toBe(429);
    expect((await withCookie(name, `${value}x`)).statusCode).toBe(429);
    expect((await withCookie(name, '')).statusCode).toBe(429);
    // The other account's genuine cookie, under its own name or under this account's name.
    const theirs = await ownersBrowser(other);
    const [[otherName, otherValue]] = [...theirs.jar] as [[string, string]];
    expect(otherName).not.toBe(name);
    expect((await withCookie(otherName, otherValue)).statusCode).toBe(429);
    expect((await withCookie(name, otherValue)).statusCode).toBe(429);
    // The genuine one, copied as it is, is still trusted.
    expect((await withCookie(name, value)).statusCode).toBe(200);
  });

  it('a known browser gets a few tries of its own, then is trusted no more', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user);
    const second = await ownersBrowser(user, '203.0.113.50');
    expect(await strangerGuesses(10, user)).toEqual(Array(10).fill(401));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await own.signIn(user, WRONG)).statusCode);
    expect(statuses).toEqual(Array(5).fill(401));
    // Now it is one of the unknown browsers, which the stranger has locked.
    const res = await own.signIn(user);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(UNKNOWN_LOCKED('1 minute'));
    // Its failures did not lock the other known browser, nor the unknown ones once the lock lifts.
    expect((await second.signIn(user)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await own.signIn(user)).statusCode).toBe(200);
    // The success made it known again, with a new cookie and a new count.
    for (let i = 0; i < 4; i++) expect((await own.signIn(user, WRONG)).statusCode).toBe(401);
    expect((await own.signIn(user)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await own.signIn(user, WRONG)).statusCode).toBe(401);
    expect(await strangerGuesses(1, user)).toEqual([401]);
    expect((await own.signIn(user)).statusCode).toBe(200);
  });

  it('deviceTrust tells a caller that clears the counts itself whether the browser is still trusted', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user);
    const [[name, value]] = [...own.jar] as [[string, string]];
    const source = {
      username: user,
      clientIp: own.address,
      deviceKey: deviceKeyOf(DEV_DEVICE_COOKIE_SECRET, user, value),
    };
    expect(name).toBe(deviceCookieName(DEV_DEVICE_COOKIE_SECRET, user));
    expect(await deviceTrust(database.db, source)).toEqual({ key: source.deviceKey, trusted: true });
    for (let i = 0; i < 5; i++) expect((await own.signIn(user, WRONG)).statusCode).toBe(401);
    expect(await deviceTrust(database.db, source)).toEqual({ key: source.deviceKey, trusted: false });
    expect(await deviceTrust(database.db, { ...source, deviceKey: null })).toEqual({
      key: null,
      trusted: false,
    });
  });

  it('a known browser is not held by the per-address limit of a stranger at the same address', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user, '192.0.2.40');
    const neighbour = browser(app, '192.0.2.40');
    for (let i = 0; i < 5; i++) expect((await neighbour.signIn(user, WRONG)).statusCode).toBe(401);
    expect((await neighbour.signIn(user)).statusCode).toBe(429);
    expect((await own.signIn(user)).statusCode).toBe(200);
  });

  it('(d) 100 failures in all lock the account, even for a known browser, until a password reset', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user);
    const started = clock.now().getTime();
    let failures = 0;
    let lastRefusal: LightMyRequestResponse | undefined;
    // The stranger guesses whenever the unknown-browser lock allows.
    while (failures < 100) {
      const res = await strangerGuess(user);
      if (res.statusCode === 401) {
        failures++;
        continue;
      }
      expect(res.statusCode).toBe(429);
      lastRefusal = res;
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      clock.advance(retryAfter * 1000);
    }
    // The lock steps allow no faster: 10, one each after 1, 5, 15 and 60 minutes, then one a day.
    expect(clock.now().getTime() - started).toBeGreaterThanOrEqual(85 * DAY);
    expect(lastRefusal?.json().detail).toBe(UNKNOWN_LOCKED('24 hours'));

    for (const attempt of [() => own.signIn(user), () => strangerGuess(user)]) {
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ type: problemType('too-many-requests'), detail: NEEDS_RESET });
      expect(res.headers['retry-after']).toBeUndefined();
    }
    clock.advance(30 * DAY);
    expect((await own.signIn(user)).statusCode).toBe(429);

    // The reset from the mailed link lifts it.
    const mailer = browser(app);
    expect((await mailer.post('/api/auth/reset-password-email', { email: user })).statusCode).toBe(200);
    const outbox = (await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(user)}` })).json() as {
      links: string[];
    }[];
    const token = new URL(outbox.at(-1)!.links[0]!).searchParams.get('token')!;
    const password = 'Lake-Erie-Sunset-42';
    expect((await mailer.post('/api/auth/reset-password', { email: user, token, password })).statusCode).toBe(
      200,
    );
    expect((await own.signIn(user, password)).statusCode).toBe(200);
  });

  it('(d) known browsers’ failures count toward the 100 too', async () => {
    const user = await newUser();
    const browsers: Browser[] = [];
    for (let i = 0; i < 20; i++) browsers.push(await ownersBrowser(user, `198.51.100.${10 + i}`));
    // 19 browsers fail 5 times each (95), then 5 guesses from unknown browsers: 100.
    for (const b of browsers.slice(0, 19))
      for (let i = 0; i < 5; i++) expect((await b.signIn(user, WRONG)).statusCode).toBe(401);
    expect(await strangerGuesses(5, user)).toEqual(Array(5).fill(401));
    const res = await browsers[19]!.signIn(user);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(NEEDS_RESET);
  });

  it('a success starts the total again (NIST counts consecutive failures), but not the unknown browsers’ count', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user);
    for (let i = 0; i < 4; i++) expect((await own.signIn(user, WRONG)).statusCode).toBe(401);
    expect(await strangerGuesses(3, user)).toEqual(Array(3).fill(401));
    const count = async (key: string) => {
      const [row] = await database.db
        .select({ failures: signInFailures.failures })
        .from(signInFailures)
        .where(and(eq(signInFailures.username, user), eq(signInFailures.clientIp, key)));
      return row?.failures ?? 0;
    };
    expect(await count(ACCOUNT_TOTAL)).toBe(7);
    expect(await count(UNKNOWN_DEVICES)).toBe(3);
    expect((await own.signIn(user)).statusCode).toBe(200);
    expect(await count(ACCOUNT_TOTAL)).toBe(0);
    // The owner signing in gives a stranger no fresh guesses.
    expect(await count(UNKNOWN_DEVICES)).toBe(3);
    expect(await strangerGuesses(8, user)).toEqual([...Array(7).fill(401), 429]);
  });

  it('parallel guesses from many addresses cannot slip past the lock', async () => {
    // Every request admitted at once (no admission limit's 503), as a burst at a lock's end would be.
    const burst = await makeApp(database, {
      clock: clock.now,
      env: { SIGNIN_FAILURE_DELAY_MS: '0', ADMISSION_MAX_IN_FLIGHT: '0' },
    });
    try {
      const user = await newUser();
      const own = await ownersBrowser(user);
      const statuses = (
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => browser(burst, `10.9.${i}.1`).signIn(user, WRONG)),
        )
      ).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      expect((await own.signIn(user)).statusCode).toBe(200);
    } finally {
      await burst.close();
    }
  });

  it('a wrong current password when changing the email counts as sign-in does: a known browser is not locked by a stranger', async () => {
    const user = await newUser();
    const own = await ownersBrowser(user);
    const token = (await own.signIn(user)).json().token as string;
    expect(await strangerGuesses(10, user)).toEqual(Array(10).fill(401));
    const change = {
      email: `moved-${randomBytes(3).toString('hex')}@example.com`,
      currentPassword: DEMO_PASSWORD,
    };
    // The same session from a client without the cookie is refused, the owner's browser is not.
    const bare = browser(app, own.address);
    expect((await bare.post('/api/auth/change-email', change, token)).statusCode).toBe(429);
    expect((await own.post('/api/auth/change-email', change, token)).statusCode).toBe(200);
    // Wrong passwords there count against that browser only.
    for (let i = 0; i < 5; i++)
      expect(
        (await own.post('/api/auth/change-email', { ...change, currentPassword: WRONG }, token)).statusCode,
      ).toBe(400);
    expect((await own.post('/api/auth/change-email', change, token)).statusCode).toBe(429);
  });

  it('instances share the counts: a lock made on one holds on another, and a cookie from one is known to another', async () => {
    const second = await makeApp(database, { clock: clock.now, env: { SIGNIN_FAILURE_DELAY_MS: '0' } });
    try {
      const user = await newUser();
      const own = await ownersBrowser(user);
      for (let i = 0; i < 10; i++) expect((await strangerGuess(user)).statusCode).toBe(401);
      expect((await strangerGuess(user, second)).statusCode).toBe(429);
      const there = browser(second, own.address);
      for (const [k, v] of own.jar) there.jar.set(k, v);
      expect((await there.signIn(user)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('an unknown name is limited exactly as an account is, and no cookie says which names exist', async () => {
    const user = await newUser();
    const ghost = `ghost-${randomBytes(4).toString('hex')}@example.com`;
    expect(await strangerGuesses(11, user)).toEqual([...Array(10).fill(401), 429]);
    expect(await strangerGuesses(11, ghost)).toEqual([...Array(10).fill(401), 429]);
    const a = await strangerGuess(user);
    const b = await strangerGuess(ghost);
    expect(b.json()).toEqual(a.json());
    expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
    expect(deviceCookies(b)).toEqual([]);
  });
});

describe('DEVICE_COOKIE_SECRET', () => {
  const SECRET = 'a-device-cookie-secret-of-this-deployment-0001';

  it('defaults to the development secret outside production, and is unset (no start) in production', () => {
    expect(loadConfig({}).signIn.deviceCookieSecret).toBe(DEV_DEVICE_COOKIE_SECRET);
    expect(loadConfig({ NODE_ENV: 'production' }).signIn.deviceCookieSecret).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'production', DEVICE_COOKIE_SECRET: SECRET }).signIn.deviceCookieSecret,
    ).toBe(SECRET);
  });

  it('refuses the development secret in production, and a short one anywhere', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEVICE_COOKIE_SECRET: DEV_DEVICE_COOKIE_SECRET }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEVICE_COOKIE_SECRET: DEV_DEVICE_COOKIE_SECRET }),
    ).toThrow(/DEVICE_COOKIE_SECRET: must not be the development secret in production/);
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow(
      /DEVICE_COOKIE_SECRET: must be at least 32 characters/,
    );
  });

  it('a cookie signed under one secret is not valid under another, nor for another account', () => {
    const value = newDeviceCookieValue(SECRET, 'owner@example.com');
    expect(deviceKeyOf(SECRET, 'owner@example.com', value)).toMatch(/^device:[0-9a-f]{32}$/);
    expect(deviceKeyOf(DEV_DEVICE_COOKIE_SECRET, 'owner@example.com', value)).toBeNull();
    expect(deviceKeyOf(SECRET, 'other@example.com', value)).toBeNull();
    // Two cookies of one account are two browsers; the name is the account's under that secret.
    expect(
      deviceKeyOf(SECRET, 'owner@example.com', newDeviceCookieValue(SECRET, 'owner@example.com')),
    ).not.toBe(deviceKeyOf(SECRET, 'owner@example.com', value));
    expect(deviceCookieName(SECRET, 'Owner@Example.com')).toBe(deviceCookieName(SECRET, 'owner@example.com'));
    expect(deviceCookieName(SECRET, 'owner@example.com')).not.toBe(
      deviceCookieName(DEV_DEVICE_COOKIE_SECRET, 'owner@example.com'),
    );
  });
});
