import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ANY_ADDRESS } from '../src/auth';
import { signInFailures } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
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
 * Issue 16, item 8: changing the email asks for the current password, a wrong one counts toward
 * the per-account sign-in limit, the confirmed change (and a password reset) ends the user's other
 * sessions, and the reset and change mails obey the per-address mail cap (ADR 0022).
 */

interface OutboxEntry {
  to: string;
  subject: string;
  links: string[];
}

const MAIL_CAP = 3;
const ACCOUNT_LOCKOUT = 4;

describe.each(drivers)('change email hardening (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = fakeClock(new Date('2026-03-01T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, {
      clock: clock.now,
      env: {
        MAIL_PER_ADDRESS_PER_HOUR: String(MAIL_CAP),
        ACCOUNT_LOCKOUT_FAILURES: String(ACCOUNT_LOCKOUT),
        LOCKOUT_MAX_FAILURES: '50',
        SIGNIN_FAILURE_DELAY_MS: '0',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function mails(to: string): Promise<OutboxEntry[]> {
    const res = await client(app).get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as OutboxEntry[];
  }
  const confirmPayload = (mail: OutboxEntry) => {
    const link = new URL(mail.links[0]!);
    return {
      email: link.searchParams.get('email')!,
      token: link.searchParams.get('token')!,
      id: link.searchParams.get('id')!,
    };
  };
  const newUser = () => createUser(database, { isBusinessUser: true, taxpayerId: null });
  const accountFailures = async (username: string) => {
    const [row] = await database.db
      .select({ failures: signInFailures.failures })
      .from(signInFailures)
      .where(and(eq(signInFailures.username, username), eq(signInFailures.clientIp, ANY_ADDRESS)));
    return row?.failures ?? 0;
  };

  it('refuses a change without the current password (400) and sends nothing', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const res = await c.post('/api/auth/change-email', { email: 'no.password@example.com' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe(problemType('validation-error'));
    expect(await mails('no.password@example.com')).toHaveLength(0);
  });

  it('refuses a wrong current password with a readable 400, counts it as a sign-in failure, sends nothing', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const res = await c.post(
      '/api/auth/change-email',
      { email: 'wrong.password@example.com', currentPassword: 'Not-The-Password-1' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      type: problemType('current-password-incorrect'),
      detail: 'The current password is not right.',
      errors: { currentPassword: ['The current password is not right.'] },
    });
    expect(await mails('wrong.password@example.com')).toHaveLength(0);
    expect(await accountFailures(user)).toBe(1);
    // The session is not ended by a wrong password.
    expect((await c.get('/api/taxpayer-info', token)).statusCode).not.toBe(401);
  });

  it('locks the account after repeated wrong passwords, as sign-in would (429 with Retry-After)', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const wrong = { email: 'guessing@example.com', currentPassword: 'Not-The-Password-1' };
    for (let i = 0; i < ACCOUNT_LOCKOUT; i++) {
      expect((await c.post('/api/auth/change-email', wrong, token)).statusCode).toBe(400);
    }
    const locked = await c.post(
      '/api/auth/change-email',
      { email: 'guessing@example.com', currentPassword: DEMO_PASSWORD },
      token,
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await c.signIn(user)).statusCode).toBe(429);
    expect(await mails('guessing@example.com')).toHaveLength(0);
    clock.advance(60 * 60_000);
  });

  it('the right password sends the link; confirming it ends the other sessions, keeps the confirming one', async () => {
    const c = client(app);
    const user = await newUser();
    const here = await c.token(user);
    const elsewhere = await c.token(user);
    const res = await c.post(
      '/api/auth/change-email',
      { email: 'Moved.Here@example.com', currentPassword: DEMO_PASSWORD },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect(await accountFailures(user)).toBe(0);
    const [mail] = await mails('moved.here@example.com');
    const confirm = await c.post('/api/auth/confirm-email-change', confirmPayload(mail!), here);
    expect(confirm.statusCode).toBe(200);
    expect((await c.get('/api/taxpayer-info', elsewhere)).statusCode).toBe(401);
    expect((await c.get('/api/taxpayer-info', here)).statusCode).not.toBe(401);
  });

  it('a confirmation opened without a session ends every session of the user', async () => {
    const c = client(app);
    const user = await newUser();
    const first = await c.token(user);
    const second = await c.token(user);
    const bystander = await c.token('individual@example.com');
    await c.post(
      '/api/auth/change-email',
      { email: 'moved.again@example.com', currentPassword: DEMO_PASSWORD },
      first,
    );
    const [mail] = await mails('moved.again@example.com');
    const other = client(app);
    expect((await other.post('/api/auth/confirm-email-change', confirmPayload(mail!))).statusCode).toBe(200);
    expect((await c.get('/api/taxpayer-info', first)).statusCode).toBe(401);
    expect((await c.get('/api/taxpayer-info', second)).statusCode).toBe(401);
    expect((await c.get('/api/taxpayer-info', bystander)).statusCode).toBe(200);
  });

  it('a bearer token of another user does not keep a session alive', async () => {
    const c = client(app);
    const user = await newUser();
    const own = await c.token(user);
    const stranger = await c.token('joint@example.com');
    await c.post(
      '/api/auth/change-email',
      { email: 'moved.third@example.com', currentPassword: DEMO_PASSWORD },
      own,
    );
    const [mail] = await mails('moved.third@example.com');
    expect((await c.post('/api/auth/confirm-email-change', confirmPayload(mail!), stranger)).statusCode).toBe(
      200,
    );
    expect((await c.get('/api/taxpayer-info', own)).statusCode).toBe(401);
    expect((await c.get('/api/taxpayer-info', stranger)).statusCode).toBe(200);
  });

  it('caps the email-change mails to one address per hour', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const body = { email: 'flooded@example.com', currentPassword: DEMO_PASSWORD };
    for (let i = 0; i < MAIL_CAP + 2; i++) {
      expect((await c.post('/api/auth/change-email', body, token)).statusCode).toBe(200);
    }
    expect(await mails('flooded@example.com')).toHaveLength(MAIL_CAP);
  });

  it('caps the reset-password mails to one address per hour', async () => {
    const c = client(app);
    const user = await newUser();
    for (let i = 0; i < MAIL_CAP + 2; i++) {
      expect((await c.post('/api/auth/reset-password-email', { email: user })).statusCode).toBe(200);
    }
    expect(await mails(user)).toHaveLength(MAIL_CAP);
    clock.advance(60 * 60_000 + 1);
    await c.post('/api/auth/reset-password-email', { email: user });
    expect(await mails(user)).toHaveLength(MAIL_CAP + 1);
  });
});
