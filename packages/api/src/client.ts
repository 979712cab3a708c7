import type { z } from 'zod';
import { XSRF_COOKIE, XSRF_HEADER } from './constants';
import { problemSchema, type Problem } from './problems';
import { JSON_ACCEPT, requestHeaders } from './requestHeaders';

/** An HTTP error from the API, with the parsed problem+json body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const parsed = problemSchema.safeParse(body);
    const problem = parsed.success ? parsed.data : undefined;
    super(problem?.detail ?? problem?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientOptions {
  /** Where /api lives; defaults to the page's own origin. */
  baseUrl?: string;
  /** The current session token, if signed in. */
  getToken?: () => string | null | undefined;
  /** Called on every 401/403 answer (the portal signs out when the user was signed in). */
  onAuthFailure?: (error: ApiError) => void;
  /** The page's origin: the token and anti-forgery header go to this origin only. */
  origin?: string;
  /** Cookie source for the anti-forgery token (defaults to document.cookie). */
  getCookies?: () => string;
  fetch?: typeof fetch;
  /**
   * A GET already under way with exactly these headers (the portal's early reads): its answer is
   * used instead of a new request. Asked only for same-origin GETs.
   */
  takeEarlyRead?: (url: string, headers: Readonly<Record<string, string>>) => Promise<Response> | undefined;
}

export interface RequestOptions<T> {
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Sent as Idempotency-Key: the server stores at most one record per key, so a
   * double submit (or a retry after a lost answer) creates exactly one.
   */
  idempotencyKey?: string | undefined;
}

/** A response under way that rejects as fetch does once `signal` aborts. */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** True when `url` (absolute or relative) points at `origin`. */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A response's body: JSON when it says so, else its text, else undefined. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/** The file name of a Content-Disposition header (`filename="…"` or `filename=…`), if safe. */
export function fileNameOf(disposition: string | null): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : undefined;
}

/**
 * The one place that talks HTTP. It attaches the bearer token only to
 * same-origin requests and the anti-forgery header only to non-GET
 * same-origin requests, and turns error bodies into ApiError.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const origin = () => options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const cookies = () => options.getCookies?.() ?? globalThis.document?.cookie ?? '';

  async function ensureXsrfToken(base: string): Promise<string | undefined> {
    let token = readCookie(cookies(), XSRF_COOKIE);
    if (!token) {
      // Any GET sets the anti-forgery cookie; this one is cheap and public.
      await doFetch(`${base}/api/features/public`, { credentials: 'same-origin' });
      token = readCookie(cookies(), XSRF_COOKIE);
    }
    return token;
  }

  /** Sends one request with the session's headers; a failed answer is thrown as ApiError. */
  async function send(method: Method, path: string, opts: RequestOptions<unknown>, accept: string) {
    const base = options.baseUrl ?? '';
    const url = `${base}${path}`;
    const sameOrigin = isSameOrigin(url, origin());
    const headers = requestHeaders(accept, sameOrigin ? options.getToken?.() : null);
    if (sameOrigin && method !== 'GET') {
      const xsrf = await ensureXsrfToken(base);
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const early = sameOrigin && method === 'GET' ? options.takeEarlyRead?.(url, headers) : undefined;
    const response = await (early
      ? abortable(early, opts.signal)
      : doFetch(url, {
          method,
          headers,
          body,
          signal: opts.signal,
          credentials: sameOrigin ? 'same-origin' : 'omit',
        }));
    if (!response.ok) {
      const error = new ApiError(response.status, await bodyOf(response));
      if (response.status === 401 || response.status === 403) options.onAuthFailure?.(error);
      throw error;
    }
    return response;
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const data = await bodyOf(await send(method, path, opts, JSON_ACCEPT));
    return opts.schema ? opts.schema.parse(data) : (data as T);
  }

  /**
   * A file the server makes (a filed form's PDF copy), fetched with the session's bearer token,
   * with the name the server gives it (Content-Disposition) or `fallbackName`.
   */
  async function download(path: string, fallbackName = 'download'): Promise<DownloadedFile> {
    const response = await send('GET', path, {}, 'application/pdf, application/problem+json');
    const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
    return { blob: await response.blob(), fileName: name };
  }

  return {
    request,
    download,
    get: <T>(path: string, opts?: RequestOptions<T>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
