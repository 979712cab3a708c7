import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { computeEstimate, parseIsoDate, todayIn } from '../../packages/tax-rules/src/index';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

// The server and this test share the machine's clock; the seed is relative to it.
const TODAY = todayIn();
const YEAR = parseIsoDate(TODAY).y;
const PATH = '/forms/business/net-profit-estimate';
const TITLE = 'Net Profit Estimate';
const SUBMIT = 'Submit estimate';
const PRINT_TITLE = "Don't Forget to Print Your Net Profit Estimate";
const PROFIT = 'Estimated net profit (or loss)';

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const longDate = (iso: string) => {
  const { y, m, d } = parseIsoDate(iso);
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};

/**
 * CLE 2.5% × $200,000.00 × 62.5% = $3,125.00, less $125.00 of credits: $3,000.00; Lakeshore
 * Bakery (300001) has no estimated payments yet.
 */
const EXPECTED = computeEstimate({
  kind: 'business',
  taxYear: YEAR,
  ratePpm: 25_000,
  estimatedIncome: 20_000_000,
  apportionmentPpm: 625_000,
  estimatedCredits: 12_500,
  priorYearTax: null,
  paidSoFar: 0,
  today: TODAY,
});

const tiles = (page: Page) => page.getByRole('list', { name: 'What you can do' });

