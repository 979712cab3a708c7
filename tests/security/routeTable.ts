import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { buildApp } from '../../apps/mock-server/src/app';
import { DEV_PAYMENT_CALLBACK_SECRET } from '../../apps/mock-server/src/config';
import type { Db } from '../../apps/mock-server/src/db/index';
import { CALLBACK_SIGNATURE_DETAIL, CALLBACK_STALE_DETAIL } from '../../apps/mock-server/src/routes/payments';
import { SIGNATURE_HEADER, signBody } from '../../apps/mock-server/src/provider/signature';
import { ANTI_FORGERY_DETAIL } from '../../apps/mock-server/src/security';
import { ACTORS, insertForm, TAXPAYER_SCOPED_ROUTES } from '../../apps/mock-server/test/authorizationRoutes';
import { FORM_ROUTES } from '../../apps/mock-server/test/filingPolicyRoutes';
import { client, createUser, setSessionFilingAs, testConfig } from '../../apps/mock-server/test/helpers';
import {
  changedTables,
  classOf,
  DEMO_USER,
  expectNoInternals,
  expectProblem,
  expectSecurityHeaders,
  fillUrl,
  mintSession,
  normalizeRouteKey,
  ROUTE_CLASSES,
  routedSpellings,
  rowsOf,
  securityApp,
  SIGNED_IN_REQUESTS,
  snapshot,
  validRequest,
  type RegisteredRoute,
  type SecurityContext,
  unroutedSpellings,
} from './support';

/*
 * Generated from the routes the server registers (buildApp's onRoute hook): every route is
 * classified, and for each class the authorization matrix (anonymous, dead token, other user,
 * owner), the anti-forgery check of every unsafe route (and the provider callback's signature
 * instead), the dev routes' production gate, and the security headers of success and error answers.
 * A new route fails here until it is classified in support.ts.
 */

const cases = (routes: RegisteredRoute[]) => routes.map((route) => ({ key: route.key, route }));
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** The table itself: every registered route classified, every class's builders in place. */
export function describeRouteTable(ROUTES: RegisteredRoute[]): void {
  const API_ROUTES = ROUTES.filter((r) => r.url.startsWith('/api'));
  const byClass = (cls: string) => ROUTES.filter((r) => ROUTE_CLASSES[r.key] === cls);

  describe('the route table', () => {
    it('finds the routes the server registers', () => {
      expect(API_ROUTES.length).toBeGreaterThan(40);
      expect(ROUTES.map((r) => r.key)).toContain('POST /api/auth/signin');
    });

    it('classifies every registered route', () => {
      const missing = ROUTES.filter((r) => !(r.key in ROUTE_CLASSES)).map((r) => r.key);
      expect(missing, 'registered routes missing from ROUTE_CLASSES (tests/security/support.ts)').toEqual([]);
    });

    it('lists no route the server does not register', () => {
      const keys = new Set(ROUTES.map((r) => r.key));
      const stale = Object.keys(ROUTE_CLASSES).filter((k) => !keys.has(k));
      expect(stale, 'rows of ROUTE_CLASSES that name no registered route').toEqual([]);
    });

    it('has an own/other/anonymous row in authorizationRoutes.ts for every taxpayer-scoped route', () => {
      const uncovered = byClass('taxpayer')
        .filter((r) => rowsOf(r).length === 0)
        .map((r) => r.key);
      expect(uncovered, 'taxpayer-scoped routes without a row in TAXPAYER_SCOPED_ROUTES').toEqual([]);
      const taxpayerKeys = new Set(byClass('taxpayer').map((r) => normalizeRouteKey(r.key)));
      const strays = TAXPAYER_SCOPED_ROUTES.map((row) => row.route).filter(
        (route) => !taxpayerKeys.has(normalizeRouteKey(route)),
      );
      expect(strays, 'authorization rows for routes not classified taxpayer-scoped').toEqual([]);
    });

    it('has a who-may-file row in filingPolicyRoutes.ts for every route of a tax form', () => {
      // Every taxpayer-scoped route that names a form (by id or by kind) is a route of a tax form.
      const formRoute =
        /\/(exempt|city-tax-form|form-w2|form1099|form\/|tax-forms|return-of-income|payments\/tax-forms)/;
      const covered = new Set(FORM_ROUTES.map((row) => normalizeRouteKey(row.route)));
      const uncovered = byClass('taxpayer')
        .filter((r) => formRoute.test(r.key) && !covered.has(normalizeRouteKey(r.key)))
        .map((r) => r.key);
      expect(uncovered, 'routes of a tax form without a row in FORM_ROUTES').toEqual([]);
    });

    it('has a request builder for every signed-in-only route', () => {
      const keys = byClass('signed-in').map((r) => r.key);
      expect(keys.filter((k) => !SIGNED_IN_REQUESTS[k])).toEqual([]);
      expect(Object.keys(SIGNED_IN_REQUESTS).sort()).toEqual([...keys].sort());
    });

    it('keeps /dev routes dev-only and exempts exactly the provider callback and the page forms from anti-forgery', () => {
      expect(byClass('dev').length).toBeGreaterThan(0);
      expect(byClass('provider-callback')).toHaveLength(1);
      expect(byClass('page-form')).toHaveLength(2);
      for (const route of ROUTES) {
        expect(route.url.startsWith('/dev/'), route.key).toBe(classOf(route) === 'dev');
        expect(route.antiForgeryExempt, route.key).toBe(
          classOf(route) === 'provider-callback' || classOf(route) === 'page-form',
        );
      }
    });
  });
}

