import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

const TAX_YEAR = new Date().getFullYear() - 1;
const REASON_GROUP = `Why are you exempt for ${TAX_YEAR}?`;
const CONFIRM = 'I confirm that the reason I chose is true and correct.';
const SUBMIT = 'File exemption certificate';
const DIALOG = 'File your exemption certificate?';
const ALREADY_FILED =
  'You cannot file an exemption certificate because you have already filed one for this tax year.';
const SAVED = `Your exemption certificate for ${TAX_YEAR} has been filed. No city income tax return is due from you for ${TAX_YEAR}.`;

/** What the server has on file for the prior tax year, asked with the page's own session. */
function certificateOnFile(page: Page): Promise<unknown> {
  return page.evaluate(async (taxYear) => {
    const token = (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string }).token;
    const response = await fetch(`/api/exemption-certificate/${taxYear}`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    return ((await response.json()) as { exemptionCertificate: unknown }).exemptionCertificate;
  }, TAX_YEAR);
}

test('individual files an exemption certificate once; the next visit is blocked', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await page
    .getByRole('list', { name: 'What you can do' })
    .getByRole('link', { name: /Exemption Certificate/ })
    .click();
  await expect(page).toHaveURL(/\/exemption$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exemption Certificate' })).toBeVisible();
  const reasons = page.getByRole('radiogroup', { name: REASON_GROUP });
  await expect(reasons).toBeVisible();
  await expect(page.getByRole('region', { name: 'Taxpayer Information', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'exemption: empty form');

  // An empty submit names what is missing and moves focus to the reasons.
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(reasons).toContainText('You must choose a reason you are filing this form.');
  await expect(page.getByText('You must confirm the chosen option is correct.')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'exemption: invalid');

  // The sold date is asked for only with the business-sold reason.
  await page.getByText(`I sold my business or rental property in or before ${TAX_YEAR}.`).click();
  await expect(page.getByRole('radio', { name: /sold my business or rental/ })).toBeChecked();
  await expect(page.getByText('Date the business or rental was sold')).toBeVisible();
  await expectNoAxeViolations(page, 'exemption: business sold');
  await page.getByText(`I was retired for all of ${TAX_YEAR} and had no earned income.`).click();
  await expect(page.getByRole('radio', { name: /I was retired/ })).toBeChecked();
  await expect(page.getByText('Date the business or rental was sold')).toHaveCount(0);
  await page.getByText(CONFIRM).click();
  await expect(page.getByRole('checkbox', { name: CONFIRM })).toBeChecked();

  // Cancelling the confirmation saves nothing.
  await page.getByRole('button', { name: SUBMIT }).click();
  const dialog = page.getByRole('alertdialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'exemption: confirm dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: SUBMIT })).toBeFocused();
  expect(await certificateOnFile(page)).toBeNull();

  // Confirming files it: the success message takes focus and the form is locked.
  await page.getByRole('button', { name: SUBMIT }).click();
  await dialog.getByRole('button', { name: 'File certificate' }).click();
  const success = page.getByRole('status').filter({ hasText: SAVED });
  await expect(success).toBeVisible();
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(page.getByRole('radio', { name: /I was retired/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /I was retired/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: CONFIRM })).toBeDisabled();
  await expect(page.getByRole('button', { name: SUBMIT })).toHaveCount(0);
  await expectNoAxeViolations(page, 'exemption: saved and locked');
  expect(await certificateOnFile(page)).toMatchObject({
    taxYear: TAX_YEAR,
    exemptionSelection: 'retired',
    businessSoldDate: null,
  });

  // A second visit is blocked.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: ALREADY_FILED })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(page, 'exemption: already filed');
});
