import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectNoAxeViolations } from './helpers';

const WELCOME = 'Welcome to City Tax e-File';

test('the landing page is linked from the login page, and offers the dashboard once signed in (issue 18)', async ({
  page,
}, testInfo) => {
  // Before agreeing, the landing page stays behind the agreement (spec §3: it is guarded), and the
  // agreement opens what the service is in place.
  await page.goto('/landing');
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('main');
  // A native disclosure: its summary is announced as expanded or collapsed.
  const details = main.locator('details').filter({ hasText: 'About this service' });
  const about = details.locator('summary');
  await expect(about).toHaveText('About this service');
  await expect(details).not.toHaveAttribute('open');
  await about.click();
  await expect(details).toHaveAttribute('open');
  await expect(details.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(details.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'agreement: about this service open');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`agreement-about-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`login-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await main.getByRole('link', { name: 'About this service' }).click();
  await expect(main.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // A failed sign-in keeps the email and moves focus to the message (WCAG 2.4.3).
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('individual@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const failure = page.locator('[data-result]');
  await expect(failure).toContainText(
    'The email address or password you entered is incorrect. Please try again.',
  );
  await expect(failure).toBeFocused();
  await expect(email).toHaveValue('individual@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expectNoAxeViolations(page, 'login: failed, email kept');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`login-failed-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in, the landing page offers the dashboard instead of Log in / Register.
  await page.goto('/landing');
  await expect(main.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'landing: signed in');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`landing-signed-in-${width}.png`), fullPage: true });
  }
  await main.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in visitor on the agreement page at 375 px is linked to the landing page', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill('individual@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The About link in the footer opens the landing page too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About this service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await expectNoAxeViolations(page, 'landing from the footer at 375 px');
  await page.screenshot({ path: testInfo.outputPath('landing-375.png'), fullPage: true });
});
