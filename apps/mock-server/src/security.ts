import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemType, XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { ProblemError } from './problems';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const ANTI_FORGERY_DETAIL = 'Missing or invalid anti-forgery token.';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Security headers on every response; no-store on the API. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (isApiPath(request.url) || request.url.startsWith('/healthz'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * Double-submit anti-forgery: issue an XSRF-TOKEN cookie to any request without one,
 * and require every unsafe /api request to echo it in X-XSRF-TOKEN.
 */
export function registerAntiForgery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ProblemError(403, ProblemType.Forbidden, ANTI_FORGERY_DETAIL);
    }
  });
}
