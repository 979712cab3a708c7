import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityResponseSchema,
  priorTaxYear,
  sessionsResponseSchema,
  type ActivityEvent,
  type FormW2Request,
} from '@citytax/api';
import { deviceOf, maskAddress } from '../src/audit';
import { createSession } from '../src/auth';
import { auditEvents, sessions, taxForms, taxpayers, users } from '../src/db/schema';
import { DEMO_ACCESS_CODES, DEMO_PASSWORD } from '../src/db/seed';
import { PAYMENT_APPLICATION_ID, PAYMENT_MESSAGE_VERSION } from '../src/config';
import { buildProvider } from '../src/provider/simulator';
import { CALLBACK_PATH, type ProviderCallback } from '../src/provider/protocol';
import { SIGNATURE_HEADER, signBody } from '../src/provider/signature';
import {
  client,
  createUser,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  testConfig,
  type TestDatabase,
} from './helpers';
import { pdfUpload } from './uploadFixtures';

/*
 * The audit record (issue 30, ADR 0048): a row for each kind of event, written by the routes that
 * make the change (in their transaction) or answer the read; append-only in the database; no
 * personal data in any row; Account activity and open sessions for the account holder only.
 */

const SECRET = 'test-payment-callback-secret-0123456789abcdef';
const TAX_YEAR = priorTaxYear(new Date());
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
/** Seeded business no demo account has linked (seed.ts), and its access code. */
const ERIE = { taxpayerId: '300003', ein: '346660003', name2: 'Erie Street Diner' };

const w2: FormW2Request = {
  w2Number: 1,
  employerName: 'Lakeside Steel',
  employerEin: '341234567',
  workCity: 'CLE',
  medicareWages: 40_000,
  localWages: 40_000,
  localTaxWithheld: 1_000,
  locality: 'CLE',
};

describe('device and address summaries', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome on Android'],
    [MAC_SAFARI, 'Safari on macOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['lightMyRequest', null],
    ['', null],
    [undefined, null],
  ])('%s is %s', (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });

  it.each([
    ['203.0.113.42', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:…'],
    ['2001:db8::1', '2001:db8:0:…'],
    ['::1', '0:0:0:…'],
    ['not an address', null],
    [null, null],
  ])('%s is shown as %s', (ip, shown) => {
    expect(maskAddress(ip)).toBe(shown);
  });
});

