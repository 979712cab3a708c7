import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedUser, expectNoAxeViolations, latestMail, linkPath, xsrfOf } from './helpers';
import { startServer } from './server';

const NEW_PASSWORD = 'Lakeshore-Filing-42';

async function agree(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const unique = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

test('a new individual registers with a taxpayer ID, confirms from the outbox, sets a password and signs in', async ({
  page,
  request,
}) => {
  const email = unique('alex');
  await agree(page);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\/taxpayer-registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectNoAxeViolations(page, 'registration check');

  await page.getByLabel('Taxpayer ID').fill('100004');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/taxpayer-registration\/web\?taxpayerId=100004$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your web account' })).toBeVisible();
  await expectNoAxeViolations(page, 'web account form');
  await page.getByLabel('Last 4 digits of SSN or FEIN').fill('4321');
  await page.getByLabel('Zip code').fill('44113');
  await page.getByLabel('Access code').fill('G43Z-3HSY-G88G');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Confirm email address').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(`We sent a confirmation email to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'check your email');

  const mail = await latestMail(request, email);
  await page.goto(linkPath(mail, '/confirm-registration'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your registration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectNoAxeViolations(page, 'set password');

  // A common password is refused by the server with its reasons in the Invalid Password modal.
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: 'Set password' }).click();
  const invalid = page.getByRole('dialog', { name: 'Invalid Password' });
  await expect(invalid).toBeVisible();
  await expectNoAxeViolations(page, 'invalid password modal');
  await invalid.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
  await expectNoAxeViolations(page, 'registration confirmed');

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a link that does not work offers to resend, and the new link works', async ({ page, request }) => {
  const email = unique('sam');
  await agree(page);
  await page.goto('/auth/taxpayer-registration/web?taxpayerId=100005');
  await page.getByLabel('Last 4 digits of SSN or FEIN').fill('8765');
  await page.getByLabel('Zip code').fill('44113');
  await page.getByLabel('Access code').fill('QT9P-2HXC-3GPU');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Confirm email address').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const first = await latestMail(request, email);

  await page.goto(`/confirm-registration?email=${encodeURIComponent(email)}&token=not-the-right-token`);
  await expect(
    page.getByText(
      'An unexpected error occurred while confirming your email address. You may resend the confirmation email.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Confirmation email has been sent. Please check your inbox.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'resend toast');

  const second = await latestMail(request, email, (m) => m.id !== first.id);
  // The resend replaced the first link.
  await page.goto(linkPath(first, '/confirm-registration'));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toHaveCount(0);
  await page.goto(linkPath(second, '/confirm-registration'));
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
});

test('a missing token or email is explained', async ({ page }) => {
  await page.goto('/confirm-registration');
  await expect(page.getByText('Your email address was not provided.')).toBeVisible();
  await expect(
    page.getByText(
      'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'confirm without parameters');
});

test('forgot password: the reset link sets a new password that signs in', async ({ page, request }) => {
  const email = unique('reset');
  await createConfirmedUser(request, email, NEW_PASSWORD);
  await agree(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account uses that email address, we sent it a link to reset your password.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password sent');

  const mail = await latestMail(request, email, (m) =>
    m.links.some((l) => l.includes('/auth/reset-password')),
  );
  await page.goto(linkPath(mail, '/auth/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectNoAxeViolations(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill('Another-Secret-77');
  await page.getByLabel('Confirm new password').fill('Another-Secret-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your password has been reset. You can now log in with your new password.'),
  ).toBeVisible();

  await signIn(page, email, NEW_PASSWORD);
  await expect(
    page.getByText('The email address or password you entered is incorrect. Please try again.'),
  ).toBeVisible();
  await signIn(page, email, 'Another-Secret-77');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown address gets the same forgot-password answer and no mail', async ({ page, request }) => {
  await agree(page);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email address').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account uses that email address, we sent it a link to reset your password.'),
  ).toBeVisible();
  const outbox = await request.get('/dev/outbox?to=nobody.here%40example.com');
  expect(await outbox.json()).toEqual([]);
});

test('change email: the current password is asked, a duplicate is refused, the confirmation link changes it and ends other sessions', async ({
  page,
  request,
}) => {
  const email = unique('change');
  const next = unique('changed');
  await createConfirmedUser(request, email, NEW_PASSWORD);
  // A session elsewhere (another device), which the confirmed change ends (issue 16).
  const elsewhere = await request.post('/api/auth/signin', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(request) },
    data: { username: email, password: NEW_PASSWORD },
  });
  expect(elsewhere.status()).toBe(200);
  const otherSession = { authorization: `Bearer ${(await elsewhere.json()).token}` };
  expect((await request.get('/api/taxpayer-info', { headers: otherSession })).status()).toBe(200);
  await agree(page);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Change Email' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Email' })).toBeVisible();
  await expectNoAxeViolations(page, 'change email');

  const submit = page.getByRole('button', { name: 'Change email' });
  const currentPassword = page.getByLabel('Current password');
  await expect(currentPassword).toHaveAttribute('type', 'password');
  await expect(currentPassword).toHaveAttribute('autocomplete', 'current-password');
  await page.getByLabel('New email address', { exact: true }).fill('individual@example.com');
  await page.getByLabel('Confirm new email address').fill('someone.else@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please make sure the emails entered match.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm new email address').fill('individual@example.com');
  await expect(submit).toBeDisabled();
  await currentPassword.fill('Not-My-Password-9');
  await submit.click();
  // A wrong password is said in the form; the user stays signed in on the page.
  await expect(page.getByText('The current password is not right.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Email' })).toBeVisible();
  await expectNoAxeViolations(page, 'wrong current password');
  await currentPassword.fill(NEW_PASSWORD);
  await submit.click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Email Address' });
  await expect(duplicate).toContainText(
    'This email address already exists in our records. Please try another.',
  );
  await expectNoAxeViolations(page, 'duplicate email modal');
  await duplicate.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('New email address', { exact: true }).fill(next);
  await page.getByLabel('Confirm new email address').fill(next);
  await submit.click();
  await expect(page.getByText(`We sent a confirmation link to ${next}.`)).toBeVisible();

  const mail = await latestMail(request, next);
  await page.goto(linkPath(mail, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Email Change' })).toBeVisible();
  await expect(page.getByText(`Your email address has been changed to ${next}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'email changed');
  expect((await request.get('/api/taxpayer-info', { headers: otherSession })).status()).toBe(401);

  await page.getByRole('link', { name: 'Log out' }).click();
  await signIn(page, next, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('contact us: errors are listed under Submit, then the question is sent to support', async ({
  page,
  request,
}) => {
  await agree(page);
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Replies take up to two business days.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'General Tax and Filing' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is required').first()).toBeVisible();
  await expectNoAxeViolations(page, 'contact us with errors');

  const marker = `e2e-${Date.now()}`;
  await page.getByLabel('Name').fill('Pat Rivera');
  await page.getByLabel('Phone number').fill('216-555-0142');
  await page.getByLabel('Email address').fill('pat.rivera@example.com');
  await page.getByLabel('Comments').fill(`How do I amend a return? ${marker}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email sent.')).toBeVisible();
  await expectNoAxeViolations(page, 'contact us sent');
  const mail = await latestMail(request, 'support@citytax.example', (m) => m.text.includes(marker));
  expect(mail.text).toContain('General Tax and Filing');
});

test('an old account confirms its email from the sign-in message and sets a new password', async ({
  page,
  request,
}) => {
  await agree(page);
  await signIn(page, 'legacy@example.com', 'Demo-Password-1');
  await expect(page.getByText('We have changed how account sign in works.')).toBeVisible();
  const mail = await latestMail(request, 'legacy@example.com');
  await page.goto(linkPath(mail, '/confirm-legacy-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Set your new password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('Different-Secret-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await expectNoAxeViolations(page, 'legacy confirmed');
  await signIn(page, 'legacy@example.com', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('expired links', () => {
  test('an expired reset or registration link says so', async ({ browser }) => {
    test.setTimeout(90_000);
    const server = await startServer(18_190, { EMAIL_TOKEN_TTL_MS: '4000', EMAIL_RATE_LIMIT_MAX: '100' });
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      const request = context.request;
      const email = unique('expired');
      await agree(page);
      await page.goto('/auth/taxpayer-registration/web?taxpayerId=100004');
      await page.getByLabel('Last 4 digits of SSN or FEIN').fill('4321');
      await page.getByLabel('Zip code').fill('44113');
      await page.getByLabel('Access code').fill('G43Z-3HSY-G88G');
      await page.getByLabel('Email address', { exact: true }).fill(email);
      await page.getByLabel('Confirm email address').fill(email);
      await page.getByRole('button', { name: 'Create account' }).click();
      const mail = await latestMail(request, email);
      await page.goto(linkPath(mail, '/confirm-registration'));
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
      // Let the 4-second link run out while the form is open.
      const age = Date.now() - new Date(mail.createdAt).getTime();
      await page.waitForTimeout(Math.max(0, 4_500 - age));
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(
        page.getByText(
          'The email confirmation link has expired. You may initiate a new request and try again.',
        ),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'expired link');
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
