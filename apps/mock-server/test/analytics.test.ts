import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { analyticsEvents } from '../src/db/schema';
import { client, drivers, fakeClock, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

const AT = '2026-11-22T10:00:00.000Z';
const ev = (event: string, params: Record<string, unknown> = {}) => ({ event, params, at: AT });

describe.each(drivers)('analytics (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = fakeClock(new Date('2026-11-22T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, { clock: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
  });

  const stored = () => database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

  it('stores allowed events without a session, with the time received and nothing else', async () => {
    const res = await client(app).post('/api/analytics', {
      events: [
        ev('page_view', { path: '/form/:id/pay' }),
        ev('login', { business: true }),
        ev('payment_start', { formId: 42, taxFormType: 'BillingStatement' }),
        ev('efile_ineligible', {
          income_reported: false,
          rental_or_business_activity: true,
          filing_status_change: false,
        }),
        ev('logout'),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await stored();
    expect(rows.map((r) => [r.event, r.params])).toEqual([
      ['page_view', { path: '/form/:id/pay' }],
      ['login', { business: true }],
      ['payment_start', { formId: 42, taxFormType: 'BillingStatement' }],
      [
        'efile_ineligible',
        { income_reported: false, rental_or_business_activity: true, filing_status_change: false },
      ],
      ['logout', {}],
    ]);
    expect(rows[0]!.receivedAt.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(Object.keys(rows[0]!).sort()).toEqual(['event', 'id', 'params', 'receivedAt']);
  });

  it('refuses unknown events with a 400 problem and stores nothing of the batch', async () => {
    const res = await client(app).post('/api/analytics', {
      events: [ev('login', { business: false }), ev('purchase', { value: 1 }), ev('constructor', { a: 1 })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().type).toBe(problemType('validation-error'));
    expect(res.json().errors).toHaveProperty(['events.1.event']);
    expect(res.json().errors).toHaveProperty(['events.2.event']);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['an email', 'login', { business: true, email: 'individual@example.com' }],
    ['an email in an allowed key', 'print', { form: 'individual@example.com' }],
    ['a 9-digit SSN/EIN as a number', 'payment_start', { formId: 123456789 }],
    ['a 9-digit id as a string', 'payment_start', { taxFormType: '346660003' }],
    ['an amount with cents', 'payment_start', { formId: 150.25 }],
    ['a name with spaces', 'sign_up', { method: 'John Smith' }],
    ['a key the event does not allow', 'logout', { taxpayerId: 'x100001' }],
    ['a path with a query string', 'page_view', { path: '/dashboard?email=a@b.c' }],
    ['a path with a raw number', 'page_view', { path: '/form/123456789/pay' }],
    ['an object', 'print', { form: { name: 'Jane' } }],
  ])('refuses PII-looking params (%s) with 400', async (_what, event, params) => {
    const res = await client(app).post('/api/analytics', { events: [ev(event, params)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe(problemType('validation-error'));
    expect(await stored()).toEqual([]);
  });

  it('refuses empty, oversized and malformed batches', async () => {
    const c = client(app);
    expect((await c.post('/api/analytics', { events: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => ev('logout'));
    expect((await c.post('/api/analytics', { events: many })).statusCode).toBe(400);
    expect((await c.post('/api/analytics', { events: [{ event: 'logout', params: {} }] })).statusCode).toBe(
      400,
    );
    expect(await stored()).toEqual([]);
  });

  it('applies the anti-forgery check to POST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: { cookie: `${XSRF_COOKIE}=abc`, [XSRF_HEADER]: 'different' },
      payload: { events: [ev('logout')] },
    });
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('lists stored events newest first on GET /dev/analytics; GET /api/analytics does not exist', async () => {
    const c = client(app);
    await c.post('/api/analytics', { events: [ev('login', { business: false })] });
    await c.post('/api/analytics', {
      events: [ev('payment_start', { formId: 7, taxFormType: 'CityTaxForm' })],
    });
    const res = await c.get('/dev/analytics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().map((e: { event: string; params: unknown }) => [e.event, e.params])).toEqual([
      ['payment_start', { formId: 7, taxFormType: 'CityTaxForm' }],
      ['login', { business: false }],
    ]);
    expect((await c.get('/api/analytics')).statusCode).toBe(404);
  });

  it('answers 404 for /dev/analytics in production', async () => {
    const prod = await makeApp(database, {
      env: { NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'x'.repeat(32) },
    });
    try {
      expect((await client(prod).get('/dev/analytics')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('rate-limits batches per client', async () => {
    const c = client(app);
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await c.send({ method: 'POST', url: '/api/analytics', payload: { events: [ev('logout')] } }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
