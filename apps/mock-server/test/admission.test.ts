import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { admissionGate } from '../src/admission';
import { client, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

/*
 * The admission limit of API requests (ADR 0041): a bounded number run at once, a bounded number
 * wait, and the rest are answered 503 with Retry-After at once or once they have waited too long.
 * A route that waits for the test to let it go stands for a slow database.
 */

const LIMITS = {
  ADMISSION_MAX_IN_FLIGHT: '1',
  ADMISSION_MAX_QUEUE: '1',
  ADMISSION_MAX_WAIT_MS: '300',
  ADMISSION_RETRY_AFTER_S: '3',
};

/** A promise the test resolves. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

describe('admission limit (PGlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let slow = gate();
  let started = 0;

  beforeAll(async () => {
    database = await openTestDb('pglite');
    app = await makeApp(database, { env: LIMITS });
    app.get('/api/test-slow', async () => {
      started++;
      await slow.opened;
      return { ok: true };
    });
    await app.ready();
  });
  afterEach(() => {
    slow.open();
    slow = gate();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('queues a request past the limit, refuses one past the queue at once, and serves the queued one in turn', async () => {
    const c = client(app);
    const first = c.get('/api/test-slow');
    await until(() => started === 1);
    const second = c.get('/api/test-slow');
    await until(() => app.admission?.waiting === 1);

    const t0 = Date.now();
    const third = await c.get('/api/test-slow');
    expect(Date.now() - t0).toBeLessThan(250); // refused at once, not after the wait
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('3');
    expect(third.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(third.json()).toMatchObject({
      type: problemType('service-unavailable'),
      status: 503,
      detail: 'The service is busy with many requests right now. Please try again in 3 seconds.',
    });

    slow.open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(started).toBe(3 - 1); // the refused one never ran
    expect(app.admission).toMatchObject({ inFlight: 0, waiting: 0 });
  });

  it('refuses a request that has waited longer than ADMISSION_MAX_WAIT_MS', async () => {
    const c = client(app);
    const first = c.get('/api/test-slow');
    await until(() => app.admission?.inFlight === 1);
    const t0 = Date.now();
    const waited = await c.get('/api/test-slow');
    const elapsed = Date.now() - t0;
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('3');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2_000);
    slow.open();
    expect((await first).statusCode).toBe(200);
  });

  it('says it in Spanish to a Spanish request', async () => {
    const c = client(app);
    const first = c.get('/api/test-slow');
    await until(() => app.admission?.inFlight === 1);
    const second = c.get('/api/test-slow');
    await until(() => app.admission?.waiting === 1);
    const res = await c.send({ method: 'GET', url: '/api/test-slow', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-language']).toBe('es');
    expect(res.json().detail).toBe(
      'El servicio está atendiendo muchas solicitudes en este momento. Vuelva a intentarlo en 3 segundos.',
    );
    slow.open();
    await Promise.all([first, second]);
  });

  it('leaves the health check and non-API paths alone while the API is full', async () => {
    const c = client(app);
    const first = c.get('/api/test-slow');
    await until(() => app.admission?.inFlight === 1);
    const second = c.get('/api/test-slow');
    await until(() => app.admission?.waiting === 1);
    expect((await c.get('/healthz')).statusCode).toBe(200);
    expect((await c.get('/no-such-page')).statusCode).toBe(404);
    slow.open();
    await Promise.all([first, second]);
  });

  it('gives the turn back after a refusal of the route itself (401), so later requests still run', async () => {
    const c = client(app);
    for (let i = 0; i < 5; i++) {
      const res = await c.get('/api/taxpayer-info');
      expect(res.statusCode).toBe(401);
    }
    expect((await c.get('/api/features/public')).statusCode).toBe(200);
    expect(app.admission).toMatchObject({ inFlight: 0, waiting: 0 });
  });
});

describe('admission limit off', () => {
  it('lets every request run with ADMISSION_MAX_IN_FLIGHT=0', async () => {
    const database = await openTestDb('pglite');
    const app = await makeApp(database, { env: { ...LIMITS, ADMISSION_MAX_IN_FLIGHT: '0' } });
    try {
      const slow = gate();
      app.get('/api/test-slow', async () => {
        await slow.opened;
        return { ok: true };
      });
      const c = client(app);
      const pending = [c.get('/api/test-slow'), c.get('/api/test-slow'), c.get('/api/test-slow')];
      await new Promise((r) => setTimeout(r, 400));
      slow.open();
      expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(app.admission).toBeNull();
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('admission gate', () => {
  it('serves waiters first come, first served, and skips one whose client has gone', async () => {
    const g = admissionGate({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 1_000, retryAfterSeconds: 1 });
    const order: string[] = [];
    const releaseA = await g.enter(() => false);
    const b = g
      .enter(() => false)
      .then((release) => {
        order.push('b');
        return release;
      });
    let cGone = false;
    const c = g
      .enter(() => cGone)
      .then(
        () => order.push('c'),
        (err: Error) => order.push(`c refused: ${err.message}`),
      );
    const d = g
      .enter(() => false)
      .then((release) => {
        order.push('d');
        return release;
      });
    expect(g.stats).toMatchObject({ inFlight: 1, waiting: 3 });
    cGone = true;
    releaseA();
    (await b)();
    await c;
    const releaseD = await d;
    releaseD();
    releaseD(); // a second release gives nothing back twice
    expect(order).toEqual([
      'b',
      'c refused: The service is busy with many requests right now. Please try again in 1 second.',
      'd',
    ]);
    expect(g.stats).toMatchObject({ inFlight: 0, waiting: 0 });
    // The turn is free again.
    (await g.enter(() => false))();
  });
});
