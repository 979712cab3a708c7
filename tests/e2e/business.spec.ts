import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectNoAxeViolations, passSecondStepIfAsked } from './helpers';

// The seeded business access codes (README "Business access codes"; issue 16).
const FLATS = { ein: '347770004', name: 'Flats Bicycle Co', accessCode: 'JAH9-TTRX-FYZZ' };
const TREMONT = { ein: '348880005', name: 'Tremont Print Shop Inc', accessCode: 'B7RD-68CT-CPFS' };

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await passSecondStepIfAsked(page);
}

async function search(page: Page, ein: string, name: string) {
  await page.getByRole('textbox', { name: 'EIN' }).fill(ein);
  await page.getByRole('textbox', { name: 'Business name' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
}

/** Answers the found business's access code and presses Add. */
async function add(page: Page, accessCode: string) {
  const found = page.getByRole('region', { name: 'Business found' });
  await found.getByRole('textbox', { name: /^Access code/ }).fill(accessCode);
  await found.getByRole('button', { name: 'Add', exact: true }).click();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Taxpayer Information' });

test('a new business user links two businesses, files as either, and removing the current one switches', async ({
  page,
}) => {
  await signIn(page, 'newbusiness@example.com');
  // No taxpayer yet: the taxpayer guard sends a business user to manage business accounts.
  await expect(page).toHaveURL(/\/manage-business-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Business Accounts' })).toBeVisible();
  await expect(page.getByText('You have not linked any businesses yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'manage businesses, none linked');

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('EIN is required')).toBeVisible();
  await search(page, FLATS.ein, 'Not The Right Name');
  await expect(
    page.getByText(
      'This business could not be found. If this information is correct please complete registration.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'business not found');

  await search(page, FLATS.ein, FLATS.name);
  await expect(page.getByRole('region', { name: 'Business found' })).toContainText(FLATS.name);
  // The EIN and name are public: Add needs the access code printed on the city's letters.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Access code is required')).toBeVisible();
  await add(page, 'ABCD-EFGH-JKMN');
  await expect(
    page.getByText(
      'The business access code is not right. It is printed on letters the city sent to this business.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/manage-business-accounts$/);
  await expectNoAxeViolations(page, 'wrong access code');
  await add(page, FLATS.accessCode);
  // The first link gives the user a taxpayer, and the dashboard opens filing as it.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel(page)).toContainText(FLATS.name);
  await expect(page.getByLabel('Filing as')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard after the first link');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Manage Business Accounts' })
    .click();
  await search(page, TREMONT.ein, TREMONT.name);
  await add(page, TREMONT.accessCode);
  // Issue 18: the found panel gives way to a polite status, which takes focus.
  const linkedStatus = page
    .getByRole('status')
    .filter({ hasText: `${TREMONT.name} is now linked to your account.` });
  await expect(linkedStatus).toBeVisible();
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Business found' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'EIN' })).toHaveValue('');
  await expectNoAxeViolations(page, 'business linked, found panel cleared');
  const linked = page.getByRole('table', { name: 'Linked businesses' });
  await expect(linked).toContainText(TREMONT.name);
  await expect(linked).toContainText(FLATS.name);
  // Add is disabled for a business already linked (spec §5).
  await search(page, FLATS.ein, FLATS.name);
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page, 'two businesses linked');

  // File as the second business: the panel follows.
  await page.getByLabel('Filing as').selectOption({ label: `${TREMONT.name} (EIN ${TREMONT.ein})` });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(panel(page)).toContainText(TREMONT.name);

  // Remove the business filed as: filing-as switches to the one that remains.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Manage Business Accounts' })
    .click();
  await page.getByRole('button', { name: `Remove ${TREMONT.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove business' });
  await expect(confirm).toContainText(`Remove ${TREMONT.name}?`);
  await expectNoAxeViolations(page, 'remove confirmation');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(linked).not.toContainText(TREMONT.name);
  await expect(page.getByLabel('Filing as')).toHaveValue(/.+/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(panel(page)).toContainText(FLATS.name);
  await expect(panel(page)).not.toContainText(TREMONT.name);
});

test('an individual has no filing-as choice and sees their own taxpayer data', async ({ page }) => {
  await signIn(page, 'individual@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Filing as')).toHaveCount(0);
  await expect(panel(page)).toContainText('Pat');
  await expectNoAxeViolations(page, 'individual dashboard with panel');
});
