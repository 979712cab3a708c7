import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { DEMO_PASSWORD } from '../../apps/mock-server/src/db/seed';
import { passSecondStep, type PendingSecondStep, type PostJson } from './secondStep';

/*
 * A browser-like HTTP client for a running server (fetch): it keeps one XSRF cookie, echoes it on
 * unsafe calls and sends the session token as a bearer token, as the portal does.
 */

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
  json<T = unknown>(): T;
}

export { DEMO_PASSWORD };

export function httpClient(baseUrl: string) {
  const xsrf = randomBytes(16).toString('hex');
  let token: string | undefined;

  async function send(
    method: string,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: string | null } = {},
  ): Promise<HttpResponse> {
    const headers: Record<string, string> = { cookie: `${XSRF_COOKIE}=${xsrf}`, ...options.headers };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) headers[XSRF_HEADER] = xsrf;
    const bearer = options.token === null ? undefined : (options.token ?? token);
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  return {
    /** The server's address (its PUBLIC_URL in these tests). */
    baseUrl,
    send,
    get: (url: string, options?: { token?: string | null }) => send('GET', url, options),
    post: (
      url: string,
      body?: unknown,
      options?: { headers?: Record<string, string>; token?: string | null },
    ) => send('POST', url, { ...options, body }),
    put: (
      url: string,
      body?: unknown,
      options?: { headers?: Record<string, string>; token?: string | null },
    ) => send('PUT', url, { ...options, body }),
    /**
     * Signs in, passing a second step if one is owed (ADR 0045; the server's PUBLIC_URL is
     * `baseUrl`), and keeps the token for later calls; returns it.
     */
    async signIn(username: string, password = DEMO_PASSWORD): Promise<string> {
      const res = await send('POST', '/api/auth/signin', { body: { username, password }, token: null });
      if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.text}`);
      const answer = res.json<{ token?: string; secondStep?: PendingSecondStep }>();
      if (answer.secondStep) {
        const post: PostJson = async (url, body) => {
          const reply = await send('POST', url, { body, token: null });
          return { status: reply.status, body: reply.json() };
        };
        token = (await passSecondStep(post, answer.secondStep, baseUrl)).token as string;
      } else token = answer.token!;
      return token;
    },
    useToken(value: string | undefined) {
      token = value;
    },
    get token() {
      return token;
    },
  };
}
