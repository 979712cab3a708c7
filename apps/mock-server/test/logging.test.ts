import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, serverLogOptions } from '../src/app';
import { PAYMENT_LOG_REDACT } from '../src/provider/protocol';
import { client, openTestDb, testConfig, type TestDatabase } from './helpers';

/*
 * Issue 16, item 7: the server's log (with the options main.ts uses, at trace level) carries the
 * matched route and the status of each request, never an email address, SSN, token or password,
 * although the spec's confirmation calls put the address in their query (§7).
 */

const EMAIL = 'log.person@example.com';

/** A log destination that keeps each line written. */
function collectLines(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
}
const SSN = '555447777';
const SPOUSE_SSN = '555446666';
const PASSWORD = 'Lake-Erie-Sunset-42';

describe('the server log', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDb('pglite');
    const stream = collectLines(lines);
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { ...serverLogOptions('trace', PAYMENT_LOG_REDACT), stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('has routes and statuses but no address, SSN, token or password through registration, confirmation and sign-in', async () => {
    const c = client(app);
    const registered = await c.post('/api/register/individual', {
      firstName: 'Logan',
      lastName: 'Reed',
      ssn: SSN,
      spouse: { firstName: 'Sam', lastName: 'Reed', ssn: SPOUSE_SSN },
      address: { street: '12 Lake Rd', city: 'Cleveland', state: 'OH', zip: '44102' },
      phoneNumber: '216-555-0142',
      email: EMAIL,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // A refused registration echoes nothing into the log either.
    expect((await c.post('/api/register/individual', { ssn: '5554-4777', email: EMAIL })).statusCode).toBe(
      400,
    );

    const encoded = encodeURIComponent(EMAIL);
    expect((await c.get(`/api/register/resend-confirmation-email?emailAddress=${encoded}`)).statusCode).toBe(
      200,
    );
    const outbox = (await c.get(`/dev/outbox?to=${encoded}`)).json() as { links: string[] }[];
    const link = outbox[0]!.links[0]!; // the newest (the resent one)
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toBeTruthy();
    // The email link's own page, as the browser asks the server for it.
    await c.get(new URL(link).pathname + new URL(link).search);
    const status = await c.get(
      `/api/register/email-confirmation-status?emailAddress=${encoded}&token=${encodeURIComponent(token)}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    const confirmed = await c.post('/api/register/confirm-email', {
      emailAddress: EMAIL,
      emailConfirmationToken: token,
      password: PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await c.signIn(EMAIL, 'Not-The-Password-1')).statusCode).toBe(401);
    const signedIn = await c.signIn(EMAIL, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = (signedIn.json() as { token: string }).token;
    expect((await c.get('/api/taxpayer-info', session)).statusCode).toBe(200);
    expect((await c.post('/api/auth/signout', {}, session)).statusCode).toBe(200);

    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // What is not: the address in any spelling, the SSNs, the tokens, the password, the mail.
    for (const secret of [EMAIL, encoded, SSN, SPOUSE_SSN, token, session, PASSWORD, 'log.person']) {
      expect(log, `the log carries ${secret}`).not.toContain(secret);
    }
    expect(log).not.toMatch(/emailAddress=|[?&]token=/);
    expect(log).not.toContain('Thank you for registering');
    // What is there: each request by its route pattern, each response by its status.
    expect(log).toContain('"route":"/api/register/email-confirmation-status"');
    expect(log).toContain('"route":"/api/register/resend-confirmation-email"');
    expect(entries.some((e) => (e.res as { statusCode?: number } | undefined)?.statusCode === 401)).toBe(
      true,
    );
  });

  it('redacts sensitive fields by name wherever a log line puts them, and masks addresses in text', () => {
    const before = lines.length;
    app.log.info(
      {
        email: EMAIL,
        body: { password: PASSWORD, ssn: SSN },
        err: { body: { emailAddress: EMAIL, token: 'tok-123456' } },
        headers: { authorization: 'Bearer abc', 'set-cookie': 'XSRF-TOKEN=1' },
      },
      `mail to ${EMAIL} and log.person%40example.com failed`,
    );
    const line = lines.slice(before).join('');
    for (const secret of [EMAIL, 'log.person', PASSWORD, SSN, 'tok-123456', 'Bearer abc', 'XSRF-TOKEN=1']) {
      expect(line, `the line carries ${secret}`).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
    expect(line).toContain('mail to [email] and [email] failed');
  });
});

describe('the per-request logger (made when a request first logs, ADR 0043)', () => {
  it('writes nothing for a request that logs nothing, and the request id in an error line', async () => {
    const database = await openTestDb('pglite');
    const lines: string[] = [];
    const stream = collectLines(lines);
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { ...serverLogOptions('warn', PAYMENT_LOG_REDACT), stream },
    });
    try {
      const c = client(app);
      const token = await c.token('individual@example.com');
      expect((await c.get('/api/city-tax-form', token)).statusCode).toBe(200);
      expect(lines).toEqual([]);
      await database.close();
      const failed = await c.get('/api/city-tax-form', token);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      const errors = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string });
      expect(errors.length).toBeGreaterThan(0);
      for (const line of errors) {
        expect(line.level).toBeGreaterThanOrEqual(50);
        expect(line.reqId).toMatch(/^req-/);
      }
    } finally {
      await app.close();
      await database.dispose().catch(() => undefined);
    }
  });
});
