import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { taxpayers, users } from '../src/db/schema';
import { listOutbox } from '../src/mail/outbox';
import {
  businessRegistration,
  client,
  drivers,
  fakeClock,
  individualRegistration,
  makeApp,
  openTestDb,
  problemType,
  type TestDatabase,
} from './helpers';

/*
 * Registration reveals nothing about who is registered, and is limited (issue 16, ADR 0022): a new
 * taxpayer's registration answers alike whether its SSN/EIN or address is known, the outcome goes by
 * mail, and every /api/register call is limited per address and per taxpayer, as is mail to one
 * address.
 */

const CHECK_YOUR_EMAIL = { status: 'AccountCreated', taxpayerId: null };

let seq = 0;
/** A federal ID no other test uses. */
const newId = (lead: string) =>
  `${lead}${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;

const individual = individualRegistration;
const business = businessRegistration;

describe.each(drivers)('registration without enumeration (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = fakeClock(new Date('2026-03-01T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, { clock: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const mailsTo = (to: string) => listOutbox(database.db, to);

  it('answers a known and an unknown SSN with the same status and body', async () => {
    const c = client(app);
    // 123456789 is taxpayer 100001, whose account is individual@example.com.
    const known = await c.post('/api/register/individual', individual('123456789', 'known-ssn@example.com'));
    const unknownSsn = newId('7');
    const unknown = await c.post('/api/register/individual', individual(unknownSsn, 'new-ssn@example.com'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual(CHECK_YOUR_EMAIL);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);

    // The unknown SSN was registered; the known one was not registered twice.
    const rows = await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, unknownSsn));
    expect(rows).toHaveLength(1);
    expect(
      await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, '123456789')),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(users).where(eq(users.email, 'known-ssn@example.com')),
    ).toHaveLength(0);
  });

  it('mails the outcome: the account on file is told, the address given learns what to do', async () => {
    const c = client(app);
    const before = (await mailsTo('individual@example.com')).length;
    await c.post('/api/register/individual', individual('123456789', 'someone-else@example.com'));
    const notices = await mailsTo('individual@example.com');
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]!.subject).toBe('Someone tried to register your taxpayer again');
    expect(notices[0]!.text).toContain('with the SSN of the taxpayer your account represents');
    expect(notices[0]!.text).not.toContain('someone-else@example.com');
    expect(notices[0]!.text).not.toContain('123456789');

    const [given] = await mailsTo('someone-else@example.com');
    expect(given!.subject).toBe('Your City Tax e-File registration could not be completed');
    expect(given!.links).toEqual(['http://portal.test/auth/taxpayer-registration']);

    // A new SSN with an address that has an account: that account is told it already has one.
    const res = await c.post('/api/register/individual', individual(newId('7'), 'joint@example.com'));
    expect(res.json()).toEqual(CHECK_YOUR_EMAIL);
    const [exists] = await mailsTo('joint@example.com');
    expect(exists!.subject).toBe('You already have a City Tax e-File account');
    expect(exists!.links).toEqual(['http://portal.test/auth/forgot-password']);

    // A new business: the confirmation link; a known EIN: the business's account is told.
    const ein = newId('8');
    expect((await c.post('/api/register/business', business(ein, 'owner@gateway.example'))).json()).toEqual(
      CHECK_YOUR_EMAIL,
    );
    const confirmation = (await mailsTo('owner@gateway.example')).find((m) =>
      m.links[0]?.includes('/confirm-registration?'),
    );
    expect(confirmation).toBeDefined();
    const again = await c.post('/api/register/business', business(ein, 'intruder@example.com'));
    expect(again.json()).toEqual(CHECK_YOUR_EMAIL);
    const [told] = await mailsTo('owner@gateway.example');
    expect(told!.subject).toBe('Someone tried to register your taxpayer again');
    expect(told!.text).toContain('with the EIN of the taxpayer');
  });

  it('takes about the same time for a known and an unknown SSN', async () => {
    const c = client(app);
    const time = async (ssn: string, email: string) => {
      const start = process.hrtime.bigint();
      const res = await c.post('/api/register/individual', individual(ssn, email));
      expect(res.statusCode).toBe(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await time('123456789', 'warm-known@example.com');
    await time(newId('7'), 'warm-unknown@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time('123456789', `known-${i}@example.com`));
      unknown.push(await time(newId('7'), `unknown-${i}@example.com`));
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const detail = `known ${known.join(', ')} / unknown ${unknown.join(', ')} ms`;
    // Pragmatic, as in the security suite: neither path is several times faster than the other.
    expect(median(known) * 3, detail).toBeGreaterThan(median(unknown));
    expect(median(unknown) * 3, detail).toBeGreaterThan(median(known));
  });

  describe('limits', () => {
    const MAX = 3;
    const MAIL_MAX = 4;
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await makeApp(database, {
        clock: clock.now,
        env: { REGISTRATION_RATE_LIMIT_MAX: String(MAX), MAIL_PER_ADDRESS_PER_HOUR: String(MAIL_MAX) },
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    const expectLimited = (res: Awaited<ReturnType<ReturnType<typeof client>['post']>>) => {
      expect(res.statusCode, res.body).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().type).toBe(problemType('too-many-requests'));
      const retryAfter = Number(res.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    };

    it('answers 429 with Retry-After past the limit per email address, across the register calls', async () => {
      const c = client(limited);
      const email = 'per-address@example.com';
      for (let i = 0; i < MAX; i++)
        expect((await c.post('/api/register/individual', individual(newId('7'), email))).statusCode).toBe(
          200,
        );
      expectLimited(await c.post('/api/register/business', business(newId('8'), email)));
      expectLimited(
        await c.get(`/api/register/resend-confirmation-email?emailAddress=${encodeURIComponent(email)}`),
      );
      // Another address is not affected.
      expect(
        (await c.post('/api/register/individual', individual(newId('7'), 'other-address@example.com')))
          .statusCode,
      ).toBe(200);
    });

    it('answers 429 with Retry-After past the limit per SSN, EIN and taxpayer ID', async () => {
      const c = client(limited);
      const ssn = newId('7');
      for (let i = 0; i < MAX; i++)
        expect(
          (await c.post('/api/register/individual', individual(ssn, `ssn-${i}@example.com`))).statusCode,
        ).toBe(200);
      expectLimited(await c.post('/api/register/individual', individual(ssn, 'ssn-last@example.com')));
      // As a spouse's SSN too.
      expectLimited(
        await c.post('/api/register/individual', {
          ...individual(newId('7'), 'spouse@example.com'),
          spouse: { firstName: 'Kit', lastName: 'Hale', ssn },
        }),
      );
      const ein = newId('8');
      for (let i = 0; i < MAX; i++)
        await c.post('/api/register/business', business(ein, `ein-${i}@example.com`));
      expectLimited(await c.post('/api/register/business', business(ein, 'ein-last@example.com')));
      for (let i = 0; i < MAX; i++)
        await c.post('/api/register/check_registration', { taxpayerId: '100005' });
      expectLimited(await c.post('/api/register/check_registration', { taxpayerId: '100005' }));
    });

    it('30 registrations naming one address do not queue 30 mails to it', async () => {
      const c = client(limited);
      const victim = 'victim@example.com';
      const answers = [];
      for (let i = 0; i < 30; i++)
        answers.push((await c.post('/api/register/business', business(newId('8'), victim))).statusCode);
      expect(answers.filter((s) => s === 200)).toHaveLength(MAX);
      expect(answers.filter((s) => s === 429)).toHaveLength(30 - MAX);
      expect((await mailsTo(victim)).length).toBeLessThanOrEqual(MAIL_MAX);
    });

    it('drops account mails to one address past the hourly limit, counting mails of every kind', async () => {
      const c = client(limited);
      // Taxpayer 100001's account on file is told of each attempt with its SSN, from any address.
      const owner = 'individual@example.com';
      clock.advance(2 * 60 * 60_000);
      const before = await mailsTo(owner);
      for (let i = 0; i < 2; i++)
        expect((await c.post('/api/auth/reset-password-email', { email: owner })).statusCode).toBe(200);
      for (let i = 0; i < MAX; i++)
        expect(
          (
            await c.post('/api/register/individual', individual('123456789', `attempt-${i}@example.com`))
          ).json(),
        ).toEqual(CHECK_YOUR_EMAIL);
      const sent = (await mailsTo(owner)).slice(0, -before.length || undefined);
      expect(sent).toHaveLength(MAIL_MAX);
      expect(sent.filter((m) => m.subject === 'Someone tried to register your taxpayer again')).toHaveLength(
        MAIL_MAX - 2,
      );
      // Every address given was still told (each its first mail).
      for (let i = 0; i < MAX; i++) expect(await mailsTo(`attempt-${i}@example.com`)).toHaveLength(1);

      // An hour later the address may be mailed again.
      clock.advance(61 * 60_000);
      await c.post('/api/register/individual', individual('123456789', 'attempt-later@example.com'));
      expect((await mailsTo(owner))[0]!.subject).toBe('Someone tried to register your taxpayer again');
    });
  });
});
