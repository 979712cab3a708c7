import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

const TITLE = 'Tax, Penalty and Interest Billing Statement';
const PREVIEW_NOTE =
  'Preview, worked out as you type. Select Calculate to get the amounts the tax office will bill.';
const SERVER_NOTE = 'Calculated by the tax office. These are the amounts you will be billed.';
const MISSING_RATE =
  "An error occurred calculating taxes for your selected cities. Please contact the provider's support.";

interface Case {
  taxType: 'Individual' | 'Net profit' | 'Withholding';
  taxYear: string;
  unpaidTax: string;
  dueDate: string;
  filedDate: string;
  paymentDate: string;
}

/**
 * Individual tax for 2022: $1,000.00 unpaid, due and filed April 18, 2023, paid May 20, 2024.
 * Worked by hand from TAX-RULES.md §5:
 * - Late-payment penalty: paid after the due date, 15% × $1,000.00 = $150.00.
 * - Late-filing penalty: filed on the due date, $0.00.
 * - Months late: month k runs from Apr 18, 2023 + (k−1) months + 1 day to Apr 18, 2023 + k months;
 *   Apr 18, 2024 + 1 month = May 18, 2024 < May 20, so May 20 falls in month 14 (May 19 – Jun 18).
 *   Months 1–9 start Apr 19 … Dec 19, 2023 (rate 7%); months 10–14 start Jan 19 … May 19, 2024 (10%).
 * - Interest: 2023: 1,000 × 0.07 × 9 / 12 = $52.50; 2024: 1,000 × 0.10 × 5 / 12 = 41.666… → $41.67;
 *   in all 1,000 × (0.63 + 0.50) / 12 = 94.1666… → $94.17 (rounded once).
 * - Total: 1,000.00 + 150.00 + 0.00 + 94.17 = $1,244.17.
 */
const ACROSS_RATE_YEARS: Case = {
  taxType: 'Individual',
  taxYear: '2022',
  unpaidTax: '1000',
  dueDate: '2023-04-18',
  filedDate: '2023-04-18',
  paymentDate: '2024-05-20',
};
const EXPECTED_LINES = [
  ['Unpaid tax', '$1,000.00'],
  ['Late-payment penalty (15%)', '$150.00'],
  ['Late-filing penalty', '$0.00'],
  ['Interest', '$94.17'],
  ['Total due', '$1,244.17'],
] as const;
const EXPECTED_BY_YEAR = [
  ['Year', 'Months', 'Annual rate', 'Interest'],
  ['2023', '9', '7%', '$52.50'],
  ['2024', '5', '10%', '$41.67'],
  ['Total', '14', '', '$94.17'],
];

