import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { problemWords, problemWordsEs } from '@citytax/api';
import { buildApp, serverLogOptions } from '../src/app';
import { ANY_ADDRESS } from '../src/auth';
import { outbox, signInFailures } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { PAYMENT_LOG_REDACT } from '../src/provider/protocol';
import {
  client,
  createUser,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  problemType,
  testConfig,
  type TestDatabase,
} from './helpers';

/*
 * Issue 30: the password is changed while signed in. The current password is checked as change
 * email checks it (counted toward the same sign-in limits, ADR 0024); the new one follows the
 * set-password policy (8 to 25 characters, not common, not the address) and differs from the
 * current one; the change ends every other session of the user, keeps this one, and mails the
 * account's address without the password.
 */

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

const ACCOUNT_LOCKOUT = 4;
const NEW_PASSWORD = 'Cuyahoga-River-Bend-7';
const WRONG_PASSWORD = 'Not-The-Password-1';
const PATH = '/api/auth/change-password';
const REASONS = problemWords.fields.password;

describe.each(drivers)('change password (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = fakeClock(new Date('2026-03-01T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, {
      clock: clock.now,
      env: {
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
  const newUser = () => createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
  const accountFailures = async (username: string) => {
    const [row] = await database.db
      .select({ failures: signInFailures.failures })
      .from(signInFailures)
      .where(and(eq(signInFailures.username, username), eq(signInFailures.clientIp, ANY_ADDRESS)));
    return row?.failures ?? 0;
  };
  const change = (token: string, currentPassword: string, newPassword: string, language?: string) =>
    client(app).send({
      method: 'POST',
      url: PATH,
      payload: { currentPassword, newPassword },
      token,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });

  it('needs a session (401) and the anti-forgery token', async () => {
    const c = client(app);
    const res = await c.post(PATH, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    const user = await newUser();
    const token = await c.token(user);
    const forged = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
    expect((await c.signIn(user)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a readable 400 on the field, counts it, changes nothing', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const res = await change(token, WRONG_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      type: problemType('current-password-incorrect'),
      detail: 'The current password is not right.',
      errors: { currentPassword: ['The current password is not right.'] },
    });
    expect(await accountFailures(user)).toBe(1);
    // Not a 401/403: the session goes on, and the password is the old one.
    expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(200);
    expect((await c.signIn(user, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await c.signIn(user)).statusCode).toBe(200);
    expect(await mails(user)).toHaveLength(0);
  });

  it('locks the account after repeated wrong current passwords, as sign-in would (429 with Retry-After)', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    for (let i = 0; i < ACCOUNT_LOCKOUT; i++) {
      expect((await change(token, WRONG_PASSWORD, NEW_PASSWORD)).statusCode).toBe(400);
    }
    const locked = await change(token, DEMO_PASSWORD, NEW_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().type).toBe(problemType('too-many-requests'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await c.signIn(user)).statusCode).toBe(429);
    clock.advance(60 * 60_000);
    // The lock has passed: the old password still signs in, the new one was never set.
    expect((await c.signIn(user)).statusCode).toBe(200);
    expect((await c.signIn(user, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['a common password', 'password123', [REASONS.common]],
    ['a common password in capitals', 'QWERTY123', [REASONS.common]],
    ['the current password', DEMO_PASSWORD, [REASONS.sameAsCurrent]],
  ])('refuses %s as the new one with 400 and the reason on the field', async (_, next, reasons) => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const res = await change(token, DEMO_PASSWORD, next);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: problemType('new-password-not-accepted'),
      detail: `The password was not accepted: ${reasons.join(' ')}`,
      errors: { newPassword: reasons },
    });
    // The right current password is not a failure.
    expect(await accountFailures(user)).toBe(0);
    expect((await c.signIn(user)).statusCode).toBe(200);
    expect(await mails(user)).toHaveLength(0);
  });

  it('refuses the account address (or its name part) as the new password', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const res = await change(token, DEMO_PASSWORD, user.slice(0, user.indexOf('@')));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: [REASONS.sameAsEmail] });
  });

  it.each([
    ['too short', 'Short-1', 'must be at least 8 characters'],
    [
      'longer than the 25 characters of the spec',
      'A-Much-Longer-Password-1234',
      'must be at most 25 characters',
    ],
    ['missing', undefined, 'is required'],
  ])('refuses a new password %s with a 400 validation error on the field', async (_, next, message) => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const res = await c.post(PATH, { currentPassword: DEMO_PASSWORD, newPassword: next }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe(problemType('validation-error'));
    expect(res.json().errors.newPassword).toEqual([message]);
    expect((await c.signIn(user)).statusCode).toBe(200);
  });

  it('words its refusals in Spanish for a Spanish request', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    const wrong = await change(token, WRONG_PASSWORD, NEW_PASSWORD, 'es');
    expect(wrong.json().errors).toEqual({
      currentPassword: [problemWordsEs.details['current-password-incorrect']],
    });
    const common = await change(token, DEMO_PASSWORD, 'iloveyou1', 'es');
    expect(common.json()).toMatchObject({
      detail: problemWordsEs.server.passwordNotAccepted(problemWordsEs.fields.password.common),
      errors: { newPassword: [problemWordsEs.fields.password.common] },
    });
  });

  it('sets the new password: it signs in, the old one does not; other sessions end, this one goes on', async () => {
    const c = client(app);
    const user = await newUser();
    const here = await c.token(user);
    const elsewhere = await c.token(user);
    const alsoElsewhere = await c.token(user);
    const bystander = await c.token('individual@example.com');
    const res = await change(here, DEMO_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await c.get('/api/taxpayer-info', here)).statusCode).toBe(200);
    expect((await c.get('/api/taxpayer-info', elsewhere)).statusCode).toBe(401);
    expect((await c.get('/api/taxpayer-info', alsoElsewhere)).statusCode).toBe(401);
    expect((await c.get('/api/taxpayer-info', bystander)).statusCode).toBe(200);

    expect((await c.signIn(user)).statusCode).toBe(401);
    expect((await c.signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
    // The session kept can change it again, from the new password.
    expect((await change(here, NEW_PASSWORD, 'Another-Lake-Wind-9')).statusCode).toBe(200);
    expect((await c.signIn(user, 'Another-Lake-Wind-9')).statusCode).toBe(200);
  });

  it('mails the account address that the password was changed, when, and what to do; never the password', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    expect((await change(token, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    const sent = await mails(user);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('Your City Tax e-File password was changed');
    expect(mail!.text).toContain('Hello Tess,');
    expect(mail!.text).toMatch(/was changed on March 1, 2026/);
    expect(mail!.text).toContain('Every other device signed in to the account was signed out.');
    expect(mail!.text).toContain('If you did not make this change, reset your password right away');
    expect(mail!.links).toEqual(['http://portal.test/auth/forgot-password']);
    // The row as the sender reads it, its HTML part included.
    const [row] = await database.db.select().from(outbox).where(eq(outbox.to, user));
    expect(row!.html).toContain('href="http://portal.test/auth/forgot-password"');
    for (const secret of [NEW_PASSWORD, DEMO_PASSWORD, token]) {
      for (const part of [row!.subject, row!.text, row!.html]) expect(part).not.toContain(secret);
    }
  });

  it('mails in Spanish after a Spanish request', async () => {
    const c = client(app);
    const user = await newUser();
    const token = await c.token(user);
    expect((await change(token, DEMO_PASSWORD, NEW_PASSWORD, 'es-US,es;q=0.9')).statusCode).toBe(200);
    const [mail] = await mails(user);
    expect(mail!.subject).toBe('Se cambió la contraseña de su cuenta de City Tax e-File');
    expect(mail!.text).toContain('Se cerró la sesión en todos los demás dispositivos');
  });
});

describe('change password in the server log', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDb('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ SIGNIN_FAILURE_DELAY_MS: '0' }),
      db: database.db,
      logger: { ...serverLogOptions('trace', PAYMENT_LOG_REDACT), stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('logs the event and the user id, never a password or the address', async () => {
    const c = client(app);
    const user = await createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
    const token = await c.token(user);
    expect(
      (await c.post(PATH, { currentPassword: WRONG_PASSWORD, newPassword: NEW_PASSWORD }, token)).statusCode,
    ).toBe(400);
    expect(
      (await c.post(PATH, { currentPassword: DEMO_PASSWORD, newPassword: 'password123' }, token)).statusCode,
    ).toBe(400);
    expect(
      (await c.post(PATH, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, token)).statusCode,
    ).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"event":"password_changed"');
    for (const secret of [WRONG_PASSWORD, NEW_PASSWORD, DEMO_PASSWORD, 'password123', user, token]) {
      expect(log).not.toContain(secret);
    }
  });
});
