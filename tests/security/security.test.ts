import { afterAll, beforeAll, describe } from 'vitest';
import { drivers, openTestDb } from '../../apps/mock-server/test/helpers';
import { describeBusinessLink } from './businessLink';
import { describeHostileInput } from './fuzz';
import { describeRegistration } from './registration';
import { describeRouteSecurity, describeRouteTable } from './routeTable';
import { describeSessions } from './sessions';
import { registeredRoutes, securityApp, type SecurityContext } from './support';

/*
 * The server security suite (issue 10; README.md says what each part proves). One file, so the
 * suites share one database per driver: a PGlite instance costs seconds to create, and this
 * suite's time counts in `npm test`. The routes are the ones the server registers.
 */

const ROUTES = await registeredRoutes();

describeRouteTable(ROUTES);

describe.each(drivers)('server security (%s)', (driver) => {
  const ctx = {} as SecurityContext;

  beforeAll(async () => {
    ctx.database = await openTestDb(driver);
    ({ app: ctx.app } = await securityApp(ctx.database));
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.dispose();
  });

  describeRouteSecurity(ROUTES, ctx);
  describeSessions(ROUTES, ctx);
  describeRegistration(ROUTES, ctx);
  describeBusinessLink(ctx);
  // Last, as it changes the demo accounts' data; on PGlite only, as it tests input handling.
  if (driver === 'pglite') describeHostileInput(ROUTES, ctx);
});
