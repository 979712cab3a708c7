import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { keepTyped, type KeptTyping } from '../prerender/keepTyped';
import { canHydrate, marksOf, PRERENDERED_PAGES, reportHydrationMismatch } from '../prerender/pages';
import { features } from '../state/features';
import { afterFirstPaint } from './afterFirstPaint';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router's first navigation (guards, loaders, the page's chunk) has finished. */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The prerendered page the router's first page is, by its address (or the not-found route). */
function pageShown(router: AppRouter): string | undefined {
  const { location, matches } = router.state;
  if (matches.at(-1)?.route.path === '*') return 'not-found';
  return PRERENDERED_PAGES.find((page) => page.path === location.pathname && page.name !== 'not-found')?.name;
}

/** Calls `done` once the tree it wraps has committed (for hydration: is hydrated); adds no markup. */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Starts the app's router in `container` (ADR 0042). From the first page, `root` is the agreement's
 * root: the router takes it over once its first page is ready, so the agreement stays until then.
 * Otherwise the container holds the page's prerendered HTML (hydrated when it was rendered for this
 * visitor and language), a server-sent shell (replaced once the page is ready) or nothing (the dev
 * server: the router's fallback shows at once). `typing` is what main.tsx has noted of the visitor's
 * typing into the page's HTML since the app's first code ran (else it is noted from here).
 */
export async function startApp(container: HTMLElement, root?: Root, typing?: KeptTyping): Promise<void> {
  const router = createAppRouter();
  // The flags load once the first page is drawn; a guard that needs them (anyone signed in, the
  // FAQ, EIN management) asks for them at once through features.ready().
  afterFirstPaint(router, () => features.start());
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!root && !marksOf(container).page) {
    createRoot(container).render(app);
    return;
  }
  await initialized(router);
  if (root) {
    root.render(app);
    return;
  }
  const page = pageShown(router);
  if (page && canHydrate(container, page)) {
    // What the visitor typed into the page before hydration is given back once it is hydrated.
    const kept = typing ?? keepTyped(container);
    hydrateRoot(container, <OnCommit done={kept.giveBack}>{app}</OnCommit>, {
      onRecoverableError: reportHydrationMismatch,
    });
  } else {
    typing?.forget();
    const fresh = createRoot(container);
    startTransition(() => fresh.render(app));
  }
}
