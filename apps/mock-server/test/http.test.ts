import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { CONTENT_SECURITY_POLICY } from '../src/security';
import { client, drivers, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';

const signInBody = { username: 'individual@example.com', password: 'Demo-Password-1' };

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe.each(drivers)('HTTP behaviour (%s)', (driver) => {
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

  describe('anti-forgery', () => {
    it('issues an XSRF-TOKEN cookie to a request without one', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/features/public' });
      const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
      expect(cookie).toBeDefined();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.secure).toBeFalsy();
    });

    it('does not replace an existing cookie', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/features/public',
        cookies: { [XSRF_COOKIE]: 'abc' },
      });
      expect(res.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
    });

    it('rejects a POST without the header', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        cookies: { [XSRF_COOKIE]: 'abc' },
        payload: signInBody,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        type: problemType('forbidden'),
        detail: 'Missing or invalid anti-forgery token.',
        status: 403,
      });
    });

    it('rejects a POST whose header does not match the cookie', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        cookies: { [XSRF_COOKIE]: 'abc' },
        headers: { [XSRF_HEADER]: 'abd' },
        payload: signInBody,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Missing or invalid anti-forgery token.');
    });

    it('rejects a POST with a header but no cookie', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { [XSRF_HEADER]: 'abc' },
        payload: signInBody,
      });
      expect(res.statusCode).toBe(403);
    });

    it('passes a POST whose header matches the cookie', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        cookies: { [XSRF_COOKIE]: 'abc' },
        headers: { [XSRF_HEADER]: 'abc' },
        payload: signInBody,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('problem+json errors', () => {
    it('names a missing field', async () => {
      const res = await client(app).post('/api/auth/signin', { username: 'individual@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = res.json();
      expect(body).toMatchObject({
        type: problemType('validation-error'),
        status: 400,
        detail: 'body.password: is required',
      });
      expect(body.errors).toEqual({ password: ['is required'] });
    });

    it('names a bad email', async () => {
      const res = await client(app).post('/api/auth/signin', { username: 'nope', password: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('body.username: must be a valid email address');
      expect(res.json().errors).toEqual({ username: ['must be a valid email address'] });
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const res = await client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        type: problemType('validation-error'),
        detail: 'The request body is not valid JSON.',
      });
      expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
      expect(res.json()).not.toHaveProperty('stack');
    });

    it('answers a missing body with 400', async () => {
      const res = await client(app).post('/api/auth/signin');
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('body: is required');
    });

    it('answers an unsupported content type with 415', async () => {
      const res = await client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it('answers a too-large body with 413', async () => {
      const res = await client(app).send({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().status).toBe(413);
    });

    it('answers a bad query parameter with 400 naming it', async () => {
      const c = client(app);
      const token = await c.token('individual@example.com');
      const res = await c.get('/api/taxpayer-info?id=12a', token);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('query.id: must be a taxpayer ID of digits only');
    });

    it('answers an unknown /api route with a 404 problem', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await client(app).send({ method, url: '/api/no-such-thing' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ type: problemType('not-found'), status: 404 });
      }
    });
  });

  describe('headers', () => {
    it.each(['/api/features/public', '/healthz', '/api/no-such-thing'])(
      'sets security headers on %s',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        expectSecurityHeaders(res.headers);
      },
    );

    it('sets Cache-Control no-store on the API, including errors', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/features/inactivity-config' })).headers[
          'cache-control'
        ],
      ).toBe('no-store');
      expect((await app.inject({ method: 'GET', url: '/api/taxpayer-info' })).headers['cache-control']).toBe(
        'no-store',
      );
    });
  });

  it('answers /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  describe('features', () => {
    it('serves the defaults (all on) to a signed-in user', async () => {
      const c = client(app);
      const token = await c.token('business@example.com');
      const res = await c.get('/api/features', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ features: { EinManagement: true, 'Public.FAQ': true } });
    });

    it('requires a session for /api/features', async () => {
      expect((await client(app).get('/api/features')).statusCode).toBe(401);
    });

    it('turns features off from config', async () => {
      const off = await makeApp(database, {
        env: { FEATURE_EIN_MANAGEMENT: 'off', FEATURE_PUBLIC_FAQ: '0' },
      });
      try {
        const c = client(off);
        const token = await c.token('business@example.com');
        expect((await c.get('/api/features', token)).json()).toEqual({
          features: { EinManagement: false, 'Public.FAQ': false },
        });
        expect((await c.get('/api/features/public')).json()).toEqual({ features: { 'Public.FAQ': false } });
      } finally {
        await off.close();
      }
    });

    it('serves public flags without a session', async () => {
      const res = await client(app).get('/api/features/public');
      expect(res.json()).toEqual({ features: { 'Public.FAQ': true } });
    });

    it('serves the inactivity config, default and configured', async () => {
      expect((await client(app).get('/api/features/inactivity-config')).json()).toEqual({
        warningTime: 900_000,
        logoutTime: 1_200_000,
      });
      const custom = await makeApp(database, {
        env: { INACTIVITY_WARNING_MS: '60000', INACTIVITY_LOGOUT_MS: '120000' },
      });
      try {
        expect((await client(custom).get('/api/features/inactivity-config')).json()).toEqual({
          warningTime: 60_000,
          logoutTime: 120_000,
        });
      } finally {
        await custom.close();
      }
    });
  });

  describe('portal static files', () => {
    let portalApp: FastifyInstance;
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(os.tmpdir(), 'citytax-dist-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>City Tax</title>');
      writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
      const big = `console.log(${JSON.stringify('x'.repeat(4000))})`;
      writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), big);
      writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
      writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
      portalApp = await makeApp(database, { env: { PORTAL_DIST: dist } });
    });
    afterAll(async () => {
      await portalApp?.close();
    });

    it('serves index.html at / and for client routes, with no-cache', async () => {
      for (const url of ['/', '/dashboard', '/forms/individual/annual-return?x=1']) {
        const res = await portalApp.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>City Tax</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
        expectSecurityHeaders(res.headers);
      }
    });

    it('serves hashed assets with a long cache', async () => {
      const res = await portalApp.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the precompressed brotli or gzip file to a client that accepts it', async () => {
      const url = '/assets/big-abc123.js';
      const br = await portalApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('xxxx');
      const gz = await portalApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toContain('xxxx');
      const plain = await portalApp.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('xxxx');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a missing asset and unknown /api routes with 404, not index.html', async () => {
      expect((await portalApp.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await portalApp.inject({ method: 'GET', url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().type).toBe(problemType('not-found'));
    });

    it('answers percent-encoded spellings of /api and /assets as the router reads them (issue 16)', async () => {
      for (const url of ['/%61pi/nothing', '/%61%70%69/nothing?x=1', '/%61ssets/missing.js']) {
        const res = await portalApp.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().type).toBe(problemType('not-found'));
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    });
  });
});
