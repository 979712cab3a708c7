import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxpayerInfoSchema } from '@citytax/api';
import { InstanceCache, type CachedSession, type TaxpayerRow } from '../src/instanceCache';
import { hashToken } from '../src/auth';
import { CHANGE_FEED_APPLICATION_NAME, type ChangeFeed } from '../src/db/changes';
import { sessions, users } from '../src/db/schema';
import { client, drivers, fakeClock, makeApp, openTestDb, type TestDatabase } from './helpers';

/*
 * The instance's cache of sessions and taxpayers (ADR 0043): the cache itself, then servers on
 * both drivers: reads answered from it, and every kind of change (a route's, or SQL run in the
 * database) seen at the next request, on the instance that made it and on another one.
 */

const session = (userId: string, n = 1): CachedSession => ({
  sessionId: `s-${userId}-${n}`,
  lastSeenAt: new Date(0),
  expiresAt: new Date(1e13),
  revokedAt: null,
  filingAsTaxpayerId: null,
  userId,
  email: `${userId}@example.com`,
  firstName: 'Pat',
  isBusinessUser: false,
  status: 'active',
  taxpayerId: `t-${userId}`,
});
const taxpayer = (id: string) => ({ id, type: 0, name1: 'Pat' }) as TaxpayerRow;

function feedOf(answer: boolean | Promise<boolean>): ChangeFeed & { answer: boolean | Promise<boolean> } {
  const feed = {
    answer,
    barrier: () => feed.answer,
    close: async () => undefined,
  };
  return feed;
}

describe('InstanceCache', () => {
  let now = 0;
  const make = (maxEntries = 100, maxAgeMs = 60_000) => {
    const cache = new InstanceCache({ maxEntries, maxAgeMs }, () => now);
    cache.attach(feedOf(true));
    return cache;
  };

  it('is not confirmed without a feed, when turned off, or when the barrier does not pass', async () => {
    expect(new InstanceCache({ maxEntries: 100, maxAgeMs: 1 }).confirm()).toBe(false);
    const off = new InstanceCache({ maxEntries: 0, maxAgeMs: 60_000 });
    off.attach(feedOf(true));
    expect(off.confirm()).toBe(false);
    const slow = new InstanceCache({ maxEntries: 100, maxAgeMs: 60_000 });
    slow.attach(feedOf(Promise.resolve(false)));
    expect(await slow.confirm()).toBe(false);
    expect(make().confirm()).toBe(true);
  });

  it('keeps sessions by token hash and forgets all of a user’s on a change of that user', () => {
    const cache = make();
    cache.storeSession('h1', session('u1', 1), cache.ticket());
    cache.storeSession('h2', session('u1', 2), cache.ticket());
    cache.storeSession('h3', session('u2'), cache.ticket());
    expect(cache.session('h1')?.sessionId).toBe('s-u1-1');
    cache.onChange('u:u1');
    expect(cache.session('h1')).toBeUndefined();
    expect(cache.session('h2')).toBeUndefined();
    expect(cache.session('h3')?.userId).toBe('u2');
    cache.storeTaxpayer(taxpayer('t1'), cache.ticket());
    cache.storeTaxpayer(taxpayer('t2'), cache.ticket());
    cache.onChange('t:t1');
    expect(cache.taxpayer('t1')).toBeUndefined();
    expect(cache.taxpayer('t2')?.id).toBe('t2');
    cache.onChange('*');
    expect(cache.size()).toEqual({ sessions: 0, taxpayers: 0 });
  });

  it('does not store a row read before a change that was reported while it was read', () => {
    const cache = make();
    const ticket = cache.ticket();
    cache.onChange('u:someone-else');
    cache.storeSession('h1', session('u1'), ticket);
    cache.storeTaxpayer(taxpayer('t1'), ticket);
    expect(cache.size()).toEqual({ sessions: 0, taxpayers: 0 });
    const afterReset = cache.ticket();
    cache.onReset();
    cache.storeSession('h1', session('u1'), afterReset);
    expect(cache.session('h1')).toBeUndefined();
  });

  it('reads an entry again once it is maxAgeMs old', () => {
    now = 1_000;
    const cache = make(100, 500);
    cache.storeSession('h1', session('u1'), cache.ticket());
    now = 1_499;
    expect(cache.session('h1')).toBeDefined();
    now = 1_500;
    expect(cache.session('h1')).toBeUndefined();
  });

  it('holds at most maxEntries sessions and taxpayers, dropping the oldest', () => {
    const cache = make(2);
    cache.storeSession('h1', session('u1'), cache.ticket());
    cache.storeSession('h2', session('u2'), cache.ticket());
    cache.storeSession('h3', session('u3'), cache.ticket());
    expect(cache.session('h1')).toBeUndefined();
    expect(cache.size().sessions).toBe(2);
    // The evicted session left the user index too: forgetting its user touches nothing else.
    cache.forgetUser('u1');
    expect(cache.size().sessions).toBe(2);
    for (const id of ['t1', 't2', 't3']) cache.storeTaxpayer(taxpayer(id), cache.ticket());
    expect(cache.taxpayer('t1')).toBeUndefined();
    expect(cache.size().taxpayers).toBe(2);
  });
});

