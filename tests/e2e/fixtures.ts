import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { waitForApp } from './helpers';
import { startServer, type RunningServer } from './server';

const answering = new WeakSet<Page>();
const withoutApp = new WeakSet<BrowserContext>();

/** Marks a context whose pages are looked at as sent, the app's scripts blocked: loads do not wait. */
export function loadsWithoutApp(context: BrowserContext): void {
  withoutApp.add(context);
}

/**
 * After each load of a portal page (goto, reload, back, forward), waits until the app answers
 * (`<html data-app="ready">`): the page's HTML shows before its script has hydrated it.
 */
function answerAfterLoads(page: Page): void {
  if (answering.has(page)) return;
  answering.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        // A page of the portal (any of the suite's servers; not the payment provider's pages).
        if (
          !withoutApp.has(page.context()) &&
          (response?.headers()['content-type'] ?? '').startsWith('text/html') &&
          (await page.locator('#root').count()) > 0
        ) {
          await waitForApp(page);
        }
        return response;
      },
    });
  }
}

/** First port of the per-worker servers; worker n uses BASE_PORT + 2n and the next port for its payment provider. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 18_180);

/**
 * The end-to-end `test`: every Playwright worker runs its files against a server of its own, started
 * as `npm run serve` does, on a fresh data directory (so from the seed), with its own payment
 * provider simulator. The workers share nothing, so files can run side by side; within a worker
 * they run one after another.
 */
export const test = base.extend<object, { portal: RunningServer }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      const port = BASE_PORT + 2 * workerInfo.parallelIndex;
      const providerPort = port + 1;
      const server = await startServer(port, {
        NODE_ENV: 'test',
        // Many registrations, resets and sign-ins come from 127.0.0.1 in one run.
        EMAIL_RATE_LIMIT_MAX: '100',
        SIGNIN_RATE_LIMIT_MAX: '100',
        PAYMENT_PROVIDER_PORT: String(providerPort),
        PAYMENT_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Playwright passes the value through its second argument; it is named `provide` here, not the
  // usual `use`, which the React hooks lint rule would take for React's use().
  baseURL: async ({ portal }, provide) => {
    await provide(portal.url);
  },
  // A page of the portal arrives as HTML before its script (ADR 0042): after a load, the test goes on
  // once the app answers, as a person would see the page respond (answerAfterLoads).
  page: async ({ page }, provide) => {
    answerAfterLoads(page);
    await provide(page);
  },
  // The same for every page of a context a test opens itself.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) => {
          const context = await newContext(...args);
          context.on('page', (page) => answerAfterLoads(page));
          return context;
        },
      });
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
