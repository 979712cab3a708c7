import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  layoutShiftSoFar,
  observeLayoutShifts,
  passSecondStepIfAsked,
} from './helpers';

const INDIVIDUAL_TILES = ['Exemption Certificate', 'Individual Annual Return', 'Individual Estimate'];
const BUSINESS_TILES = [
  "Employer's Return of Income Tax Withheld",
  'Net Profit Estimate',
  'Manage Business Accounts',
];
const COMMON_TILES = ['Tax, Penalty and Interest Billing Statement', 'Estimates and Credits', 'Change Email'];

async function agree(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Filing Agreement' })).toBeVisible();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function tileNames(page: Page) {
  const tiles = page.getByRole('list', { name: 'What you can do' }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  return tiles.allInnerTexts();
}

test.describe('disclaimer', () => {
  test('I Disagree explains that the agreement is required and sets no cookie', async ({ page, context }) => {
    await page.goto('/');
    await expectNoAxeViolations(page, 'disclaimer');
    await page.getByRole('button', { name: 'I Disagree' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agreement Required' });
    await expect(dialog).toContainText('You must agree to the Web Filing Agreement');
    await expectNoAxeViolations(page, 'disclaimer: disagree alert');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'disclaimer')).toBeUndefined();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/);
  });

  test('works by keyboard and sets a SameSite=Strict cookie', async ({ page, context }) => {
    await page.goto('/');
    const agreeButton = page.getByRole('button', { name: 'I Agree' });
    for (let i = 0; i < 20 && !(await agreeButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(agreeButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'disclaimer');
    expect(cookie?.sameSite).toBe('Strict');
  });
});

test.describe('sign in and dashboard', () => {
  test('individual: agree → login → dashboard tiles → logout → logged-out page', async ({
    page,
    request,
  }) => {
    await agree(page);
    await expectNoAxeViolations(page, 'login');
    await signIn(page, 'individual@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await tileNames(page)).toEqual(expect.arrayContaining([...INDIVIDUAL_TILES, ...COMMON_TILES]));
    for (const name of BUSINESS_TILES) await expect(page.getByRole('link', { name })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Individual Annual Return' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manage Business Accounts' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'dashboard (individual)');

    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth_user') ?? '{}').token as string,
    );
    expect(token).toBeTruthy();

    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/logged-out$/);
    await expect(page.getByText('You successfully logged out!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth/login');
    await expectNoAxeViolations(page, 'logged out');
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // The token is revoked on the server, not only forgotten by the browser.
    const after = await request.get('/api/taxpayer-info', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test('the tiles do not move when the taxpayer data arrives (no layout shift)', async ({ page }) => {
    // Hold the taxpayer data until the loading state has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/taxpayer-info', async (route) => {
      await held;
      await route.continue();
    });
    await agree(page);
    await signIn(page, 'individual@example.com');
    const panel = page.getByRole('region', { name: 'Taxpayer Information' });
    await expect(panel.getByRole('status')).toHaveText('Loading taxpayer information');
    await observeLayoutShifts(page);
    const tiles = page.getByRole('list', { name: 'What you can do' });
    const before = await tiles.boundingBox();
    release();
    await expect(panel.getByRole('term').first()).toBeVisible();
    await expect(panel).not.toHaveAttribute('aria-busy');
    const after = await tiles.boundingBox();
    expect(after?.y).toBe(before?.y);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test('business user: business tiles and menu', async ({ page }) => {
    await agree(page);
    await signIn(page, 'business@example.com');
    await passSecondStepIfAsked(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await tileNames(page)).toEqual(expect.arrayContaining([...BUSINESS_TILES, ...COMMON_TILES]));
    for (const name of INDIVIDUAL_TILES) await expect(page.getByRole('link', { name })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Net Profit Estimate' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard (business)');
  });

  test('a failed sign-in returns to login with a message', async ({ page }) => {
    await agree(page);
    await signIn(page, 'individual@example.com', 'wrong-password');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(
      page.getByText('The email address or password you entered is incorrect. Please try again.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'login after failure');
  });

  test('an inactive account is told to contact support', async ({ page }) => {
    await agree(page);
    await signIn(page, 'inactive@example.com');
    await expect(
      page.getByText('Our records indicate that your account is not active at this time.'),
    ).toBeVisible();
  });
});

test.describe('guards and return URL', () => {
  test('a signed-out visit to /dashboard goes to login with a return URL and back after sign-in', async ({
    page,
  }) => {
    await agree(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/);
    await signIn(page, 'joint@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const [name, forged] of [
    ['an absolute URL of another origin', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ]) {
    test(`a forged return URL is rejected: ${name}`, async ({ page }) => {
      await agree(page);
      await page.goto(`/auth/login?returnUrl=${encodeURIComponent(forged!)}`);
      await expect(
        page.getByText(
          'Invalid return url. The return url needs to have the same origin as the current page.',
        ),
      ).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await expectNoAxeViolations(page, `forged return url (${name})`);
    });
  }
});

test.describe('session', () => {
  test('an expired session alerts and goes to the start', async ({ page, request }) => {
    await agree(page);
    await signIn(page, 'individual@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth_user') ?? '{}').token as string,
    );
    // End the session on the server behind the page's back (as an idle timeout would).
    const setCookie = (await request.get('/api/features/public')).headers()['set-cookie'] ?? '';
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1];
    const revoked = await request.post('/api/auth/signout', {
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf ?? '' },
    });
    expect(revoked.status()).toBe(200);

    await page.reload();
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText('Your session has expired and you must login.');
    await expectNoAxeViolations(page, 'session expired alert');
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/(auth\/login)?$/);
  });

  test('a logout not started in the page is refused', async ({ page }) => {
    await agree(page);
    await signIn(page, 'individual@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/auth/logout');
    await expect(page.getByText('The logout was not initiated from within the page.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).not.toBeNull();
    await expectNoAxeViolations(page, 'logout refused');
  });
});

test.describe('pages', () => {
  test('Page Not Found offers a start-over link', async ({ page }) => {
    await agree(page);
    await signIn(page, 'individual@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page, 'page not found');
  });

  test('landing lists the forms and requirements', async ({ page }) => {
    await agree(page);
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to City Tax e-File' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What you need' })).toBeVisible();
    await expectNoAxeViolations(page, 'landing');
  });

  test('the footer links the FAQ in a new tab and contact us', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`1998–${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: /FAQ/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', '/contact-us');
  });

  for (const width of [320, 412, 1280]) {
    test(`at ${width} px the footer does not move when the FAQ link appears (no layout shift)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Hold the public flags (Public.FAQ is on in the demo data) until the page has been measured.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/features/public', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/disclaimer');
      await expect(page.getByRole('heading', { level: 1, name: 'Web Filing Agreement' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      await expect(footer.getByRole('link', { name: /FAQ/ })).toHaveCount(0);
      await observeLayoutShifts(page);
      const before = await footer.boundingBox();
      release();
      await expect(footer.getByRole('link', { name: /FAQ/ })).toBeVisible();
      expect(await footer.boundingBox()).toEqual(before);
      // On wide screens the right-aligned list of links grows to the left: a shift of about 0.0001.
      expect(await layoutShiftSoFar(page)).toBeLessThan(0.001);
    });
  }

  test('pages reflow at 320 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await signIn(page, 'business@example.com');
    await passSecondStepIfAsked(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Measure once the widest parts (the filing-as choice with long business
    // names, the taxpayer data panel) have loaded.
    await expect(page.getByLabel('Filing as')).toBeVisible();
    await expect(page.getByRole('list', { name: 'What you can do' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
