import type { Locator, Page, Request } from '@playwright/test';
import { en } from '../../apps/portal/src/messages/en';
import { es } from '../../apps/portal/src/messages/es';
import { filingsEn } from '../../apps/portal/src/messages/filings.en';
import { PAGE_READS_PATHS, routeReads } from '../../apps/portal/src/routing/earlyReads';
import { AUTH_USER_STORAGE_KEY, DISCLAIMER_COOKIE, type User } from '@citytax/api';
import { expect, loadsWithoutApp, test } from './fixtures';
import { agreeAndSignIn, DEMO_PASSWORD, expectNoAxeViolations } from './helpers';

/*
 * Issue 21: the signed-out pages come as HTML (ADR 0042), in the visitor's language, and React
 * hydrates that HTML rather than drawing the page again; signed-in pages come as a frame.
 */

/** The HTML of the page as the server sends it, without running it. */
async function served(page: Page, path: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(path, { headers });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/g)];

/**
 * Opens `path` and tells whether React kept the server's nodes (hydration) or drew new ones: the
 * root's first element is noted when the HTML is parsed, before any script has run.
 */
async function openAndCheckHydration(page: Page, path: string): Promise<{ kept: boolean; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    // The first element the parser puts in the root: noted as it is parsed, before any script runs.
    const w = window as unknown as { prerendered?: Element | null };
    const observer = new MutationObserver(() => {
      const first = document.getElementById('root')?.firstElementChild;
      if (w.prerendered === undefined && first) {
        w.prerendered = first;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydration done: the page answers (a React-handled control works) — wait for the app to settle.
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const before = (window as unknown as { prerendered?: Element | null }).prerendered;
    return Boolean(
      before && before.isConnected && document.getElementById('root')?.firstElementChild === before,
    );
  });
  return { kept, errors };
}

test('the agreement is in the HTML the server sends, in English and in Spanish, with no inline script', async ({
  page,
}) => {
  const english = await served(page, '/');
  expect(english.status).toBe(200);
  expect(english.headers['content-type']).toMatch(/^text\/html/);
  expect(english.html).toContain('<html lang="en">');
  expect(english.html).toContain(`<h1>${en.disclaimer.title}</h1>`);
  expect(english.html).toContain(en.disclaimer.intro);
  expect(english.html).toContain(`<title>${en.disclaimer.title} | ${en.app.title}</title>`);
  expect(inlineScripts(english.html)).toEqual([]);
  expect(english.headers['content-security-policy']).toContain("script-src 'self';");

  // The browser's language, then the visitor's choice (the cookie) over it.
  const spanish = await served(page, '/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
  expect(spanish.html).toContain('<html lang="es">');
  expect(spanish.html).toContain(es.disclaimer.intro);
  expect(spanish.headers['content-language']).toBe('es');
  const chosen = await served(page, '/', { 'accept-language': 'es', cookie: 'citytax.language=en' });
  expect(chosen.html).toContain(en.disclaimer.intro);

  // Every prerendered page, and the frames, carry no inline script either.
  for (const path of [
    '/auth/login',
    '/landing',
    '/faq',
    '/auth/logged-out',
    '/auth/taxpayer-registration',
    '/dashboard',
  ]) {
    const { html } = await served(page, path, { cookie: 'disclaimer=true' });
    expect(inlineScripts(html), path).toEqual([]);
  }
});

test('each address gets its page: the signed-out pages, a frame for the others, 404 for no page', async ({
  page,
}) => {
  const login = await served(page, '/auth/login');
  expect(login.html).toContain('data-page="login"');
  expect(login.html).toMatch(/<h1[^>]*>Log in/);
  // The landing page as rendered is for a visitor who agreed; before that, the frame (the app sends
  // such a visitor to the agreement).
  expect((await served(page, '/landing', { cookie: 'disclaimer=true' })).html).toContain(
    'data-page="landing"',
  );
  expect((await served(page, '/landing')).html).toContain('data-page="shell"');
  // A signed-in page: the frame with the menu's outline; the page is the app's to draw.
  const dashboard = await served(page, '/dashboard');
  expect(dashboard.status).toBe(200);
  expect(dashboard.html).toContain('data-page="shell-signed-in"');
  expect(dashboard.html).toContain(en.app.title);
  // Its first script, small and `async`, starts the page's reads (earlyStart.ts) with the one chunk
  // it needs; the app's scripts are asked for at once but at low priority: the styles its paint
  // waits for come first.
  const scripts = [
    ...dashboard.html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g),
  ].map(([tag]) => tag);
  expect(scripts[0]).toMatch(
    /^<script type="module" async crossorigin src="\/assets\/earlyStart-[\w-]+\.js">$/,
  );
  expect(scripts[1]).toMatch(/^<link rel="modulepreload" crossorigin href="\/assets\/early-[\w-]+\.js">$/);
  expect(scripts.length).toBeGreaterThan(5);
  for (const tag of scripts.slice(2)) expect(tag).toContain('fetchpriority="low"');
  expect(scripts.filter((tag) => /early-[\w-]+\.js/.test(tag))).toHaveLength(1);
  // With the page's chunk, its data loader's: the loader runs before the page is drawn.
  expect(dashboard.html).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/Dashboard-[\w-]+\.js"/);
  expect(dashboard.html).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/attentionLoader-[\w-]+\.js"/);
  const missing = await served(page, '/no/such/page');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain(`<h1>${en.notFound.title}</h1>`);
});

test('React hydrates the agreement and the login page as sent (no mismatch), and the agreement works', async ({
  page,
}) => {
  const agreement = await openAndCheckHydration(page, '/');
  expect(agreement.errors).toEqual([]);
  expect(agreement.kept).toBe(true);
  await expectNoAxeViolations(page, 'agreement, hydrated');
  // No router on the first page: I Agree starts it, at the login page.
  await page.getByRole('button', { name: en.disclaimer.agree }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  const fresh = await page.context().browser()!.newContext();
  const loginPage = await fresh.newPage();
  try {
    const login = await openAndCheckHydration(loginPage, `${new URL(page.url()).origin}/auth/login`);
    expect(login.errors).toEqual([]);
    expect(login.kept).toBe(true);
  } finally {
    await fresh.close();
  }
});

/** Opens `path` with the portal's scripts held back until the returned function lets them load. */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  loadsWithoutApp(page.context());
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  };
}

