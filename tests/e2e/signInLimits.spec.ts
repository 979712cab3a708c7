import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations, xsrfOf } from './helpers';

/*
 * Issue 30, finding 4 (ADR 0046), in a real browser: the browser the owner signed in with before
 * keeps signing in while a stranger's wrong guesses lock other browsers out of the account.
 * The portal's same-origin fetch sends the device cookie the server set on /api/auth.
 */

const PASSWORD = 'Lakeshore-Filing-42';
const unique = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('the owner’s own browser signs in while a stranger’s guesses lock out every other browser', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = unique('owner');
  await createConfirmedUser(request, email, PASSWORD);

  // The owner signs in once: the server marks this browser as known to the account.
  await agreeAndSignIn(page, email, PASSWORD);
  const device = (await page.context().cookies()).filter((c) => c.name.startsWith('citytax_device_'));
  expect(device).toHaveLength(1);
  expect(device[0]).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
  expect(device[0]!.value).not.toContain(email.split('@')[0]!);
  await page.getByRole('link', { name: 'Log out' }).click();

  // A stranger who knows the address guesses without any cookie of the account.
  const headers = { 'X-XSRF-TOKEN': await xsrfOf(request) };
  const guess = () =>
    request.post('/api/auth/signin', { headers, data: { username: email, password: 'Wrong-Guess-123' } });
  // All from this machine's address: its limit (5 in 15 minutes) holds every browser without the
  // cookie there; guesses from many addresses lock them everywhere (apps/mock-server/test/deviceCookie.test.ts).
  for (let i = 0; i < 5; i++) expect((await guess()).status()).toBe(401);
  expect((await guess()).status()).toBe(429);

  // The owner's browser is not refused.
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A browser that never signed in to the account is, and is told what to do.
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const other = await elsewhere.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'I Agree' }).click();
    await signIn(other, email, PASSWORD);
    await expect(
      other.getByText(
        /^Too many failed sign-in attempts for this account from browsers that have not signed in to it before\. Try again in 15 minutes, sign in from a browser you have used for this account before, or reset your password/,
      ),
    ).toBeVisible();
    await expect(other).toHaveURL(/\/auth\/login/);
    await expectNoAxeViolations(other, 'sign-in refused to an unknown browser');
  } finally {
    await elsewhere.close();
  }
});
