import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

/*
 * The expectation is computed here from first principles (TAX-RULES.md §4, §5), not with the
 * tax-rules package, so this test checks the portal and server against an independent reading.
 * The server's "today" is the real date in New York, so the late months are counted from it.
 */

const TITLE = "Employer's Return of Income Tax Withheld";
const PATH = '/forms/individual/employers-return-of-income';
const TAX_YEAR = 2025;
/** Q1 2025 is due Wednesday, April 30, 2025 (a business day). */
const DUE_DATE = { y: 2025, m: 4, d: 30 };
const TAX_WITHHELD_CENTS = 120_000;
/** Annual interest rates of TAX-RULES.md §5, in parts per million, for the years the months can start in. */
const RATE_PPM: Record<number, number> = { 2025: 100_000, 2026: 90_000 };
const RATE_TEXT: Record<number, string> = { 2025: '10%', 2026: '9%' };

type Ymd = { y: number; m: number; d: number };
const key = ({ y, m, d }: Ymd) => y * 10_000 + m * 100 + d;

/** Today's calendar date in New York, the authority's time zone. */
function todayInNewYork(): Ymd {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: part('year'), m: part('month'), d: part('day') };
}

/** A date plus whole calendar months, kept within the target month (Jan 31 + 1 month = Feb 28/29). */
function plusMonths(date: Ymd, months: number): Ymd {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: Math.min(date.d, last) };
}

/**
 * The late months from the due date to `until`, each as the year it starts in. Month k runs from
 * due + (k − 1) months + 1 day to due + k months; any part of a month counts as a whole one.
 */
function lateMonthStartYears(due: Ymd, until: Ymd): number[] {
  const years: number[] = [];
  for (let k = 1; key(plusMonths(due, k - 1)) < key(until); k++) {
    const start = plusMonths(due, k - 1);
    // The day after `start` (the month's first day); only its year matters.
    const next = new Date(Date.UTC(start.y, start.m - 1, start.d + 1));
    years.push(next.getUTCFullYear());
  }
  return years;
}

const TODAY = todayInNewYork();
const LATE_YEARS = lateMonthStartYears(DUE_DATE, TODAY);
/** The late-payment penalty: 50% of the unpaid tax. */
const LATE_PAYMENT_CENTS = TAX_WITHHELD_CENTS / 2;
/**
 * Tax year 2025 (from 2023 on): a flat $25.00, abated on the taxpayer's first failure to file on
 * time. The seeded business has filed no employer's return, so this late return is its first: $0.00.
 */
const LATE_FILING_CENTS = 0;
/** Σ unpaid × rate / 12 over the months, rounded (half up) once. */
const INTEREST_CENTS = (() => {
  const ppmSum = LATE_YEARS.reduce((sum, year) => {
    const rate = RATE_PPM[year];
    if (rate === undefined) throw new Error(`no interest rate known for ${year}: extend RATE_PPM`);
    return sum + rate;
  }, 0);
  const numerator = TAX_WITHHELD_CENTS * ppmSum;
  const denominator = 12 * 1_000_000;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
})();
const AMOUNT_DUE_CENTS = TAX_WITHHELD_CENTS + LATE_PAYMENT_CENTS + LATE_FILING_CENTS + INTEREST_CENTS;

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function fillLateFirstQuarter(page: Page) {
  await page
    .getByRole('radiogroup', { name: 'Filing frequency' })
    .getByText('Quarterly', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Tax year' }).selectOption(String(TAX_YEAR));
  await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: 'Q1 (January – March)' });
  await page.getByRole('textbox', { name: 'Number of employees' }).fill('6');
  await page.getByRole('textbox', { name: 'Total wages paid' }).fill('48000');
  await page.getByRole('textbox', { name: 'City income tax withheld' }).fill('1200');
}

