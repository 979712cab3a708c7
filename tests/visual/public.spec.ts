import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { agreeAndSignIn } from '../e2e/helpers';
import { expectScreens } from './screenshot';

/*
 * What a visitor sees before and around signing in, at 375 and 1280 px, against the real server.
 * The baselines are in __screenshots__; `npm run test:visual:update` writes them again (README).
 */

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function agree(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('the agreement and the login page', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page, 'Web Filing Agreement')).toBeVisible();
  await expectScreens(page, 'agreement');

  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expectScreens(page, 'login');
});

test('the landing page', async ({ page }) => {
  await agree(page);
  await page.goto('/landing');
  await expect(h1(page, 'Welcome to City Tax e-File')).toBeVisible();
  await expectScreens(page, 'landing');
});

test('the start of registration', async ({ page }) => {
  await agree(page);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\/taxpayer-registration$/);
  await expect(h1(page, 'Register')).toBeVisible();
  await expectScreens(page, 'registration-start');
});

// The first screen, not the whole page: the answers are 11,000 to 20,000 px of text whose words
// the end-to-end tests check; what is looked at here is the topics and where an answer lands.
test('the FAQ: its first screen, and a deep link to an answer', async ({ page }) => {
  await page.goto('/faq');
  await expect(h1(page, 'Frequently Asked Questions')).toBeVisible();
  await expectScreens(page, 'faq', { fullPage: false });

  // Where the answer lands follows the header's height at each width: load the link at each.
  await page.goto('/faq#paper-forms');
  await expectScreens(page, 'faq-deep-link', {
    fullPage: false,
    atEachWidth: async (p) => {
      await p.reload();
      await expect(p.locator('h3[id="paper-forms"]')).toBeVisible();
      const topics = p.getByRole('navigation', { name: 'FAQ topics' });
      await expect(topics.getByRole('link', { name: 'Which paper forms do I need?' })).toHaveAttribute(
        'aria-current',
        'location',
      );
    },
  });
});

test('page not found, signed in', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto('/no-such-page');
  await expect(h1(page, 'Page Not Found')).toBeVisible();
  await expectScreens(page, 'not-found');
});
