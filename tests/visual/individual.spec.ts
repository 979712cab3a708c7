import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { priorTaxYear } from '../../packages/api/src/index';
import { agreeAndSignIn, createConfirmedUser } from '../e2e/helpers';
import { expectScreens, federalIdInPanel } from './screenshot';

/*
 * An individual taxpayer's pages at 375 and 1280 px, each form empty and with what it works out.
 * Forms are filled as new users with fixed names (Robin Tester), so no spec changes what another
 * photographs; the demo account is only looked at, never filed for.
 */

const TAX_YEAR = priorTaxYear(new Date());
const PASSWORD = 'Visual-Review-18';

test.describe.configure({ timeout: 120_000 });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A new individual (Robin Tester, a random SSN), signed in on the dashboard. */
async function signInAsNewIndividual(page: Page, request: APIRequestContext, who: string) {
  const email = `visual.${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  await createConfirmedUser(request, email, PASSWORD);
  await agreeAndSignIn(page, email, PASSWORD);
}

test('the individual dashboard, estimates and credits, and change email (demo account)', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await expect(page.getByRole('list', { name: 'What you can do' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Taxpayer Information', exact: true })).toBeVisible();
  await expectScreens(page, 'dashboard-individual');

  await page.goto('/estimates-and-credits');
  await expect(h1(page, 'Estimates and Credits')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Estimated payments and prior-year credits by tax year' }),
  ).toBeVisible();
  await expectScreens(page, 'estimates-and-credits');

  await page.goto('/change-email');
  await expect(h1(page, 'Change Email')).toBeVisible();
  await expectScreens(page, 'change-email');
});

test('the exemption certificate, empty and filled in', async ({ page, request }) => {
  await signInAsNewIndividual(page, request, 'exemption');
  await page.goto('/exemption');
  await expect(h1(page, 'Exemption Certificate')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: `Why are you exempt for ${TAX_YEAR}?` })).toBeVisible();
  const mask = (p: Page) => [federalIdInPanel(p)];
  await expectScreens(page, 'exemption-empty', { mask });

  await page.getByText(`I was retired for all of ${TAX_YEAR} and had no earned income.`).click();
  await page.getByText('I confirm that the reason I chose is true and correct.').click();
  await expect(page.getByRole('checkbox', { name: /I confirm/ })).toBeChecked();
  await expectScreens(page, 'exemption-filled', { mask });
});

test('the annual return: questions, empty, with a W-2; then filed, in Filings and Payments, and its confirmation', async ({
  page,
  request,
}) => {
  await signInAsNewIndividual(page, request, 'annual');
  await page.goto('/forms/individual/annual-return');
  await expect(h1(page, 'Individual Annual Return')).toBeVisible();
  const mask = (p: Page) => [federalIdInPanel(p)];
  await expectScreens(page, 'annual-return-questions', { mask });

  const questions = page.getByRole('radiogroup');
  await questions.nth(0).getByText('Yes', { exact: true }).click();
  await questions.nth(1).getByText('No', { exact: true }).click();
  await questions.nth(2).getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Where you lived' })).toBeVisible();
  await expectScreens(page, 'annual-return-empty', { mask });

  // $40,000.00 of Cleveland wages with Cleveland's 2.5% withheld: nothing is due.
  await page
    .getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` })
    .selectOption({ label: 'Cleveland' });
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Lakeside Even Co');
  await page.getByRole('textbox', { name: 'Employer EIN' }).fill('341234599');
  await page.getByRole('combobox', { name: 'Work city' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('textbox', { name: 'Medicare wages and tips (box 5)' }).fill('40000');
  await page.getByRole('textbox', { name: 'Local wages (box 18)' }).fill('40000');
  await page.getByRole('textbox', { name: 'Local income tax withheld (box 19)' }).fill('1000');
  await page.getByRole('combobox', { name: 'Locality (box 20)' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(page.getByRole('heading', { name: 'Add a W-2' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Annual return summary' }).first()).toBeVisible();
  await expect(page.getByText(/Your balance is within \$10\.00/)).toBeVisible();
  await expectScreens(page, 'annual-return-w2', { mask });

  await page.getByRole('button', { name: 'File my return' }).click();
  await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
  await expect(page.getByText('Filed, no payment due')).toBeVisible();

  await page.goto('/filings');
  await expect(h1(page, 'Filings and Payments')).toBeVisible();
  const filed = page.getByRole('article', { name: /^Individual Annual Return/ });
  await expect(filed).toContainText('Filed');
  const confirmationNumber = (p: Page) =>
    p.locator('dt', { hasText: /^Confirmation number$/ }).locator('+ dd');
  await expectScreens(page, 'filings', { mask: (p) => [confirmationNumber(p)] });

  await filed.getByRole('link', { name: /^View Individual Annual Return/ }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/confirmation$/);
  await expect(confirmationNumber(page).first()).toBeVisible();
  await expectScreens(page, 'confirmation', { mask: (p) => [confirmationNumber(p), federalIdInPanel(p)] });
});

test('the individual estimate, empty and with its preview', async ({ page, request }) => {
  await signInAsNewIndividual(page, request, 'estimate');
  await page.goto('/forms/individual/estimate');
  await expect(h1(page, 'Individual Estimate')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Residence city' })).toBeVisible();
  await expectScreens(page, 'individual-estimate-empty', { mask: (p) => [federalIdInPanel(p)] });

  // CLE 2.5% of $40,000.00 less $600.00: $400.00. Which installment is next, and so the payment
  // suggested, follows today: the schedule and the payment are masked.
  await page.getByRole('radiogroup', { name: 'Residence city' }).getByText('Cleveland').click();
  await page.getByRole('textbox', { name: 'Estimated income' }).fill('40000');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('600');
  // Out of the field, as a person moves on: the amount is shown formatted.
  await page.getByRole('textbox', { name: 'Estimated credits' }).blur();
  const preview = page.getByRole('region', { name: /estimate$/ });
  await expect(preview.getByRole('definition').first()).toHaveText('$400.00');
  await expectScreens(page, 'individual-estimate-preview', {
    mask: (p) => [
      federalIdInPanel(p),
      p.getByRole('table', { name: /^Installment schedule/ }),
      p
        .getByRole('region', { name: /estimate$/ })
        .getByRole('definition')
        .last(),
      p.getByText(/^The total due by installment/),
      p.getByRole('textbox', { name: 'Payment amount' }),
    ],
  });
});

test('the billing statement, empty and calculated by the server', async ({ page, request }) => {
  await signInAsNewIndividual(page, request, 'billing');
  await page.goto('/forms/individual/tax-penalty-interest');
  await expect(h1(page, 'Tax, Penalty and Interest Billing Statement')).toBeVisible();
  const mask = (p: Page) => [federalIdInPanel(p)];
  await expectScreens(page, 'billing-statement-empty', { mask });

  // Fixed dates years back (tests/e2e/billing-statement.spec.ts works the figures out by hand).
  await page.getByRole('radiogroup', { name: 'Tax type' }).getByText('Individual', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Tax year' }).selectOption('2022');
  await page.getByRole('textbox', { name: 'Unpaid tax' }).fill('1000');
  await page.getByLabel('Due date').fill('2023-04-18');
  await page.getByLabel('Date filed').fill('2023-04-18');
  await page.getByLabel('Payment date').fill('2024-05-20');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(
    page.getByText('Calculated by the tax office. These are the amounts you will be billed.'),
  ).toBeVisible();
  await expectScreens(page, 'billing-statement-calculated', { mask });
});
