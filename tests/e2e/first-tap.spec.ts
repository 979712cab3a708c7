import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, loadsWithoutApp, test } from './fixtures';

/*
 * Issue 31: every control of a prerendered page works at any moment, as a taxpayer on a slow phone
 * meets it: slow 4G (150 ms, 1.6 Mbps) and a 4× slower CPU, each control tapped at 20 moments
 * spread from the page's first paint to well after its app has started. Before the script, the
 * agreement's buttons and the language switch are forms the server answers; while the app starts,
 * the page holds the tap and answers it once it can; after, the app answers. Zero taps lost.
 */

const TAPS = 20;
/** The taps are spread over this time from first paint: the app is ready within it on this profile. */
const SPREAD_MS = 2_400;

async function throttledPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  // The page is looked at as it arrives: loads do not wait for the app.
  loadsWithoutApp(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * Opens `path` throttled (with `cookies` for the visitor), waits for `control` to paint, waits the
 * tap's moment, taps it, and hands the page to `answered`, which says what the tap did. Records
 * whether the app had started when the tap was made.
 */
async function tapAtMoments(
  browser: Browser,
  baseURL: string,
  options: {
    path: string;
    cookies?: { name: string; value: string }[];
    control: (page: Page) => Locator;
    answered: (page: Page, context: BrowserContext) => Promise<void>;
  },
): Promise<string[]> {
  const moments: string[] = [];
  for (let i = 0; i < TAPS; i++) {
    const { context, page } = await throttledPage(browser, baseURL);
    try {
      if (options.cookies) await context.addCookies(options.cookies.map((c) => ({ ...c, url: baseURL })));
      await page.goto(options.path, { waitUntil: 'commit' });
      const control = options.control(page);
      await control.waitFor({ state: 'visible' });
      await page.waitForTimeout(Math.round((i * SPREAD_MS) / (TAPS - 1)));
      moments.push((await page.locator('html').getAttribute('data-app')) ?? 'no script yet');
      await control.click({ noWaitAfter: true });
      await options.answered(page, context);
    } finally {
      await context.close();
    }
  }
  return moments;
}

/** The taps covered the page before its script, and after its app was ready. */
function expectEveryMoment(moments: string[]) {
  expect(moments).toHaveLength(TAPS);
  expect(moments).toContain('no script yet');
  expect(moments).toContain('ready');
}

test.describe('the first tap counts (slow 4G, 4× CPU)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('I Agree: every tap goes on to Log in, with the agreement kept', async ({ browser, baseURL }) => {
    const moments = await tapAtMoments(browser, baseURL!, {
      path: '/',
      control: (page) => page.getByRole('button', { name: 'I Agree' }),
      answered: async (page, context) => {
        await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible({
          timeout: 20_000,
        });
        expect((await context.cookies()).find((c) => c.name === 'disclaimer')?.value).toBe('true');
      },
    });
    expectEveryMoment(moments);
  });

  test('I Disagree: every tap says the agreement is required, and sets no cookie', async ({
    browser,
    baseURL,
  }) => {
    const moments = await tapAtMoments(browser, baseURL!, {
      path: '/',
      control: (page) => page.getByRole('button', { name: 'I Disagree' }),
      answered: async (page, context) => {
        await expect(page.getByRole('dialog', { name: 'Agreement Required' })).toBeVisible({
          timeout: 20_000,
        });
        expect((await context.cookies()).find((c) => c.name === 'disclaimer')).toBeUndefined();
        // Said once: the address no longer asks for it again.
        expect(new URL(page.url()).search).toBe('');
      },
    });
    expectEveryMoment(moments);
  });

  test('Español: every tap shows the page again in Spanish, and the choice is kept', async ({
    browser,
    baseURL,
  }) => {
    const moments = await tapAtMoments(browser, baseURL!, {
      path: '/',
      control: (page) => page.getByRole('button', { name: 'Español' }),
      answered: async (page, context) => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'es', { timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Acepto', exact: true })).toBeVisible({
          timeout: 20_000,
        });
        expect(new URL(page.url()).pathname).toBe('/');
        expect((await context.cookies()).find((c) => c.name === 'citytax.language')?.value).toBe('es');
      },
    });
    expectEveryMoment(moments);
  });
});
