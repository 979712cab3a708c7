import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { activityEs } from '../../apps/portal/src/messages/activity.es';
import { es } from '../../apps/portal/src/messages/es';
import { expectNoEnglish } from './englishLeaks';
import { expect, test } from './fixtures';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations, xsrfOf } from './helpers';

/*
 * Issue 30, Account activity (ADR 0048) on the real server in Chromium: the sign-in is listed with
 * its device, a read of the account appears after a reload, and a session opened by another browser
 * is signed out by keyboard, after which that browser's next call is refused and it lands on the
 * login page. Axe at 375 and 1280 px in English and Spanish; screenshots in /tmp/shots-activity/.
 */

const PASSWORD = 'Cuyahoga-Valley-30';
const SHOTS = '/tmp/shots-activity';
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const sessions = (page: Page) =>
  page.getByRole('table', { name: 'Sessions where your account is signed in' });
const events = (page: Page) => page.getByRole('table', { name: 'Events in your account, newest first' });
/** The body rows of a table whose row header says `what`. */
const rowsOf = (table: Locator, what: string | RegExp) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: what }) });

test('Account activity: the sign-in with its device, a read listed after a reload, and another browser signed out by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = unique('activity');
  await createConfirmedUser(page.request, email, PASSWORD);
  await agreeAndSignIn(page, email, PASSWORD);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Account Activity' })
    .click();
  await expect(page).toHaveURL(/\/account-activity$/);
  await expect(h1(page, 'Account Activity')).toBeVisible();

  // The sign-in, by you, from this browser (Chromium reports itself as Chrome).
  const signIn = rowsOf(events(page), 'Signed in').first();
  await expect(signIn).toBeVisible();
  await expect(signIn.getByRole('cell').nth(1)).toHaveText('You');
  await expect(signIn.getByRole('cell').nth(2)).toHaveText(/^Chrome on /);
  await expect(signIn.getByRole('cell').nth(3)).toHaveText(/\.x$|…$/);
  // This session, and no button to end it from here.
  await expect(sessions(page).getByText('This session')).toBeVisible();
  await expect(sessions(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Your account is signed in only here.')).toBeVisible();

  // Open Filings and Payments, come back: the read is listed.
  const filingsReads = rowsOf(events(page), 'Viewed the list of filings');
  const readsBefore = await filingsReads.count();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Filings and Payments' })
    .click();
  await expect(h1(page, 'Filings and Payments')).toBeVisible();
  await page.goBack();
  await expect(h1(page, 'Account Activity')).toBeVisible();
  await page.reload();
  await expect(events(page)).toBeVisible();
  await expect(filingsReads).toHaveCount(readsBefore + 1);
  await expect(filingsReads.first().getByRole('cell').nth(1)).toHaveText('You');

  // File an exemption certificate, open its PDF copy from Filings and Payments: both are listed.
  const taxYear = new Date().getFullYear() - 1;
  await page.goto('/exemption');
  await page.getByText(`I was retired for all of ${taxYear} and had no earned income.`).click();
  await page.getByText('I confirm that the reason I chose is true and correct.').click();
  await page.getByRole('button', { name: 'File exemption certificate' }).click();
  await page
    .getByRole('alertdialog', { name: 'File your exemption certificate?' })
    .getByRole('button', { name: 'File certificate' })
    .click();
  await expect(page.locator('[data-result]')).toBeFocused();
  await page.goto('/filings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download PDF/ }).click();
  await download;
  await page.goto('/account-activity');
  const form = `Exemption Certificate, tax year ${taxYear}`;
  await expect(
    rowsOf(events(page), new RegExp(`^Opened a PDF copy of a form: ${form}; confirmation number `)),
  ).toHaveCount(1);
  await expect(rowsOf(events(page), new RegExp(`^Filed a form: ${form}`))).toHaveCount(1);

  // A second browser signs in to the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await agreeAndSignIn(otherPage, email, PASSWORD);
  await page.reload();
  const button = sessions(page).getByRole('button', { name: /^Sign out Chrome on / });
  await expect(button).toHaveCount(1);
  await expectNoAxeViolations(page, 'account activity with another session');

  // Keyboard only: from the section's heading, Tab to the button and press Enter.
  await page.getByRole('heading', { level: 2, name: 'Signed-in sessions' }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Signed-in sessions' }).getByRole('status').first(),
  ).toHaveText(/^The session on Chrome on .+ was signed out\.$/);
  await expect(sessions(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Signed-in sessions' })).toBeFocused();
  await expectNoAxeViolations(page, 'another session signed out');

  // The other browser's next call is refused, and it lands on the login page.
  const refused = otherPage.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await otherPage
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Filings and Payments' })
    .click();
  expect((await refused).status()).toBe(401);
  await expect(otherPage).toHaveURL(/\/auth\/login$/);
  await expect(otherPage.getByText('Your session has expired and you must login.')).toBeVisible();
  await other.close();

  // The end of that session is in the record, and this page goes on working.
  await page.reload();
  await expect(rowsOf(events(page), 'Signed out a session from Account Activity')).toHaveCount(1);
});

for (const width of [375, 1280]) {
  test(`Account activity at ${width} px has no axe violations in English and Spanish`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    const email = unique(`activity.${width}`);
    await createConfirmedUser(request, email, PASSWORD);
    // Another session (this request context), so the page shows a Sign out button.
    const elsewhere = await request.post('/api/auth/signin', {
      headers: { 'X-XSRF-TOKEN': await xsrfOf(request) },
      data: { username: email, password: PASSWORD },
    });
    expect(elsewhere.status()).toBe(200);

    await page.setViewportSize({ width, height: 900 });
    await agreeAndSignIn(page, email, PASSWORD);
    await page.goto('/account-activity');
    await expect(h1(page, 'Account Activity')).toBeVisible();
    await expect(rowsOf(events(page), 'Signed in').first()).toBeVisible();
    await expect(sessions(page).getByRole('button', { name: /^Sign out / })).toBeVisible();
    await expectNoAxeViolations(page, `account activity at ${width} px`);
    // Nothing wider than the page (the tables stack on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/activity-en-${width}.png`, fullPage: true });

    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    const t = activityEs;
    await expect(h1(page, t.title)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page
        .getByRole('table', { name: t.events.caption })
        .getByRole('rowheader', { name: t.kinds['signin.success'] })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: t.sessions.caption }).getByRole('button')).toBeVisible();
    await expectNoEnglish(page, `account activity at ${width} px`);
    await expectNoAxeViolations(page, `account activity at ${width} px (Spanish)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/activity-es-${width}.png`, fullPage: true });
    if (width === 375) {
      // 320 px (400% zoom of a 1280 px window): still nothing wider than the page.
      await page.setViewportSize({ width: 320, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page, 'account activity at 320 px (Spanish)');
      await page.setViewportSize({ width, height: 900 });
    }

    // Signed out by keyboard in Spanish too: said in Spanish, focus on the heading.
    await page.getByRole('table', { name: t.sessions.caption }).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: t.sessions.heading })).toBeFocused();
    await expect(
      page.getByRole('region', { name: t.sessions.heading }).getByRole('status').first(),
    ).toHaveText(t.sessions.signedOut('Playwright')); // the request context's device, as bowser names it
    await expectNoAxeViolations(page, `session signed out at ${width} px (Spanish)`);
    await page.screenshot({ path: `${SHOTS}/activity-es-${width}-signed-out.png`, fullPage: true });
    if (width >= 768) {
      await expect(
        page
          .getByRole('navigation', { name: es.app.mainMenu })
          .getByRole('link', { name: es.nav.accountActivity }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
}
