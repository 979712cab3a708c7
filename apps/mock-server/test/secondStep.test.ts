import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ANY_ADDRESS } from '../src/auth';
import { auditEvents, secondStepRequired, signInFailures, totpAuthenticators, users } from '../src/db/schema';
import { DEMO_AUTHENTICATOR_KEY, DEMO_PASSWORD } from '../src/db/seed';
import { loadConfig } from '../src/config';
import { decryptSecret, encryptSecret, totpCode } from '../src/secondStep';
import {
  businessRegistration,
  client,
  createUser,
  drivers,
  fakeClock,
  individualRegistration,
  makeApp,
  openTestDb,
  problemType,
  type TestDatabase,
} from './helpers';

/*
 * ADR 0045: the second sign-in step. Sign-in owes it (no session, a pending token); a TOTP code is
 * accepted once within ±1 step, a recovery code once; wrong codes count toward the password's
 * limits; changes need the password and a current code and are mailed; a business account that
 * must have one gets no session before it has set one up.
 */

const ACCOUNT_LOCKOUT = 4;
const STEP_MS = 30_000;

interface SecondStepAnswer {
  secondStep?: { pendingToken: string; methods: string[]; mustEnrol: boolean };
  token?: string;
}

describe.each(drivers)('second sign-in step (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = fakeClock(new Date('2026-03-01T12:00:10Z'));

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

  const newUser = () => createUser(database, { isBusinessUser: false, taxpayerId: '100001' });
  const mails = async (to: string) =>
    (await client(app).get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json() as {
      subject: string;
      text: string;
    }[];
  const accountFailures = async (email: string) => {
    const [row] = await database.db
      .select({ failures: signInFailures.failures })
      .from(signInFailures)
      .where(and(eq(signInFailures.username, email), eq(signInFailures.clientIp, ANY_ADDRESS)));
    return row?.failures ?? 0;
  };
  const signIn = async (email: string) => (await client(app).signIn(email)).json() as SecondStepAnswer;
  const complete = (pendingToken: string, method: string, code: string) =>
    client(app).post('/api/auth/second-step', { pendingToken, method, code });

  /** Signs in (password only) and sets up an authenticator app; its secret and recovery codes. */
  async function enrolTotp(email: string) {
    const c = client(app);
    const token = await c.token(email);
    const start = await c.post('/api/account/second-step/totp/start', {}, token);
    expect(start.statusCode).toBe(200);
    const setup = start.json() as { secret: string; uri: string; qrCode: string };
    const confirm = await c.post(
      '/api/account/second-step/totp/confirm',
      { code: totpCode(setup.secret, clock.now()) },
      token,
    );
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    // The code of this step is spent: the tests go on in the next one.
    clock.advance(STEP_MS);
    return { secret: setup.secret, recoveryCodes, token, setup };
  }

  it('signs in as before without a second step', async () => {
    const email = await newUser();
    const answer = await signIn(email);
    expect(answer.token).toBeTruthy();
    expect(answer.secondStep).toBeUndefined();
  });

  it('sets up an authenticator app: an otpauth URI, a QR code, ten recovery codes, a mail; the secret is stored encrypted', async () => {
    const email = await newUser();
    const { secret, recoveryCodes, setup, token } = await enrolTotp(email);
    expect(setup.uri).toMatch(
      /^otpauth:\/\/totp\/City%20Tax%20e-File:.+\?secret=[A-Z2-7]+&.*issuer=City%20Tax%20e-File/,
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await database.db
      .select()
      .from(totpAuthenticators)
      .innerJoin(users, eq(users.id, totpAuthenticators.userId))
      .where(eq(users.email, email));
    expect(row?.totp_authenticators.secretEnc).toBeTruthy();
    expect(row?.totp_authenticators.secretEnc).not.toContain(secret);
    const status = await client(app).get('/api/account/second-step', token);
    expect(status.json()).toMatchObject({ totp: true, passkeys: [], recoveryCodesLeft: 10, required: false });
    expect(status.body).not.toContain(secret);
    expect((await mails(email)).some((m) => m.subject.includes('second sign-in step'))).toBe(true);
  });

  it('owes the second step at sign-in; a code works once within ±1 step; wrong codes count as wrong passwords', async () => {
    const email = await newUser();
    const { secret } = await enrolTotp(email);

    const first = await signIn(email);
    expect(first.token).toBeUndefined();
    expect(first.secondStep).toMatchObject({ methods: ['totp', 'recovery'], mustEnrol: false });
    const pending = first.secondStep!.pendingToken;
    // The pending token is no session.
    expect((await client(app).get('/api/taxpayer-info', pending)).statusCode).toBe(401);

    const before = await accountFailures(email);
    const wrong = await complete(pending, 'totp', '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ type: problemType('second-step-code-incorrect') });
    expect(await accountFailures(email)).toBe(before + 1);

    // The previous step's code (within the window, and later than the one the set-up used) is accepted.
    clock.advance(STEP_MS);
    const code = totpCode(secret, new Date(clock.now().getTime() - STEP_MS));
    const ok = await complete(pending, 'totp', code);
    expect(ok.statusCode).toBe(200);
    const session = ok.json() as { token: string };
    expect((await client(app).get('/api/taxpayer-info', session.token)).statusCode).toBe(200);
    expect(await accountFailures(email)).toBe(0);
    // The pending token worked once.
    expect((await complete(pending, 'totp', totpCode(secret, clock.now()))).statusCode).toBe(401);

    // The same code again, on a new sign-in: refused, even though it is still within the window.
    const again = await signIn(email);
    expect((await complete(again.secondStep!.pendingToken, 'totp', code)).statusCode).toBe(400);
    // A code two steps away: refused.
    const far = totpCode(secret, new Date(clock.now().getTime() + 2 * STEP_MS));
    expect((await complete(again.secondStep!.pendingToken, 'totp', far)).statusCode).toBe(400);
    // The current step's code is later than the one used: accepted once.
    const now = totpCode(secret, clock.now());
    expect((await complete(again.secondStep!.pendingToken, 'totp', now)).statusCode).toBe(200);
    const third = await signIn(email);
    expect((await complete(third.secondStep!.pendingToken, 'totp', now)).statusCode).toBe(400);
  });

  it('accepts a recovery code once', async () => {
    const email = await newUser();
    const { recoveryCodes } = await enrolTotp(email);
    const first = await signIn(email);
    const used = recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ');
    expect((await complete(first.secondStep!.pendingToken, 'recovery', used)).statusCode).toBe(200);
    const second = await signIn(email);
    expect((await complete(second.secondStep!.pendingToken, 'recovery', recoveryCodes[0]!)).statusCode).toBe(
      400,
    );
    expect((await complete(second.secondStep!.pendingToken, 'recovery', recoveryCodes[1]!)).statusCode).toBe(
      200,
    );
  });

  it('locks the account after as many wrong codes as wrong passwords, even for the right code', async () => {
    const email = await newUser();
    const { secret } = await enrolTotp(email);
    const { secondStep } = await signIn(email);
    // Wrong codes until the account's limit: each refused as wrong, then the lock.
    const answers: number[] = [];
    for (let i = 0; i < ACCOUNT_LOCKOUT; i++)
      answers.push((await complete(secondStep!.pendingToken, 'totp', '111111')).statusCode);
    expect(answers[0]).toBe(400);
    expect(answers.every((s) => s === 400 || s === 429)).toBe(true);
    const locked = await complete(secondStep!.pendingToken, 'totp', totpCode(secret, clock.now()));
    expect(locked.statusCode).toBe(429);
    // The password too is refused while locked.
    expect((await client(app).signIn(email)).statusCode).toBe(429);
    clock.advance(60 * 60_000);
  });

  it('asks for the password and a current code to change or turn it off, and mails the account', async () => {
    const email = await newUser();
    const { secret, token } = await enrolTotp(email);
    const c = client(app);
    // Set up again without proof: refused.
    expect((await c.post('/api/account/second-step/totp/start', {}, token)).statusCode).toBe(400);
    const badPassword = await c.post(
      '/api/account/second-step/remove',
      { proof: { password: 'wrong-password', code: totpCode(secret, clock.now()) }, what: { kind: 'all' } },
      token,
    );
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toMatchObject({ type: problemType('current-password-incorrect') });
    const badCode = await c.post(
      '/api/account/second-step/remove',
      { proof: { password: DEMO_PASSWORD, code: '123456' }, what: { kind: 'all' } },
      token,
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ type: problemType('second-step-code-incorrect') });
    expect(await accountFailures(email)).toBeGreaterThanOrEqual(2);
    const before = (await mails(email)).length;
    const off = await c.post(
      '/api/account/second-step/remove',
      { proof: { password: DEMO_PASSWORD, code: totpCode(secret, clock.now()) }, what: { kind: 'all' } },
      token,
    );
    expect(off.statusCode).toBe(200);
    const after = await mails(email);
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.text.includes('The second sign-in step was turned off'))).toBe(true);
    // The audit record has the set-up and the removal (issue 30, ADR 0048), nothing of the secret.
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const recorded = await database.db
      .select({ kind: auditEvents.kind, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user!.id), like(auditEvents.kind, 'second-step.%')))
      .orderBy(asc(auditEvents.id));
    expect(recorded).toEqual([
      { kind: 'second-step.added', detail: { secondStep: 'totpAdded' } },
      { kind: 'second-step.removed', detail: { secondStep: 'turnedOff' } },
    ]);
    expect((await signIn(email)).token).toBeTruthy();
    clock.advance(STEP_MS);
  });

  describe('a business account that must have one', () => {
    async function requiredBusiness() {
      const email = await createUser(database, {
        isBusinessUser: true,
        taxpayerId: null,
        linked: ['300001'],
      });
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await database.db.insert(secondStepRequired).values({ userId: user!.id, since: clock.now() });
      return email;
    }

    it('gets no session before it has set one up, then must keep one', async () => {
      const email = await requiredBusiness();
      const answer = await signIn(email);
      expect(answer.token).toBeUndefined();
      expect(answer.secondStep).toMatchObject({ methods: [], mustEnrol: true });
      const pending = answer.secondStep!.pendingToken;
      const c = client(app);
      // Nothing but the set-up: no session, and the pending token completes no sign-in.
      expect((await c.get('/api/taxpayer-info', pending)).statusCode).toBe(401);
      expect((await complete(pending, 'totp', '123456')).statusCode).toBe(401);

      const start = await c.post('/api/account/second-step/totp/start', { pendingToken: pending });
      expect(start.statusCode).toBe(200);
      const { secret } = start.json() as { secret: string };
      const done = await c.post('/api/account/second-step/totp/confirm', {
        pendingToken: pending,
        code: totpCode(secret, clock.now()),
      });
      expect(done.statusCode).toBe(200);
      const { session, recoveryCodes } = done.json() as {
        session: { token: string };
        recoveryCodes: string[];
      };
      expect(recoveryCodes).toHaveLength(10);
      expect((await c.get('/api/taxpayer-info', session.token)).statusCode).toBe(200);
      // The pending token was spent.
      expect(
        (await c.post('/api/account/second-step/totp/start', { pendingToken: pending })).statusCode,
      ).toBe(401);
      clock.advance(STEP_MS);

      const off = await c.post(
        '/api/account/second-step/remove',
        { proof: { password: DEMO_PASSWORD, code: totpCode(secret, clock.now()) }, what: { kind: 'totp' } },
        session.token,
      );
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ type: problemType('second-step-required') });
      clock.advance(STEP_MS);
    });

    it('is every business account: the demo ones sign in with the README key or their passkey, no session before', async () => {
      const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
      const key = /add the key `([A-Z2-7 ]+)`/.exec(readme)?.[1]?.replace(/ /g, '');
      expect(key).toBe(DEMO_AUTHENTICATOR_KEY);
      for (const email of ['business@example.com', 'newbusiness@example.com']) {
        const answer = await signIn(email);
        expect(answer.token).toBeUndefined();
        expect(answer.secondStep).toMatchObject({ methods: ['totp', 'webauthn'], mustEnrol: false });
        const done = await complete(answer.secondStep!.pendingToken, 'totp', totpCode(key!, clock.now()));
        expect(done.statusCode).toBe(200);
        expect((done.json() as { username: string }).username).toBe(email);
        // The demo passkey (the tests' private key) signs in with no wait for the next step.
        const c = client(app);
        for (let i = 0; i < 2; i++) expect((await c.session(email)).username).toBe(email);
        // No method can be removed to leave the account without one.
        const token = await c.token(email);
        const status = (await c.get('/api/account/second-step', token)).json() as { required: boolean };
        expect(status.required).toBe(true);
      }
      clock.advance(STEP_MS);
    });

    it('is a business registered through the portal: it sets one up at its first sign-in', async () => {
      const c = client(app);
      const email = `new.business.${Date.now()}@example.com`;
      const registered = await c.post('/api/register/business', businessRegistration('347770031', email));
      expect(registered.statusCode, registered.body).toBe(200);
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const required = await database.db
        .select()
        .from(secondStepRequired)
        .where(eq(secondStepRequired.userId, user!.id));
      expect(required).toHaveLength(1);
      // An individual registered the same way is not required.
      const person = `new.person.${Date.now()}@example.com`;
      expect(
        (await c.post('/api/register/individual', individualRegistration('777003131', person))).statusCode,
      ).toBe(200);
      const [individual] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, person));
      expect(
        await database.db
          .select()
          .from(secondStepRequired)
          .where(eq(secondStepRequired.userId, individual!.id)),
      ).toHaveLength(0);
    });

    it('refuses a pending token of a sign-in that owes a code at the set-up calls', async () => {
      const email = await newUser();
      await enrolTotp(email);
      const { secondStep } = await signIn(email);
      const start = await client(app).post('/api/account/second-step/totp/start', {
        pendingToken: secondStep!.pendingToken,
      });
      expect(start.statusCode).toBe(401);
    });
  });

  it('answers bad input with a 400 problem', async () => {
    const res = await client(app).post('/api/auth/second-step', {
      pendingToken: 'x',
      method: 'totp',
      code: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('authenticator secrets at rest', () => {
  it('are encrypted under SECOND_STEP_KEY, which production must set', () => {
    const config = loadConfig({ SECOND_STEP_KEY: 'k'.repeat(40) });
    const stored = encryptSecret(config, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(config, stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(loadConfig({ SECOND_STEP_KEY: 'x'.repeat(40) }), stored)).toThrow();
    expect(loadConfig({}).secondStep.secretKey).toBeTruthy();
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'p'.repeat(40) }).secondStep.secretKey,
    ).toBeNull();
  });
});
