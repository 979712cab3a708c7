import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, openTestDb, type TestDatabase } from './helpers';

/*
 * Issue 31: the prerendered pages' forms posted by the browser before the page's script has run.
 * "I Agree" sets the agreement cookie and goes on to Log in; "I Disagree" goes back to the
 * agreement, which then says why; the language switch sets the language cookie and shows the page
 * it was on again. No anti-forgery token: a page without its script cannot send one.
 */

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
});

describe('prerendered pages’ forms without their script', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDb('pglite');
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const { body, ...type } = form(fields);
    return app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...type, host: 'portal.test', ...headers },
    });
  };

  it('I Agree sets the agreement cookie (SameSite strict, a year) and goes on to Log in', async () => {
    const res = await post('/agreement', { choice: 'agree' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login');
    const cookie = res.cookies.find((c) => c.name === 'disclaimer');
    expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Strict', maxAge: 31_536_000 });
  });

  it('I Disagree sets nothing and shows the agreement again, saying why', async () => {
    const res = await post('/agreement', { choice: 'disagree' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?agreement=declined');
    expect(res.cookies.find((c) => c.name === 'disclaimer')).toBeUndefined();
  });

  it('the language switch sets the language cookie and shows the same page again', async () => {
    const res = await post(
      '/language',
      { language: 'es' },
      { referer: 'http://portal.test/auth/login?returnUrl=%2Fdashboard' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/login?returnUrl=%2Fdashboard');
    expect(res.cookies.find((c) => c.name === 'citytax.language')).toMatchObject({
      value: 'es',
      path: '/',
      sameSite: 'Lax',
    });
  });

  it.each([
    ['another site', 'https://evil.example/auth/login'],
    ['a path that leaves the origin', 'http://portal.test//evil.example'],
    ['no address', ''],
  ])('after the language switch from %s, goes home', async (_case, referer) => {
    const res = await post('/language', { language: 'en' }, referer ? { referer } : {});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it.each([
    ['/agreement', { choice: 'maybe' }],
    ['/agreement', {}],
    ['/language', { language: 'fr' }],
  ])('answers %s with %j as a 400 problem', async (url, fields) => {
    const res = await post(url, fields);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});
