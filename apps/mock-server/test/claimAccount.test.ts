import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCESS_CODES, DEMO_PASSWORD } from '../src/db/seed';
import { users } from '../src/db/schema';
import { listOutbox } from '../src/mail/outbox';
import { client, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

/*
 * Issue 30, findings 1 and 2: a web account or an email address is attached to an existing taxpayer
 * only with the access code the city printed on its letters. The last four digits of an SSN/EIN and
 * a zip code are public facts and never suffice; the email already on file is told.
 */

const WRONG_CODE = 'AAAA-BBBB-CCCC';

describe.each(drivers)('claiming a taxpayer needs its access code (%s)', (driver) => {
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

  const mailsTo = (to: string) => listOutbox(database.db, to);
  const userOf = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email)))[0];

  it('finding 1: a stranger with the diner’s public facts gets no account; the owner still can register', async () => {
    const c = client(app);
    const publicFacts = { taxpayerId: '300003', federalIdLast4: '0003', zip: '44114' };
    // As the issue found it: no access code at all.
    const bare = await c.post('/api/register/web', { ...publicFacts, email: 'eve@attacker.example' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.accessCode).toBeDefined();
    // A guessed code, and another business's code.
    for (const accessCode of [WRONG_CODE, DEMO_ACCESS_CODES['300004']!]) {
      const res = await c.post('/api/register/web', {
        ...publicFacts,
        accessCode,
        email: 'eve@attacker.example',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe(problemType('identity-not-verified'));
    }
    expect(await userOf('eve@attacker.example')).toBeUndefined();
    expect(await mailsTo('eve@attacker.example')).toHaveLength(0);

    // The owner, with the code from the city's letter, in any case and without hyphens.
    const owner = await c.post('/api/register/web', {
      ...publicFacts,
      accessCode: DEMO_ACCESS_CODES['300003']!.replaceAll('-', '').toLowerCase(),
      email: 'owner@erie-street-diner.example',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ status: 'AccountCreated', taxpayerId: '300003' });
    expect(await userOf('owner@erie-street-diner.example')).toBeDefined();

    // The diner's address on file is told, with the new address masked and how to report it.
    const [notice] = await mailsTo('office@erie-street-diner.example');
    expect(notice?.subject).toBe('A City Tax e-File account was set up with your access code');
    expect(notice?.text).toContain('o***r@erie-street-diner.example');
    expect(notice?.text).not.toContain('owner@erie-street-diner.example');
    expect(notice?.text).toContain('support@citytax.example');
  });

  it('finding 2: a stranger cannot move a half-registered account to their address', async () => {
    const c = client(app);
    const publicFacts = { taxpayerId: '100007', federalIdLast4: '7007', zip: '44114' };
    const bare = await c.post('/api/register/complete-partial-registration', {
      ...publicFacts,
      email: 'mallory@attacker.example',
    });
    expect(bare.statusCode).toBe(400);
    const guessed = await c.post('/api/register/complete-partial-registration', {
      ...publicFacts,
      accessCode: WRONG_CODE,
      email: 'mallory@attacker.example',
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().type).toBe(problemType('identity-not-verified'));
    expect((await database.db.select().from(users).where(eq(users.taxpayerId, '100007')))[0]?.email).toBe(
      'partial@example.com',
    );
    expect(await mailsTo('mallory@attacker.example')).toHaveLength(0);
    // Nor send the set-password mail on its behalf.
    const send = await c.post('/api/register/existing-taxpayer-registration-email', {
      ...publicFacts,
      accessCode: WRONG_CODE,
    });
    expect(send.statusCode).toBe(400);
    expect(await mailsTo('partial@example.com')).toHaveLength(0);

    // The taxpayer, with the code, moves the account; the old address is told.
    const moved = await c.post('/api/register/complete-partial-registration', {
      ...publicFacts,
      accessCode: DEMO_ACCESS_CODES['100007']!,
      email: 'parker.quinn@example.com',
    });
    expect(moved.json()).toEqual({ status: 'AccountCreated', taxpayerId: '100007' });
    const told = await mailsTo('partial@example.com');
    expect(told.map((m) => m.subject)).toEqual([
      'A City Tax e-File account was set up with your access code',
    ]);
    expect(told[0]?.text).toContain('p***n@example.com');
  });

  it('answers a wrong code alike for every taxpayer ID, whatever its registration state', async () => {
    const c = client(app);
    const proofs = [
      { taxpayerId: '100004', federalIdLast4: '4321', zip: '44113' }, // NeedsToCreateWebAccount
      { taxpayerId: '100003', federalIdLast4: '0003', zip: '44114' }, // NeedsAccountMigration
      { taxpayerId: '100001', federalIdLast4: '6789', zip: '44114' }, // ReadyToLogin
      { taxpayerId: '100006', federalIdLast4: '6006', zip: '44113' }, // PendingTaxpayerRegistration
      { taxpayerId: '200002', federalIdLast4: '8901', zip: '45327' }, // NotPrimaryTaxpayer
      { taxpayerId: '300001', federalIdLast4: '4567', zip: '44114' }, // TaxpayerAlreadyHasUser
      { taxpayerId: '999999', federalIdLast4: '9999', zip: '44114' }, // NotRegisteredTaxpayer
    ];
    for (const path of ['/api/register/web', '/api/register/complete-partial-registration']) {
      const answers = await Promise.all(
        proofs.map((p) =>
          c.post(path, { ...p, accessCode: WRONG_CODE, email: `nobody-${p.taxpayerId}@example.com` }),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.body).toBe(answers[0]!.body);
      }
    }
    const sends = await Promise.all(
      proofs.map((p) =>
        c.post('/api/register/existing-taxpayer-registration-email', { ...p, accessCode: WRONG_CODE }),
      ),
    );
    for (const res of sends) expect(res.body).toBe(sends[0]!.body);
  });

  it('gives an individual registered through the portal an access code of its own', async () => {
    const c = client(app);
    const email = `robin-${Date.now()}@example.com`;
    const res = await c.post('/api/register/individual', {
      firstName: 'Robin',
      lastName: 'Hale',
      ssn: `7${String(Date.now() % 1e8).padStart(8, '0')}`,
      address: { street: '10 Lake Rd', city: 'Cleveland', state: 'OH', zip: '44102' },
      phoneNumber: '216-555-0199',
      email,
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(email);
    const codeMail = mails.find((m) => m.subject === 'Your City Tax e-File access code');
    expect(codeMail?.text).toMatch(
      /The access code of Robin is: [2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/,
    );
  });

  it('keeps the demo accounts working: the owner signs in as before', async () => {
    expect((await client(app).signIn('business@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
