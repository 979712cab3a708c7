import './zodConfig';
import '@citytax/ui/tokens.css';
import '@citytax/ui/base.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { installDefaultSink } from './analytics';
import { initialLocale, startLanguage } from './i18n/language';
import { keepTyped } from './prerender/keepTyped';
import { canHydrate, marksOf, reportHydrationMismatch } from './prerender/pages';
import { afterPaint } from './routing/afterFirstPaint';
import { hasAcceptedDisclaimer } from './routing/disclaimer';
import { startRouteReads } from './routing/earlyReads';
import { FirstPage, isFirstPage } from './routing/firstPage';
import { features } from './state/features';
import { session } from './state/session';

async function startMocking() {
  // Statically false in production builds, so MSW never reaches the bundle.
  if (import.meta.env.VITE_MOCK === '1') {
    const { startMockWorker } = await import('@citytax/api/mocks');
    await startMockWorker();
  }
}

const startApp = () => import('./routing/startApp');

/**
 * The agreement for a new visitor, without the router (ADR 0042): hydrated from its prerendered
 * HTML; its buttons start the router at the page they lead to.
 */
async function showFirstPage(
  container: HTMLElement,
  disclaimer: Promise<typeof import('./pages/Disclaimer')>,
) {
  const { DisclaimerPage } = await disclaimer;
  let root: Root | undefined;
  let leaving = false;
  const navigate = (to: string) => {
    if (leaving || !root) return;
    leaving = true;
    window.history.pushState(null, '', to);
    void startApp().then((m) => m.startApp(container, root));
  };
  const page = (
    <StrictMode>
      <FirstPage Page={DisclaimerPage} navigate={navigate} />
    </StrictMode>
  );
  if (canHydrate(container, 'agreement')) {
    root = hydrateRoot(container, page, { onRecoverableError: reportHydrationMismatch });
  } else {
    root = createRoot(container);
    root.render(page);
  }
  // Once the agreement is on screen: the flags (the footer's FAQ link), then the router, ready for I Agree.
  afterPaint(() => {
    features.start();
    void startApp();
  });
}

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const first = isFirstPage(location.pathname, hasAcceptedDisclaimer(), Boolean(session.getUser()));
  // The page's chunk loads beside the language, not after it.
  const disclaimer = first ? import('./pages/Disclaimer') : null;
  const app = first ? null : startApp();
  // From here on, what the visitor types into the page's HTML (and a form they submit) waits for
  // the app instead of being lost when it hydrates (or when the form posts and the page reloads).
  const typing = !first && marksOf(container).page ? keepTyped(container) : undefined;
  // `ready` once the page is hydrated or drawn (ShellFrame); until then the app's code is starting.
  document.documentElement.dataset.app = 'starting';
  // A signed-in page's first reads start now, beside the router's chunks (its guards wait for the
  // flags, its loader for its data); the API client takes their answers once it has loaded.
  const user = session.getUser();
  const locale = initialLocale();
  if (user && !first) startRouteReads(location.pathname, user, locale);
  if (user) void features.ready();
  // Spanish catalogs are written in before anything renders (ADR 0040); English awaits nothing.
  await Promise.all([startMocking(), startLanguage(locale)]);
  installDefaultSink();
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', () => session.reload());
  if (disclaimer) await showFirstPage(container, disclaimer);
  else if (app) await (await app).startApp(container, undefined, typing);
}

void main();