test('what is typed into the login page before its script runs is kept, and signs in', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: DISCLAIMER_COOKIE, value: 'true', url: baseURL! }]);
  const hydrated = await openBeforeScripts(page, '/auth/login');
  // The page as the server sent it: readable and focusable, no script yet.
  await page.getByLabel('Email address').fill('individual@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await hydrated();
  await expect(page.getByLabel('Email address')).toHaveValue('individual@example.com');
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  // The form's state has them, not just the fields: Log in signs in with them.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Log in pressed while the app is still starting signs in once the page can, with what was typed', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: DISCLAIMER_COOKIE, value: 'true', url: baseURL! }]);
  // The app's first code runs; the chunk that hydrates the page is held back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/startApp-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  loadsWithoutApp(page.context());
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.locator('html[data-app="starting"]').waitFor({ state: 'attached' });
  await page.getByLabel('Email address').fill('individual@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  // Not posted to the page (which would load it again, empty): held until the app can sign in.
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(posts).toEqual(['/api/auth/signin']);
});

test('what is typed into the registration start before its script runs is kept', async ({ page }) => {
  const hydrated = await openBeforeScripts(page, '/auth/taxpayer-registration');
  const field = page.locator('input[name="taxpayerId"]');
  await field.fill('123456789');
  await hydrated();
  // Still there once the app has settled (hydration alone used to empty it a moment later).
  await page.waitForLoadState('networkidle');
  await expect(field).toHaveValue('123456789');
});

for (const path of ['/faq', '/auth/logged-out', '/auth/taxpayer-registration', '/no/such/page']) {
  test(`React hydrates ${path} as sent`, async ({ page }) => {
    const result = await openAndCheckHydration(page, path);
    expect(result.errors.filter((e) => !e.includes('404'))).toEqual([]);
    expect(result.kept).toBe(true);
  });
}

test.describe('a browser that prefers Spanish', () => {
  // Its Accept-Language and navigator.languages: the server and the page pick Spanish alike.
  test.use({ locale: 'es-US' });

  test('the Spanish agreement hydrates too, and the landing page for a visitor who agreed', async ({
    page,
  }) => {
    const agreement = await openAndCheckHydration(page, '/');
    expect(agreement.errors).toEqual([]);
    expect(agreement.kept).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: es.disclaimer.title })).toBeVisible();
    await page.getByRole('button', { name: es.disclaimer.agree, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const landing = await page.context().newPage();
    const result = await openAndCheckHydration(landing, `${new URL(page.url()).origin}/landing`);
    expect(result.errors).toEqual([]);
    expect(result.kept).toBe(true);
  });
});

test('a signed-in page starts from the frame and the app replaces it with the page', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: en.app.mainMenu })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard from the frame');
});

