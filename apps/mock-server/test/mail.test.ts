import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp, serverLogOptions } from '../src/app';
import { DEMO_ACCESS_CODES } from '../src/db/seed';
import { outbox } from '../src/db/schema';
import { enqueueMail, extractLinks } from '../src/mail/outbox';
import { client, drivers, makeApp, openTestDb, testConfig, type TestDatabase } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An in-process SMTP server on 127.0.0.1, random port, no auth, no TLS. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received };
}

const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('extractLinks', () => {
  it('finds absolute links in text', () => {
    expect(extractLinks('Go: https://a.example/x?y=1&z=2\n\nor http://b.example/.')).toEqual([
      'https://a.example/x?y=1&z=2',
      'http://b.example/.',
    ]);
  });
});

describe.each(drivers)('mail (%s)', (driver) => {
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

  it('/dev/outbox lists messages newest first, filtered by recipient', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: 'a@example.com', subject: 'First', text: 'one https://x.test/1' });
      await enqueueMail(tx, { to: 'b@example.com', subject: 'Second', text: 'two' });
      await enqueueMail(tx, {
        to: 'a@example.com',
        subject: 'Third',
        text: 'three https://x.test/3?a=1&b=2',
      });
    });
    const res = await client(app).get('/dev/outbox');
    expect(res.statusCode).toBe(200);
    const all = res.json() as { subject: string; links: string[]; createdAt: string; id: number }[];
    expect(all.slice(0, 3).map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
    expect(all[0]).toMatchObject({ to: 'a@example.com', links: ['https://x.test/3?a=1&b=2'] });
    expect(Object.keys(all[0]!).sort()).toEqual([
      'createdAt',
      'id',
      'links',
      'sentAt',
      'subject',
      'text',
      'to',
    ]);
    const onlyA = (await client(app).get('/dev/outbox?to=A@example.com')).json() as { subject: string }[];
    expect(onlyA.map((m) => m.subject)).toEqual(['Third', 'First']);
    expect((await client(app).get('/dev/outbox?to=not-an-email')).statusCode).toBe(400);
  });

  it('/dev/mailbox is an accessible page with clickable links', async () => {
    await database.db.transaction((tx) =>
      enqueueMail(tx, {
        to: 'c@example.com',
        subject: 'Links <b>',
        text: 'Open https://x.test/c?a=1&b=2 now',
      }),
    );
    const res = await client(app).get('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1>Mailbox/);
    expect(html).toMatch(/<ol>/);
    expect(html).toContain('<a href="https://x.test/c?a=1&amp;b=2">');
    expect(html).toContain('Links &lt;b&gt;');
    expect(html.indexOf('Links &lt;b&gt;')).toBeLessThan(html.indexOf('Third'));
  });
});

describe('dev pages in production', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDb('pglite');
    app = await makeApp(database, { env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.each(['/dev/outbox', '/dev/mailbox', '/dev/outbox?to=a@example.com'])('%s answers 404', async (url) => {
    const res = await client(app).get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe.each(drivers)('SMTP delivery (%s)', (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    database = await openTestDb(driver);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await stopSmtp(smtp.server);
    await database?.dispose();
  });

  it('delivers a registration email and marks the row sent', async () => {
    const app = await makeApp(database, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'City Tax <no-reply@citytax.example>' },
    });
    try {
      const res = await client(app).post('/api/register/web', {
        taxpayerId: '100004',
        federalIdLast4: '4321',
        zip: '44113',
        accessCode: DEMO_ACCESS_CODES['100004']!,
        email: 'alex.smtp@example.com',
      });
      expect(res.json()).toMatchObject({ status: 'AccountCreated' });
      await app.mailSender!.flush();
      await app.mailSender!.flush();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['alex.smtp@example.com']);
      expect(smtp.received[0]!.from).toBe('no-reply@citytax.example');
      expect(smtp.received[0]!.raw).toMatch(/Subject: Confirm your City Tax e-File account/);
      expect(smtp.received[0]!.raw).toContain('confirm-registration');
      const [row] = await database.db.select().from(outbox).where(eq(outbox.to, 'alex.smtp@example.com'));
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.error).toBeNull();
      expect(row?.attempts).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('records the error and retries later when the SMTP server is down', async () => {
    const down = await startSmtp();
    await stopSmtp(down.server);
    let now = new Date('2026-03-01T12:00:00Z');
    const app = await makeApp(database, {
      env: { SMTP_URL: `smtp://127.0.0.1:${down.port}` },
      clock: () => now,
    });
    try {
      await database.db.transaction((tx) =>
        enqueueMail(
          tx,
          { to: 'retry@example.com', subject: 'Retry', text: 'secret-body https://x.test/t' },
          now,
        ),
      );
      await app.mailSender!.flush();
      await app.mailSender!.flush();
      const [failed] = await database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
      expect(failed?.sentAt).toBeNull();
      expect(failed?.error).toBeTruthy();
      expect(failed?.error).not.toContain('secret-body');
      expect(failed?.attempts).toBe(1);
      expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(now.getTime());
      // Not retried before the backoff has passed.
      await app.mailSender!.flush();
      const [still] = await database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
      expect(still?.attempts).toBe(1);
    } finally {
      await app.close();
    }
    // Later, with the server up, the row goes out.
    now = new Date(now.getTime() + 10 * 60_000);
    const app2 = await makeApp(database, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      clock: () => now,
    });
    try {
      await app2.mailSender!.flush();
      await app2.mailSender!.flush();
      const [sent] = await database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(sent?.attempts).toBe(2);
      expect(smtp.received.some((m) => m.to.includes('retry@example.com'))).toBe(true);
    } finally {
      await app2.close();
    }
  });
});

describe('logging', () => {
  it('logs no email-link token, address or message body (logging.test.ts has the whole flow)', async () => {
    const database = await openTestDb('pglite');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString('utf8'));
        cb();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { ...serverLogOptions('trace'), stream },
    });
    try {
      const c = client(app);
      await c.post('/api/register/web', {
        taxpayerId: '100004',
        federalIdLast4: '4321',
        zip: '44113',
        accessCode: DEMO_ACCESS_CODES['100004']!,
        email: 'log@example.com',
      });
      const mail = ((await c.get('/dev/outbox?to=log@example.com')).json() as { links: string[] }[])[0]!;
      const token = new URL(mail.links[0]!).searchParams.get('token')!;
      await c.get(`/api/register/email-confirmation-status?emailAddress=log%40example.com&token=${token}`);
      await c.post('/api/register/confirm-email', {
        emailAddress: 'log@example.com',
        emailConfirmationToken: token,
        password: 'Lake-Erie-Sunset-42',
      });
      const log = lines.join('');
      expect(log).toContain('email-confirmation-status');
      expect(log).not.toContain(token);
      expect(log).not.toContain('log@example.com');
      expect(log).not.toContain('log%40example.com');
      expect(log).not.toContain('Lake-Erie-Sunset-42');
      expect(log).not.toContain('Thank you for registering');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
