import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isSameOrigin, readCookie } from './client';
import { httpErrorMessages, UNEXPECTED_ERROR_MESSAGE } from './errors';
import { contactLine, problemMessage } from './problems';

const ORIGIN = 'https://portal.example';

function recordingFetch(responses: Response[] = []) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return (
      responses.shift() ??
      new Response(JSON.stringify({ ok: true }), {
        headers: { 'content-type': 'application/json' },
      })
    );
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('createApiClient', () => {
  describe('early reads', () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

    it('takes a same-origin GET under way with the headers it would send, instead of fetching', async () => {
      const { fn, calls } = recordingFetch();
      const asked: { url: string; headers: Readonly<Record<string, string>> }[] = [];
      const client = createApiClient({
        fetch: fn,
        origin: ORIGIN,
        getToken: () => 'tok',
        takeEarlyRead: (url, headers) => {
          asked.push({ url, headers });
          return Promise.resolve(json({ early: true }));
        },
      });
      await expect(client.get('/api/thing')).resolves.toEqual({ early: true });
      expect(calls).toHaveLength(0);
      expect(asked).toEqual([
        {
          url: '/api/thing',
          headers: { Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer tok' },
        },
      ]);
    });

    it('fetches when none is under way, and never offers a write or another origin', async () => {
      const { fn, calls } = recordingFetch();
      const takeEarlyRead = vi.fn(() => undefined);
      const client = createApiClient({
        fetch: fn,
        origin: ORIGIN,
        getToken: () => 'tok',
        getCookies: () => 'XSRF-TOKEN=x',
        takeEarlyRead,
      });
      await client.get('/api/thing');
      await client.post('/api/thing', {});
      await client.get('https://elsewhere.example/api/thing');
      expect(takeEarlyRead).toHaveBeenCalledTimes(1);
      expect(calls.map((c) => c.init.method)).toEqual(['GET', 'POST', 'GET']);
    });

    it('turns an early read that fails into an ApiError and reports a 401, as a fetched one', async () => {
      const onAuthFailure = vi.fn();
      const client = createApiClient({
        fetch: recordingFetch().fn,
        origin: ORIGIN,
        onAuthFailure,
        takeEarlyRead: () =>
          Promise.resolve(
            new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 }), {
              status: 401,
              headers: { 'content-type': 'application/problem+json' },
            }),
          ),
      });
      await expect(client.get('/api/thing')).rejects.toBeInstanceOf(ApiError);
      expect(onAuthFailure).toHaveBeenCalledTimes(1);
    });

    it('rejects when the caller aborts while the early read is still under way', async () => {
      const controller = new AbortController();
      const client = createApiClient({
        fetch: recordingFetch().fn,
        origin: ORIGIN,
        takeEarlyRead: () => new Promise<Response>(() => undefined),
      });
      const read = client.get('/api/thing', { signal: controller.signal });
      controller.abort();
      await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  it('attaches the bearer token and anti-forgery header to same-origin non-GET requests', async () => {
    const { fn, calls } = recordingFetch();
    const client = createApiClient({
      fetch: fn,
      origin: ORIGIN,
      getToken: () => 'tok',
      getCookies: () => 'a=1; XSRF-TOKEN=xsrf%3D1',
    });
    await client.post('/api/thing', { x: 1 });
    expect(headersOf(calls[0]!.init).Authorization).toBe('Bearer tok');
    expect(headersOf(calls[0]!.init)['X-XSRF-TOKEN']).toBe('xsrf=1');
    expect(calls[0]!.init.body).toBe('{"x":1}');
  });

  it('sends no anti-forgery header on GET', async () => {
    const { fn, calls } = recordingFetch();
    const client = createApiClient({
      fetch: fn,
      origin: ORIGIN,
      getToken: () => 'tok',
      getCookies: () => 'XSRF-TOKEN=x',
    });
    await client.get('/api/thing');
    expect(headersOf(calls[0]!.init).Authorization).toBe('Bearer tok');
    expect(headersOf(calls[0]!.init)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('never sends the token or anti-forgery header to another origin', async () => {
    const { fn, calls } = recordingFetch();
    const client = createApiClient({
      fetch: fn,
      origin: ORIGIN,
      baseUrl: 'https://evil.example',
      getToken: () => 'tok',
      getCookies: () => 'XSRF-TOKEN=x',
    });
    await client.post('/api/thing', {});
    expect(headersOf(calls[0]!.init).Authorization).toBeUndefined();
    expect(headersOf(calls[0]!.init)['X-XSRF-TOKEN']).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('omit');
  });

  it('fetches an anti-forgery cookie first when there is none', async () => {
    let cookies = '';
    const { fn, calls } = recordingFetch();
    const wrapped = (async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/features/public')) cookies = 'XSRF-TOKEN=fresh';
      return fn(url, init);
    }) as typeof fetch;
    const client = createApiClient({ fetch: wrapped, origin: ORIGIN, getCookies: () => cookies });
    await client.post('/api/auth/signin', {});
    expect(calls.map((c) => c.url)).toEqual(['/api/features/public', '/api/auth/signin']);
    expect(headersOf(calls[1]!.init)['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('turns problem+json into an ApiError and reports 401/403', async () => {
    const problem = {
      type: 'https://x/problems/unauthorized',
      title: 'Unauthorized',
      detail: 'Sign in.',
      status: 401,
    };
    const { fn } = recordingFetch([
      new Response(JSON.stringify(problem), {
        status: 401,
        headers: { 'content-type': 'application/problem+json' },
      }),
    ]);
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: fn, origin: ORIGIN, onAuthFailure });
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).problem?.detail).toBe('Sign in.');
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('does not report other errors as auth failures', async () => {
    const { fn } = recordingFetch([new Response('boom', { status: 500 })]);
    const onAuthFailure = vi.fn();
    const client = createApiClient({ fetch: fn, origin: ORIGIN, onAuthFailure });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 500, body: 'boom' });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('isSameOrigin', () => {
  it.each([
    ['/api/x', true],
    ['https://portal.example/api', true],
    ['//evil.example/api', false],
    ['https://portal.example.evil.example/', false],
    ['http://portal.example/api', false],
  ])('%s → %s', (url, expected) => {
    expect(isSameOrigin(url, ORIGIN)).toBe(expected);
  });
});

describe('readCookie', () => {
  it('reads and decodes one cookie', () => {
    expect(readCookie('a=1; XSRF-TOKEN=a%2Bb; c=3', 'XSRF-TOKEN')).toBe('a+b');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('httpErrorMessages (spec §8 generic HTTP error toast)', () => {
  it.each([
    ['a string body as is', 'Plain message', ['Plain message']],
    ['a body without an errors map', { title: 'x' }, [UNEXPECTED_ERROR_MESSAGE]],
    ['the first message of each field', { errors: { a: ['A1', 'A2'], b: ['B1'] } }, ['A1', 'B1']],
  ])('%s', (_name, body, expected) => {
    expect(httpErrorMessages(new ApiError(400, body))).toEqual(expected);
  });
  it('uses the exact spec text for the unexpected error', () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('problemMessage (spec §8 problem types)', () => {
  const contact = { email: 'help@city.example', phone: '555-0100' };
  const p = (name: string, detail = 'server detail') => ({
    type: `https://x/problems/${name}`,
    title: 't',
    detail,
  });
  it.each([
    [
      'missing-tax-rate',
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    ],
    [
      'missing-tax-form',
      'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
    ],
    [
      'tax-form-already-filed',
      'Your tax form has already been filed. You can no longer make changes to your tax form.',
    ],
    ['not-authorized-to-file', 'This user is not authorized to file this form for this taxpayer'],
    [
      'account-migration-required',
      'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
    ],
    [
      'misconfigured-account',
      `Our records indicate that your account is not properly configured at this time. ${contactLine(contact)}`,
    ],
    [
      'inactive-user-account',
      `Our records indicate that your account is not active at this time. ${contactLine(contact)}`,
    ],
    ['something-else', 'server detail'],
  ])('%s', (name, expected) => {
    expect(problemMessage(p(name), contact)).toBe(expected);
  });
  it('puts the configured support email and phone in the contact line', () => {
    expect(contactLine(contact)).toContain('help@city.example');
    expect(contactLine(contact)).toContain('555-0100');
  });
});
