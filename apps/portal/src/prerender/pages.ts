import { activeLocale } from '@citytax/api';
import { hasAcceptedDisclaimer } from '../routing/disclaimer';
import { session } from '../state/session';

/*
 * The pages whose HTML the build renders ahead (ADR 0042), shared by the build (prerender/render.tsx),
 * the server (through dist/pages/manifest.json) and the client, which hydrates that HTML only when
 * it was rendered for the visitor it has.
 */

/**
 * The visitor a page's HTML was rendered for: `new` has not agreed to the Web Filing Agreement,
 * `agreed` has; both signed out. `signed-out` is either (the page does not depend on the agreement).
 */
export type PrerenderVisitor = 'new' | 'agreed' | 'signed-out';

export interface PrerenderedPage {
  /** File name under dist/pages/<language>/ and the root's data-page. */
  name: string;
  /** The address it is rendered at and served for. */
  path: string;
  visitor: PrerenderVisitor;
  /** The page's module (the build preloads its chunks and links its styles in the page's HTML). */
  module: string;
}

/** The signed-out pages of issue 21: the agreement, login, landing, FAQ, logged out, registration, not found. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: 'agreement', path: '/', visitor: 'new', module: 'src/pages/Disclaimer.tsx' },
  { name: 'login', path: '/auth/login', visitor: 'signed-out', module: 'src/pages/Login.tsx' },
  { name: 'landing', path: '/landing', visitor: 'agreed', module: 'src/pages/Landing.tsx' },
  { name: 'faq', path: '/faq', visitor: 'signed-out', module: 'src/pages/faq/FaqPage.tsx' },
  { name: 'logged-out', path: '/auth/logged-out', visitor: 'signed-out', module: 'src/pages/LoggedOut.tsx' },
  {
    name: 'registration',
    path: '/auth/taxpayer-registration',
    visitor: 'signed-out',
    module: 'src/pages/registration/TaxpayerRegistration.tsx',
  },
  // Rendered at an address no route has; served, with status 404, for every such address.
  {
    name: 'not-found',
    path: '/page-not-found',
    visitor: 'signed-out',
    module: 'src/pages/NotFoundRoute.tsx',
  },
];

/** The server-sent shells (no page in them, never hydrated): for signed-in pages and for the rest. */
export const SHELL_PAGES = { signedIn: 'shell-signed-in', public: 'shell' } as const;

/** The root element's marks of what its HTML was rendered for (data-page, data-lang, data-visitor). */
export interface PrerenderMarks {
  page: string;
  lang: string;
  visitor: PrerenderVisitor | '';
}

export function marksOf(container: HTMLElement): PrerenderMarks {
  const { page = '', lang = '', visitor = '' } = container.dataset;
  return { page, lang, visitor: visitor as PrerenderVisitor | '' };
}

function visitorIs(visitor: PrerenderVisitor | ''): boolean {
  if (session.getUser()) return false;
  if (visitor === 'signed-out') return true;
  if (visitor === 'new') return !hasAcceptedDisclaimer();
  if (visitor === 'agreed') return hasAcceptedDisclaimer();
  return false;
}

/**
 * Whether the container holds page `name` rendered for this visitor in the active language, so
 * hydrating it finds the same markup the client renders. Otherwise the client renders afresh.
 */
export function canHydrate(container: HTMLElement, name: string): boolean {
  const marks = marksOf(container);
  return marks.page === name && marks.lang === activeLocale() && visitorIs(marks.visitor);
}

/** React's report of markup that did not match (then it renders afresh): logged, for the e2e check. */
export function reportHydrationMismatch(error: unknown): void {
  console.error('hydration mismatch:', error);
}
