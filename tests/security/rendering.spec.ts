import type { Page, Route } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { agreeAndSignIn } from '../e2e/helpers';

/*
 * Server messages are data, never markup. Each case makes the real server's answer hostile (a problem
 * detail or password reasons holding script and event-handler HTML) and checks, in a real browser,
 * that the text is shown literally and nothing runs. The page's CSP is bypassed on purpose: these
 * tests prove the rendering is safe on its own, not only because the CSP would block an inline script.
 */

const MARK = '__xssRan';
const HOSTILE = [
  `<img src=x onerror="window.${MARK}=1">`,
  `<script>window.${MARK}=2</script>`,
  `<svg onload="window.${MARK}=3"></svg>`,
  `<a href="javascript:window.${MARK}=4">click</a>`,
].join(' ');

test.use({ bypassCSP: true });

function problem(status: number, extra: Record<string, unknown> = {}) {
  return async (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/problem+json',
      headers: status === 429 ? { 'Retry-After': '60' } : {},
      body: JSON.stringify({
        type: `https://citytax.example/problems/${status === 429 ? 'too-many-requests' : 'validation-error'}`,
        title: 'Refused',
        status,
        detail: HOSTILE,
        ...extra,
      }),
    });
}

/** Nothing hostile ran, no browser dialog opened, and no hostile element made it into the DOM. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  // Give an injected onerror/onload a moment to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBe(
    undefined,
  );
  expect(dialogs).toEqual([]);
  const injected = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'img[onerror], svg[onload], a[href^="javascript:"], body script:not([src])',
      ),
    ]
      .map((el) => el.outerHTML)
      .concat(
        [...document.querySelectorAll('script')]
          .filter((s) => s.textContent?.includes('__xssRan'))
          .map((s) => s.outerHTML),
      ),
  );
  expect(injected).toEqual([]);
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('a hostile rate-limit detail on the login page is shown as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.route('**/api/auth/signin', problem(429));
  await page.getByLabel('Email address').fill('individual@example.com');
  await page.getByLabel('Password').fill('whatever-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(HOSTILE, { exact: false })).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('a hostile detail on the forgot-password page is shown as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.goto('/auth/forgot-password');
  await page.route('**/api/auth/reset-password-email', problem(429));
  await page.getByLabel('Email address').fill('individual@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(HOSTILE, { exact: false })).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('hostile password reasons in the HTML ModalAlert are escaped and sanitized', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.goto('/auth/reset-password?email=individual%40example.com&token=abc');
  await page.route(
    '**/api/auth/reset-password',
    problem(403, { errors: { password: [HOSTILE, 'A second <b>reason</b>'] } }),
  );
  await page.getByLabel(/^New password/).fill('Another-Password-9');
  await page.getByLabel(/^Confirm new password/).fill('Another-Password-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The reasons arrive as text: the markup shows literally, and the harmless <b> is not bold either.
  await expect(dialog.getByText(HOSTILE)).toBeVisible();
  await expect(dialog.getByText('A second <b>reason</b>')).toBeVisible();
  await expect(dialog.locator('b')).toHaveCount(0);
  await expectNothingRan(page, dialogs);
});

test('a hostile detail from linking a business is shown as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await agreeAndSignIn(page, 'business@example.com');
  await page.goto('/manage-business-accounts');
  await page.getByLabel('EIN', { exact: false }).first().fill('347770004');
  await page.getByLabel('Business name').fill('Flats Bicycle Co');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.route('**/api/ein/add-ein', problem(409));
  // Add asks for the business access code (issue 16): any well-formed one reaches the (routed) call.
  await page.getByRole('textbox', { name: /^Access code/ }).fill('7K4P-9QXM-2H3D');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(HOSTILE, { exact: false })).toBeVisible();
  await expectNothingRan(page, dialogs);
});