describe.each(drivers)('the session and taxpayer cache on %s', (driver) => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clock = fakeClock(new Date());

  beforeAll(async () => {
    database = await openTestDb(driver);
    // Two instances on one database, as behind a balancer.
    a = await makeApp(database, { clock: clock.now });
    b = await makeApp(database, { clock: clock.now });
    // Their listening connections are made in the background; until then nothing is cached.
    if (driver === 'postgres') await feedsListening(2);
  });

  /** Waits until `n` change feeds listen on this database (PostgreSQL). */
  async function feedsListening(n: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION_NAME} and query ilike 'listen%' and state = 'idle'`,
      )) as unknown as { rows: { n: number }[] };
      if (result.rows[0]?.n === n) return;
      if (Date.now() > deadline) throw new Error(`the change feeds did not start listening`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  /** A read on `app` answered while the tables are locked, which a database read would wait for. */
  async function expectCached(app: FastifyInstance, token: string) {
    expect((await client(app).get('/api/taxpayer-info', token)).statusCode).toBe(200);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions, users, taxpayers in access exclusive mode`);
      const answer = await Promise.race([
        client(app).get('/api/taxpayer-info', token),
        new Promise<null>((resolve) => setTimeout(resolve, 2_000, null)),
      ]);
      expect(answer?.statusCode, 'an answer while the tables were locked').toBe(200);
    });
  }

  it('answers a signed-in read from the cache; a sign-out on A ends the session on A and B', async () => {
    const token = await client(a).token('individual@example.com');
    await expectCached(a, token);
    await expectCached(b, token);
    expect((await client(a).post('/api/auth/signout', undefined, token)).statusCode).toBe(200);
    expect((await client(b).get('/api/taxpayer-info', token)).statusCode).toBe(401);
    expect((await client(a).get('/api/taxpayer-info', token)).statusCode).toBe(401);
  });

  it('sees sessions revoked, users closed and taxpayers changed in the database at the next request', async () => {
    const token = await client(a).token('joint@example.com');
    await expectCached(b, token);
    const info = taxpayerInfoSchema.parse((await client(b).get('/api/taxpayer-info', token)).json());
    await database.db.execute(sql`update taxpayers set name1 = 'Renamed' where id = ${info.taxpayerId}`);
    const renamed = await client(b).get('/api/taxpayer-info', token);
    expect(taxpayerInfoSchema.parse(renamed.json()).taxpayer.name1).toBe('Renamed');

    await expectCached(b, token);
    await database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, 'joint@example.com'));
    expect((await client(b).get('/api/taxpayer-info', token)).statusCode).toBe(401);
    await database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'joint@example.com'));
    expect((await client(b).get('/api/taxpayer-info', token)).statusCode).toBe(200);

    await expectCached(b, token);
    await database.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await client(b).get('/api/taxpayer-info', token)).statusCode).toBe(401);
  });

  it('sees a city rate changed in the database at the next computation', async () => {
    const token = await client(a).token('individual@example.com');
    const c = client(b);
    const put = await c.send({
      method: 'PUT',
      url: '/api/city-tax-form',
      payload: { residenceCity: 'CLE' },
      token,
    });
    expect(put.statusCode, put.body).toBe(200);
    const w2 = await c.post(
      '/api/form-w2',
      {
        employerName: 'Cache Test Inc',
        employerEin: '341234567',
        workCity: 'CLE',
        medicareWages: 50_000,
        localWages: 50_000,
        localTaxWithheld: 100,
        locality: 'CLE',
      },
      token,
    );
    expect(w2.statusCode, w2.body).toBe(200);
    const summary = async () =>
      (await c.get('/api/city-tax-form', token)).json<{ cityTaxForm: { summary: unknown } }>().cityTaxForm
        .summary;
    const before = await summary();
    expect(await summary()).toEqual(before);
    await database.db.execute(sql`update cities set rate_ppm = rate_ppm * 2 where code = 'CLE'`);
    expect(await summary()).not.toEqual(before);
    await database.db.execute(sql`update cities set rate_ppm = rate_ppm / 2 where code = 'CLE'`);
    expect(await summary()).toEqual(before);
  });

  it('enforces the idle timeout and the absolute expiry on a cached session', async () => {
    const token = await client(a).token('individual@example.com');
    await expectCached(a, token);
    clock.advance(30 * 60_000); // SESSION_IDLE_MS
    expect((await client(a).get('/api/taxpayer-info', token)).statusCode).toBe(401);

    const kept = await client(a).token('individual@example.com');
    await expectCached(a, kept);
    // Used on B every 20 minutes for 12 hours: never idle on A, then past the absolute expiry.
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await client(b).get('/api/taxpayer-info', kept)).statusCode).toBe(200);
    }
    expect((await client(a).get('/api/taxpayer-info', kept)).statusCode).toBe(200);
    clock.advance(20 * 60_000);
    expect((await client(a).get('/api/taxpayer-info', kept)).statusCode).toBe(401);
    expect((await client(b).get('/api/taxpayer-info', kept)).statusCode).toBe(401);
  });
  it.skipIf(driver !== 'postgres')(
    'bypasses the cache while the listening connection is down, and forgets everything when it is back',
    async () => {
      const token = await client(a).token('joint@example.com');
      await expectCached(a, token);
      const info = taxpayerInfoSchema.parse((await client(a).get('/api/taxpayer-info', token)).json());
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION_NAME}`,
      );
      // Down (it reconnects after 1 s): a read neither uses nor fills the cache, so a change whose
      // notice is lost (nobody listens) is seen at once.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await client(a).get('/api/taxpayer-info', token)).statusCode).toBe(200);
      await database.db.execute(
        sql`update taxpayers set name1 = 'Changed-While-Down' where id = ${info.taxpayerId}`,
      );
      const down = await client(a).get('/api/taxpayer-info', token);
      expect(taxpayerInfoSchema.parse(down.json()).taxpayer.name1).toBe('Changed-While-Down');
      // Back: cached again, and told of changes again.
      await feedsListening(2);
      await expectCached(a, token);
      await database.db.execute(
        sql`update taxpayers set name1 = 'Changed-After' where id = ${info.taxpayerId}`,
      );
      const after = await client(a).get('/api/taxpayer-info', token);
      expect(taxpayerInfoSchema.parse(after.json()).taxpayer.name1).toBe('Changed-After');
    },
  );
});