/**
 * The API's GETs of a page load (path and query) as they were sent and answered, in order, until
 * the page shows `drawn` and each of `reads` is answered. (Not until the network is idle: the
 * analytics beacon a page sends about 2 s after it loads is a keepalive request, which Chromium
 * never reports finished, so a slow machine that has not been idle by then never is.)
 */
async function readsOfLoad(page: Page, path: string, drawn: Locator, reads: string[]): Promise<string[]> {
  const events: string[] = [];
  const apiRead = (request: Request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/api/') && request.method() === 'GET' ? url.pathname + url.search : null;
  };
  const onRequest = (request: Request) => {
    const read = apiRead(request);
    if (read) events.push(`asked ${read}`);
  };
  const onFinished = (request: Request) => {
    const read = apiRead(request);
    if (read) events.push(`answered ${read}`);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  await page.goto(path);
  // Drawn, the page has taken its loader's answers: a read asked again would have been asked by now.
  await expect(drawn).toBeVisible();
  await expect
    .poll(() => reads.every((read) => events.includes(`answered ${read}`)), { message: events.join(', ') })
    .toBe(true);
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  return events;
}

/**
 * Each read asked exactly once, and all of them before the flags were answered: without the early
 * reads (routing/earlyReads.ts) a page's loader asks for its data only once its guards have the flags.
 */
function expectEarlyReads(events: string[], reads: string[]) {
  const flagsAnswered = events.indexOf('answered /api/features');
  expect(flagsAnswered, events.join(', ')).toBeGreaterThan(0);
  for (const read of reads) {
    // Had a header or a path differed from the client's, the client would have asked again.
    expect(
      events.filter((e) => e === `asked ${read}`),
      `${read} in ${events.join(', ')}`,
    ).toHaveLength(1);
    expect(events.indexOf(`asked ${read}`), `${read} in ${events.join(', ')}`).toBeLessThan(flagsAnswered);
  }
}

/** Signs in as the demo individual; the user as the page keeps it (the reads the table names are its). */
async function signedInUser(page: Page): Promise<User> {
  await agreeAndSignIn(page, 'individual@example.com');
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as User,
    AUTH_USER_STORAGE_KEY,
  );
}

test("a signed-in page's first reads start before its guards have the flags, and each is asked once", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const dashboard = await readsOfLoad(
    page,
    PAGE_READS_PATHS.dashboard,
    page.getByRole('heading', { name: filingsEn.attention.heading }),
    routeReads(PAGE_READS_PATHS.dashboard, user, null),
  );
  expect(routeReads(PAGE_READS_PATHS.dashboard, user, null)).toHaveLength(3);
  expectEarlyReads(dashboard, routeReads(PAGE_READS_PATHS.dashboard, user, null));

  const annual = await readsOfLoad(
    page,
    PAGE_READS_PATHS.annualReturn,
    page.getByRole('combobox', { name: /City you lived in/ }).or(page.getByRole('radiogroup').first()),
    routeReads(PAGE_READS_PATHS.annualReturn, user, null),
  );
  expect(routeReads(PAGE_READS_PATHS.annualReturn, user, null)).toHaveLength(6);
  expectEarlyReads(annual, routeReads(PAGE_READS_PATHS.annualReturn, user, null));
});

test("a frame's first script starts the page's reads while React is still loading; the app takes them, each asked once", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const reads = routeReads(PAGE_READS_PATHS.dashboard, user, null);
  // React's chunk (the largest file) is held back until every read has been asked.
  const asked = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.add(url.pathname + url.search);
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let frameworkAsked = false;
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    frameworkAsked = true;
    await held;
    await route.continue();
  });
  const events = readsOfLoad(
    page,
    PAGE_READS_PATHS.dashboard,
    page.getByRole('heading', { name: filingsEn.attention.heading }),
    reads,
  );
  await expect.poll(() => frameworkAsked).toBe(true);
  await expect
    .poll(() => reads.every((read) => asked.has(read)), { message: [...asked].join(', ') })
    .toBe(true);
  release();
  expectEarlyReads(await events, reads);
});

test('before any script runs, the pages and the frames are readable and pass axe, at 375 and 1280 px', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ baseURL });
  loadsWithoutApp(context);
  // The app's scripts (and the boot script) never arrive: the page stays as the server sent it.
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  try {
    for (const [path, state] of [
      ['/', 'agreement as sent'],
      ['/auth/login', 'login as sent'],
      ['/dashboard', 'the signed-in frame'],
      ['/auth/forgot-password', 'the frame'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expectNoAxeViolations(page, state);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`${state.replace(/\W+/g, '-')}-${width}.png`) });
      }
    }
  } finally {
    await context.close();
  }
});
