import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalPagesManifest } from '../src/portalPages';
import { makeApp, openTestDb, type TestDatabase } from './helpers';

/*
 * The prerendered pages (ADR 0042) as the server picks them: by address, by the visitor's language
 * (the cookie, else the browser's first language) and by the agreement cookie. A built portal is
 * served in tests/e2e/prerender.spec.ts; here a small dist of the same shape.
 */

const MANIFEST: PortalPagesManifest = {
  languages: ['en', 'es'],
  pages: [
    { name: 'agreement', path: '/', visitor: 'new' },
    { name: 'login', path: '/auth/login', visitor: 'signed-out' },
    { name: 'landing', path: '/landing', visitor: 'agreed' },
    { name: 'not-found', path: '/page-not-found', visitor: 'signed-out' },
  ],
  notFound: 'not-found',
  shells: { signedIn: 'shell-signed-in', public: 'shell' },
  routes: [
    { pattern: '/', signedIn: false },
    { pattern: '/auth/login', signedIn: false },
    { pattern: '/auth/forgot-password', signedIn: false },
    { pattern: '/landing', signedIn: false },
    { pattern: '/dashboard', signedIn: true, shell: 'shell-signed-in--Dashboard' },
    { pattern: '/form/:id/confirmation', signedIn: true },
  ],
};

describe('prerendered portal pages', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'citytax-pages-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const locale of MANIFEST.languages) {
      mkdirSync(path.join(dist, 'pages', locale), { recursive: true });
      for (const name of [
        ...MANIFEST.pages.map((p) => p.name),
        'shell',
        'shell-signed-in',
        'shell-signed-in--Dashboard',
      ]) {
        const html = `<!doctype html><html lang="${locale}"><div id="root" data-page="${name}">${'x'.repeat(2000)}</div>`;
        writeFileSync(path.join(dist, 'pages', locale, `${name}.html`), html);
        writeFileSync(path.join(dist, 'pages', locale, `${name}.html.br`), brotliCompressSync(html));
      }
    }
    writeFileSync(path.join(dist, 'pages/manifest.json'), JSON.stringify(MANIFEST));
    database = await openTestDb('pglite');
    app = await makeApp(database, { env: { PORTAL_DIST: dist } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const pageOf = (body: string) => /data-page="([^"]+)"/.exec(body)?.[1];
  const langOf = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];

  it('sends the page rendered for the address, with no-cache, its language and the security headers', async () => {
    const res = await get('/auth/login');
    expect(res.statusCode).toBe(200);
    expect(pageOf(res.body)).toBe('login');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(pageOf((await get('/auth/login/')).body)).toBe('login');
  });

  it('picks the language by the cookie, else by the browser’s most preferred language', async () => {
    expect(langOf((await get('/', { 'accept-language': 'es-MX,es;q=0.9' })).body)).toBe('es');
    expect(langOf((await get('/', { 'accept-language': 'en-US,es;q=0.9' })).body)).toBe('en');
    expect(langOf((await get('/', { 'accept-language': 'es', cookie: 'citytax.language=en' })).body)).toBe(
      'en',
    );
    expect(langOf((await get('/', { cookie: 'citytax.language=es' })).body)).toBe('es');
    // Anything else is no choice: the header decides, and a header that names nothing is English.
    expect(langOf((await get('/', { cookie: 'citytax.language=fr', 'accept-language': '*' })).body)).toBe(
      'en',
    );
  });

  it('sends a page only to the visitor it was rendered for, as far as the agreement cookie tells', async () => {
    expect(pageOf((await get('/')).body)).toBe('agreement');
    // Agreed: `/` moves on (to login or the dashboard), so the frame, not the agreement.
    expect(pageOf((await get('/', { cookie: 'disclaimer=true' })).body)).toBe('shell');
    expect(pageOf((await get('/landing', { cookie: 'disclaimer=true' })).body)).toBe('landing');
    expect(pageOf((await get('/landing')).body)).toBe('shell');
  });

  it('sends the frame for the other pages (with the menu outline when signed in), 404 for no page', async () => {
    expect(pageOf((await get('/auth/forgot-password')).body)).toBe('shell');
    // A frame made for the route when there is one (its page's chunks preloaded).
    expect(pageOf((await get('/dashboard')).body)).toBe('shell-signed-in--Dashboard');
    expect(pageOf((await get('/form/42/confirmation?x=1')).body)).toBe('shell-signed-in');
    for (const url of ['/no/such/page', '/form/42', '/page-not-found']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(pageOf(res.body), url).toBe('not-found');
    }
  });

  it('sends the precompressed page to a browser that accepts it', async () => {
    const res = await get('/auth/login', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(pageOf(brotliDecompressSync(res.rawPayload).toString())).toBe('login');
  });

  it('still answers the API and missing assets as before', async () => {
    expect((await get('/api/nothing')).headers['content-type']).toMatch(/problem\+json/);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/index.html')).statusCode).toBe(200);
  });

  it('sends a page’s form posted before its script ran back to the page (303), nothing in the address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login');
  });

  it.each([
    '//evil.example',
    '/..//evil.example',
    '/%2F%2Fevil.example/..',
    '/%5Cevil.example',
    '/.%2e//evil.example',
  ])('sends a form posted to %j nowhere but this origin (issue 30, finding 9)', async (url) => {
    const res = await app.inject({
      method: 'POST',
      url,
      // With the anti-forgery token: without it only a plain page address is answered (403).
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${XSRF_COOKIE}=t0ken`,
        [XSRF_HEADER]: 't0ken',
      },
      payload: 'x=1',
    });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(new URL(location, 'http://portal.test/').origin).toBe('http://portal.test');
    expect(location).toMatch(/^\/(?![/\\])/);
  });
});
