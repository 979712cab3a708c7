import { PassThrough } from 'node:stream';
import { DefaultLink } from '@citytax/ui';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Feature, setLanguage, type Locale } from '@citytax/api';
import { showSpanish } from '../i18n/spanish';
import { DisclaimerPage } from '../pages/Disclaimer';
import { guardEnv } from '../routing/env';
import { FirstPage } from '../routing/firstPage';
import { routes } from '../routing/routes';
import { ShellFrame, ShellNavigationProvider } from '../shell/ShellFrame';
import { shellOutline } from '../shell/ShellSkeleton';
import { features } from '../state/features';
import { PRERENDERED_PAGES, SHELL_PAGES, type PrerenderVisitor } from './pages';

/*
 * The build's prerendering (ADR 0042), bundled by `vite build --ssr` and run by
 * apps/portal/scripts/prerender.mjs: the signed-out pages in both languages, as the client renders
 * them for the visitor each is marked with, and the two server-sent shells.
 */

export interface RenderedPage {
  name: string;
  locale: Locale;
  /** The address it was rendered at ('' for a shell). */
  path: string;
  visitor: PrerenderVisitor | '';
  /** The root's inner HTML. */
  html: string;
}

/** A route the server can tell apart: its pattern, and whether it wants a signed-in user. */
export interface RouteEntry {
  pattern: string;
  signedIn: boolean;
  /**
   * The name of the chunk of the route's page (its lazy module, as this bundle's import names it:
   * `Dashboard`), for the build to preload the client's chunk of the same module with the frame.
   */
  chunk?: string;
  /** The chunk its data loader imports (`guardedDataLoader`'s module), preloaded with the frame too. */
  loaderChunk?: string;
}

/** The chunk a route's `lazy` imports, by name (`import("./assets/Dashboard-Bx1.js")` → Dashboard). */
function chunkOf(lazy: unknown): string | undefined {
  if (typeof lazy !== 'function') return undefined;
  return /import\(\s*["'][^"']*\/([A-Za-z0-9_.]+)-[\w-]+\.js["']\s*\)/.exec(String(lazy))?.[1];
}

async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', resolve);
    sink.on('error', reject);
    prelude.pipe(sink);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** The visitor the guards see while a page renders: signed out, with or without the agreement. */
function actAs(visitor: PrerenderVisitor | '') {
  guardEnv.getUser = () => null;
  guardEnv.disclaimerAccepted = () => visitor === 'agreed';
}

const handler = createStaticHandler(routes);
const ORIGIN = 'http://prerender.invalid';

/** A page of the route table, rendered as the router renders it on the client. */
async function renderRoute(path: string): Promise<string> {
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) {
    throw new Error(
      `prerender ${path}: the route answered ${context.status} ${context.headers.get('location') ?? ''}`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script of router state (the CSP allows none); the client's router
  // runs its loaders itself before it hydrates.
  return toHtml(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** The frame around an outline of the page (and of the menu, for a signed-in page). */
function renderShell(signedIn: boolean): Promise<string> {
  return toHtml(
    <ShellNavigationProvider value={{ linkComponent: DefaultLink, navigate: () => undefined }}>
      <ShellFrame pathname="" logout={null} menu={signedIn ? <shellOutline.Menu /> : undefined}>
        <shellOutline.Page />
      </ShellFrame>
    </ShellNavigationProvider>,
  );
}

async function renderLanguage(locale: Locale): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const page of PRERENDERED_PAGES) {
    actAs(page.visitor);
    // The flags as a first paint has them (none) except where a guard waits for them (the FAQ,
    // whose page the server sends only while the FAQ is on).
    features.set(page.name === 'faq' ? { [Feature.PublicFaq]: true } : {});
    const html =
      page.name === 'agreement'
        ? await toHtml(<FirstPage Page={DisclaimerPage} navigate={() => undefined} />)
        : await renderRoute(page.path);
    rendered.push({ name: page.name, locale, path: page.path, visitor: page.visitor, html });
  }
  features.set({});
  actAs('');
  for (const [signedIn, name] of [
    [true, SHELL_PAGES.signedIn],
    [false, SHELL_PAGES.public],
  ] as const) {
    rendered.push({ name, locale, path: '', visitor: '', html: await renderShell(signedIn) });
  }
  return rendered;
}

/** Every page in English, then in Spanish (the catalogs are written over in place). */
export async function renderPages(): Promise<RenderedPage[]> {
  const english = await renderLanguage('en');
  showSpanish();
  try {
    return [...english, ...(await renderLanguage('es'))];
  } finally {
    setLanguage('en');
  }
}

/**
 * The route table's addresses for the server: each leaf pattern, and whether a signed-out visitor
 * who has agreed is sent to login from it (then its shell has the menu's outline).
 */
export async function routeEntries(): Promise<RouteEntry[]> {
  const patterns: { pattern: string; chunk: string | undefined; loaderChunk: string | undefined }[] = [];
  const walk = (list: typeof routes, prefix: string) => {
    for (const route of list) {
      const path = route.index
        ? prefix || '/'
        : route.path
          ? `${prefix.replace(/\/$/, '')}/${route.path}`
          : prefix;
      if (route.children) walk(route.children, path);
      else if (!path.endsWith('*'))
        patterns.push({
          pattern: path || '/',
          chunk: chunkOf(route.lazy),
          loaderChunk: chunkOf((route.loader as { dataModule?: unknown } | undefined)?.dataModule),
        });
    }
  };
  walk(routes, '');
  actAs('agreed');
  const entries: RouteEntry[] = [];
  const seen = new Set<string>();
  for (const { pattern, chunk, loaderChunk } of patterns) {
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    // A pattern's parameters get a sample value: the guards look at the user, not the value.
    const path = pattern.replace(/:[^/]+/g, 'sample');
    let signedIn = false;
    try {
      const context = await handler.query(new Request(`${ORIGIN}${path}`));
      // The authentication guard's redirect (to login with a return address), not the agreement's.
      signedIn =
        context instanceof Response &&
        (context.headers.get('location') ?? '').startsWith('/auth/login?returnUrl=');
    } catch {
      signedIn = false;
    }
    entries.push({ pattern, signedIn, ...(chunk ? { chunk } : {}), ...(loaderChunk ? { loaderChunk } : {}) });
  }
  actAs('');
  return entries;
}

export { PRERENDERED_PAGES, SHELL_PAGES } from './pages';