async function openFromDashboard(page: Page) {
  await page
    .getByRole('list', { name: 'What you can do' })
    .getByRole('link', { name: new RegExp(TITLE) })
    .click();
  await expect(page).toHaveURL(/\/forms\/individual\/tax-penalty-interest$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Tax type' })).toBeVisible();
}

async function fill(page: Page, values: Case) {
  // The radio's label is what a person clicks (the input itself is styled away).
  await page.getByRole('radiogroup', { name: 'Tax type' }).getByText(values.taxType, { exact: true }).click();
  await expect(page.getByRole('radio', { name: values.taxType })).toBeChecked();
  await page.getByRole('combobox', { name: 'Tax year' }).selectOption(values.taxYear);
  await page.getByRole('textbox', { name: 'Unpaid tax' }).fill(values.unpaidTax);
  await page.getByLabel('Due date').fill(values.dueDate);
  await page.getByLabel('Date filed').fill(values.filedDate);
  await page.getByLabel('Payment date').fill(values.paymentDate);
}

const statement = (page: Page) => page.getByRole('region', { name: 'Tax, penalty and interest' });

/** Each line of the main table: its label (first line of the row header) and its amount. */
async function expectLines(region: Locator, taxYear: string) {
  const table = region.getByRole('table', { name: `Tax, penalty and interest for tax year ${taxYear}` });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(EXPECTED_LINES.length);
  for (const [i, [label, amount]] of EXPECTED_LINES.entries()) {
    await expect(rows.nth(i).locator('th > span').first()).toHaveText(label);
    await expect(rows.nth(i).getByRole('cell')).toHaveText(amount);
  }
  await expect(rows.nth(1)).toContainText('15% of $1,000.00, because the tax was paid after the due date.');
  await expect(rows.nth(2)).toContainText('None: the return was filed by the due date.');
  await expect(rows.nth(3)).toContainText('from April 19, 2023 to May 20, 2024');
  const byYear = region.getByRole('table', { name: 'Interest by year' }).getByRole('row');
  await expect(byYear).toHaveCount(EXPECTED_BY_YEAR.length);
  for (const [i, cells] of EXPECTED_BY_YEAR.entries()) {
    await expect(byYear.nth(i).locator('th, td')).toHaveText(cells);
  }
}

test('a late payment across two rate years: preview, server calculation, print reminder, payment', async ({
  page,
}) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await openFromDashboard(page);
  await expect(page.getByRole('region', { name: 'Taxpayer Information', exact: true })).toBeVisible();
  await expect(
    statement(page).getByText(
      'Enter the tax type, tax year, unpaid tax and the three dates to see the penalty and interest.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expectNoAxeViolations(page, 'billing statement: empty');

  // Calculate with nothing entered lists what is missing and moves focus to the tax type.
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('link', { name: 'Tax type is required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payment date is required' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeFocused();
  await expectNoAxeViolations(page, 'billing statement: invalid');

  await fill(page, ACROSS_RATE_YEARS);
  await expect(statement(page).getByText(PREVIEW_NOTE)).toBeVisible();
  await expectLines(statement(page), '2022');
  await expectNoAxeViolations(page, 'billing statement: preview');

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(statement(page).getByText(SERVER_NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tax, penalty and interest' })).toBeFocused();
  await expectLines(statement(page), '2022');
  await expectNoAxeViolations(page, 'billing statement: calculated');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Don't Forget to Print Your ${TITLE}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'billing statement: print reminder');
  await dialog.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
});

test('a statement with nothing due is filed without payment', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await openFromDashboard(page);
  await fill(page, { ...ACROSS_RATE_YEARS, unpaidTax: '0', paymentDate: '2023-04-18' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Nothing is due. You can file the statement without a payment.')).toBeVisible();
  await expect(statement(page).locator('tbody tr').last().getByRole('cell')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'File statement' }).click();
  await page
    .getByRole('alertdialog', { name: `Don't Forget to Print Your ${TITLE}` })
    .getByRole('button', { name: "I'm finished - Proceed to Next Step" })
    .click();
  await expect(
    page.getByText('Your 2022 billing statement has been filed. No payment was made because nothing is due.'),
  ).toBeVisible();
  // The message takes focus, so keyboard and screen-reader users land on it.
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(page).toHaveURL(/\/forms\/individual\/tax-penalty-interest$/);
  await expect(page.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'billing statement: filed without payment');
});

test('a late month with no interest rate, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto('/forms/individual/tax-penalty-interest');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // Due November 15, 2026, paid January 20, 2027: the third late month starts in 2027, which has no rate.
  await fill(page, {
    taxType: 'Net profit',
    taxYear: '2025',
    unpaidTax: '1000',
    dueDate: '2026-11-15',
    filedDate: '2026-11-15',
    paymentDate: '2027-01-20',
  });
  await expect(statement(page).getByRole('alert')).toHaveText(
    "No interest rate is known for 2027, so the interest cannot be worked out. Please contact the provider's support.",
  );
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText(MISSING_RATE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'billing statement: missing rate at 320 px');

  // A case that computes reflows too.
  await page.getByLabel('Payment date').fill('2026-12-20');
  await expect(statement(page).getByRole('table', { name: 'Interest by year' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'billing statement: preview at 320 px');
});
