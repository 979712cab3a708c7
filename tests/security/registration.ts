import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { client } from '../../apps/mock-server/test/helpers';
import { listOutbox } from '../../apps/mock-server/src/mail/outbox';
import {
  expectProblem,
  expectSecurityHeaders,
  securityApp,
  type RegisteredRoute,
  type SecurityContext,
} from './support';

/*
 * Registration (issue 16, item 2; ADR 0022): a new taxpayer's registration answers alike for a known
 * and an unknown SSN/EIN (status, body, headers, about the time), and every /api/register route is
 * limited per email address and per taxpayer ID with 429 problem+json and Retry-After.
 */

let seq = 0;
const newId = (lead: string) =>
  `${lead}${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;

const address = { street: '10 Lake Rd', city: 'Cleveland', state: 'OH', zip: '44102' };
const individual = (ssn: string, email: string) => ({
  firstName: 'Robin',
  lastName: 'Hale',
  ssn,
  address,
  phoneNumber: '216-555-0199',
  email,
});
const business = (ein: string, email: string) => ({
  businessName: 'Gateway Coffee LLC',
  ein,
  address,
  phoneNumber: '(216) 555-0111',
  contactFirstName: 'Jamie',
  contactLastName: 'Cole',
  email,
});
const token = 'A'.repeat(43);

/**
 * Every /api/register route, with a call that names one email address (or, for the routes that
 * take none, one taxpayer ID). A register route missing here fails the suite.
 */
const LIMITED: Record<
  string,
  (key: { email: string; id: string }) => { method: 'GET' | 'POST'; url: string; payload?: object }
> = {
  'POST /api/register/check_registration': ({ id }) => ({
    method: 'POST',
    url: '/api/register/check_registration',
    payload: { taxpayerId: id },
  }),
  'POST /api/register/individual': ({ email }) => ({
    method: 'POST',
    url: '/api/register/individual',
    payload: individual(newId('7'), email),
  }),
  'POST /api/register/business': ({ email }) => ({
    method: 'POST',
    url: '/api/register/business',
    payload: business(newId('8'), email),
  }),
  'POST /api/register/web': ({ email, id }) => ({
    method: 'POST',
    url: '/api/register/web',
    payload: { taxpayerId: id, federalIdLast4: '0000', zip: '44102', accessCode: 'AAAA-BBBB-CCCC', email },
  }),
  'POST /api/register/existing-taxpayer-registration-email': ({ id }) => ({
    method: 'POST',
    url: '/api/register/existing-taxpayer-registration-email',
    payload: { taxpayerId: id, federalIdLast4: '0000', zip: '44102', accessCode: 'AAAA-BBBB-CCCC' },
  }),
  'POST /api/register/complete-partial-registration': ({ email, id }) => ({
    method: 'POST',
    url: '/api/register/complete-partial-registration',
    payload: { taxpayerId: id, federalIdLast4: '0000', zip: '44102', accessCode: 'AAAA-BBBB-CCCC', email },
  }),
  'POST /api/register/confirm-email': ({ email }) => ({
    method: 'POST',
    url: '/api/register/confirm-email',
    payload: { emailAddress: email, emailConfirmationToken: token, password: 'Lake-Erie-Sunset-42' },
  }),
  'GET /api/register/email-confirmation-status': ({ email }) => ({
    method: 'GET',
    url: `/api/register/email-confirmation-status?emailAddress=${encodeURIComponent(email)}&token=${token}`,
  }),
  'GET /api/register/resend-confirmation-email': ({ email }) => ({
    method: 'GET',
    url: `/api/register/resend-confirmation-email?emailAddress=${encodeURIComponent(email)}`,
  }),
  'POST /api/register/confirm-legacy-email': ({ email }) => ({
    method: 'POST',
    url: '/api/register/confirm-legacy-email',
    payload: { email, token, password: 'Lake-Erie-Sunset-42' },
  }),
};

function stableHeaders(res: LightMyRequestResponse): Record<string, unknown> {
  const {
    date: _date,
    'set-cookie': _cookie,
    'x-ratelimit-remaining': _r,
    'x-ratelimit-reset': _s,
    ...rest
  } = res.headers;
  return rest;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function describeRegistration(ROUTES: RegisteredRoute[], ctx: SecurityContext): void {
  describe('registration reveals nothing about who is registered', () => {
    it.each([
      ['SSN', '/api/register/individual', '123456789', () => newId('7'), individual],
      ['EIN', '/api/register/business', '341234567', () => newId('8'), business],
    ] as const)(
      'a known and an unknown %s get the same status, body and headers',
      async (_what, url, knownId, unknownId, body) => {
        const c = client(ctx.app);
        const known = await c.post(url, body(knownId, `known-${newId('1')}@example.com`));
        const unknown = await c.post(url, body(unknownId(), `unknown-${newId('1')}@example.com`));
        expect(known.statusCode, known.body).toBe(200);
        expect(unknown.statusCode).toBe(200);
        expect(known.body).toBe(unknown.body);
        expect(stableHeaders(known)).toEqual(stableHeaders(unknown));
        expect(known.json()).toEqual({ status: 'AccountCreated', taxpayerId: null });
      },
    );

    it.each([
      ['SSN', '/api/register/individual', '123456789', () => newId('7'), individual],
      ['EIN', '/api/register/business', '341234567', () => newId('8'), business],
    ] as const)(
      'a known and an unknown %s take comparable time',
      async (_what, url, knownId, unknownId, body) => {
        const c = client(ctx.app);
        const time = async (id: string) => {
          const start = process.hrtime.bigint();
          const res = await c.post(url, body(id, `t-${newId('1')}@example.com`));
          expect(res.statusCode).toBe(200);
          return Number(process.hrtime.bigint() - start) / 1e6;
        };
        await time(knownId);
        await time(unknownId());
        const known: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 7; i++) {
          known.push(await time(knownId));
          unknown.push(await time(unknownId()));
        }
        const detail = `known ${known.join(', ')} / unknown ${unknown.join(', ')} ms`;
        // Pragmatic: neither path several times faster than the other.
        expect(median(known) * 4, detail).toBeGreaterThan(median(unknown));
        expect(median(unknown) * 4, detail).toBeGreaterThan(median(known));
      },
    );
  });

  describe('registration limits', () => {
    const MAX = 2;
    let limited: FastifyInstance;
    beforeAll(async () => {
      ({ app: limited } = await securityApp(ctx.database, {
        env: { REGISTRATION_RATE_LIMIT_MAX: String(MAX) },
      }));
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('every /api/register route has a row here', () => {
      const routes = ROUTES.filter((r) => r.url.startsWith('/api/register/')).map((r) => r.key);
      expect(routes.sort()).toEqual(Object.keys(LIMITED).sort());
    });

    it.each(Object.entries(LIMITED))(
      '%s answers 429 problem+json with Retry-After past the limit per address or taxpayer',
      async (_key, call) => {
        const c = client(limited);
        const key = { email: `limit-${newId('1')}@example.com`, id: String(900_000 + (seq++ % 99_999)) };
        for (let i = 0; i < MAX; i++) {
          const res = await c.send(call(key));
          expect(res.statusCode, res.body).not.toBe(429);
        }
        const res = await c.send(call(key));
        expectProblem(res, 429, 'too-many-requests');
        expectSecurityHeaders(res, call(key).url);
        const retryAfter = Number(res.headers['retry-after']);
        expect(Number.isInteger(retryAfter)).toBe(true);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        // Another address or taxpayer is not affected.
        const other = await c.send(
          call({ email: `other-${newId('1')}@example.com`, id: String(800_000 + seq++) }),
        );
        expect(other.statusCode).not.toBe(429);
      },
    );

    it('30 business registrations naming one address queue no more than the limit of mails to it', async () => {
      const c = client(limited);
      const victim = `victim-${newId('1')}@example.com`;
      const answers: number[] = [];
      for (let i = 0; i < 30; i++)
        answers.push((await c.post('/api/register/business', business(newId('8'), victim))).statusCode);
      expect(answers.filter((s) => s === 429)).toHaveLength(30 - MAX);
      expect((await listOutbox(ctx.database.db, victim)).length).toBeLessThanOrEqual(2 * MAX);
    });
  });
}
