import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemType, problemWords, XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { DEFAULT_PAYMENT_PROVIDER_PORT } from './config';
import { ProblemError, problemTypeForStatus, sendProblem, TransportProblem, type Wording } from './problems';

declare module 'fastify' {
  interface FastifyInstance {
    /** Origins the portal's forms may post to besides its own (the payment provider). */
    formActionOrigins: Set<string>;
  }
  interface FastifyContextConfig {
    /**
     * 'exempt': a server-to-server route that proves its caller otherwise (the payment
     * provider's signed callback), so it takes no anti-forgery token.
     */
    antiForgery?: 'exempt';
  }
}

/** The policy; `formActionOrigins` are the only sources forms may post to besides 'self'. */
export function contentSecurityPolicy(formActionOrigins: Iterable<string> = []): string {
  const formAction = ["'self'", ...formActionOrigins].join(' ');
  return `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'self'; object-src 'none'`;
}

/** The policy of the default configuration (the payment provider simulator on its default port). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy([
  new URL(`http://localhost:${DEFAULT_PAYMENT_PROVIDER_PORT}`).origin,
]);

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const ANTI_FORGERY_DETAIL = problemWords.server.antiForgery;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A portal page's address as its own form posts to it: plain segments, not the API's. */
export function isPlainPagePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /^(\/[A-Za-z0-9_-]+)*\/?$/.test(path) && !isApiPath(path) && path !== '/healthz';
}

/**
 * The request's path as the router reads it: without the query, percent-decoded (so `/%61pi/x`
 * is `/api/x`); the raw path when it does not decode. For requests that matched no route.
 */
export function decodedPath(url: string): string {
  const raw = url.split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Whether the request is to the API (or the health check), judged by the route the router matched
 * (its pattern), never by the raw URL, which may spell the same route percent-encoded. A request
 * that matched no route is judged by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return isApiPath(path) || path === '/healthz';
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Security headers on every response; no-store on the API. The CSP's form-action also
 * names the origins registered with allowFormAction (the payment routes add the provider's).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const origins = new Set<string>();
  app.decorate('formActionOrigins', origins);
  let policy = { key: '', value: contentSecurityPolicy() };
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const key = [...origins].join(' ');
    if (key !== policy.key) policy = { key, value: contentSecurityPolicy(origins) };
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('Content-Security-Policy', policy.value);
    // By the matched route (issue 16): an API answer is never stored, however its URL was spelled.
    // Answers of no route (404s, framework errors) are not either, unless they set their own.
    if (isApiRequest(request) || (request.is404 && !reply.hasHeader('Cache-Control')))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/** Lets the portal's forms post to `origin` (an instance's decorator is shared with its plugins). */
export function allowFormAction(app: FastifyInstance, origin: string): void {
  app.formActionOrigins.add(new URL(origin).origin);
}

/**
 * Double-submit anti-forgery: issue an XSRF-TOKEN cookie to any request without one,
 * and require every unsafe request to echo it in X-XSRF-TOKEN, whatever its path (so a
 * percent-encoded spelling of an /api route cannot skip it). Only routes configured
 * `antiForgery: 'exempt'` (server-to-server, signed) are left alone.
 */
export function registerAntiForgery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.antiForgery === 'exempt') return;
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    // A portal page's own form, sent before the page's script ran (ADR 0042), matches no route and
    // changes nothing: the page is shown again (app.ts). Only a plain page address qualifies (no
    // percent-encoding, no empty segment that could spell `//api`); every API call needs the token.
    if (!request.routeOptions.url && isPlainPagePath(request.url)) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ProblemError(403, ProblemType.Forbidden, ANTI_FORGERY_DETAIL);
    }
  });
}

/** How deeply a request's JSON may nest (the portal's deepest payload, a draft's values, is < 10). */
export const MAX_INPUT_DEPTH = 32;
export const NUL_DETAIL = problemWords.fields.noNul;
export const SURROGATE_DETAIL = problemWords.fields.noSurrogates;
export const TOO_DEEP_DETAIL = problemWords.fields.nestedTooDeep(MAX_INPUT_DEPTH);
/** The same refusals of a key (`keys must not contain NUL characters`). */
const KEY_DETAILS: Readonly<Record<string, string>> = {
  [NUL_DETAIL]: problemWords.fields.keysNoNul,
  [SURROGATE_DETAIL]: problemWords.fields.keysNoSurrogates,
};

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_DETAIL;
  if (UNPAIRED_SURROGATE.test(text)) return SURROGATE_DETAIL;
  return null;
}

/**
 * The first value of a parsed request part that no column can store: text with U+0000 or an
 * unpaired surrogate (PostgreSQL refuses both in text and jsonb), or nesting deeper than
 * MAX_INPUT_DEPTH (a recursion hazard for every consumer). Iterative, so any depth is safe.
 */
export function unstorableInput(value: unknown, root: string): { path: string; message: string } | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { path: item.path, message };
      continue;
    }
    if (!item.value || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, message: TOO_DEEP_DETAIL };
    for (const [key, child] of Object.entries(item.value)) {
      const path = `${item.path}.${key}`;
      const message = textProblem(key);
      if (message) return { path: item.path, message: KEY_DETAILS[message] ?? `keys ${message}` };
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, as a 400 validation problem before any route validates or stores it, request input
 * (body, query, path parameters) that the database cannot store or that nests absurdly deep:
 * such input is never legitimate, and reaching a query with it would be a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ];
    for (const [where, value] of parts) {
      const found = unstorableInput(value, where);
      if (!found) continue;
      // Paths are made of the caller's keys: shown, but never longer than a line.
      const chars = [...found.path];
      const path = chars.length > 200 ? `${chars.slice(0, 200).join('')}…` : found.path;
      const key = path.startsWith('body.') ? path.slice('body.'.length) : path;
      const message: Wording =
        found.message === TOO_DEEP_DETAIL ? (w) => w.fields.nestedTooDeep(MAX_INPUT_DEPTH) : found.message;
      throw new ProblemError(400, ProblemType.ValidationError, `${path}: ${found.message}`, {
        errors: { [key]: [message] },
        issues: [[path, message]],
      });
    }
  });
}

/**
 * Fastify's `frameworkErrors`: what the router answers before any route or hook runs (a URL
 * that does not decode, a path parameter over maxParamLength) as problem+json with the
 * security headers too, without echoing the URL.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  reply.header('Content-Security-Policy', contentSecurityPolicy(request.server.formActionOrigins));
  reply.header('Cache-Control', 'no-store');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(
      reply,
      new ProblemError(414, TransportProblem.UriTooLong, 'A path parameter of the request is too long.'),
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(
      reply,
      new ProblemError(400, ProblemType.ValidationError, problemWords.server.urlInvalid),
    );
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(
    reply,
    new ProblemError(status, problemTypeForStatus(status), 'The request is invalid.'),
  );
}