async function openFromDashboard(page: Page) {
  await tiles(page)
    .getByRole('link', { name: new RegExp(TITLE) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Business city' })).toBeVisible();
}

async function fillCle(page: Page) {
  await page.getByRole('radiogroup', { name: 'Business city' }).getByText('Cleveland').click();
  await expect(page.getByRole('radio', { name: 'Cleveland' })).toBeChecked();
  await page.getByRole('textbox', { name: PROFIT }).fill('200000');
  await page.getByRole('textbox', { name: 'Apportionment percentage' }).fill('62.5');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('125');
}

test('a business user estimates net profit tax, is reminded to print, and goes on to pay', async ({
  page,
}) => {
  expect(EXPECTED.estimatedTax).toBe(300_000);
  expect(EXPECTED.installments.map((i) => i.cumulativeTarget)).toEqual([67_500, 135_000, 202_500, 270_000]);

  await agreeAndSignIn(page, 'business@example.com');
  await openFromDashboard(page);
  await expect(page).toHaveTitle(new RegExp(TITLE));
  const panel = page.getByRole('region', { name: 'Taxpayer Information' });
  await expect(panel).toContainText('Lakeshore Bakery LLC');
  await expect(page.getByText(/Choose your business city and enter your estimated net profit/)).toBeVisible();
  await expectNoAxeViolations(page, 'net profit estimate: empty');

  // An empty submit lists what is missing and moves focus to the city.
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByRole('link', { name: 'Apportionment percentage is required' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Burton' })).toBeFocused();
  await expectNoAxeViolations(page, 'net profit estimate: invalid');

  await fillCle(page);
  const preview = page.getByRole('region', { name: `Your ${YEAR} net profit estimate` });
  const work = preview.getByRole('table', { name: 'How your estimated tax is computed' });
  await expect(work.getByRole('row')).toHaveText([
    'LineAmount',
    'Estimated net profit (or loss)$200,000.00',
    'Apportioned to Cleveland× 62.5%',
    'Cleveland tax rate× 2.5%',
    'Tax before credits$3,125.00',
    'Less estimated credits− $125.00',
    'Estimated tax$3,000.00',
  ]);
  await expect(
    preview.getByText('Estimated payments are required because your estimated tax is $200.00 or more.'),
  ).toBeVisible();
  const rows = preview
    .getByRole('table', { name: `Installment schedule for tax year ${YEAR}` })
    .getByRole('row');
  await expect(rows).toHaveCount(5);
  for (const installment of EXPECTED.installments) {
    const next = installment.number === EXPECTED.currentInstallment ? ' (next due)' : '';
    await expect(rows.nth(installment.number)).toHaveText(
      `${installment.number}${next}${longDate(installment.dueDate)}${money(installment.cumulativeTarget)}`,
    );
  }
  await expect(preview.getByRole('definition').last()).toHaveText(money(EXPECTED.suggestedPayment));
  const payment = page.getByRole('textbox', { name: 'Payment amount' });
  await expect(payment).toHaveValue(
    `$ ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(EXPECTED.suggestedPayment / 100)}`,
  );
  await expectNoAxeViolations(page, 'net profit estimate: preview');

  // The print reminder: going back to print posts nothing and lands on the Print button.
  await page.getByRole('button', { name: SUBMIT }).click();
  const dialog = page.getByRole('alertdialog', { name: PRINT_TITLE });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'net profit estimate: print reminder');
  await dialog.getByRole('button', { name: 'I want to print - Return to Form' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this form' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  // Proceeding stores the estimate and goes on to the payment page (built in a later issue).
  await page.getByRole('button', { name: SUBMIT }).click();
  await page
    .getByRole('alertdialog', { name: PRINT_TITLE })
    .getByRole('button', { name: "I'm finished - Proceed to Next Step" })
    .click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
});

test('a net profit estimate of $0.00 is filed without payment', async ({ page }) => {
  await agreeAndSignIn(page, 'business@example.com');
  await openFromDashboard(page);
  await fillCle(page);
  const payment = page.getByRole('textbox', { name: 'Payment amount' });
  await payment.fill('0');
  await page.getByRole('button', { name: SUBMIT }).click();
  await page
    .getByRole('alertdialog', { name: PRINT_TITLE })
    .getByRole('button', { name: "I'm finished - Proceed to Next Step" })
    .click();
  await expect(
    page.getByText(
      `Your ${YEAR} net profit estimate has been filed. No payment was made because the payment amount was $0.00.`,
    ),
  ).toBeVisible();
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(page.getByRole('button', { name: SUBMIT })).toHaveCount(0);
  await expectNoAxeViolations(page, 'net profit estimate: filed without payment');
});

test('a business expecting a net loss keeps its minus sign, owes no estimated tax and files without payment', async ({
  page,
}) => {
  // TAX-RULES.md §3: a loss is not taxed, so nothing is required or suggested.
  const loss = computeEstimate({
    kind: 'business',
    taxYear: YEAR,
    ratePpm: 25_000,
    estimatedIncome: -25_000_000,
    apportionmentPpm: 1_000_000,
    estimatedCredits: 0,
    priorYearTax: null,
    paidSoFar: 0,
    today: TODAY,
  });
  expect(loss).toMatchObject({ netLoss: true, estimatedTax: 0, required: false, suggestedPayment: 0 });

  await agreeAndSignIn(page, 'business@example.com');
  await openFromDashboard(page);
  await page.getByRole('radiogroup', { name: 'Business city' }).getByText('Cleveland').click();
  const profit = page.getByRole('textbox', { name: PROFIT });
  await profit.fill('-250000');
  await page.getByRole('textbox', { name: 'Apportionment percentage' }).fill('100');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('0');
  // The sign is kept as typed, in the field and in the work.
  await expect(profit).toHaveValue('-$ 250,000.00');
  const preview = page.getByRole('region', { name: `Your ${YEAR} net profit estimate` });
  await expect(
    preview.getByRole('table', { name: 'How your estimated tax is computed' }).getByRole('row'),
  ).toHaveText([
    'LineAmount',
    'Estimated net profit (or loss)-$250,000.00',
    'Apportioned to Cleveland× 100%',
    'Cleveland tax rate× 2.5%',
    'Tax before credits$0.00',
    'Less estimated credits$0.00',
    'Estimated tax$0.00',
  ]);
  await expect(
    preview.getByText(
      'You expect a net loss of $250,000.00. A loss is not taxed, so your tax before credits and your estimated tax are $0.00.',
    ),
  ).toBeVisible();
  await expect(
    preview.getByText(
      'Estimated payments are not required because you expect a net loss, so no estimated tax is due. You may still make a payment.',
    ),
  ).toBeVisible();
  const rows = preview
    .getByRole('table', { name: `Installment schedule for tax year ${YEAR}` })
    .getByRole('row');
  for (const installment of loss.installments) {
    await expect(rows.nth(installment.number)).toContainText('$0.00');
  }
  await expect(page.getByRole('textbox', { name: 'Payment amount' })).toHaveValue('$ 0.00');
  await expectNoAxeViolations(page, 'net profit estimate: net loss');

  // The server computes the same: the estimate is filed without payment, and the page says why.
  await page.getByRole('button', { name: SUBMIT }).click();
  await page
    .getByRole('alertdialog', { name: PRINT_TITLE })
    .getByRole('button', { name: "I'm finished - Proceed to Next Step" })
    .click();
  await expect(
    page.getByText(
      `Your ${YEAR} net profit estimate has been filed. No payment was made because the payment amount was $0.00.`,
    ),
  ).toBeVisible();
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(
    page.getByText(
      'Your estimated tax is $0.00: estimated payments are not required because you expect a net loss.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Filed, no payment due')).toBeVisible();
  await expectNoAxeViolations(page, 'net profit estimate: net loss filed');
});

test('an individual user has no Net Profit Estimate tile and is kept out of the route', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await expect(tiles(page).getByRole('link', { name: /Individual Estimate/ })).toBeVisible();
  await expect(tiles(page).getByRole('link', { name: new RegExp(TITLE) })).toHaveCount(0);
  await expectNoAxeViolations(page, 'individual dashboard');
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);
});

test('the net profit estimate reflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await agreeAndSignIn(page, 'business@example.com');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await fillCle(page);
  await expect(page.getByRole('table', { name: `Installment schedule for tax year ${YEAR}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'net profit estimate: 320 px');
});
