import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCESS_CODES, DEMO_PASSWORD, SEED_REGISTRATION_STATUSES } from '../src/db/seed';
import { contactRequests, efileQuestionnaires, emailTokens, taxpayers, users } from '../src/db/schema';
import { hashToken } from '../src/auth';
import { consumeEmailToken, issueEmailToken } from '../src/tokens';
import { PASSWORD_REASONS } from '../src/passwordPolicy';
import { client, drivers, fakeClock, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

const NEW_PASSWORD = 'Lake-Erie-Sunset-42';

interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

describe.each(drivers)('accounts and registration (%s)', (driver) => {
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

  /** The newest message to an address, from the dev outbox. */
  async function lastMail(to: string): Promise<OutboxEntry> {
    const res = await client(app).get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as OutboxEntry[];
    expect(list.length).toBeGreaterThan(0);
    return list[0]!;
  }
  /** The mails to `to` that carry a link, newest first. */
  async function mailsWithLinks(to: string): Promise<OutboxEntry[]> {
    const res = await client(app).get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    return (res.json() as OutboxEntry[]).filter((m) => m.links.length > 0);
  }
  async function mailCount(to: string): Promise<number> {
    const res = await client(app).get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    return (res.json() as OutboxEntry[]).length;
  }
  const linkParams = (mail: OutboxEntry) => new URL(mail.links[0]!).searchParams;

  it.each(SEED_REGISTRATION_STATUSES.map((s) => [s.taxpayerId, s.status] as const))(
    'check_registration of %s is %s',
    async (taxpayerId, status) => {
      const res = await client(app).post('/api/register/check_registration', { taxpayerId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status });
    },
  );

  it('check_registration refuses a malformed taxpayer ID with 400', async () => {
    const res = await client(app).post('/api/register/check_registration', { taxpayerId: '12-34' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.taxpayerId).toBeDefined();
  });

  it('web registration: outbox link, status, confirm, sign in; the link works once', async () => {
    const c = client(app);
    const email = 'alex.morgan@example.com';
    const res = await c.post('/api/register/web', {
      taxpayerId: '100004',
      federalIdLast4: '4321',
      zip: '44113',
      accessCode: DEMO_ACCESS_CODES['100004']!,
      email: 'Alex.Morgan@Example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'AccountCreated', taxpayerId: '100004' });
    expect((await c.post('/api/register/check_registration', { taxpayerId: '100004' })).json()).toEqual({
      status: 'WebUserRequiresPassword',
    });

    const mail = await lastMail(email);
    expect(mail.links[0]).toMatch(/^http:\/\/portal\.test\/confirm-registration\?email=/);
    const params = linkParams(mail);
    expect(params.get('email')).toBe(email);
    const token = params.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [row] = await database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(row?.purpose).toBe('registration');

    const q = (t: string, e = email) =>
      `/api/register/email-confirmation-status?emailAddress=${encodeURIComponent(e)}&token=${t}`;
    const status = await c.get(q(token));
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ emailConfirmed: false, canSetPassword: true });
    expect((await c.get(q(token, 'someone@example.com'))).statusCode).toBe(401);
    expect((await c.get(q('not-a-token'))).statusCode).toBe(401);
    expect((await c.get(q('bad token!'))).statusCode).toBe(400);

    // Signing in before a password is set fails like any bad credential.
    expect((await c.signIn(email, NEW_PASSWORD)).statusCode).toBe(401);

    const confirm = await c.post('/api/register/confirm-email', {
      emailAddress: email,
      emailConfirmationToken: token,
      password: NEW_PASSWORD,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ ok: true });

    const signIn = await c.signIn(email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ taxpayerId: '100004', isBusinessUser: false, firstName: 'Alex' });
    expect((await c.post('/api/register/check_registration', { taxpayerId: '100004' })).json()).toEqual({
      status: 'ReadyToLogin',
    });

    // The link again: already confirmed, and it cannot set a password twice.
    expect((await c.get(q(token))).json()).toEqual({ emailConfirmed: true, canSetPassword: false });
    const replay = await c.post('/api/register/confirm-email', {
      emailAddress: email,
      emailConfirmationToken: token,
      password: 'Another-Password-77',
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('We were unable to complete your email confirmation request.');
  });

  it('refuses a web account for a taxpayer that already has one (409) and a mismatched proof (400)', async () => {
    const c = client(app);
    const taken = await c.post('/api/register/web', {
      taxpayerId: '100001',
      federalIdLast4: '6789',
      zip: '44114',
      accessCode: DEMO_ACCESS_CODES['100001']!,
      email: 'second@example.com',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().type).toBe(problemType('conflict'));

    const answers = await Promise.all(
      [
        {
          taxpayerId: '100005',
          federalIdLast4: '0000',
          zip: '44113',
          accessCode: DEMO_ACCESS_CODES['100005']!,
        },
        {
          taxpayerId: '100005',
          federalIdLast4: '8765',
          zip: '44114',
          accessCode: DEMO_ACCESS_CODES['100005']!,
        },
        {
          taxpayerId: '999999',
          federalIdLast4: '8765',
          zip: '44113',
          accessCode: DEMO_ACCESS_CODES['100005']!,
        },
        // Every public fact right, the access code another taxpayer's (issue 30).
        {
          taxpayerId: '100005',
          federalIdLast4: '8765',
          zip: '44113',
          accessCode: DEMO_ACCESS_CODES['100004']!,
        },
      ].map((proof) => c.post('/api/register/web', { ...proof, email: 'sam@example.com' })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(answers[0]!.json().detail);
    }
  });

  it('answers DuplicateEmail when the email belongs to another account', async () => {
    const res = await client(app).post('/api/register/web', {
      taxpayerId: '100005',
      federalIdLast4: '8765',
      zip: '44113',
      accessCode: DEMO_ACCESS_CODES['100005']!,
      email: 'individual@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'DuplicateEmail', taxpayerId: null });
  });

  it('a token expires after 24 hours (410), and a new one replaces it', async () => {
    const c = client(app);
    const email = 'business.owner@example.com';
    const res = await c.post('/api/register/web', {
      taxpayerId: '300003',
      federalIdLast4: '0003',
      zip: '44114',
      accessCode: DEMO_ACCESS_CODES['300003']!,
      email,
    });
    expect(res.json()).toEqual({ status: 'AccountCreated', taxpayerId: '300003' });
    const first = linkParams(await lastMail(email)).get('token')!;
    clock.advance(24 * 60 * 60_000 + 1000);
    const expired = await c.post('/api/register/confirm-email', {
      emailAddress: email,
      emailConfirmationToken: first,
      password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(
      'The email confirmation link has expired. You may initiate a new request and try again.',
    );
    expect(
      (await c.get(`/api/register/email-confirmation-status?emailAddress=${email}&token=${first}`))
        .statusCode,
    ).toBe(410);

    const resend = await c.get(`/api/register/resend-confirmation-email?emailAddress=${email}`);
    expect(resend.json()).toEqual({ ok: true });
    const second = linkParams(await lastMail(email)).get('token')!;
    expect(second).not.toBe(first);
    const ok = await c.post('/api/register/confirm-email', {
      emailAddress: email,
      emailConfirmationToken: second,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    // A business account sets up a second step at its first sign-in (issue 30): no session before.
    const signIn = await c.signIn(email, NEW_PASSWORD);
    expect(signIn.json()).toEqual({
      secondStep: {
        pendingToken: expect.any(String),
        methods: [],
        mustEnrol: true,
        expiresAt: expect.any(String),
      },
    });
    expect(await c.session(email, NEW_PASSWORD, clock.now())).toMatchObject({
      taxpayerId: '300003',
      isBusinessUser: true,
    });
    expect((await c.post('/api/register/check_registration', { taxpayerId: '300003' })).json()).toEqual({
      status: 'TaxpayerAlreadyHasUser',
    });
  });

  it('resend-confirmation-email answers the same for unknown and confirmed addresses, sending nothing', async () => {
    const c = client(app);
    for (const email of ['nobody@example.com', 'individual@example.com']) {
      const before = await mailCount(email);
      const res = await c.get(`/api/register/resend-confirmation-email?emailAddress=${email}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await mailCount(email)).toBe(before);
    }
  });

  it('refuses weak passwords with 403 and every reason, leaving the token usable', async () => {
    const c = client(app);
    const res = await c.post('/api/register/complete-partial-registration', {
      taxpayerId: '100007',
      federalIdLast4: '7007',
      zip: '44114',
      accessCode: DEMO_ACCESS_CODES['100007']!,
      email: 'partial@example.com',
    });
    expect(res.json()).toEqual({ status: 'AccountCreated', taxpayerId: '100007' });
    const token = linkParams(await lastMail('partial@example.com')).get('token')!;
    const send = (password: string) =>
      c.post('/api/register/confirm-email', {
        emailAddress: 'partial@example.com',
        emailConfirmationToken: token,
        password,
      });
    const common = await send('Password123');
    expect(common.statusCode).toBe(403);
    expect(common.json()).toMatchObject({
      type: problemType('invalid-password'),
      errors: { password: [PASSWORD_REASONS.common] },
    });
    const same = await send('partial@example.com');
    expect(same.statusCode).toBe(403);
    expect(same.json().errors.password).toEqual([PASSWORD_REASONS.sameAsEmail]);
    const short = await send('short');
    expect(short.statusCode).toBe(400);
    expect((await send(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await c.signIn('partial@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('complete-partial-registration with a new address updates it; a taken one is DuplicateEmail', async () => {
    const c = client(app);
    // Re-create a partial user by registering 100005 and completing with another address.
    await c.post('/api/register/web', {
      taxpayerId: '100005',
      federalIdLast4: '8765',
      zip: '44113',
      accessCode: DEMO_ACCESS_CODES['100005']!,
      email: 'sam@example.com',
    });
    const dup = await c.post('/api/register/complete-partial-registration', {
      taxpayerId: '100005',
      federalIdLast4: '8765',
      zip: '44113',
      accessCode: DEMO_ACCESS_CODES['100005']!,
      email: 'joint@example.com',
    });
    expect(dup.json()).toEqual({ status: 'DuplicateEmail', taxpayerId: null });
    const res = await c.post('/api/register/complete-partial-registration', {
      taxpayerId: '100005',
      federalIdLast4: '8765',
      zip: '44113',
      accessCode: DEMO_ACCESS_CODES['100005']!,
      email: 'sam.taylor@example.com',
    });
    expect(res.json()).toEqual({ status: 'AccountCreated', taxpayerId: '100005' });
    const [user] = await database.db.select().from(users).where(eq(users.taxpayerId, '100005'));
    expect(user?.email).toBe('sam.taylor@example.com');
    expect((await lastMail('sam.taylor@example.com')).links[0]).toContain('/confirm-registration?');
    // The old address is told (issue 30), after its confirmation link, which no longer works.
    const toOld = await lastMail('sam@example.com');
    expect(toOld.subject).toBe('A City Tax e-File account was set up with your access code');
    expect(toOld.text).toContain('s***r@example.com');
    const oldLink = (await mailsWithLinks('sam@example.com'))[0]!;
    const old = linkParams(oldLink).get('token')!;
    const stale = await c.get(
      `/api/register/email-confirmation-status?emailAddress=sam.taylor@example.com&token=${old}`,
    );
    expect(stale.statusCode).toBe(401);
  });

  it('existing-taxpayer email: legacy mail for migration, 409 for a ready account', async () => {
    const c = client(app);
    const res = await c.post('/api/register/existing-taxpayer-registration-email', {
      taxpayerId: '100003',
      federalIdLast4: '0003',
      zip: '44114',
      accessCode: DEMO_ACCESS_CODES['100003']!,
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMail('legacy@example.com')).links[0]).toMatch(
      /^http:\/\/portal\.test\/confirm-legacy-email\?token=[A-Za-z0-9_-]+&email=legacy%40example\.com$/,
    );
    const ready = await c.post('/api/register/existing-taxpayer-registration-email', {
      taxpayerId: '100001',
      federalIdLast4: '6789',
      zip: '441141234',
      accessCode: DEMO_ACCESS_CODES['100001']!,
    });
    expect(ready.statusCode).toBe(409);
  });

  it('legacy sign-in sends a confirm email at most once an hour; confirm-legacy-email migrates the account', async () => {
    const c = client(app);
    const before = await mailCount('legacy@example.com');
    clock.advance(61 * 60_000);
    expect((await c.signIn('legacy@example.com')).statusCode).toBe(403);
    expect(await mailCount('legacy@example.com')).toBe(before + 1);
    expect((await c.signIn('legacy@example.com')).statusCode).toBe(403);
    expect(await mailCount('legacy@example.com')).toBe(before + 1);

    const params = linkParams(await lastMail('legacy@example.com'));
    const token = params.get('token')!;
    const wrongEmail = await c.post('/api/register/confirm-legacy-email', {
      email: 'individual@example.com',
      token,
      password: NEW_PASSWORD,
    });
    expect(wrongEmail.statusCode).toBe(401);
    const ok = await c.post('/api/register/confirm-legacy-email', {
      email: 'legacy@example.com',
      token,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await c.signIn('legacy@example.com', NEW_PASSWORD)).json()).toMatchObject({
      taxpayerId: '100003',
    });
    expect((await c.post('/api/register/check_registration', { taxpayerId: '100003' })).json()).toEqual({
      status: 'ReadyToLogin',
    });
  });

  it('registers a new individual (joint) taxpayer with a numeric ID', async () => {
    const c = client(app);
    const body = {
      firstName: 'Robin',
      middleInitial: 'k',
      lastName: 'Hale',
      ssn: '555443333',
      spouse: { firstName: 'Kit', lastName: 'Hale', ssn: '555442222' },
      address: { street: '10 Lake Rd', city: 'Cleveland', state: 'OH', zip: '44102' },
      phoneNumber: '216-555-0199',
      email: 'robin.hale@example.com',
    };
    const res = await c.post('/api/register/individual', body);
    expect(res.statusCode).toBe(200);
    // The same answer whatever happened (issue 16): no taxpayer ID; the outcome goes by mail.
    expect(res.json()).toEqual({ status: 'AccountCreated', taxpayerId: null });
    const [t] = await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, '555443333'));
    expect(t?.id).toMatch(/^\d+$/);
    expect(t).toMatchObject({ type: 1, name1: 'Robin', middleInitial: 'K', spouseFederalId: '555442222' });
    expect(t?.registrationStatus).toBe('registered');
    expect((await lastMail('robin.hale@example.com')).links[0]).toContain('/confirm-registration?');

    // A registered SSN, or an address in use: the same answer, and nothing is created.
    const again = await c.post('/api/register/individual', { ...body, email: 'other@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
    expect(
      await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, '555443333')),
    ).toHaveLength(1);
    const dup = await c.post('/api/register/individual', {
      ...body,
      ssn: '555441111',
      spouse: null,
      email: 'individual@example.com',
    });
    expect(dup.body).toBe(res.body);
    expect(
      await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, '555441111')),
    ).toHaveLength(0);
    const bad = await c.post('/api/register/individual', { ...body, ssn: '5554-4333' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.ssn).toEqual(['must be a nine-digit number with no hyphens']);
  });

  it('registers a new business taxpayer and its user', async () => {
    const c = client(app);
    const body = {
      businessName: 'Gateway Coffee LLC',
      ein: '351112222',
      address: { street: '100 Gateway Ave', city: 'Cleveland', state: 'OH', zip: '44115' },
      phoneNumber: '(216) 555-0111',
      contactFirstName: 'Jamie',
      contactLastName: 'Cole',
      email: 'jamie@gatewaycoffee.example',
    };
    const res = await c.post('/api/register/business', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'AccountCreated', taxpayerId: null });
    const [t] = await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, '351112222'));
    const taxpayerId = t!.id;
    expect(t).toMatchObject({ type: 2, name1: 'Gateway Coffee LLC', federalId: '351112222' });
    const [u] = await database.db.select().from(users).where(eq(users.email, body.email));
    expect(u).toMatchObject({ isBusinessUser: true, taxpayerId, passwordHash: null, firstName: 'Jamie' });
    const dup = await c.post('/api/register/business', { ...body, email: 'x@example.com' });
    expect(dup.statusCode).toBe(200);
    expect(dup.body).toBe(res.body);
    expect(
      await database.db.select().from(taxpayers).where(eq(taxpayers.federalId, '351112222')),
    ).toHaveLength(1);
  });

  it('reset-password-email answers the same for unknown and known accounts', async () => {
    const c = client(app);
    const unknown = await c.post('/api/auth/reset-password-email', { email: 'ghost@example.com' });
    const known = await c.post('/api/auth/reset-password-email', { email: 'joint@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailCount('ghost@example.com')).toBe(0);
    expect((await lastMail('joint@example.com')).links[0]).toMatch(
      /^http:\/\/portal\.test\/auth\/reset-password\?email=joint%40example\.com&token=/,
    );
  });

  it('reset-password sets the password, revokes sessions; expires after an hour', async () => {
    const c = client(app);
    const session = await c.token('joint@example.com');
    await c.post('/api/auth/reset-password-email', { email: 'joint@example.com' });
    const token = linkParams(await lastMail('joint@example.com')).get('token')!;
    const weak = await c.post('/api/auth/reset-password', {
      email: 'joint@example.com',
      token,
      password: 'qwertyuiop',
    });
    expect(weak.statusCode).toBe(403);
    const ok = await c.post('/api/auth/reset-password', {
      email: 'joint@example.com',
      token,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await c.get('/api/taxpayer-info', session)).statusCode).toBe(401);
    expect((await c.signIn('joint@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await c.signIn('joint@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (
        await c.post('/api/auth/reset-password', {
          email: 'joint@example.com',
          token,
          password: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);

    await c.post('/api/auth/reset-password-email', { email: 'joint@example.com' });
    const later = linkParams(await lastMail('joint@example.com')).get('token')!;
    clock.advance(60 * 60_000 + 1);
    const expired = await c.post('/api/auth/reset-password', {
      email: 'joint@example.com',
      token: later,
      password: 'Yet-Another-Pass-9',
    });
    expect(expired.statusCode).toBe(410);
  });

  it('change email: duplicate → 400, then confirm-email-change from another browser', async () => {
    const c = client(app);
    const token = await c.token('individual@example.com');
    for (const email of ['JOINT@example.com', 'joint@example.com']) {
      const res = await c.post('/api/auth/change-email', { email, currentPassword: DEMO_PASSWORD }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('This email address already exists in our records. Please try another.');
    }
    // The account's own address is not a duplicate (issue 18): a distinct 409 says it is theirs.
    for (const email of ['individual@example.com', 'Individual@Example.com']) {
      const res = await c.post('/api/auth/change-email', { email, currentPassword: DEMO_PASSWORD }, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        type: 'https://citytax.example/problems/email-unchanged',
        detail: 'This is already your email address. Enter a different address to change it.',
        errors: { email: ['This is already your email address. Enter a different address to change it.'] },
      });
    }
    expect(
      (
        await c.post('/api/auth/change-email', {
          email: 'pat.new@example.com',
          currentPassword: DEMO_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    const res = await c.post(
      '/api/auth/change-email',
      { email: 'Pat.New@example.com', currentPassword: DEMO_PASSWORD },
      token,
    );
    expect(res.statusCode).toBe(200);
    const link = new URL((await lastMail('pat.new@example.com')).links[0]!);
    expect(link.pathname).toBe('/confirm-email');
    const payload = {
      email: link.searchParams.get('email')!,
      token: link.searchParams.get('token')!,
      id: link.searchParams.get('id')!,
    };
    expect(payload.email).toBe('pat.new@example.com');
    const other = client(app);
    expect(
      (await other.post('/api/auth/confirm-email-change', { ...payload, id: 'wrong-id' })).statusCode,
    ).toBe(401);
    expect((await other.post('/api/auth/confirm-email-change', payload)).statusCode).toBe(200);
    expect((await other.post('/api/auth/confirm-email-change', payload)).statusCode).toBe(401);
    expect((await other.signIn('pat.new@example.com')).statusCode).toBe(200);
    expect((await other.signIn('individual@example.com')).statusCode).toBe(401);
    expect((await lastMail('individual@example.com')).subject).toMatch(/was changed/);
  });

  it('confirm-email-change answers 400 when the address was taken meanwhile', async () => {
    const c = client(app);
    const token = await c.token('newbusiness@example.com');
    expect(
      (
        await c.post(
          '/api/auth/change-email',
          { email: 'taken.later@example.com', currentPassword: DEMO_PASSWORD },
          token,
        )
      ).statusCode,
    ).toBe(200);
    const link = new URL((await lastMail('taken.later@example.com')).links[0]!);
    await database.db
      .update(users)
      .set({ email: 'taken.later@example.com' })
      .where(eq(users.email, 'notaxpayer@example.com'));
    const res = await c.post('/api/auth/confirm-email-change', {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      id: link.searchParams.get('id'),
    });
    expect(res.statusCode).toBe(400);
  });

  it('contact support is stored and mailed to support', async () => {
    const c = client(app);
    const res = await c.post('/api/account/contact-support', {
      type: 'Website',
      name: 'Jo Public',
      phoneNumber: '216-555-0123',
      emailAddress: 'jo@example.com',
      message: 'The estimate page is slow.',
    });
    expect(res.statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, 'jo@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'Website', userId: null });
    const mail = await lastMail('support@citytax.example');
    expect(mail.subject).toBe('Contact request (Website) from Jo Public');
    expect(mail.text).toContain('The estimate page is slow.');
    const bad = await c.post('/api/account/contact-support', {
      type: 'Other',
      name: '',
      phoneNumber: 'x',
      emailAddress: 'no',
      message: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'emailAddress',
      'message',
      'name',
      'phoneNumber',
      'type',
    ]);
    // Issue 18: the phone's message says the expected format, not only that it is wrong.
    expect(bad.json().errors.phoneNumber).toEqual(['must be 10 digits, like 216-555-0100']);
  });

  it('contact support refuses control characters in the name and message, keeps line breaks (issue 16)', async () => {
    const c = client(app);
    const contact = {
      type: 'Website',
      name: 'Ctrl Tester',
      phoneNumber: '216-555-0123',
      emailAddress: 'ctrl@example.com',
      message: 'Hello',
    };
    for (const [field, value] of [
      ['name', 'Ctrl\u0007Tester'],
      ['name', '\u001b[31mCtrl'],
      ['message', 'Invoice \u202egnp.exe'],
      ['message', 'Ring\u0007'],
    ] as const) {
      const res = await c.post('/api/account/contact-support', { ...contact, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().errors).toEqual({ [field]: ['must not contain control characters'] });
      expect(res.json().detail).toMatch(/must not contain control characters/);
    }
    const rows = () =>
      database.db.select().from(contactRequests).where(eq(contactRequests.email, 'ctrl@example.com'));
    expect(await rows()).toHaveLength(0);
    const ok = await c.post('/api/account/contact-support', { ...contact, message: 'Line one\nLine two' });
    expect(ok.statusCode).toBe(200);
    expect((await rows())[0]?.message).toBe('Line one\nLine two');
  });

  it('e-file questions: eligibility stored per prior tax year; isquestionnairesaved', async () => {
    const c = client(app);
    const token = await c.token('business@example.com');
    expect((await c.get('/api/isquestionnairesaved', token)).json()).toEqual({
      saved: false,
      eligible: null,
    });
    const no = await c.post(
      '/api/efilequestions',
      {
        allIncomeOnW2Or1099: true,
        rentalBusinessOrK1Activity: true,
        nameAddressOrFilingStatusChanged: false,
      },
      token,
    );
    expect(no.json()).toEqual({ eligible: false });
    expect((await c.get('/api/isquestionnairesaved', token)).json()).toEqual({
      saved: true,
      eligible: false,
    });
    const yes = await c.post(
      '/api/efilequestions',
      {
        allIncomeOnW2Or1099: true,
        rentalBusinessOrK1Activity: false,
        nameAddressOrFilingStatusChanged: false,
      },
      token,
    );
    expect(yes.json()).toEqual({ eligible: true });
    const rows = await database.db
      .select()
      .from(efileQuestionnaires)
      .where(eq(efileQuestionnaires.taxpayerId, '300001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.taxYear).toBe(clock.now().getFullYear() - 1);
    expect((await c.post('/api/efilequestions', { allIncomeOnW2Or1099: 'yes' }, token)).statusCode).toBe(400);
    expect((await c.get('/api/isquestionnairesaved')).statusCode).toBe(401);
  });

  it('two concurrent uses of one token: exactly one succeeds', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'business@example.com'));
    const now = clock.now();
    const issued = await database.db.transaction((tx) =>
      issueEmailToken(tx, { userId: user!.id, purpose: 'reset', now }),
    );
    const [row] = await database.db.select().from(emailTokens).where(eq(emailTokens.id, issued.id));
    const results = await Promise.allSettled(
      [0, 1].map(() => database.db.transaction((tx) => consumeEmailToken(tx, row!, now))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);

    // And through HTTP: two concurrent resets with one link.
    const c = client(app);
    await c.post('/api/auth/reset-password-email', { email: 'business@example.com' });
    const token = linkParams(await lastMail('business@example.com')).get('token')!;
    const answers = await Promise.all(
      ['First-Password-81', 'Second-Password-82'].map((password) =>
        c.post('/api/auth/reset-password', { email: 'business@example.com', token, password }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('stores only hashes of the tokens it mailed', async () => {
    const mails = (await client(app).get('/dev/outbox')).json() as OutboxEntry[];
    const tokens = mails.flatMap((m) => m.links.map((l) => new URL(l).searchParams.get('token') ?? ''));
    expect(tokens.filter(Boolean).length).toBeGreaterThan(5);
    const rows = await database.db.select({ tokenHash: emailTokens.tokenHash }).from(emailTokens);
    const hashes = new Set(rows.map((r) => r.tokenHash));
    for (const token of tokens.filter(Boolean)) {
      expect(hashes.has(token)).toBe(false);
      expect(hashes.has(hashToken(token))).toBe(true);
    }
  });
});

describe('email rate limits', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDb('pglite');
    app = await makeApp(database, { env: { EMAIL_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('limits reset-password-email per IP', async () => {
    const c = client(app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await c.post('/api/auth/reset-password-email', { email: 'ghost@example.com' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('limits identity-proof guesses on web registration per IP', async () => {
    const c = client(app);
    const codes: number[] = [];
    for (const last4 of ['0000', '0001', '0002'])
      codes.push(
        (
          await c.post('/api/register/web', {
            taxpayerId: '100004',
            federalIdLast4: last4,
            zip: '44113',
            accessCode: DEMO_ACCESS_CODES['100004']!,
            email: 'guess@example.com',
          })
        ).statusCode,
      );
    expect(codes).toEqual([400, 400, 429]);
  });
});
