import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGREEMENT_DECLINED_QUERY,
  AGREEMENT_FORM_PATH,
  agreementFormSchema,
  DISCLAIMER_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_FORM_PATH,
  languageFormSchema,
  localPath,
} from '@citytax/api';
import type { AppDeps } from '../deps';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The path and query of a same-origin Referer, if it is a path on this origin (issue 30's check). */
function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? localPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

/**
 * The prerendered pages' forms, when the browser posts them itself: a visitor used them before the
 * page's script had started (issue 31). Once the app runs it handles them in the page. Each answers
 * with a 303 to a page, as a form post expects. They set only the visitor's own agreement and
 * language cookies (as the page's script does), so a forged post could change nothing that matters:
 * they take no anti-forgery token, which a page without its script could not send.
 */
export const pageFormRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    AGREEMENT_FORM_PATH,
    { config: { antiForgery: 'exempt' }, schema: { body: agreementFormSchema } },
    async (request, reply) => {
      if (request.body.choice === 'disagree') {
        // The agreement again, which then says why it is needed.
        return reply.code(303).header('Location', `/?${AGREEMENT_DECLINED_QUERY}`).send();
      }
      // As the page's acceptDisclaimer does (spec §3, §9: SameSite strict); then on to Log in,
      // whose guard sends a visitor already signed in on to the dashboard.
      reply.setCookie(DISCLAIMER_COOKIE, 'true', {
        path: '/',
        sameSite: 'strict',
        maxAge: ONE_YEAR_S,
        secure: request.protocol === 'https',
      });
      return reply.code(303).header('Location', '/auth/login').send();
    },
  );

  app.post(
    LANGUAGE_FORM_PATH,
    { config: { antiForgery: 'exempt' }, schema: { body: languageFormSchema } },
    async (request, reply) => {
      // As the page's rememberLanguageChoice does: the page it asks for next comes in that language.
      reply.setCookie(LANGUAGE_COOKIE, request.body.language, {
        path: '/',
        sameSite: 'lax',
        maxAge: ONE_YEAR_S,
        secure: request.protocol === 'https',
      });
      const back = refererPath(request.headers.referer, request.headers.host) ?? '/';
      return reply.code(303).header('Location', back).send();
    },
  );
};
