import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { taxpayerInfoSchema } from '@citytax/api';
import { client, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

const NOT_AUTHORIZED = 'This user is not authorized to file this form for this taxpayer';

describe.each(drivers)('taxpayer-info (%s)', (driver) => {
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

  it('returns the own taxpayer with the SSN masked', async () => {
    const c = client(app);
    const res = await c.get('/api/taxpayer-info', await c.token('individual@example.com'));
    expect(res.statusCode).toBe(200);
    const body = taxpayerInfoSchema.parse(res.json());
    expect(body).toEqual({
      taxpayerId: '100001',
      taxpayerType: 0,
      taxpayer: {
        name1: 'Pat',
        name2: 'Rivera',
        middleInitial: 'Q',
        taxpayerFederalId: 'XXX-XX-6789',
        businessPhoneNumber: null,
      },
      jointFiler: null,
      address: { streetNumber: '1200 Lakeside Ave E', city: 'Cleveland', state: 'OH', zip: '441141234' },
    });
    expect(res.body).not.toContain('123456789');
  });

  it('masks both SSNs of joint filers', async () => {
    const c = client(app);
    const res = await c.get('/api/taxpayer-info', await c.token('joint@example.com'));
    const body = res.json();
    expect(body.taxpayerType).toBe(1);
    expect(body.taxpayer.taxpayerFederalId).toBe('XXX-XX-7890');
    expect(body.jointFiler).toEqual({
      name1: 'Casey',
      name2: 'Lee',
      middleInitial: 'B',
      taxpayerFederalId: 'XXX-XX-8901',
    });
  });

  it('shows a business EIN in full, for the filing-as business and a linked one', async () => {
    const c = client(app);
    const token = await c.token('business@example.com');
    const own = await c.get('/api/taxpayer-info', token);
    expect(own.json()).toMatchObject({
      taxpayerId: '300001',
      taxpayerType: 2,
      taxpayer: { taxpayerFederalId: '341234567' },
    });
    const linked = await c.get('/api/taxpayer-info?id=300002', token);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().taxpayer.name1).toBe('Cuyahoga Hardware Inc');
  });

  it.each([
    ['individual@example.com', '200001'],
    ['individual@example.com', '300001'],
    ['business@example.com', '300003'],
    ['business@example.com', '100001'],
    ['individual@example.com', '999999'],
  ])('%s may not read taxpayer %s', async (user, id) => {
    const c = client(app);
    const res = await c.get(`/api/taxpayer-info?id=${id}`, await c.token(user));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      type: problemType('not-authorized-to-file'),
      detail: NOT_AUTHORIZED,
      status: 403,
    });
    expect(res.body).not.toContain('Rivera');
  });

  it('answers 403 for a business user with no taxpayer yet', async () => {
    const c = client(app);
    const res = await c.get('/api/taxpayer-info', await c.token('newbusiness@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe(problemType('not-authorized-to-file'));
  });

  it('answers ?id equal to the own taxpayer', async () => {
    const c = client(app);
    const res = await c.get('/api/taxpayer-info?id=100001', await c.token('individual@example.com'));
    expect(res.statusCode).toBe(200);
  });
});
