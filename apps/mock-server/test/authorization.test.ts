import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
import { ACTORS, insertForm, TAXPAYER_SCOPED_ROUTES } from './authorizationRoutes';

/*
 * Server-side authorization of every taxpayer-scoped route (ADR 0010): the session must represent
 * the taxpayer. The rows are in authorizationRoutes.ts; a new taxpayer-scoped route adds a row there.
 */

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

    const formId = row.form ? await insertForm(database, taxpayerId, row.form, row.filed) : 0;

    const res = await row.send(c, taxpayerId, kase === 'none' ? undefined : token, formId);
    if (kase === 'own' && row.ownStatuses) expect(row.ownStatuses, res.body).toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(EXPECTED[kase].status);
    if (kase !== 'own') expect(res.json().type).toBe(EXPECTED[kase].type);
  });

  it('covers every taxpayer-scoped route with own, other and no session', () => {
    expect(TABLE).toHaveLength(TAXPAYER_SCOPED_ROUTES.length * 3);
  });
});
