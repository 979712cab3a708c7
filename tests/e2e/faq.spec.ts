import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectNoAxeViolations, passSecondStepIfAsked } from './helpers';
import { startServer } from './server';

/** Spec §9: anchors scroll 170 px below the top of the window (from 48em up; see below). */
const SCROLL_OFFSET_PX = 170;
/** Below 48em (768 px) an answer lands just below the header instead: at most this far below it. */
const BELOW_HEADER_MAX_GAP_PX = 24;

const SECTIONS = [
  'Using the system',
  'Registering',
  'Exemption certificate',
  'City tax form',
  'Individual estimate form',
  "Employer's return of income tax withheld",
  'Individual/net profit estimate',
  'Other FAQ',
];

async function agree(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

const topics = (page: Page) => page.getByRole('navigation', { name: 'FAQ topics' });

/** Where the answer heading sits once the jump has settled: its top, and the window's height. */
async function settledTop(heading: Locator): Promise<{ top: number; bottom: number; height: number }> {
  let last = Number.NaN;
  for (let i = 0; i < 40; i++) {
    const box = await heading.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: window.innerHeight };
    });
    if (box.top === last) return box;
    last = box.top;
    await heading.page().waitForTimeout(50);
  }
  throw new Error('the page kept scrolling');
}

/**
 * The page header: its height (where its bottom is with the page at the top) and where its bottom
 * is now (the same for a sticky header, above the window for one scrolled away).
 */
async function headerBox(page: Page): Promise<{ height: number; bottom: number }> {
  return page.getByRole('banner').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { height: r.height, bottom: r.bottom };
  });
}

/**
 * The answer heading is in the window: from 48em up at least 170 px down (spec §9); on a phone just
 * below the header, as tall as it is at that width, never under it (issue 18).
 */
async function expectAnswerInView(page: Page, id: string) {
  const heading = page.locator(`h3[id="${id}"]`);
  await expect(page).toHaveURL(new RegExp(`/faq#${id}$`));
  const { top, bottom, height } = await settledTop(heading);
  expect(bottom, `#${id} is in the window`).toBeLessThanOrEqual(height);
  if (page.viewportSize()!.width >= 768) {
    expect(top, `#${id} clears the 170 px offset`).toBeGreaterThanOrEqual(SCROLL_OFFSET_PX - 2);
    return;
  }
  const header = await headerBox(page);
  expect(top, `#${id} is not under the header`).toBeGreaterThanOrEqual(header.bottom);
  expect(top, `#${id} clears the header's ${header.height} px`).toBeGreaterThanOrEqual(header.height);
  expect(top, `#${id} is just below the header`).toBeLessThanOrEqual(header.height + BELOW_HEADER_MAX_GAP_PX);
}

