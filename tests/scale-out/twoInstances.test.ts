import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingStatementResponseSchema,
  paymentInfoSchema,
  paymentSessionSchema,
  PaymentHistoryStatus,
  PaymentStatus,
  PROBLEM_TYPE_BASE,
  ProblemType,
  taxpayerInfoSchema,
} from '@citytax/api';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { DEMO_PASSWORD, httpClient, type HttpResponse } from '../support/httpClient';
import { passSecondStep, type PendingSecondStep, type PostJson } from '../support/secondStep';
import {
  createDatabase,
  deleteRedisNamespace,
  migrationCount,
  redisKeys,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  uniqueNamespace,
  type FreshDatabase,
} from './support';

/*
 * Scale-out (issue 10): two real server processes, A and B, on one PostgreSQL database and one
 * Redis, as N instances behind a load balancer are. Every request below picks its instance on
 * purpose, as a balancer without sticky sessions may. A runs the payment provider simulator and
 * its PUBLIC_URL is B's, so the provider's callback lands on the instance that did not start
 * the payment. Both have an SMTP server of their own (one port each), so a mail tells which
 * instance sent it. Ports 19301–19305.
 */

const PORT_A = 19301;
const PORT_B = 19302;
const PROVIDER_PORT = 19303;
const SMTP_PORT_A = 19304;
const SMTP_PORT_B = 19305;
const SECRET = `scale-out-callback-secret-${randomBytes(16).toString('hex')}`;
const SIGNIN_MAX = 4;
const EMAIL_MAX = 4;
const LOCKOUT_MAX = 3;
/** Milliseconds the test SMTP servers take per message, so the two senders' polls overlap. */
const SMTP_DELAY_MS = 10;
/** More than the sender's batch (20), so one poll cannot take them all. */
const MAIL_COUNT = 24;

type Client = ReturnType<typeof httpClient>;

/**
 * TRUST_PROXY=1, as behind one balancer: the rate-limit key is the client address the
 * balancer puts in X-Forwarded-For. Each scenario is a different client (TEST-NET-2 addresses).
 */
const clientIp = (n: number) => `198.51.100.${n}`;
const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip }, token: null });

/** Signs in from this address; a second step is signed for `origin`, the instance's PUBLIC_URL. */
async function signIn(c: Client, username: string, ip: string, origin = c.baseUrl): Promise<string> {
  const res = await c.post('/api/auth/signin', { username, password: DEMO_PASSWORD }, fromIp(ip));
  expect(res.status, res.text).toBe(200);
  const answer = res.json<{ token?: string; secondStep?: PendingSecondStep }>();
  let token = answer.token!;
  if (answer.secondStep) {
    // A business account's second step, from the same address (ADR 0045).
    const post: PostJson = async (url, body) => {
      const reply = await c.post(url, body, fromIp(ip));
      return { status: reply.status, body: reply.json() };
    };
    token = (await passSecondStep(post, answer.secondStep, origin)).token as string;
  }
  c.useToken(token);
  return token;
}

function expectProblem(res: HttpResponse, status: number, type: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.json<{ type: string }>().type).toBe(PROBLEM_TYPE_BASE + type);
}

/** Retry-After in whole seconds, within (0, maxSeconds]. */
function expectRetryAfter(res: HttpResponse, maxSeconds: number) {
  const value = res.headers.get('retry-after');
  expect(value, 'Retry-After').toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThan(0);
  expect(Number(value)).toBeLessThanOrEqual(maxSeconds);
}

const STATEMENT = {
  taxType: 'withholding',
  taxYear: 2022,
  unpaidTax: 1234.56,
  dueDate: '2023-04-18',
  filedDate: '2023-04-18',
  paymentDate: '2024-05-20',
} as const;
const idempotencyKey = () => `scale-out-${randomBytes(8).toString('hex')}`;

interface Received {
  instance: 'A' | 'B';
  subject: string;
}

