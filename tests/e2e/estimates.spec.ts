import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { computeEstimate, parseIsoDate, todayIn } from '../../packages/tax-rules/src/index';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

// The server and this test share the machine's clock; the seed is relative to it.
const TODAY = todayIn();
const YEAR = parseIsoDate(TODAY).y;
// Issue 18: which payments show at once (the seeded $100.00 card payment) and which wait for the audit.
const AUDIT_NOTE =
  'Estimated payments made through City Tax e-File are shown as soon as they are completed. Estimated payments made any other way, such as by check, are not reflected until the tax office has audited them.';
const SUBMIT = 'Submit estimate';
const PRINT_TITLE = "Don't Forget to Print Your Individual Estimate";
const PROCEED = "I'm finished - Proceed to Next Step";

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

/** CLE 2.5% of $40,000.00 less $600.00, with the seeded $100.00 paid this year. */
const EXPECTED = computeEstimate({
  kind: 'individual',
  taxYear: YEAR,
  ratePpm: 25_000,
  estimatedIncome: 4_000_000,
  estimatedCredits: 60_000,
  priorYearTax: null,
  paidSoFar: 10_000,
  today: TODAY,
});

async function expectCreditRows(page: Page) {
  const table = page.getByRole('table', { name: 'Estimated payments and prior-year credits by tax year' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveText(`${YEAR}$100.00$0.00`);
  await expect(rows.nth(2)).toHaveText(`${YEAR - 1}$0.00$0.00`);
}

async function fillCle(page: Page) {
  await page.getByRole('radiogroup', { name: 'Residence city' }).getByText('Cleveland').click();
  await expect(page.getByRole('radio', { name: 'Cleveland' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Estimated income' }).fill('40000');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('600');
}

async function openEstimate(page: Page) {
  await page.goto('/forms/individual/estimate');
  await expect(page.getByRole('heading', { level: 1, name: 'Individual Estimate' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Residence city' })).toBeVisible();
}

test('estimates and credits lists this year and last year; an estimate with a payment goes to pay', async ({
  page,
}) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await page
    .getByRole('list', { name: 'What you can do' })
    .getByRole('link', { name: /Estimates and Credits/ })
    .click();
  await expect(page).toHaveURL(/\/estimates-and-credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estimates and Credits' })).toBeVisible();
  await expect(page.getByText(AUDIT_NOTE)).toBeVisible();
  await expectCreditRows(page);
  await expect(page.getByRole('region', { name: 'Taxpayer Information', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'estimates and credits');

  await page.getByRole('link', { name: 'Make an individual estimated payment' }).click();
  await expect(page).toHaveURL(/\/forms\/individual\/estimate$/);
  await expect(page.getByRole('radiogroup', { name: 'Residence city' })).toBeVisible();
  await expect(page.getByText(/Choose your residence city and enter your estimated income/)).toBeVisible();
  await expectNoAxeViolations(page, 'individual estimate: empty');

  // An empty submit lists what is missing and moves focus to the city.
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByRole('link', { name: 'Residence city is required' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Burton' })).toBeFocused();
  await expectNoAxeViolations(page, 'individual estimate: invalid');

  await fillCle(page);
  const preview = page.getByRole('region', { name: `Your ${YEAR} estimate` });
  await expect(preview.getByRole('definition').first()).toHaveText('$400.00');
  await expect(
    preview.getByText('Estimated payments are required because your estimated tax is $200.00 or more.'),
  ).toBeVisible();
  const schedule = preview.getByRole('table', { name: `Installment schedule for tax year ${YEAR}` });
  const rows = schedule.getByRole('row');
  await expect(rows).toHaveCount(5);
  for (const installment of EXPECTED.installments) {
    const next = installment.number === EXPECTED.currentInstallment ? ' (next due)' : '';
    await expect(rows.nth(installment.number)).toHaveText(
      `${installment.number}${next}${longDate(installment.dueDate)}${money(installment.cumulativeTarget)}`,
    );
  }
  expect(EXPECTED.installments.map((i) => i.cumulativeTarget)).toEqual([9_000, 18_000, 27_000, 36_000]);
  await expect(preview.getByRole('definition').last()).toHaveText(money(EXPECTED.suggestedPayment));
  const payment = page.getByRole('textbox', { name: 'Payment amount' });
  await expect(payment).toHaveValue(`$ ${(EXPECTED.suggestedPayment / 100).toFixed(2)}`);
  await expectNoAxeViolations(page, 'individual estimate: preview');

  // A payment larger than $0.00 goes on to the payment page, after the print reminder (issue 18).
  await payment.fill('50');
  await page.getByRole('button', { name: SUBMIT }).click();
  const reminder = page.getByRole('alertdialog', { name: PRINT_TITLE });
  await expect(reminder).toContainText('Keep a copy of your form for your records.');
  await expect(reminder.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'individual estimate: print reminder');
  await reminder.getByRole('button', { name: PROCEED }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
});

test('an estimate of $0.00 is filed without payment', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await openEstimate(page);
  await fillCle(page);
  const payment = page.getByRole('textbox', { name: 'Payment amount' });
  await expect(payment).toHaveValue(`$ ${(EXPECTED.suggestedPayment / 100).toFixed(2)}`);
  await payment.fill('0');
  await page.getByRole('button', { name: SUBMIT }).click();
  await page.getByRole('alertdialog', { name: PRINT_TITLE }).getByRole('button', { name: PROCEED }).click();

  const filed = page.getByText(
    `Your ${YEAR} individual estimate has been filed. No payment was made because the payment amount was $0.00.`,
  );
  await expect(filed).toBeVisible();
  // The message takes focus, so keyboard and screen-reader users land on it.
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(page.getByRole('button', { name: SUBMIT })).toHaveCount(0);
  await expectNoAxeViolations(page, 'individual estimate: filed without payment');

  // Unpaid estimates add nothing to the amounts paid.
  await page.getByRole('link', { name: 'View your estimates and credits' }).click();
  await expect(page).toHaveURL(/\/estimates-and-credits$/);
  await expectCreditRows(page);
});

test('the estimate reflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await agreeAndSignIn(page, 'individual@example.com');
  await openEstimate(page);
  await fillCle(page);
  await expect(page.getByRole('table', { name: `Installment schedule for tax year ${YEAR}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'individual estimate: 320 px');
});