test.describe('FAQ (Public.FAQ on)', () => {
  test('every section opens, one at a time, and every question link lands on its answer', async ({
    page,
  }) => {
    // Follows 30+ question links and scans every open section with axe: about 18 s alone on two
    // cores, over the 30 s default on a busier machine.
    test.setTimeout(90_000);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page).toHaveTitle(/Frequently Asked Questions/);
    const triggers = topics(page).getByRole('button');
    await expect(triggers).toHaveText(SECTIONS);

    let questions = 0;
    for (const name of SECTIONS) {
      const trigger = topics(page).getByRole('button', { name, exact: true });
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(topics(page).locator('button[aria-expanded="true"]')).toHaveCount(1);
      await expectNoAxeViolations(page, `FAQ, ${name} open`);

      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      const links = panel.getByRole('link');
      const count = await links.count();
      expect(count, name).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        const id = (await link.getAttribute('href'))!.replace(/^#/, '');
        const question = (await link.textContent())!;
        await link.click();
        await expectAnswerInView(page, id);
        const heading = page.locator(`h3[id="${id}"]`);
        await expect(heading).toHaveText(question);
        await expect(heading).toBeFocused();
        await expect(link).toHaveAttribute('aria-current', 'location');
        // The section stays open while its questions are followed.
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        questions++;
      }
    }
    expect(questions).toBeGreaterThanOrEqual(30);
  });

  test('a deep link opens its section and scrolls the answer below the offset', async ({ page }) => {
    await page.goto('/faq#paper-forms');
    await expect(topics(page).getByRole('button', { name: 'City tax form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(topics(page).getByRole('link', { name: 'Which paper forms do I need?' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expectAnswerInView(page, 'paper-forms');

    // An anchor inside an answer opens the other question's section too. (Contact Us, linked
    // below, needs the Web Filing Agreement first.)
    await agree(page);
    await page.goto('/faq#refunds');
    await expectAnswerInView(page, 'refunds');
    await page
      .locator('article[aria-labelledby="who-is-eligible"]')
      .getByRole('link', { name: /eligible to submit my city tax form/ })
      .click();
    await expectAnswerInView(page, 'annual-return-eligibility');
    await expect(page.locator('h3[id="annual-return-eligibility"]')).toBeFocused();
    await expect(topics(page).getByRole('button', { name: 'City tax form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page
      .locator('article[aria-labelledby="trouble-submitting"]')
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('on a phone, a question link opens its answer just below the header (issue 18)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    for (const [section, id] of [
      ['Using the system', 'forgotten-password'],
      ['City tax form', 'paper-forms'],
      ['Other FAQ', null],
    ] as const) {
      const trigger = topics(page).getByRole('button', { name: section, exact: true });
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      const link = id ? panel.locator(`a[href="#${id}"]`) : panel.getByRole('link').last();
      const target = (await link.getAttribute('href'))!.replace(/^#/, '');
      await link.click();
      await expectAnswerInView(page, target);
      await expect(page.locator(`h3[id="${target}"]`)).toBeFocused();
    }
    await expectNoAxeViolations(page, 'FAQ at 375 px, after following a question link');
    await page.screenshot({ path: testInfo.outputPath('faq-375-after-link.png') });

    // A deep link lands in the same place once the page has settled.
    await page.goto('/faq#how-to-sign');
    await expectAnswerInView(page, 'how-to-sign');
    await expectNoAxeViolations(page, 'FAQ at 375 px, deep link');
    await page.screenshot({ path: testInfo.outputPath('faq-375-deep-link.png') });
  });

  test('signed in on a phone, the offset follows the header as it is then (issue 18)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await agree(page);
    await page.getByLabel('Email address').fill('business@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await passSecondStepIfAsked(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // The header grows once it names the business filed for; then it holds still.
    await expect(page.getByRole('banner')).toContainText('Lakeshore Bakery LLC');
    let last = 0;
    await expect
      .poll(async () => {
        const { height } = await headerBox(page);
        const steady = height === last;
        last = height;
        return steady;
      })
      .toBe(true);
    const trigger = topics(page).getByRole('button', { name: 'Registering', exact: true });
    await trigger.click();
    await topics(page).locator('a[href="#register-business"]').click();
    await expectAnswerInView(page, 'register-business');
    await expectNoAxeViolations(page, 'FAQ at 375 px, signed in, after following a question link');
    await page.screenshot({ path: testInfo.outputPath('faq-375-signed-in-after-link.png') });
  });

  test('the FAQ reflows at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/faq#how-to-sign');
    await expectAnswerInView(page, 'how-to-sign');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, 'FAQ at 320 px');
  });

  test('signed in, the FAQ has no left menu', async ({ page }) => {
    await agree(page);
    await page.getByLabel('Email address').fill('individual@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
  });
});

test('landing: what the portal is, the forms, the paper-return cases and the requirements', async ({
  page,
}) => {
  await agree(page);
  await page.goto('/landing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome to City Tax e-File' })).toBeVisible();
  await expect(main).toContainText('online filing portal of the City Tax Collection Division');
  for (const form of [
    'Exemption certificate',
    'Individual annual return',
    'Individual estimated payment',
    'Net profit estimated payment',
    "Employer's return of income tax withheld",
    'Tax, penalty and interest billing statement',
  ]) {
    await expect(main.getByRole('listitem').filter({ hasText: form })).toHaveCount(1);
  }
  for (const paperCase of [
    /income that is not reported on a W-2 or 1099/,
    /rental, business or K-1 activity/,
    /name, address or filing status changed/,
    /refund or credit/,
    /only part of the year, or lived in more than one city/,
  ]) {
    await expect(main.getByRole('listitem').filter({ hasText: paperCase })).toHaveCount(1);
  }
  for (const need of [/taxpayer ID/, /City Tax e-File account/, /email address/, /printer/]) {
    await expect(main.getByRole('listitem').filter({ hasText: need }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page, 'landing');
  await main.getByRole('link', { name: 'Frequently Asked Questions' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('FAQ off: /faq redirects to / and the footer has no FAQ link', async ({ browser }) => {
  const server = await startServer(Number(process.env.E2E_PORT ?? 18_180) + 1_000, {
    FEATURE_PUBLIC_FAQ: 'false',
    PAYMENT_PROVIDER_SIMULATOR: 'false',
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.goto('/faq#how-to-log-in');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Web Filing Agreement' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /FAQ/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to City Tax e-File' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