/** Authorization, anti-forgery and headers of every route, on the context's database and app. */
export function describeRouteSecurity(ROUTES: RegisteredRoute[], ctx: SecurityContext): void {
  const API_ROUTES = ROUTES.filter((r) => r.url.startsWith('/api'));
  const byClass = (cls: string) => ROUTES.filter((r) => ROUTE_CLASSES[r.key] === cls);
  let production: FastifyInstance;
  let individual: string;

  beforeAll(async () => {
    ({ app: production } = await securityApp(ctx.database, {
      env: { NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'p'.repeat(40) },
    }));
    individual = await mintSession(ctx.database, DEMO_USER.individual);
  });
  afterAll(async () => {
    await production?.close();
  });

  describe('page forms', () => {
    it('lets a forged page form change no table: it sets only the visitor’s own cookies', async () => {
      for (const route of byClass('page-form')) {
        const before = await snapshot(ctx.database.db);
        const res = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          payload: route.url === '/agreement' ? 'choice=agree' : 'language=es',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        });
        expect(res.statusCode, route.key).toBe(303);
        expect(changedTables(before, await snapshot(ctx.database.db)), route.key).toEqual([]);
      }
    });
  });

  describe('authorization', () => {
    const guarded = byClass('signed-in')
      .concat(byClass('taxpayer'))
      .filter((r) => API_ROUTES.includes(r));

    it.each(cases(guarded))(
      'anonymous and dead-token callers of $key get 401 problem+json',
      async ({ route }) => {
        const c = client(ctx.app);
        const anonymous = await validRequest(route, c, undefined);
        expectProblem(anonymous, 401, 'unauthorized');
        expectSecurityHeaders(anonymous, route.url);
        expectProblem(await validRequest(route, c, 'A'.repeat(43)), 401, 'unauthorized');
        expectProblem(await validRequest(route, c, `${individual}x`), 401, 'unauthorized');
      },
    );

    it.each(cases(byClass('public')))(
      'anonymous callers of $key are not refused for want of a session',
      async ({ route }) => {
        const c = client(ctx.app);
        const res =
          route.method === 'GET'
            ? await c.get(fillUrl(route.url))
            : await c.send({ method: route.method as 'POST', url: fillUrl(route.url), payload: {} });
        expect([401, 403], `${route.key}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(500);
      },
    );

    // Each taxpayer-scoped row: a fresh user; anonymous, then someone else's taxpayer, then its own.
    it.each(TAXPAYER_SCOPED_ROUTES.map((row) => ({ name: `${row.route} as ${row.actor}`, row })))(
      '$name: anonymous → 401, other taxpayer → 403, own taxpayer → allowed',
      async ({ row }) => {
        const actor = ACTORS[row.actor];
        const c = client(ctx.app);
        const email = await createUser(ctx.database, {
          isBusinessUser: actor.isBusinessUser,
          taxpayerId: actor.taxpayerId,
          linked: [...actor.linked],
        });
        const token = await mintSession(ctx.database, email);

        const otherForm = row.form ? await insertForm(ctx.database, actor.other, row.form, row.filed) : 0;
        expectProblem(await row.send(c, actor.other, undefined, otherForm), 401, 'unauthorized');

        if (row.scope === 'session') await setSessionFilingAs(ctx.database, token, actor.other);
        const before = await snapshot(ctx.database.db);
        const other = await row.send(c, actor.other, token, otherForm);
        expectProblem(other, 403, 'not-authorized-to-file');
        expect(
          changedTables(before, await snapshot(ctx.database.db)),
          'a refused call stored nothing',
        ).toEqual([]);

        if (row.scope === 'session') await setSessionFilingAs(ctx.database, token, actor.own);
        const ownForm = row.form ? await insertForm(ctx.database, actor.own, row.form, row.filed) : 0;
        const own = await row.send(c, actor.own, token, ownForm);
        expect(row.ownStatuses ?? [200], own.body).toContain(own.statusCode);
      },
    );

    it.each(Object.entries(SIGNED_IN_REQUESTS).map(([key, request]) => ({ key, request })))(
      '$key is allowed for a signed-in user of its kind',
      async ({ request }) => {
        const actor = ACTORS[request.actor];
        const email = await createUser(ctx.database, {
          isBusinessUser: actor.isBusinessUser,
          taxpayerId: actor.taxpayerId,
          linked: [...actor.linked],
        });
        const res = await request.send(client(ctx.app), await mintSession(ctx.database, email));
        expect(request.allowed, res.body).toContain(res.statusCode);
      },
    );

    it('refuses the business-only account calls to an individual user (403)', async () => {
      const businessOnly = Object.values(SIGNED_IN_REQUESTS).filter((r) => r.actor === 'business');
      expect(businessOnly.length).toBeGreaterThan(0);
      for (const request of businessOnly) {
        expectProblem(await request.send(client(ctx.app), individual), 403, 'forbidden');
      }
    });

    it.each(cases(byClass('dev')))(
      '$key answers 404 problem+json in production, signed in or not; it works outside production',
      async ({ route }) => {
        const res = await client(production).get(route.url);
        expectProblem(res, 404, 'not-found');
        expectSecurityHeaders(res, route.url);
        expectProblem(await client(production).get(route.url, individual), 404, 'not-found');
        expect((await client(ctx.app).get(route.url)).statusCode).toBe(200);
      },
    );
  });

  describe('anti-forgery', () => {
    const unsafe = API_ROUTES.filter((r) => !SAFE_METHODS.includes(r.method));
    const xsrf = 'c'.repeat(43);

    // Signed in, so the refusal is the anti-forgery check's; a throwaway session (signout revokes it).
    const attempt = (route: RegisteredRoute, token: string, extra: Partial<InjectOptions>) =>
      ctx.app.inject({
        method: route.method as 'POST',
        url: fillUrl(route.url),
        payload: {},
        ...extra,
        headers: { authorization: `Bearer ${token}`, ...(extra.headers as Record<string, string>) },
      });

    it.each(cases(unsafe.filter((r) => !r.antiForgeryExempt)))(
      '$key refuses a missing, mismatched or cookie-less X-XSRF-TOKEN with 403',
      async ({ route }) => {
        const token = await mintSession(ctx.database, DEMO_USER.individual);
        const before = await snapshot(ctx.database.db);
        const refusals = [
          await attempt(route, token, { cookies: { [XSRF_COOKIE]: xsrf } }),
          await attempt(route, token, {
            cookies: { [XSRF_COOKIE]: xsrf },
            headers: { [XSRF_HEADER]: `${xsrf}d` },
          }),
          await attempt(route, token, {
            cookies: { [XSRF_COOKIE]: xsrf },
            headers: { [XSRF_HEADER]: `${xsrf.slice(0, -1)}d` },
          }),
          await attempt(route, token, { headers: { [XSRF_HEADER]: xsrf } }),
          await attempt(route, token, { cookies: { [XSRF_COOKIE]: '' }, headers: { [XSRF_HEADER]: '' } }),
        ];
        for (const res of refusals) {
          expectProblem(res, 403, 'forbidden');
          expect(res.json().detail).toBe(ANTI_FORGERY_DETAIL);
          expectSecurityHeaders(res, route.url);
        }
        expect(changedTables(before, await snapshot(ctx.database.db))).toEqual([]);
        // The same request with a matching pair gets past the check (whatever the route then says).
        const passed = await attempt(route, token, {
          cookies: { [XSRF_COOKIE]: xsrf },
          headers: { [XSRF_HEADER]: xsrf },
        });
        expect(passed.body).not.toContain(ANTI_FORGERY_DETAIL);
      },
    );

    it.each(cases(API_ROUTES.filter((r) => SAFE_METHODS.includes(r.method))))(
      '$key (a safe method) needs no anti-forgery token',
      async ({ route }) => {
        const res = await ctx.app.inject({ method: 'GET', url: fillUrl(route.url) });
        expect(res.body).not.toContain(ANTI_FORGERY_DETAIL);
      },
    );

    describe.each(cases(unsafe.filter((r) => classOf(r) === 'provider-callback')))(
      'the exempt $key',
      ({ route }) => {
        const body = JSON.stringify({
          remittanceId: '00000000-0000-4000-8000-000000000000',
          outcome: 'succeeded',
          last4: '4242',
          amountCents: 100,
          providerReference: 'ref-1',
        });
        const send = (signature?: string, payload = body) =>
          ctx.app.inject({
            method: 'POST',
            url: route.url,
            payload,
            headers: {
              'content-type': 'application/json',
              ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }),
            },
          });

        it('requires the HMAC signature instead: missing, forged, foreign, stale or for another body → 401', async () => {
          const before = await snapshot(ctx.database.db);
          const now = new Date();
          const refusals = [
            await send(),
            await send('t=1,v1=' + '0'.repeat(64)),
            await send('garbage'),
            await send(signBody('another-secret-that-is-long-enough-000', body, now)),
            await send(signBody(DEV_PAYMENT_CALLBACK_SECRET, body, new Date(now.getTime() - 10 * 60_000))),
            await send(signBody(DEV_PAYMENT_CALLBACK_SECRET, `${body} `, now)),
          ];
          for (const [i, res] of refusals.entries()) {
            expectProblem(res, 401, 'unauthorized');
            expect(res.json().detail, `refusal ${i}`).toBe(
              i === 4 ? CALLBACK_STALE_DETAIL : CALLBACK_SIGNATURE_DETAIL,
            );
            expectSecurityHeaders(res, route.url);
          }
          expect(changedTables(before, await snapshot(ctx.database.db))).toEqual([]);
        });

        it('passes a correctly signed call without any anti-forgery token (404: no such remittance)', async () => {
          const res = await send(signBody(DEV_PAYMENT_CALLBACK_SECRET, body, new Date()));
          expectProblem(res, 404, 'not-found');
        });
      },
    );
  });

  // Issue 16: `/%61pi/auth/signout` is the route `/api/auth/signout`; the rules go by the route.
  describe('percent-encoded paths', () => {
    const spelled = (routes: RegisteredRoute[], spell: (pattern: string) => string[]) =>
      routes.flatMap((route) =>
        spell(route.url).map((spelling) => ({
          key: `${route.method} ${spelling}`,
          route,
          url: fillUrl(spelling),
        })),
      );
    const ruled = ROUTES.filter((r) => r.url.startsWith('/api') || r.url === '/healthz');
    const unsafe = ruled.filter((r) => !SAFE_METHODS.includes(r.method));
    const xsrf = 'e'.repeat(43);

    it('spells every /api route three ways, and /healthz one', () => {
      for (const route of ruled) {
        expect(spelled([route], routedSpellings), route.key).toHaveLength(route.url === '/healthz' ? 1 : 3);
      }
    });

    it.each(
      spelled(
        unsafe.filter((r) => !r.antiForgeryExempt),
        routedSpellings,
      ),
    )(
      '$key is $route.key: 403 without a matching X-XSRF-TOKEN, no-store, nothing stored',
      async ({ route, url }) => {
        const token = await mintSession(ctx.database, DEMO_USER.individual);
        const before = await snapshot(ctx.database.db);
        const send = (headers: Record<string, string>) =>
          ctx.app.inject({
            method: route.method as 'POST',
            url,
            payload: {},
            cookies: { [XSRF_COOKIE]: xsrf },
            headers: { authorization: `Bearer ${token}`, ...headers },
          });
        for (const res of [await send({}), await send({ [XSRF_HEADER]: `${xsrf}x` })]) {
          expectProblem(res, 403, 'forbidden');
          expect(res.json().detail).toBe(ANTI_FORGERY_DETAIL);
          expectSecurityHeaders(res, route.url);
        }
        expect(changedTables(before, await snapshot(ctx.database.db))).toEqual([]);
        // It is the route: with the matching pair it answers as the plain URL's route does.
        const passed = await send({ [XSRF_HEADER]: xsrf });
        expect(passed.body).not.toContain(ANTI_FORGERY_DETAIL);
        expect(passed.body).not.toMatch(/No resource at/);
      },
    );

    it.each(
      spelled(
        unsafe.filter((r) => classOf(r) === 'provider-callback'),
        routedSpellings,
      ),
    )('$key (the exempt $route.key) still requires the signature: 401, no-store', async ({ route, url }) => {
      const res = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expectProblem(res, 401, 'unauthorized');
      expectSecurityHeaders(res, route.url);
    });

    it.each(
      spelled(
        ruled.filter((r) => SAFE_METHODS.includes(r.method)),
        routedSpellings,
      ),
    )('$key answers as $route.key does, with Cache-Control: no-store', async ({ route, url }) => {
      const c = client(ctx.app);
      const plain = await c.get(fillUrl(route.url), individual);
      const res = await c.get(url, individual);
      expect(res.statusCode, res.body).toBe(plain.statusCode);
      expectSecurityHeaders(res, route.url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    });

    it.each(spelled(ruled, unroutedSpellings))(
      '$key matches no route: refused or 404 problem+json, no-store',
      async ({ route, url }) => {
        const token = await mintSession(ctx.database, DEMO_USER.individual);
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          ...(SAFE_METHODS.includes(route.method) ? {} : { payload: {} }),
          headers: { authorization: `Bearer ${token}` },
        });
        expectProblem(res, SAFE_METHODS.includes(route.method) ? 404 : 403);
        expectSecurityHeaders(res, route.url);
      },
    );
  });

  describe('headers', () => {
    const expectHeaders = async (
      status: number,
      url: string,
      res: Awaited<ReturnType<FastifyInstance['inject']>>,
    ) => {
      expect(res.statusCode, res.body).toBe(status);
      expectSecurityHeaders(res, url);
      if (status >= 400) expectProblem(res, status);
    };

    it('are on successful answers', async () => {
      const c = client(ctx.app);
      await expectHeaders(200, '/api/features/public', await c.get('/api/features/public'));
      await expectHeaders(200, '/api/city-tax-form', await c.get('/api/city-tax-form', individual));
      await expectHeaders(200, '/api/auth/signin', await c.signIn(DEMO_USER.individual));
      await expectHeaders(200, '/healthz', await c.get('/healthz'));
      const mailbox = await c.get('/dev/mailbox');
      await expectHeaders(200, '/dev/mailbox', mailbox);
      expect(mailbox.headers['content-type']).toMatch(/^text\/html/);
    });

    it('are on every kind of error answer', async () => {
      const c = client(ctx.app);
      const json = { 'content-type': 'application/json' };
      await expectHeaders(401, '/api/city-tax-form', await c.get('/api/city-tax-form'));
      await expectHeaders(
        403,
        '/api/auth/signin',
        await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} }),
      );
      await expectHeaders(400, '/api/auth/signin', await c.post('/api/auth/signin', { username: 1 }));
      await expectHeaders(
        400,
        '/api/auth/signin',
        await c.send({ method: 'POST', url: '/api/auth/signin', headers: json, payload: '{"username":' }),
      );
      await expectHeaders(404, '/api/no-such-route', await c.get('/api/no-such-route'));
      await expectHeaders(404, '/api/form-w2/999999', await c.get('/api/form-w2/999999', individual));
      await expectHeaders(
        413,
        '/api/auth/signin',
        await c.send({
          method: 'POST',
          url: '/api/auth/signin',
          headers: json,
          payload: `"${'x'.repeat(1_100_000)}"`,
        }),
      );
      await expectHeaders(
        415,
        '/api/auth/signin',
        await c.send({
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'content-type': 'text/xml' },
          payload: '<a/>',
        }),
      );
      // What the router answers before any route runs: a path parameter too long, a URL that does not decode.
      await expectHeaders(414, '/api/form-w2/…', await c.get(`/api/form-w2/${'9'.repeat(500)}`, individual));
      await expectHeaders(400, '/api/form-w2/%E0%A4%A', await c.get('/api/form-w2/%E0%A4%A', individual));
      const other = await mintSession(ctx.database, 'joint@example.com');
      await expectHeaders(403, '/api/taxpayer-info', await c.get('/api/taxpayer-info?id=100001', other));
      await expectHeaders(404, '/nothing-here', await c.get('/nothing-here'));
    });

    it('are on a 5xx answer too, which leaks no internals', async () => {
      // A database that throws an error full of internals on every query.
      const failing = new Proxy(
        {},
        {
          get() {
            throw new TypeError('boom at Object.<anonymous> (/work/main/apps/mock-server/src/x.ts:1:2)');
          },
        },
      ) as Db;
      const broken = await buildApp({ config: testConfig(), db: failing });
      try {
        const res = await client(broken).get('/api/city-tax-form', individual);
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expectSecurityHeaders(res, '/api/city-tax-form');
        expectProblem(res);
        expectNoInternals(res.body);
        expect(res.body).not.toContain('boom');
      } finally {
        await broken.close();
      }
    });
  });
}