describe.each(drivers)('audit record (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let provider: FastifyInstance;
  const clock = fakeClock(new Date());
  let nextTaxpayer = 940_000;
  /** Every secret the scenario handled: none may appear in a row. */
  const secrets: string[] = [DEMO_PASSWORD];

  beforeAll(async () => {
    database = await openTestDb(driver);
    provider = await buildProvider({
      secret: SECRET,
      applicationId: PAYMENT_APPLICATION_ID,
      messageVersion: PAYMENT_MESSAGE_VERSION,
      clock: clock.now,
      retryDelaysMs: [],
      transport: async (url, { headers, body }) => {
        const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
        return { status: res.statusCode };
      },
    });
    await provider.listen({ port: 0, host: '127.0.0.1' });
    const address = provider.server.address();
    const providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    app = await makeApp(database, {
      env: {
        PAYMENT_PROVIDER_URL: providerUrl,
        PAYMENT_CALLBACK_SECRET: SECRET,
        SIGNIN_FAILURE_DELAY_MS: '0',
      },
      clock: clock.now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await database?.dispose();
  });

  /** An individual with a taxpayer of their own (an SSN on file), signed in from Chrome on Android. */
  async function filer() {
    const taxpayerId = String(nextTaxpayer++);
    const ssn = `9${String(nextTaxpayer).padStart(8, '0')}`;
    await database.db
      .insert(taxpayers)
      .values({ id: taxpayerId, type: 0, name1: 'Audit', name2: 'Filer', federalId: ssn });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const c = client(app);
    const res = await c.send({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: email, password: DEMO_PASSWORD },
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { token: string }).token;
    secrets.push(token, email, ssn);
    return { c, token, taxpayerId, email, userId: user!.id, ssn };
  }

  /** The user's rows, once the reads answered so far are recorded (they are written as the answer leaves). */
  const rowsOf = async (userId: string) => {
    await app.auditWritesSettled();
    return database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.userId, userId))
      .orderBy(asc(auditEvents.id));
  };
  const lastOf = async (userId: string, kind: string) =>
    (await rowsOf(userId)).filter((r) => r.kind === kind).at(-1);
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  async function formOf(taxpayerId: string, amountDueCents: number) {
    const now = clock.now();
    const [form] = await database.db
      .insert(taxForms)
      .values({
        taxpayerId,
        type: 'IndividualEstimate',
        taxYear: TAX_YEAR + 1,
        status: 'Draft',
        data: {},
        amountDueCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return form!;
  }

  function callback(payload: ProviderCallback) {
    const body = JSON.stringify(payload);
    return app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(SECRET, body, clock.now()),
      },
      payload: body,
    });
  }

  it('records a failed and a successful sign-in, with the session, address and device', async () => {
    const { userId, email, c } = await filer();
    const wrong = await c.send({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: email, password: 'Wrong-Password-9' },
      headers: { 'user-agent': MAC_SAFARI },
    });
    expect(wrong.statusCode).toBe(401);
    const [success, failure] = [
      await lastOf(userId, 'signin.success'),
      await lastOf(userId, 'signin.failure'),
    ];
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(success).toMatchObject({
      actorKind: 'user',
      actorId: userId,
      sessionId: session!.id,
      device: 'Chrome on Android',
      clientIp: '127.0.0.1',
    });
    expect(session).toMatchObject({ device: 'Chrome on Android', clientIp: '127.0.0.1' });
    // An attempt is nobody's act until the password is right: the account is named, the actor not.
    expect(failure).toMatchObject({
      actorKind: 'anonymous',
      actorId: null,
      device: 'Safari on macOS',
      detail: { reason: 'credentials' },
    });
    const unknown = await c.signIn('nobody-here@example.com', 'Wrong-Password-9');
    expect(unknown.statusCode).toBe(401);
    const [anonymous] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'signin.failure'), eq(auditEvents.actorKind, 'anonymous')))
      .orderBy(asc(auditEvents.id))
      .then((rows) => rows.filter((r) => r.userId === null));
    expect(anonymous).toBeDefined();
  });

  it('records reads of the taxpayer, the account, a form, a draft and payment details, with the user', async () => {
    const { c, token, taxpayerId, userId } = await filer();
    ok(await c.get('/api/taxpayer-info', token));
    expect(await lastOf(userId, 'taxpayer.read')).toMatchObject({ taxpayerId, actorId: userId });
    ok(await c.get('/api/filings', token));
    expect(await lastOf(userId, 'filings.read')).toMatchObject({ taxpayerId });
    const entry = ok(await c.post('/api/form-w2', w2, token)).json() as { id: number };
    ok(await c.get(`/api/form-w2/${entry.id}`, token));
    expect(await lastOf(userId, 'form.read')).toMatchObject({
      taxpayerId,
      detail: { formType: 'FormW2', formId: entry.id, taxYear: TAX_YEAR },
    });
    ok(await c.get('/api/drafts/w2-new', token));
    expect(await lastOf(userId, 'draft.read')).toMatchObject({ taxpayerId });
    const form = await formOf(taxpayerId, 5_000);
    ok(await c.get(`/api/payments/tax-forms/${form.id}`, token));
    expect(await lastOf(userId, 'payment.read')).toMatchObject({
      taxpayerId,
      detail: { formType: 'IndividualEstimate', formId: form.id },
    });
    // A refused read (another taxpayer's form) is not a read.
    const before = (await rowsOf(userId)).length;
    const other = await formOf(String(nextTaxpayer - 2), 100);
    expect((await c.get(`/api/payments/tax-forms/${other.id}`, token)).statusCode).toBe(403);
    expect(await rowsOf(userId)).toHaveLength(before);
  });

  it('records a W-2 created, edited and deleted, and a draft saved and deleted, in their transactions', async () => {
    const { c, token, taxpayerId, userId } = await filer();
    const entry = ok(await c.post('/api/form-w2', w2, token)).json() as { id: number };
    expect(await lastOf(userId, 'form.created')).toMatchObject({
      taxpayerId,
      detail: { formType: 'FormW2', formId: entry.id },
    });
    ok(
      await c.send({
        method: 'PUT',
        url: `/api/form-w2/${entry.id}`,
        payload: { ...w2, localWages: 41_000 },
        token,
      }),
    );
    expect(await lastOf(userId, 'form.saved')).toMatchObject({
      taxpayerId,
      detail: { formType: 'FormW2', formId: entry.id },
    });
    // A refused edit leaves no trace: the change and its record commit together or not at all.
    const saved = (await rowsOf(userId)).length;
    const bad = await c.send({
      method: 'PUT',
      url: `/api/form-w2/${entry.id}`,
      payload: { ...w2, workCity: 'ZZZ' },
      token,
    });
    expect(bad.statusCode).toBe(400);
    expect(await rowsOf(userId)).toHaveLength(saved);
    ok(await c.send({ method: 'DELETE', url: `/api/form/${entry.id}`, token }));
    expect(await lastOf(userId, 'form.deleted')).toMatchObject({
      detail: { formType: 'FormW2', formId: entry.id },
    });
    ok(
      await c.send({
        method: 'PUT',
        url: '/api/drafts/w2-new',
        payload: { data: { employerName: 'x' } },
        token,
      }),
    );
    expect(await lastOf(userId, 'draft.saved')).toMatchObject({ taxpayerId, detail: { draftKey: 'w2-new' } });
    ok(await c.send({ method: 'DELETE', url: '/api/drafts/w2-new', token }));
    expect(await lastOf(userId, 'draft.deleted')).toMatchObject({ detail: { draftKey: 'w2-new' } });
  });

  it('records a payment started and completed (by the user who paid), the PDF copy and the confirmation', async () => {
    const { c, token, taxpayerId, userId } = await filer();
    const form = await formOf(taxpayerId, 8_800);
    const started = ok(
      await c.post(`/api/payments/tax-forms/${form.id}/initiate-payment-session`, undefined, token),
    );
    const { remittanceId } = started.json() as { remittanceId: string };
    expect(await lastOf(userId, 'payment.started')).toMatchObject({
      taxpayerId,
      detail: { formId: form.id, method: 'card', amountCents: 8_800 },
    });
    clock.advance(1_000);
    const paid = await callback({
      remittanceId,
      outcome: 'succeeded',
      last4: '4242',
      amountCents: 8_800,
      providerReference: `ref_${remittanceId.slice(0, 8)}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const completed = await lastOf(userId, 'payment.completed');
    expect(completed).toMatchObject({
      actorKind: 'user',
      actorId: userId,
      taxpayerId,
      detail: { formId: form.id, accountLast4: '4242', amountCents: 8_800 },
    });
    expect(completed!.detail).toHaveProperty('confirmationNumber');
    const pdf = await c.get(`/api/tax-forms/${form.id}/pdf`, token);
    expect(pdf.statusCode).toBe(200);
    // The finding: a PDF download was logged without the user.
    expect(await lastOf(userId, 'pdf.downloaded')).toMatchObject({
      actorId: userId,
      taxpayerId,
      detail: { formId: form.id, formType: 'IndividualEstimate' },
    });
    ok(await c.get(`/api/tax-forms/${form.id}/confirmation`, token));
    expect(await lastOf(userId, 'confirmation.read')).toMatchObject({ detail: { formId: form.id } });
  });

  it('records a submit, a withdraw and a filing without payment', async () => {
    const { c, token, userId, taxpayerId } = await filer();
    const owing = await formOf(taxpayerId, 5_000);
    ok(await c.post(`/api/tax-forms/${owing.id}/submit`, undefined, token));
    expect(await lastOf(userId, 'form.submitted')).toMatchObject({ detail: { formId: owing.id } });
    ok(await c.post(`/api/tax-forms/${owing.id}/withdraw`, undefined, token));
    expect(await lastOf(userId, 'form.withdrawn')).toMatchObject({ detail: { formId: owing.id } });
    const nothing = await formOf(taxpayerId, 0);
    ok(await c.post(`/api/payments/tax-forms/${nothing.id}/no-payment`, undefined, token));
    const filed = await lastOf(userId, 'form.filed');
    expect(filed).toMatchObject({ detail: { formId: nothing.id } });
    expect(filed!.detail).toHaveProperty('confirmationNumber');
  });

  it('records an upload', async () => {
    const { c, token, taxpayerId, userId } = await filer();
    const { payload, contentType } = pdfUpload();
    const res = await c.send({
      method: 'POST',
      url: '/api/file-upload',
      payload,
      headers: { 'content-type': contentType },
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastOf(userId, 'upload.added')).toMatchObject({
      taxpayerId,
      detail: { fileId: (res.json() as { id: string }).id },
    });
  });

  it('records an email change asked and confirmed, a password reset and a password change', async () => {
    const { c, token, userId } = await filer();
    const newEmail = `moved-${userId}@example.com`;
    secrets.push(newEmail);
    ok(await c.post('/api/auth/change-email', { email: newEmail, currentPassword: DEMO_PASSWORD }, token));
    expect(await lastOf(userId, 'email.change-requested')).toMatchObject({
      actorId: userId,
      taxpayerId: null,
    });
    const outbox = async (to: string) =>
      (await c.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json() as { links: string[] }[];
    const link = new URL((await outbox(newEmail))[0]!.links[0]!);
    secrets.push(link.searchParams.get('token')!);
    ok(
      await c.post('/api/auth/confirm-email-change', {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        id: link.searchParams.get('id'),
      }),
    );
    expect(await lastOf(userId, 'email.changed')).toMatchObject({ actorKind: 'user', actorId: userId });

    ok(await c.post('/api/auth/reset-password-email', { email: newEmail }));
    const reset = new URL((await outbox(newEmail))[0]!.links[0]!);
    secrets.push(reset.searchParams.get('token')!, 'Fresh-Reset-Pass-81');
    ok(
      await c.post('/api/auth/reset-password', {
        email: newEmail,
        token: reset.searchParams.get('token'),
        password: 'Fresh-Reset-Pass-81',
      }),
    );
    expect(await lastOf(userId, 'password.reset')).toMatchObject({ actorKind: 'user', actorId: userId });

    const again = await c.token(newEmail).catch(() => null);
    expect(again).toBeNull(); // the demo password no longer works
    const signedIn = ok(await c.signIn(newEmail, 'Fresh-Reset-Pass-81')).json() as { token: string };
    secrets.push(signedIn.token, 'Another-Good-Pass-72');
    const changed = await c.post(
      '/api/auth/change-password',
      { currentPassword: 'Fresh-Reset-Pass-81', newPassword: 'Another-Good-Pass-72' },
      signedIn.token,
    );
    if (changed.statusCode !== 404) {
      ok(changed);
      expect(await lastOf(userId, 'password.changed')).toMatchObject({ actorId: userId });
    }
  });

  it('records a business linked, selected and removed, for the business', async () => {
    const email = await createUser(database, { isBusinessUser: true, taxpayerId: null });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const token = await createSession(database.db, testConfig(), clock.now(), user!.id, null);
    secrets.push(token, email);
    const c = client(app);
    const linked = await c.post(
      '/api/ein/add-ein',
      { ein: ERIE.ein, businessName: ERIE.name2, accessCode: DEMO_ACCESS_CODES[ERIE.taxpayerId] },
      token,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await lastOf(user!.id, 'business.linked')).toMatchObject({ taxpayerId: ERIE.taxpayerId });
    ok(await c.post('/api/ein/changed', { taxpayerId: ERIE.taxpayerId }, token));
    expect(await lastOf(user!.id, 'business.selected')).toMatchObject({ taxpayerId: ERIE.taxpayerId });
    ok(await c.post('/api/ein/remove-ein', { taxpayerId: ERIE.taxpayerId }, token));
    expect(await lastOf(user!.id, 'business.unlinked')).toMatchObject({ taxpayerId: ERIE.taxpayerId });
  });

  it('shows the account holder the last 90 days, newest first, paged, with masked addresses; no one else', async () => {
    const { c, token, userId } = await filer();
    const stranger = await filer();
    ok(await c.get('/api/taxpayer-info', token));
    ok(await c.get('/api/filings', token));
    ok(await c.get('/api/drafts/w2-new', token)); // recorded, not listed
    ok(await stranger.c.get('/api/filings', stranger.token));
    // A read's row is written as its answer leaves (ADR 0048): wait for them before listing.
    await app.auditWritesSettled();
    const all: ActivityEvent[] = [];
    let before: string | null = null;
    do {
      const url: string = `/api/account/activity?limit=2${before ? `&before=${before}` : ''}`;
      const page = activityResponseSchema.parse(ok(await c.get(url, token)).json());
      expect(page.events.length).toBeLessThanOrEqual(2);
      all.push(...page.events);
      before = page.nextCursor;
    } while (before);
    expect(all.map((e) => e.kind)).toEqual(['filings.read', 'taxpayer.read', 'signin.success']);
    expect(all.every((e) => e.by === 'you' && e.address === '127.0.0.x')).toBe(true);
    expect(all.at(-1)!.device).toBe('Chrome on Android');
    // 91 days on, they are gone from the page (still in the record).
    clock.advance(91 * 24 * 60 * 60_000);
    const fresh = await createSession(database.db, testConfig(), clock.now(), userId, null);
    const later = activityResponseSchema.parse(ok(await c.get('/api/account/activity', fresh)).json());
    expect(later.events).toEqual([]);
    expect((await rowsOf(userId)).length).toBeGreaterThanOrEqual(3);
    expect((await c.get('/api/account/activity?before=x', fresh)).statusCode).toBe(400);
  });

  it('lists the open sessions, marks the current one, ends another; another user’s session is not found', async () => {
    const first = await filer();
    const second = client(app);
    const other = ok(
      await second.send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: first.email, password: DEMO_PASSWORD },
        headers: { 'user-agent': MAC_SAFARI },
      }),
    ).json() as { token: string };
    secrets.push(other.token);
    const list = sessionsResponseSchema.parse(
      ok(await first.c.get('/api/account/sessions', first.token)).json(),
    );
    expect(list.sessions).toHaveLength(2);
    const current = list.sessions.find((s) => s.current)!;
    const elsewhere = list.sessions.find((s) => !s.current)!;
    expect(current.device).toBe('Chrome on Android');
    expect(elsewhere).toMatchObject({ device: 'Safari on macOS', address: '127.0.0.x' });

    const stranger = await filer();
    const theirs = sessionsResponseSchema.parse(
      ok(await stranger.c.get('/api/account/sessions', stranger.token)).json(),
    ).sessions[0]!;
    const refused = await first.c.post(`/api/account/sessions/${theirs.id}/signout`, undefined, first.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    ok(await stranger.c.get('/api/filings', stranger.token)); // still signed in
    expect(
      (await first.c.post('/api/account/sessions/not-a-uuid/signout', undefined, first.token)).statusCode,
    ).toBe(400);

    ok(await first.c.post(`/api/account/sessions/${elsewhere.id}/signout`, undefined, first.token));
    expect(await lastOf(first.userId, 'session.ended')).toMatchObject({ actorId: first.userId });
    expect((await second.get('/api/filings', other.token)).statusCode).toBe(401);
    expect(
      (await first.c.post(`/api/account/sessions/${elsewhere.id}/signout`, undefined, first.token))
        .statusCode,
    ).toBe(404);
    // Sign-out of the current session is recorded too.
    ok(await first.c.post('/api/auth/signout', undefined, first.token));
    expect(await lastOf(first.userId, 'signout.self')).toMatchObject({ sessionId: current.id });
    expect((await first.c.get('/api/account/sessions', first.token)).statusCode).toBe(401);
  });

  it('is append-only: an UPDATE, DELETE or TRUNCATE through the database fails', async () => {
    const [row] = await database.db.select().from(auditEvents).limit(1);
    expect(row).toBeDefined();
    await expect(
      database.db.update(auditEvents).set({ kind: 'form.read' }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [still] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, row!.id));
    expect(still).toEqual(row);
  });

  it('holds no SSN, EIN, email, token, password or account number in any row after the scenario', async () => {
    await app.auditWritesSettled();
    const rows = await database.db.select().from(auditEvents);
    expect(rows.length).toBeGreaterThan(40);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of [
      'signin.success',
      'form.saved',
      'payment.completed',
      'pdf.downloaded',
      'email.changed',
    ])
      expect(kinds).toContain(kind);
    for (const row of rows) {
      // Session and file ids are random UUIDs, whose hex may hold runs of digits: not personal data.
      const text = JSON.stringify({ ...row, occurredAt: undefined })
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
        // The test users' ids (helpers.ts createUser) are random hex too.
        .replace(/test-[0-9a-f]{12}/g, 'USER');
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/@/); // no email address
      expect(text).not.toMatch(/(?<![\d.])\d{3}-?\d{2}-?\d{4}(?![\d.])/); // no SSN or EIN
      expect(text).not.toMatch(/\d{12,19}/); // no card or bank account number
      expect(text).not.toMatch(/Bearer|"\w*password"\s*:/i); // no credential field
    }
  });
});
