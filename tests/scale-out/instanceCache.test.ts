import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPE_BASE, ProblemType, taxpayerInfoSchema } from '@citytax/api';
import { CHANGE_FEED_APPLICATION_NAME } from '../../apps/mock-server/src/db/changes';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { httpClient, type HttpResponse } from '../support/httpClient';
import { createDatabase, TEST_DATABASE_URL, type FreshDatabase } from './support';

/*
 * The session and taxpayer caches of ADR 0043 across instances: two real server processes, A and
 * B, on one PostgreSQL database. Each test first proves that B answers the session from its cache
 * (a read succeeds while the test holds the sessions, users and taxpayers tables locked, which any
 * database read of them would wait for), then changes the session, its user or its taxpayer
 * through A or in the database, and expects B's very next request to see the change: B's cache
 * barrier (a round trip on its listening connection) makes sure the notice has arrived.
 * Ports 19311–19312.
 */

const PORT_A = 19311;
const PORT_B = 19312;
/** Short, so the idle timeout can be seen in a test; the touch interval is a third of it. */
const IDLE_MS = 6_000;
const TOUCH_MS = 2_000;

type Client = ReturnType<typeof httpClient>;

function expectUnauthorized(res: HttpResponse) {
  expect(res.status, res.text).toBe(401);
  expect(res.json<{ type: string }>().type).toBe(PROBLEM_TYPE_BASE + ProblemType.Unauthorized);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!TEST_DATABASE_URL)(
  `the session and taxpayer caches of two instances${TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`,
  () => {
    let database: FreshDatabase | undefined;
    let sql: pg.Pool | undefined;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createDatabase(TEST_DATABASE_URL!, 'citytax_scale_cache');
      sql = new pg.Pool({ connectionString: database.url, max: 3 });
      const env = {
        DEMO_DATA: 'true',
        DATABASE_URL: database.url,
        SESSION_IDLE_MS: String(IDLE_MS),
        SESSION_TOUCH_INTERVAL_MS: String(TOUCH_MS),
      };
      a = startServerProcess({ port: PORT_A, env });
      await a.ready();
      b = startServerProcess({ port: PORT_B, env });
      await b.ready();
      // Each instance's change feed listens (before that, the cache is bypassed and nothing is proved).
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await sql.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2`,
          [database.name, CHANGE_FEED_APPLICATION_NAME],
        );
        if (rows[0]!.n === 2) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]!.n} of 2 change feeds listening`);
        await sleep(100);
      }
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await sql?.end();
      await database?.drop();
    });

    /**
     * Reads the taxpayer info on `c`'s instance once (the cache keeps it), then again while the
     * test holds the tables locked: only an answer from the cache comes back within 2 s.
     */
    async function expectCached(c: Client): Promise<HttpResponse> {
      const first = await c.get('/api/taxpayer-info');
      expect(first.status, first.text).toBe(200);
      const holder = await sql!.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table sessions, users, taxpayers in access exclusive mode');
        const read = c.get('/api/taxpayer-info');
        const answer = await Promise.race([read, sleep(2_000).then(() => null)]);
        expect(answer, 'an answer while the tables were locked (from the cache)').not.toBeNull();
        expect(answer!.status, answer!.text).toBe(200);
        return answer!;
      } finally {
        await holder.query('rollback');
        holder.release();
      }
    }

    it('B answers from its cache; a sign-out on A ends the session on B at its next request', async () => {
      const onA = httpClient(a!.url);
      const token = await onA.signIn('individual@example.com');
      const onB = httpClient(b!.url);
      onB.useToken(token);
      await expectCached(onB);
      await expectCached(onA);

      const out = await onA.post('/api/auth/signout');
      expect(out.status, out.text).toBe(200);
      expectUnauthorized(await onB.get('/api/taxpayer-info'));
      expectUnauthorized(await onA.get('/api/taxpayer-info'));
    });

    it('a password reset on A ends the session on B at its next request', async () => {
      const email = 'joint@example.com';
      const onB = httpClient(b!.url);
      await onB.signIn(email);
      await expectCached(onB);

      const onA = httpClient(a!.url);
      expect((await onA.post('/api/auth/reset-password-email', { email })).status).toBe(200);
      const { rows } = await sql!.query<{ text: string }>(
        `select text from outbox where "to" = $1 order by id desc limit 1`,
        [email],
      );
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
      expect(token, 'the reset link in the mail').toBeTruthy();
      const reset = await onA.post(
        '/api/auth/reset-password',
        { email, token, password: 'Scale-Out-Passphrase-42' },
        { token: null },
      );
      expect(reset.status, reset.text).toBe(200);
      expectUnauthorized(await onB.get('/api/taxpayer-info'));
    });

    it('a taxpayer or user changed in the database (no route edits a taxpayer) is seen by B at its next request', async () => {
      const onB = httpClient(b!.url);
      await onB.signIn('individual@example.com');
      const before = taxpayerInfoSchema.parse((await expectCached(onB)).json());
      await sql!.query(`update taxpayers set name1 = 'Changed-By-Office' where id = $1`, [before.taxpayerId]);
      const after = await onB.get('/api/taxpayer-info');
      expect(after.status, after.text).toBe(200);
      expect(taxpayerInfoSchema.parse(after.json()).taxpayer.name1).toBe('Changed-By-Office');

      // An account the city closes: its sessions end on every instance.
      await expectCached(onB);
      await sql!.query(`update users set status = 'inactive' where email = 'individual@example.com'`);
      expectUnauthorized(await onB.get('/api/taxpayer-info'));
      await sql!.query(`update users set status = 'active' where email = 'individual@example.com'`);
    });

    it('the idle timeout counts requests on either instance, and ends the session on both', async () => {
      const onA = httpClient(a!.url);
      const token = await onA.signIn('business@example.com');
      const onB = httpClient(b!.url);
      onB.useToken(token);
      const started = Date.now();
      expect((await onB.get('/api/ein/get-eins-for-user')).status).toBe(200);
      // Used on A only, past B's last request by more than the idle timeout: still signed in on B.
      while (Date.now() - started < IDLE_MS + 1_000) {
        expect((await onA.get('/api/ein/get-eins-for-user')).status).toBe(200);
        await sleep(TOUCH_MS / 2);
      }
      expect((await onB.get('/api/ein/get-eins-for-user')).status).toBe(200);
      // Then idle on both: refused on both.
      await sleep(IDLE_MS + 500);
      expectUnauthorized(await onB.get('/api/ein/get-eins-for-user'));
      expectUnauthorized(await onA.get('/api/ein/get-eins-for-user'));
    });
  },
);
