import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemType, XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { DEFAULT_PAYMENT_PROVIDER_PORT } from './config';
import { ProblemError } from './problems';

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
export const ANTI_FORGERY_DETAIL = 'Missing or invalid anti-forgery token.';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
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
    if (isApiPath(request.url) || request.url.startsWith('/healthz'))
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
 * and require every unsafe /api request to echo it in X-XSRF-TOKEN. Routes configured
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
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ProblemError(403, ProblemType.Forbidden, ANTI_FORGERY_DETAIL);
    }
  });
}
