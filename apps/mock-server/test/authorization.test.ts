import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  client,
  createUser,
  drivers,
  makeApp,
  openTestDb,
  problemType,
  setSessionFilingAs,
  type TestDatabase,
} from './helpers';

/*
 * Server-side authorization of every taxpayer-scoped route (ADR 0010): the session must represent
 * the taxpayer. Each route is one row; a new taxpayer-scoped route adds a row here.
 */

type Client = ReturnType<typeof client>;

/** Who calls: the user's own taxpayer, a taxpayer the user represents, and one they do not. */
const ACTORS = {
  individual: { isBusinessUser: false, taxpayerId: '100001', linked: [], own: '100001', other: '200001' },
  business: {
    isBusinessUser: true,
    taxpayerId: '300001',
    linked: ['300001', '300002'],
    own: '300002',
    other: '300003',
  },
} as const;

interface RouteRow {
  route: string;
  actor: keyof typeof ACTORS;
  /**
   * request: the call names the taxpayer. session: the call acts for the session's filing-as
   * taxpayer, so the "someone else's" case points the session at it (a stale or tampered session).
   */
  scope: 'request' | 'session';
  send: (c: Client, taxpayerId: string, token: string | undefined) => Promise<LightMyRequestResponse>;
}

const QUESTIONS = {
  allIncomeOnW2Or1099: true,
  rentalBusinessOrK1Activity: false,
  nameAddressOrFilingStatusChanged: false,
};

export const TAXPAYER_SCOPED_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/taxpayer-info?id=',
    actor: 'individual',
    scope: 'request',
    send: (c, id, token) => c.get(`/api/taxpayer-info?id=${id}`, token),
  },
  {
    route: 'GET /api/taxpayer-info?id=',
    actor: 'business',
    scope: 'request',
    send: (c, id, token) => c.get(`/api/taxpayer-info?id=${id}`, token),
  },
  {
    route: 'POST /api/efilequestions',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/efilequestions', QUESTIONS, token),
  },
  {
    route: 'POST /api/efilequestions',
    actor: 'business',
    scope: 'session',
    send: (c, _id, token) => c.post('/api/efilequestions', QUESTIONS, token),
  },
  {
    route: 'GET /api/isquestionnairesaved',
    actor: 'individual',
    scope: 'session',
    send: (c, _id, token) => c.get('/api/isquestionnairesaved', token),
  },
  {
    route: 'POST /api/ein/changed',
    actor: 'business',
    scope: 'request',
    send: (c, taxpayerId, token) => c.post('/api/ein/changed', { taxpayerId }, token),
  },
  {
    route: 'POST /api/ein/remove-ein',
    actor: 'business',
    scope: 'request',
    send: (c, taxpayerId, token) => c.post('/api/ein/remove-ein', { taxpayerId }, token),
  },
];

type Case = 'own' | 'other' | 'none';
const EXPECTED: Record<Case, { status: number; type: string }> = {
  own: { status: 200, type: '' },
  other: { status: 403, type: problemType('not-authorized-to-file') },
  none: { status: 401, type: problemType('unauthorized') },
};

const TABLE = TAXPAYER_SCOPED_ROUTES.flatMap((row) =>
  (['own', 'other', 'none'] as const).map((kase) => ({
    name: `${row.route} as ${row.actor}: ${kase} taxpayer → ${EXPECTED[kase].status}`,
    row,
    kase,
  })),
);

describe.each(drivers)('authorization of taxpayer-scoped routes (%s)', (driver) => {
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

  it.each(TABLE)('$name', async ({ row, kase }) => {
    const actor = ACTORS[row.actor];
    const c = client(app);
    // A fresh user per case, so calls that change links or sessions do not leak between rows.
    const email = await createUser(database, {
      isBusinessUser: actor.isBusinessUser,
      taxpayerId: actor.taxpayerId,
      linked: [...actor.linked],
    });
    const token = await c.token(email);
    const taxpayerId = kase === 'other' ? actor.other : actor.own;
    if (row.scope === 'session') await setSessionFilingAs(database, token, taxpayerId);

    const res = await row.send(c, taxpayerId, kase === 'none' ? undefined : token);
    expect(res.statusCode, res.body).toBe(EXPECTED[kase].status);
    if (kase !== 'own') expect(res.json().type).toBe(EXPECTED[kase].type);
  });

  it('covers every taxpayer-scoped route with own, other and no session', () => {
    expect(TABLE).toHaveLength(TAXPAYER_SCOPED_ROUTES.length * 3);
  });
});