async function fileThroughReminder(page: Page, axeState?: string) {
  await page.getByRole('button', { name: 'File return' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Don't Forget to Print Your ${TITLE}` });
  await expect(dialog).toBeVisible();
  if (axeState) await expectNoAxeViolations(page, axeState);
  await dialog.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
}

test('a late quarterly return shows hand-computed penalty and interest, then goes to payment; a second one is refused', async ({
  page,
}) => {
  // Sanity of the hand computation: Q1 2025 is late by the time this runs.
  expect(LATE_YEARS.length).toBeGreaterThan(0);
  expect(LATE_PAYMENT_CENTS).toBe(60_000);

  await agreeAndSignIn(page, 'business@example.com');
  await page
    .getByRole('list', { name: 'What you can do' })
    .getByRole('link', { name: new RegExp(TITLE) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(TITLE));
  await expect(page.getByRole('region', { name: 'Taxpayer information' })).toBeVisible();
  await expect(
    page.getByText(
      'File monthly if more than $2,399 was withheld in the prior year, or more than $200 in any month of the prior quarter. Otherwise file quarterly.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, "employer's return: empty");

  // An empty submit lists what is missing and focuses the frequency.
  await page.getByRole('button', { name: 'File return' }).click();
  await expect(page.getByRole('link', { name: 'Filing frequency is required' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeFocused();
  await expectNoAxeViolations(page, "employer's return: invalid");

  // The optional helper suggests the frequency.
  await page.getByText('Not sure which applies? Check your filing frequency').click();
  await page.getByRole('textbox', { name: 'Tax withheld in the prior year' }).fill('1800');
  await page
    .getByRole('textbox', { name: 'Largest monthly amount withheld in the prior quarter' })
    .fill('150');
  await expect(page.getByText(/^You file quarterly:/)).toBeVisible();
  await expectNoAxeViolations(page, "employer's return: frequency helper");

  await fillLateFirstQuarter(page);
  const preview = page.getByRole('region', { name: 'Your return' });
  await expect(preview.getByText('April 30, 2025')).toBeVisible();
  await expect(preview.getByText(`Late by ${LATE_YEARS.length} months`, { exact: false })).toBeVisible();
  const table = preview.getByRole('table', { name: 'How the amount due is computed' });
  const row = (label: string | RegExp) => table.getByRole('row', { name: label });
  await expect(row(/^Tax due/)).toContainText(money(TAX_WITHHELD_CENTS));
  await expect(row(/^Late-payment penalty: 50% of the tax due/)).toContainText(money(LATE_PAYMENT_CENTS));
  await expect(row(/^Late-filing penalty: \$25\.00 abated: first late filing/)).toContainText(
    money(LATE_FILING_CENTS),
  );
  await expect(preview.getByText(/^Worked out for a return filed and paid today, /)).toBeVisible();
  for (const year of new Set(LATE_YEARS)) {
    const months = LATE_YEARS.filter((y) => y === year).length;
    const label = `Interest for ${year}: ${months} ${months === 1 ? 'month' : 'months'} at ${RATE_TEXT[year]} a year`;
    const cents = Math.floor((2 * TAX_WITHHELD_CENTS * months * RATE_PPM[year]! + 12_000_000) / 24_000_000);
    await expect(row(new RegExp(`^${label}`))).toContainText(money(cents));
  }
  await expect(row(/^Interest \(all months added/)).toContainText(money(INTEREST_CENTS));
  await expect(row(/^Amount due/)).toContainText(money(AMOUNT_DUE_CENTS));
  await expect(preview.getByText(`You pay ${money(AMOUNT_DUE_CENTS)} on the next step.`)).toBeVisible();
  await expectNoAxeViolations(page, "employer's return: late preview");

  // The print reminder first; then the return is stored and the browser goes to payment, where
  // the server's amount is the preview's.
  await fileThroughReminder(page, "employer's return: print reminder");
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  await expect(page.getByText(money(AMOUNT_DUE_CENTS)).first()).toBeVisible();

  // The same period again is refused by the server, clearly.
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await fillLateFirstQuarter(page);
  await fileThroughReminder(page);
  const duplicate = page.getByText(
    'A return for this period has already been filed. Each month or quarter is filed once. Check the tax year, frequency and period you chose.',
  );
  await expect(duplicate).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectNoAxeViolations(page, "employer's return: duplicate period");

  // From now on the business has filed late before: another late quarter's preview charges the $25.00.
  await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: 'Q2 (April – June)' });
  await expect(
    page
      .getByRole('table', { name: 'How the amount due is computed' })
      .getByRole('row', { name: /^Late-filing penalty: a flat \$25\.00/ }),
  ).toContainText('$25.00');
});

test('the return reflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await agreeAndSignIn(page, 'business@example.com');
  await page.goto(PATH);
  await fillLateFirstQuarter(page);
  await expect(page.getByRole('table', { name: 'How the amount due is computed' })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page, "employer's return: 320 px");
});

test('an individual user cannot open the employer’s return', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/dashboard$/);
});
