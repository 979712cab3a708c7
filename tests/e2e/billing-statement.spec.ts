import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

const TITLE = 'Tax, Penalty and Interest Billing Statement';
const PREVIEW_NOTE =
  'Preview, worked out as you type. Select Calculate to get the amounts the tax office will bill.';
const SERVER_NOTE = 'Calculated by the tax office. These are the amounts you will be billed.';
/** The city tax form's missing-tax-rate text: a billing statement has no cities, so never shows it. */
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
  // Withholding for 2015, due December 1, 2015, paid January 5, 2016: the first late month starts in
  // 2015, which has no rate.
  await fill(page, {
    taxType: 'Withholding',
    taxYear: '2015',
    unpaidTax: '1000',
    dueDate: '2015-12-01',
    filedDate: '2015-12-01',
    paymentDate: '2016-01-05',
  });
  await expect(statement(page).getByRole('alert')).toHaveText(
    'No interest rate is known for 2015, so the interest cannot be worked out. Check the due date and the payment date; if they are right, contact the tax office.',
  );
  // Calculate lands on the statement that already says so: the server is not asked to say it again,
  // and the city tax form's text about cities never shows.
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tax, penalty and interest' })).toBeFocused();
  await expect(page.getByText(MISSING_RATE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'billing statement: missing rate at 320 px');

  // A case that computes reflows too: due January 15, 2016, its late months have 2016's rate.
  await page.getByLabel('Due date').fill('2016-01-15');
  await page.getByLabel('Payment date').fill('2016-05-20');
  await expect(statement(page).getByRole('table', { name: 'Interest by year' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'billing statement: preview at 320 px');
});

/**
 * A long calculation (issue 18): $1,234,567.89 of individual tax for 2016, due April 18, 2017,
 * filed June 3, 2019 and paid November 20, 2026, so interest runs through ten rate years.
 */
const LONG_CALCULATION: Case = {
  taxType: 'Individual',
  taxYear: '2016',
  unpaidTax: '1234567.89',
  dueDate: '2017-04-18',
  filedDate: '2019-06-03',
  paymentDate: '2026-11-20',
};

/** The statement's amount cells whose number does not sit on one line (the cell's own text only). */
function brokenAmounts(region: Locator): Promise<string[]> {
  return region.locator('td').evaluateAll((cells) =>
    cells
      .filter((cell) => {
        if (!cell.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        return tops.size !== 1;
      })
      .map((cell) => cell.textContent ?? ''),
  );
}

/**
 * The roles under the table named `name` in Chromium's own accessibility tree (over CDP), which is
 * what a screen reader is given, rather than roles read from the DOM as `getByRole` does.
 */
async function accessibleRolesOfTable(page: Page, name: RegExp): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const table = nodes.find((node) => node.role?.value === 'table' && name.test(String(node.name?.value)));
  const roles = new Set<string>();
  const walk = (id: string) => {
    const node = byId.get(id);
    if (!node) return;
    if (!node.ignored) roles.add(String(node.role?.value));
    node.childIds?.forEach(walk);
  };
  table?.childIds?.forEach(walk);
  return [...roles];
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1280, 375, 320]) {
  test(`amounts never break in the middle of a number at ${width} px (issue 18)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await agreeAndSignIn(page, 'individual@example.com');
    await page.goto('/forms/individual/tax-penalty-interest');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await fill(page, LONG_CALCULATION);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(statement(page).getByText(SERVER_NOTE)).toBeVisible();
    const byYear = statement(page).getByRole('table', { name: 'Interest by year' });
    await expect(byYear.getByRole('row')).toHaveCount(12);
    await expect(statement(page).getByRole('cell', { name: '$1,234,567.89' })).toBeVisible();

    expect(await brokenAmounts(statement(page))).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    for (const cell of await statement(page).locator('td').all()) {
      if (!(await cell.textContent())?.trim()) continue;
      expect(await cell.evaluate((td) => getComputedStyle(td).fontVariantNumeric)).toBe('tabular-nums');
    }
    if (width === 320) {
      // Too narrow for two columns: each line stacks, its label above its amount.
      const lines = statement(page).getByRole('table', { name: /^Tax, penalty and interest for tax year/ });
      for (const row of await lines.locator('tbody tr').all()) {
        const label = await row.getByRole('rowheader').boundingBox();
        const amount = await row.getByRole('cell').boundingBox();
        expect(amount!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
      }
      // Stacked, both are still tables of headers and cells to the browser's accessibility tree.
      for (const name of [/^Tax, penalty and interest for tax year/, /^Interest by year$/]) {
        expect(await accessibleRolesOfTable(page, name)).toEqual(
          expect.arrayContaining(['row', 'columnheader', 'rowheader', 'cell']),
        );
      }
    }
    await page.screenshot({ path: testInfo.outputPath(`billing-statement-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page, `billing statement: long calculation at ${width} px`);
  });
}

test('impossible dates are named on their own fields, never blamed on cities (issue 18)', async ({
  page,
}) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto('/forms/individual/tax-penalty-interest');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await fill(page, {
    taxType: 'Individual',
    taxYear: '2026',
    unpaidTax: '1000',
    dueDate: '2030-04-15',
    filedDate: '2020-04-15',
    paymentDate: '2099-04-15',
  });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByLabel('Due date')).toHaveAccessibleDescription(
    /Due date must be in the year after the tax year$/,
  );
  await expect(page.getByLabel('Date filed')).toHaveAccessibleDescription(
    /Date filed must not be before the tax year$/,
  );
  await expect(page.getByLabel('Payment date')).toHaveAccessibleDescription(
    /Payment date must not be in the future$/,
  );
  await expect(page.getByLabel('Due date')).toBeFocused();
  for (const error of [
    'Due date must be in the year after the tax year',
    'Date filed must not be before the tax year',
    'Payment date must not be in the future',
  ]) {
    await expect(page.getByRole('link', { name: error })).toBeVisible();
  }
  await expect(page.getByText(/selected cities|provider's support|No interest rate/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expectNoAxeViolations(page, 'billing statement: impossible dates');
});
