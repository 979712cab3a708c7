import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { businessListSchema, linkChangeResponseSchema, signInResponseSchema } from '@citytax/api';
import { client, createUser, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

const NOT_FOUND =
  'This business could not be found. If this information is correct please complete registration.';

/** Seeded businesses no demo account has linked (seed.ts). */
const ERIE = {
  taxpayerId: '300003',
  ein: '346660003',
  name1: 'Erie Street Diner LLC',
  name2: 'Erie Street Diner',
};
const FLATS = { taxpayerId: '300004', ein: '347770004', name1: 'Flats Bicycle Co', name2: 'Flats Bicycles' };
const TREMONT = {
  taxpayerId: '300005',
  ein: '348880005',
  name1: 'Tremont Print Shop Inc',
  name2: 'Tremont Print',
};

describe.each(drivers)('EIN management (%s)', (driver) => {
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

  /** A signed-in business user with these links; taxpayerId defaults to the first link. */
  async function businessUser(linked: string[] = [], taxpayerId: string | null = linked[0] ?? null) {
    const c = client(app);
    const email = await createUser(database, { isBusinessUser: true, taxpayerId, linked });
    const signIn = await c.signIn(email);
    expect(signIn.statusCode).toBe(200);
    const user = signInResponseSchema.parse(signIn.json());
    return { c, email, token: user.token, signedIn: user };
  }

  const filingAs = async (c: ReturnType<typeof client>, token: string) =>
    (await c.get('/api/taxpayer-info', token)).json().taxpayerId as string;

  describe('search', () => {
    it.each([
      ['name1 in another case, padded', FLATS.ein, '  flats BICYCLE co  ', FLATS],
      ['the alternate name', TREMONT.ein, 'Tremont Print', TREMONT],
    ])('finds a business by EIN and %s', async (_what, ein, businessName, expected) => {
      const { c, token } = await businessUser();
      const res = await c.post('/api/ein/search', { ein, businessName }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    });

    it.each([
      ['a name that does not match', FLATS.ein, 'Flats'],
      ['an EIN that does not match', '347770005', FLATS.name1],
      ['an individual taxpayer', '123456789', 'Pat'],
    ])('answers 404 with the spec message for %s', async (_what, ein, businessName) => {
      const { c, token } = await businessUser();
      const res = await c.post('/api/ein/search', { ein, businessName }, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: problemType('not-found'), detail: NOT_FOUND });
    });

    it('validates the EIN and name', async () => {
      const { c, token } = await businessUser();
      const res = await c.post('/api/ein/search', { ein: '34-7770004', businessName: ' ' }, token);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['businessName', 'ein']);
    });
  });

  it('add: the first business becomes the filing-as and the user taxpayer; a second does not', async () => {
    const { c, email, token, signedIn } = await businessUser();
    expect(signedIn.taxpayerId).toBeNull();

    const first = await c.post('/api/ein/add-ein', { ein: FLATS.ein, businessName: FLATS.name2 }, token);
    expect(first.statusCode).toBe(200);
    expect(linkChangeResponseSchema.parse(first.json())).toEqual({
      success: true,
      newTaxpayerCount: 1,
      userToken: {
        taxpayerId: FLATS.taxpayerId,
        isBusinessUser: true,
        token,
        username: email,
        firstName: 'Tess',
      },
    });
    expect(await filingAs(c, token)).toBe(FLATS.taxpayerId);

    const second = await c.post('/api/ein/add-ein', { ein: TREMONT.ein, businessName: TREMONT.name1 }, token);
    expect(second.json()).toEqual({ success: true, newTaxpayerCount: 2, userToken: null });
    expect(await filingAs(c, token)).toBe(FLATS.taxpayerId);

    // A new sign-in files as the user's taxpayer, which the first link set.
    expect((await c.signIn(email)).json().taxpayerId).toBe(FLATS.taxpayerId);
  });

  it('add: an unknown business is 404; an already linked one is 409', async () => {
    const { c, token } = await businessUser([ERIE.taxpayerId]);
    const missing = await c.post('/api/ein/add-ein', { ein: ERIE.ein, businessName: 'Nope' }, token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(NOT_FOUND);
    const again = await c.post('/api/ein/add-ein', { ein: ERIE.ein, businessName: ERIE.name1 }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      type: problemType('conflict'),
      detail: 'This business is already linked to your account.',
    });
    expect((await c.get('/api/ein/get-eins-for-user', token)).json()).toHaveLength(1);
  });

  it('lists the linked businesses ascending by EIN', async () => {
    const { c, token } = await businessUser([TREMONT.taxpayerId, ERIE.taxpayerId, FLATS.taxpayerId]);
    const res = await c.get('/api/ein/get-eins-for-user', token);
    expect(res.statusCode).toBe(200);
    expect(businessListSchema.parse(res.json())).toEqual([ERIE, FLATS, TREMONT]);
  });

  it('remove: a business that is not the filing-as leaves the user as is', async () => {
    const { c, token } = await businessUser([ERIE.taxpayerId, FLATS.taxpayerId, TREMONT.taxpayerId]);
    const res = await c.post('/api/ein/remove-ein', { taxpayerId: TREMONT.taxpayerId }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, newTaxpayerCount: 2, userToken: null });
    expect(await filingAs(c, token)).toBe(ERIE.taxpayerId);
    expect((await c.get(`/api/taxpayer-info?id=${TREMONT.taxpayerId}`, token)).statusCode).toBe(403);
  });

  it('remove: the filing-as business switches to the first remaining by EIN', async () => {
    const { c, email, token } = await businessUser(
      [ERIE.taxpayerId, FLATS.taxpayerId, TREMONT.taxpayerId],
      FLATS.taxpayerId,
    );
    expect(await filingAs(c, token)).toBe(FLATS.taxpayerId);
    const res = await c.post('/api/ein/remove-ein', { taxpayerId: FLATS.taxpayerId }, token);
    expect(linkChangeResponseSchema.parse(res.json())).toMatchObject({
      success: true,
      newTaxpayerCount: 2,
      userToken: { taxpayerId: ERIE.taxpayerId, token, username: email, isBusinessUser: true },
    });
    expect(await filingAs(c, token)).toBe(ERIE.taxpayerId);
    expect((await c.signIn(email)).json().taxpayerId).toBe(ERIE.taxpayerId);
  });

  it('remove: the last business leaves the user with no taxpayer', async () => {
    const { c, email, token } = await businessUser([FLATS.taxpayerId]);
    const res = await c.post('/api/ein/remove-ein', { taxpayerId: FLATS.taxpayerId }, token);
    expect(res.json()).toEqual({
      success: true,
      newTaxpayerCount: 0,
      userToken: { taxpayerId: null, isBusinessUser: true, token, username: email, firstName: 'Tess' },
    });
    expect((await c.get('/api/ein/get-eins-for-user', token)).json()).toEqual([]);
    expect((await c.get('/api/taxpayer-info', token)).statusCode).toBe(403);
    expect((await c.signIn(email)).json().taxpayerId).toBeNull();
  });

  it('remove: a business the user has not linked is 403 not-authorized-to-file', async () => {
    const { c, token } = await businessUser([FLATS.taxpayerId]);
    const res = await c.post('/api/ein/remove-ein', { taxpayerId: ERIE.taxpayerId }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe(problemType('not-authorized-to-file'));
  });

  it('changed: the session files as the chosen business; taxpayer-info follows it', async () => {
    const { c, email, token } = await businessUser([ERIE.taxpayerId, FLATS.taxpayerId]);
    expect(await filingAs(c, token)).toBe(ERIE.taxpayerId);
    const res = await c.post('/api/ein/changed', { taxpayerId: FLATS.taxpayerId }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      taxpayerId: FLATS.taxpayerId,
      isBusinessUser: true,
      token,
      username: email,
      firstName: 'Tess',
    });
    const info = (await c.get('/api/taxpayer-info', token)).json();
    expect(info).toMatchObject({ taxpayerId: FLATS.taxpayerId, taxpayer: { name1: FLATS.name1 } });
    const denied = await c.post('/api/ein/changed', { taxpayerId: TREMONT.taxpayerId }, token);
    expect(denied.statusCode).toBe(403);
    expect(await filingAs(c, token)).toBe(FLATS.taxpayerId);
  });

  it('sign-in files as the first linked business when the user taxpayer is no longer linked', async () => {
    const { signedIn } = await businessUser([TREMONT.taxpayerId, FLATS.taxpayerId], '300001');
    expect(signedIn.taxpayerId).toBe(FLATS.taxpayerId);
  });

  const EIN_CALLS: [string, string, unknown][] = [
    ['POST', '/api/ein/search', { ein: FLATS.ein, businessName: FLATS.name1 }],
    ['POST', '/api/ein/add-ein', { ein: FLATS.ein, businessName: FLATS.name1 }],
    ['GET', '/api/ein/get-eins-for-user', undefined],
    ['POST', '/api/ein/remove-ein', { taxpayerId: '100001' }],
    ['POST', '/api/ein/changed', { taxpayerId: '100001' }],
  ];

  it.each(EIN_CALLS)('%s %s: a non-business user is 403 forbidden', async (method, url, payload) => {
    const c = client(app);
    const token = await c.token('individual@example.com');
    const res = await c.send({
      method: method as 'GET' | 'POST',
      url,
      token,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe(problemType('forbidden'));
  });

  it.each(EIN_CALLS)('%s %s: 401 without a session', async (method, url, payload) => {
    const res = await client(app).send({
      method: method as 'GET' | 'POST',
      url,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(EIN_CALLS)('%s %s: 404 when EinManagement is off', async (method, url, payload) => {
    const off = await makeApp(database, { env: { FEATURE_EIN_MANAGEMENT: 'off' } });
    try {
      const c = client(off);
      const token = await c.token('business@example.com');
      const res = await c.send({
        method: method as 'GET' | 'POST',
        url,
        token,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe(problemType('not-found'));
    } finally {
      await off.close();
    }
  });
});