async function startSmtp(port: number, instance: Received['instance'], received: Received[]) {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        received.push({ instance, subject });
        setTimeout(callback, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

const closeSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

describe.skipIf(!TEST_DATABASE_URL)(
  `two instances on one PostgreSQL database${TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`,
  () => {
    let database: FreshDatabase | undefined;
    let sql: pg.Pool | undefined;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    const smtpServers: SMTPServer[] = [];
    const received: Received[] = [];
    const namespace = uniqueNamespace('citytax-scale-out');
    const mailSubject = `Scale-out ${randomBytes(6).toString('hex')} #`;

    beforeAll(async () => {
      database = await createDatabase(TEST_DATABASE_URL!, 'citytax_scale_out');
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      smtpServers.push(
        await startSmtp(SMTP_PORT_A, 'A', received),
        await startSmtp(SMTP_PORT_B, 'B', received),
      );
      // The same deployment configuration on both, as a balancer's pool of instances has.
      const shared: Record<string, string> = {
        // Not NODE_ENV=production: these tests sign in as the demo accounts, which production
        // refuses to seed (DEMO_DATA), and A runs the provider simulator.
        DEMO_DATA: 'true',
        DATABASE_URL: database.url,
        PAYMENT_CALLBACK_SECRET: SECRET,
        TRUST_PROXY: '1',
        SIGNIN_RATE_LIMIT_MAX: String(SIGNIN_MAX),
        EMAIL_RATE_LIMIT_MAX: String(EMAIL_MAX),
        LOCKOUT_MAX_FAILURES: String(LOCKOUT_MAX),
        ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_NAMESPACE: namespace } : {}),
      };
      const urlB = `http://127.0.0.1:${PORT_B}`;
      // Started together on the empty database: both migrate and seed it (see concurrentStart.test.ts).
      a = startServerProcess({
        port: PORT_A,
        providerPort: PROVIDER_PORT,
        env: { ...shared, PUBLIC_URL: urlB, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT_A}` },
      });
      b = startServerProcess({
        port: PORT_B,
        env: {
          ...shared,
          PAYMENT_PROVIDER_SIMULATOR: 'false',
          PAYMENT_PROVIDER_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
          SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT_B}`,
        },
      });
      await Promise.all([a.ready(), b.ready()]);
      // Mail for both senders to deliver while the other tests run; the last test checks it.
      await sql.query(
        `insert into outbox ("to", subject, text, created_at)
         select 'scale-out-' || n || '@example.com', $2 || n, 'Mail ' || n, now()
         from generate_series(1, $1::int) as n`,
        [MAIL_COUNT, mailSubject],
      );
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await sql?.end();
      await Promise.all(smtpServers.map(closeSmtp));
      try {
        if (TEST_REDIS_URL) await deleteRedisNamespace(TEST_REDIS_URL, namespace);
      } finally {
        // Once both are stopped; `with (force)` closes whatever is still connected.
        await database?.drop();
      }
    });

    const count = async (query: string, params: unknown[] = []) =>
      Number((await sql!.query(query, params)).rows[0].count);

    it('both instances started at once on the empty database and each migration ran once', async () => {
      for (const server of [a!, b!]) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await count('select count(*) from drizzle.__drizzle_migrations')).toBe(migrationCount());
      expect(await count(`select count(*) from users where email = 'individual@example.com'`)).toBe(1);
    });

    it('a session made on A is valid on B, for reads and writes; an Idempotency-Key holds across both', async () => {
      const onA = httpClient(a!.url);
      const token = await signIn(onA, 'individual@example.com', clientIp(1));
      const onB = httpClient(b!.url);
      onB.useToken(token);

      const info = await onB.get('/api/taxpayer-info');
      expect(info.status, info.text).toBe(200);
      expect(taxpayerInfoSchema.parse(info.json()).taxpayerId).toBe('100001');

      const key = idempotencyKey();
      const created = await onB.post('/api/form/tax-penalty-interest-billing-statement', STATEMENT, {
        headers: { 'Idempotency-Key': key },
      });
      expect(created.status, created.text).toBe(200);
      const statement = billingStatementResponseSchema.parse(created.json());
      expect(statement.total).toBeGreaterThan(0);

      // Written on B, read on A.
      const payment = await onA.get(`/api/payments/tax-forms/${statement.id}`);
      expect(payment.status, payment.text).toBe(200);
      expect(paymentInfoSchema.parse(payment.json())).toMatchObject({
        amount: statement.total,
        paymentStatus: PaymentStatus.Unpaid,
      });
      // The double submit that lands on the other instance answers the same record.
      const again = await onA.post('/api/form/tax-penalty-interest-billing-statement', STATEMENT, {
        headers: { 'Idempotency-Key': key },
      });
      expect(again.status, again.text).toBe(200);
      expect(billingStatementResponseSchema.parse(again.json()).id).toBe(statement.id);

      // And two at the same moment, one on each instance: one record.
      const raceKey = idempotencyKey();
      const both = await Promise.all(
        [onA, onB].map((c) =>
          c.post('/api/form/tax-penalty-interest-billing-statement', STATEMENT, {
            headers: { 'Idempotency-Key': raceKey },
          }),
        ),
      );
      for (const res of both) expect(res.status, res.text).toBe(200);
      const ids = both.map((res) => billingStatementResponseSchema.parse(res.json()).id);
      expect(ids[0]).toBe(ids[1]);
      expect(await count('select count(*) from tax_forms where idempotency_key = $1', [raceKey])).toBe(1);
    });

    it('signing out on B revokes the session on A and B; another session of the user stays valid', async () => {
      const onA = httpClient(a!.url);
      const token = await signIn(onA, 'joint@example.com', clientIp(2));
      const other = await signIn(httpClient(b!.url), 'joint@example.com', clientIp(2));
      const onB = httpClient(b!.url);
      onB.useToken(token);
      expect((await onA.get('/api/taxpayer-info')).status).toBe(200);
      expect((await onB.get('/api/taxpayer-info')).status).toBe(200);

      const out = await onB.post('/api/auth/signout');
      expect(out.status, out.text).toBe(200);

      expectProblem(await onA.get('/api/taxpayer-info'), 401, ProblemType.Unauthorized);
      expectProblem(await onB.get('/api/taxpayer-info'), 401, ProblemType.Unauthorized);
      for (const server of [a!, b!]) {
        const res = await httpClient(server.url).get('/api/taxpayer-info', { token: other });
        expect(res.status, res.text).toBe(200);
      }
    });

    it.skipIf(!TEST_REDIS_URL)(
      `rate limits are shared through Redis: the ${SIGNIN_MAX + 1}th sign-in of a client, alternating A and B, is 429 on either${TEST_REDIS_URL ? '' : ' (skipped: set TEST_REDIS_URL to run)'}`,
      async () => {
        const servers = [a!, b!];
        const ip = clientIp(3);
        const attempt = (i: number) =>
          httpClient(servers[i % 2]!.url).post(
            '/api/auth/signin',
            { username: `nobody-${i}@example.com`, password: 'Not-The-Password-1' },
            fromIp(ip),
          );
        // Each instance alone sees at most 3 of the 4: only a shared counter reaches the limit.
        for (let i = 0; i < SIGNIN_MAX; i++)
          expectProblem(await attempt(i), 401, ProblemType.InvalidCredentials);
        const fifth = await attempt(SIGNIN_MAX);
        expectProblem(fifth, 429, ProblemType.TooManyRequests);
        expectRetryAfter(fifth, 60);
        const sixth = await attempt(SIGNIN_MAX + 1);
        expectProblem(sixth, 429, ProblemType.TooManyRequests);
        expectRetryAfter(sixth, 60);

        // The key is the client's address (X-Forwarded-For with TRUST_PROXY), not the balancer's.
        expectProblem(
          await httpClient(b!.url).post(
            '/api/auth/signin',
            { username: 'nobody@example.com', password: 'Not-The-Password-1' },
            fromIp(clientIp(4)),
          ),
          401,
          ProblemType.InvalidCredentials,
        );
        const keys = await redisKeys(TEST_REDIS_URL!, namespace);
        expect(keys.filter((k) => k.includes('/api/auth/signin') && k.endsWith(ip))).toHaveLength(1);

        // The email-sending calls' limit too (EMAIL_RATE_LIMIT_MAX).
        const mailIp = clientIp(5);
        const resetMail = (i: number) =>
          httpClient(servers[i % 2]!.url).post(
            '/api/auth/reset-password-email',
            { email: `nobody-${i}@example.com` },
            fromIp(mailIp),
          );
        for (let i = 0; i < EMAIL_MAX; i++) expect((await resetMail(i)).status).toBe(200);
        const over = await resetMail(EMAIL_MAX);
        expectProblem(over, 429, ProblemType.TooManyRequests);
        expectRetryAfter(over, 60);
      },
    );

    it(`the per-account lockout counts failures on A and B together (${LOCKOUT_MAX} failures)`, async () => {
      const username = 'newbusiness@example.com';
      const wrong = { username, password: 'Not-The-Password-1' };
      const right = { username, password: DEMO_PASSWORD };
      // The lockout counts per account and client address (ADR 0015): one guessing address here,
      // four requests in all, within the per-address rate limit of this pair.
      const guesser = clientIp(10);
      const send = (server: ServerProcess, body: object, ip: string) =>
        httpClient(server.url).post('/api/auth/signin', body, fromIp(ip));

      // A sees two failures and B one: neither alone reaches three.
      expectProblem(await send(a!, wrong, guesser), 401, ProblemType.InvalidCredentials);
      expectProblem(await send(b!, wrong, guesser), 401, ProblemType.InvalidCredentials);
      expectProblem(await send(a!, wrong, guesser), 401, ProblemType.InvalidCredentials);

      const locked = await send(b!, right, guesser);
      expectProblem(locked, 429, ProblemType.TooManyRequests);
      expect(locked.json<{ detail: string }>().detail).toMatch(/failed sign-in attempts for this account/);
      expectRetryAfter(locked, 15 * 60);
      // The owner, from another address, is not locked out by the guesser.
      expect((await send(a!, right, clientIp(11))).status).toBe(200);
    });

    it('a payment started on A completes through the provider callback landing on B', async () => {
      const onA = httpClient(a!.url);
      // A's PUBLIC_URL is B's: the passkey is A's relying party at B's origin.
      const token = await signIn(onA, 'business@example.com', clientIp(6), b!.url);
      const onB = httpClient(b!.url);
      onB.useToken(token);

      const created = await onA.post('/api/form/tax-penalty-interest-billing-statement', STATEMENT, {
        headers: { 'Idempotency-Key': idempotencyKey() },
      });
      expect(created.status, created.text).toBe(200);
      const statement = billingStatementResponseSchema.parse(created.json());

      const started = await onA.post(`/api/payments/tax-forms/${statement.id}/initiate-payment-session`);
      expect(started.status, started.text).toBe(200);
      const session = paymentSessionSchema.parse(started.json());
      expect(session.postUrl).toBe(`http://127.0.0.1:${PROVIDER_PORT}/pay`);

      // The browser's hidden form to the provider's hosted page, then its card form.
      const form = (fields: Record<string, string>) => ({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual' as const,
      });
      const page = await fetch(
        session.postUrl,
        form({
          applicationId: session.applicationId,
          messageVersion: session.messageVersion,
          remittanceId: session.remittanceId,
        }),
      );
      const html = await page.text();
      expect(page.status, html).toBe(200);
      const pageToken = /name="pageToken" value="([^"]+)"/.exec(html)?.[1];
      expect(pageToken).toBeDefined();
      const paid = await fetch(
        `http://127.0.0.1:${PROVIDER_PORT}/pay/${encodeURIComponent(session.remittanceId)}`,
        form({
          pageToken: pageToken!,
          action: 'pay',
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
          name: 'Morgan Payer',
        }),
      );
      await paid.body?.cancel();
      // The provider answers after the callback was acknowledged; A built its URLs on PUBLIC_URL, B's.
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${b!.url}/form/${statement.id}/pay`);

      for (const c of [onA, onB]) {
        const res = await c.get(`/api/payments/tax-forms/${statement.id}`);
        expect(res.status, res.text).toBe(200);
        const info = paymentInfoSchema.parse(res.json());
        expect(info.paymentStatus).toBe(PaymentStatus.Completed);
        expect(info.amount).toBe(statement.total);
        expect(info.paymentHistory).toEqual([
          expect.objectContaining({
            status: PaymentHistoryStatus.Succeeded,
            amount: statement.total,
            partialCcNumber: '4242',
          }),
        ]);
        // Filed with its payment: nothing more to pay on either instance.
        expectProblem(
          await c.post(`/api/payments/tax-forms/${statement.id}/initiate-payment-session`),
          409,
          ProblemType.TaxFormAlreadyFiled,
        );
      }
      expect(
        await count(`select count(*) from payments where tax_form_id = $1 and status = 'Completed'`, [
          statement.id,
        ]),
      ).toBe(1);
      expect(await count('select count(*) from payments where tax_form_id = $1', [statement.id])).toBe(1);
      expect(
        await count(`select count(*) from tax_forms where id = $1 and status = 'Filed'`, [statement.id]),
      ).toBe(1);
    });

    it('the outbox filled once both run is delivered once: both instances send, no mail twice', async () => {
      const ours = () => received.filter((m) => m.subject.startsWith(mailSubject));
      const deadline = Date.now() + 20_000;
      while (
        (await count(`select count(*) from outbox where subject like $1 and sent_at is null`, [
          `${mailSubject}%`,
        ])) > 0
      ) {
        if (Date.now() > deadline) throw new Error(`the outbox was not delivered: ${ours().length} received`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // A second send of a row would be on its way by now; give it the time to arrive.
      await new Promise((r) => setTimeout(r, 500));

      const mails = ours();
      const subjects = mails.map((m) => m.subject);
      expect(new Set(subjects).size).toBe(MAIL_COUNT);
      expect(subjects).toHaveLength(MAIL_COUNT);
      // Both senders worked the same outbox at once (more rows than one poll takes), neither twice on a row.
      expect(mails.some((m) => m.instance === 'A')).toBe(true);
      expect(mails.some((m) => m.instance === 'B')).toBe(true);
      expect(
        await count(`select count(*) from outbox where subject like $1 and attempts = 1`, [
          `${mailSubject}%`,
        ]),
      ).toBe(MAIL_COUNT);
    });
  },
);
