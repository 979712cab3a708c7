import type { Page } from '@playwright/test';
import { accountFormMessagesEs } from '../../packages/forms/src/messages/account.es';
import { accountEs } from '../../apps/portal/src/messages/account.es';
import { es } from '../../apps/portal/src/messages/es';
import { expectNoEnglish } from './englishLeaks';
import { expect, test } from './fixtures';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations, latestMail, xsrfOf } from './helpers';

/*
 * Issue 30: the password changed while signed in, by keyboard: a wrong current password is said on
 * its field, the right one changes it, ends the other sessions (not this one) and mails the account;
 * the new password signs in after signing out, the old one does not. Each spec signs in as a new
 * account of its own, so no demo account's password changes.
 */

const PASSWORD = 'Cuyahoga-Valley-30';
const NEW_PASSWORD = 'Lakefront-Evening-42';
const SUCCESS =
  'Your password has been changed. You are still signed in here; every other device was signed out. We sent a notice to your email address.';
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Types the three passwords from the current-password field on, moving with Tab, and presses Enter. */
async function typeByKeyboard(
  page: Page,
  current: string,
  next: string,
  label: RegExp = /^Current password/,
) {
  await page.getByLabel(label).focus();
  await page.keyboard.type(current);
  await page.keyboard.press('Tab');
  await page.keyboard.type(next);
  await page.keyboard.press('Tab');
  await page.keyboard.type(next);
  await page.keyboard.press('Enter');
}

test('change password by keyboard: a wrong current password is said on its field; the change ends the other sessions, mails the account, and the new password signs in', async ({
  page,
  request,
}) => {
  const email = unique('change.password');
  await createConfirmedUser(request, email, PASSWORD);
  // A session elsewhere (another device), which the change ends.
  const elsewhere = await request.post('/api/auth/signin', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(request) },
    data: { username: email, password: PASSWORD },
  });
  expect(elsewhere.status()).toBe(200);
  const otherSession = { authorization: `Bearer ${(await elsewhere.json()).token}` };
  expect((await request.get('/api/taxpayer-info', { headers: otherSession })).status()).toBe(200);

  await agreeAndSignIn(page, email, PASSWORD);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Change Password' })
    .click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(h1(page, 'Change Password')).toBeVisible();
  await expectNoAxeViolations(page, 'change password');

  // Enter with nothing typed: every field says what is missing, and focus is on the first.
  await page.getByLabel(/^Current password/).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Current password/)).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the following errors:' }),
  ).toContainText('Current password is required');
  await expectNoAxeViolations(page, 'change password, nothing typed');

  // A wrong current password: said on its field, focus there; the session goes on.
  await page.reload();
  await typeByKeyboard(page, 'Not-My-Password-9', NEW_PASSWORD);
  const current = page.getByLabel(/^Current password/);
  await expect(current).toHaveAccessibleDescription(
    'The password you sign in with now. The current password is not right.',
  );
  await expect(current).toBeFocused();
  await expect(h1(page, 'Change Password')).toBeVisible();
  await expectNoAxeViolations(page, 'wrong current password');

  // The right one: the confirmation takes focus.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  const done = page.getByText(SUCCESS);
  await expect(done).toBeVisible();
  await expect(page.locator('[data-result]')).toBeFocused();
  await expectNoAxeViolations(page, 'password changed');

  // The other device is signed out; this one is not.
  expect((await request.get('/api/taxpayer-info', { headers: otherSession })).status()).toBe(401);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account is told, without the password.
  const mail = await latestMail(
    request,
    email,
    (m) => m.subject === 'Your City Tax e-File password was changed',
  );
  expect(mail.text).toContain('Every other device signed in to the account was signed out.');
  expect(mail.text).not.toContain(NEW_PASSWORD);
  expect(mail.text).not.toContain(PASSWORD);

  // Sign out; the old password no longer signs in, the new one does.
  await page.getByRole('link', { name: 'Log out' }).click();
  await signIn(page, email, PASSWORD);
  await expect(
    page.getByText('The email address or password you entered is incorrect. Please try again.'),
  ).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const width of [375, 1280]) {
  test(`the change-password page at ${width} px has no axe violations in English and Spanish, empty and refused`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = unique(`change.password.${width}`);
    await createConfirmedUser(request, email, PASSWORD);
    await page.setViewportSize({ width, height: 900 });
    await agreeAndSignIn(page, email, PASSWORD);
    await page.goto('/change-password');
    await expect(h1(page, 'Change Password')).toBeVisible();
    await expectNoAxeViolations(page, `change password at ${width} px`);
    await typeByKeyboard(page, PASSWORD, 'Password123');
    await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(
      /Password is too common\. Choose a password that is harder to guess\.$/,
    );
    await expectNoAxeViolations(page, `common password refused at ${width} px`);

    // Spanish, chosen in the top bar (the page reloads in Spanish).
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    const t = accountEs.changePassword;
    const f = accountFormMessagesEs.changePassword;
    await expect(h1(page, t.title)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglish(page, `change password at ${width} px`);
    await expectNoAxeViolations(page, `change password at ${width} px (Spanish)`);
    await page.getByLabel(new RegExp(`^${f.currentPassword}`)).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(f.errorsTitle)).toBeVisible();
    await expectNoEnglish(page, `change password refused at ${width} px`);
    await expectNoAxeViolations(page, `change password refused at ${width} px (Spanish)`);
    await page.reload();
    await typeByKeyboard(page, 'No-Es-Mi-Clave-9', NEW_PASSWORD, new RegExp(`^${f.currentPassword}`));
    await expect(page.getByLabel(new RegExp(`^${f.currentPassword}`))).toHaveAccessibleDescription(
      `${f.currentPasswordHint} La contraseña actual no es correcta.`,
    );
    await expectNoAxeViolations(page, `wrong current password at ${width} px (Spanish)`);
    // The menu names the page in Spanish too.
    if (width >= 768) {
      await expect(
        page
          .getByRole('navigation', { name: es.app.mainMenu })
          .getByRole('link', { name: es.nav.changePassword }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
}
