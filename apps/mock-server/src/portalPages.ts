import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DISCLAIMER_COOKIE, LANGUAGE_COOKIE, preferredLocale, type Locale } from '@citytax/api';

/*
 * The portal's pages as the build prerendered them (ADR 0042; apps/portal/scripts/prerender.mjs):
 * for an address of the portal, the page's HTML in the visitor's language, or the frame with the
 * page's outline (the menu's too when the page wants a signed-in user), or Page Not Found with 404.
 */

export type PageVisitor = 'new' | 'agreed' | 'signed-out';

/** dist/pages/manifest.json. */
export interface PortalPagesManifest {
  languages: Locale[];
  pages: { name: string; path: string; visitor: PageVisitor }[];
  notFound: string;
  shells: { signedIn: string; public: string };
  /** The route table's addresses; `shell` names a frame made for the route (its page's chunks preloaded). */
  routes: { pattern: string; signedIn: boolean; shell?: string }[];
}

export interface PortalPage {
  /** The file under the portal's dist, for @fastify/static's sendFile. */
  file: string;
  status: 200 | 404;
  locale: Locale;
}

const segments = (p: string) => p.split('/').filter(Boolean);

/** Whether `pathname` is an address of the route pattern (`:name` matches one segment). */
function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The language of the page to send: the visitor's choice (the cookie), else the browser's first. */
export function pageLocale(request: Pick<FastifyRequest, 'headers' | 'cookies'>): Locale {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (chosen === 'en' || chosen === 'es') return chosen;
  const header = request.headers['accept-language'];
  // Browsers list the ranges most preferred first, as the portal reads navigator.languages.
  const ranges =
    typeof header === 'string' ? header.split(',').map((entry) => entry.split(';')[0] ?? '') : [];
  return preferredLocale(ranges);
}

export interface PortalPages {
  /** The page for a GET of `pathname` (decoded, without the query) by this visitor. */
  pick(pathname: string, request: Pick<FastifyRequest, 'headers' | 'cookies'>): PortalPage;
  /** Sends it, with the headers a page of the portal has. */
  send(reply: FastifyReply, page: PortalPage): FastifyReply;
}

/** Reads the manifest of a built portal; null when the build has no prerendered pages. */
export function loadPortalPages(portalDist: string): PortalPages | null {
  const manifestFile = path.join(portalDist, 'pages/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PortalPagesManifest;
  const fileOf = (name: string, locale: Locale) => `pages/${locale}/${name}.html`;

  return {
    pick(pathname, request) {
      const locale = manifest.languages.includes(pageLocale(request)) ? pageLocale(request) : 'en';
      const at = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const agreed = request.cookies?.[DISCLAIMER_COOKIE] === 'true';
      const page = manifest.pages.find((p) => p.path === at && p.name !== manifest.notFound);
      // The page as rendered, when it was rendered for a visitor like this one (the agreement
      // cookie is the one part of that the server sees); else the frame, and the app decides.
      if (page && (page.visitor === 'signed-out' || (page.visitor === 'agreed') === agreed)) {
        return { file: fileOf(page.name, locale), status: 200, locale };
      }
      const route = manifest.routes.find((r) => matches(r.pattern, at));
      if (page || route) {
        const shell = route?.shell ?? (route?.signedIn ? manifest.shells.signedIn : manifest.shells.public);
        return { file: fileOf(shell, locale), status: 200, locale };
      }
      return { file: fileOf(manifest.notFound, locale), status: 404, locale };
    },
    send(reply, page) {
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-cache')
        .header('Content-Language', page.locale)
        .header('Vary', 'Accept-Language, Cookie, Accept-Encoding')
        .sendFile(page.file);
    },
  };
}
