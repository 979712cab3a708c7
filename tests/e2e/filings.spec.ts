import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseIsoDate, todayIn } from '../../packages/tax-rules/src/index';
import { CONFIRMATION_NUMBER_PATTERN, priorTaxYear } from '../../packages/api/src/index';
import { readPdf } from '../../apps/mock-server/test/pdfText';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations, latestMail } from './helpers';

/*
 * The taxpayer's account (issue 15) in Chromium against the real server and the provider
 * simulator: a filed form can always be found again, paid from Filings and Payments, confirmed with
 * a number, and downloaded as a PDF copy; nobody else sees any of it.
 */

const YEAR = parseIsoDate(todayIn()).y;
const TAX_YEAR = priorTaxYear(new Date());
const PASSWORD = 'Account-Filings-42';
const EMPLOYERS_RETURN = "Employer's Return of Income Tax Withheld";
const ANNUAL_RETURN = 'Individual Annual Return';
const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const dollarsOf = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Axe at 1280 px and at a 375 px phone, where nothing may scroll sideways; back to 1280 after. */
async function expectAccessibleAtBothWidths(page: Page, state: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, `${state} at 1280 px`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${state} reflows` })
    .toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, `${state} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The list's card of a form: an article named by its title (and period). */
const card = (page: Page, title: string) => page.getByRole('article', { name: new RegExp(`^${title}`) });
const fact = (scope: ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

async function openFilings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Filings and Payments' })
    .click();
  await expect(page).toHaveURL(/\/filings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filings and Payments' })).toBeVisible();
}

/** Downloads a form's PDF copy with the button, as the browser saves it; returns its name and text. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), pdf: await readPdf(bytes) };
}

async function fileEmployersReturn(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: EMPLOYERS_RETURN })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: EMPLOYERS_RETURN })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Filing frequency' })
    .getByText('Quarterly', { exact: true })
    .click();
  await page.getByRole('combobox', { name: 'Tax year' }).selectOption(String(TAX_YEAR));
  await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: 'Q2 (April – June)' });
  await page.getByRole('textbox', { name: 'Number of employees' }).fill('4');
  await page.getByRole('textbox', { name: 'Total wages paid' }).fill('32000');
  await page.getByRole('textbox', { name: 'City income tax withheld' }).fill('800');
  await page.getByRole('button', { name: 'File return' }).click();
  await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  return Number(/\/form\/(\d+)\/pay$/.exec(page.url())![1]);
}

async function payOnProvider(page: Page, amount: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await expect(page.locator('dl.charge')).toContainText(money(amount));
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(YEAR + 3).slice(2)}`);
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Name on card').fill('Morgan Example');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test.describe.configure({ timeout: 120_000 });

test('a business finds its unpaid employer’s return in Filings and Payments, pays it there, gets a confirmation and a PDF copy; another taxpayer sees none of it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const portal = new URL(baseURL!).origin;
  const email = uniqueEmail('filings.business');
  const { federalId: ein } = await createConfirmedUser(request, email, PASSWORD, 'business');
  await agreeAndSignIn(page, email, PASSWORD);

  // Nothing yet: the list says where to start.
  await openFilings(page);
  await expect(page.getByText('You have not started any forms yet.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'filings: empty');

  // File the return, then leave the pay page for the dashboard.
  const id = await fileEmployersReturn(page);
  const amountDue = dollarsOf(
    await page.locator('dt', { hasText: 'Amount due' }).locator('+ dd').first().textContent(),
  );
  expect(amountDue).toBeGreaterThanOrEqual(800);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();

  // The dashboard says what needs attention, with the balance.
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  await expect(attention).toContainText(`Total balance due: ${money(amountDue)}`);
  await expect(attention.getByRole('link', { name: new RegExp(`^Pay ${EMPLOYERS_RETURN}`) })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'dashboard: needs your attention');

  // Filings and Payments lists it as awaiting payment, under its tax year, with its quarter.
  await openFilings(page);
  await expect(page.getByRole('heading', { level: 2, name: `Tax year ${TAX_YEAR}` })).toBeVisible();
  const unpaid = card(page, EMPLOYERS_RETURN);
  await expect(unpaid).toHaveCount(1);
  await expect(unpaid).toContainText('Quarter 2 (April – June)');
  await expect(unpaid).toContainText('Awaiting payment');
  await expect(fact(unpaid, 'Amount due')).toHaveText(money(amountDue));
  await expect(unpaid.getByRole('button', { name: /Download PDF/ })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'filings: awaiting payment');

  // The status filter keeps it; "Paid" has nothing yet, and Clear filters brings it back.
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Paid' });
  await expect(page.getByText('No forms match these filters.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'filings: no match');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Tax year' })).toBeFocused();
  await expect(unpaid).toBeVisible();

  // Pay from the list: the provider, then the confirmation.
  await unpaid.getByRole('link', { name: new RegExp(`^Pay ${EMPLOYERS_RETURN}`) }).click();
  await expect(page).toHaveURL(`${portal}/form/${id}/pay`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payOnProvider(page, amountDue);
  await expect(page).toHaveURL(`${portal}/form/${id}/confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  const details = page.locator('main dl').first();
  const number = /CT-\d{4}-\w{4}-\w{4}/.exec(await fact(details, 'Confirmation number').innerText())![0];
  expect(number).toMatch(CONFIRMATION_NUMBER_PATTERN);
  expect(number.startsWith(`CT-${TAX_YEAR}-`)).toBe(true);
  await expect(fact(details, 'Form')).toHaveText(EMPLOYERS_RETURN);
  await expect(fact(details, 'Tax year')).toHaveText(String(TAX_YEAR));
  await expect(fact(details, 'Amount paid')).toHaveText(money(amountDue));
  await expect(fact(details, 'Payment method')).toHaveText('Card ending in 4242');
  await expect(fact(details, 'Date and time filed')).toContainText(String(YEAR));
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'confirmation: paid');

  // The confirmation email: the same facts, nothing sensitive.
  const mail = await latestMail(request, email, (m) => m.subject.includes(number));
  expect(mail.text).toContain(money(amountDue));
  expect(mail.text).toContain('4242');
  expect(mail.text).not.toContain(ein);

  // Back in the list: Paid, with its number, and a PDF copy named after it.
  await openFilings(page);
  const paid = card(page, EMPLOYERS_RETURN);
  await expect(paid).toContainText('Paid');
  await expect(fact(paid, 'Confirmation number')).toHaveText(number);
  await expect(fact(paid, 'Amount paid')).toHaveText(money(amountDue));
  await expectAccessibleAtBothWidths(page, 'filings: paid');
  const copy = await downloadPdf(page, paid.getByRole('button', { name: /^Download PDF/ }));
  expect(copy.name).toBe(`${number}-employers-return.pdf`);
  expect(copy.pdf.text).toContain(number);
  expect(copy.pdf.text).toContain(money(800));
  expect(copy.pdf.text).toContain(money(amountDue));
  expect(copy.pdf.text).toContain(String(TAX_YEAR));
  expect(String(copy.pdf.info.Title)).toContain(EMPLOYERS_RETURN);
  // The EIN masked to its last four digits, never whole.
  expect(copy.pdf.text).toContain(ein.slice(-4));
  expect(copy.pdf.text).not.toContain(ein);
  expect(copy.pdf.info.Language).toBe('en-US');

  // Another taxpayer: an empty list, and the copy is refused.
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const otherEmail = uniqueEmail('filings.other');
    await createConfirmedUser(other.request, otherEmail, PASSWORD);
    await agreeAndSignIn(otherPage, otherEmail, PASSWORD);
    await openFilings(otherPage);
    await expect(otherPage.getByText('You have not started any forms yet.')).toBeVisible();
    await expect(otherPage.getByText(number)).toHaveCount(0);
    const token = await otherPage.evaluate(
      () => (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string }).token,
    );
    const headers = { Authorization: `Bearer ${token}` };
    const pdf = await other.request.get(`/api/tax-forms/${id}/pdf`, { headers });
    expect(pdf.status()).toBe(403);
    expect(pdf.headers()['content-type']).toContain('application/problem+json');
    const confirmation = await other.request.get(`/api/tax-forms/${id}/confirmation`, { headers });
    expect(confirmation.status()).toBe(403);
  } finally {
    await other.close();
  }
});

test('an individual files a return that needs no payment: Filed, with a confirmation number and the email', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('filings.individual');
  const { federalId: ssn } = await createConfirmedUser(request, email, PASSWORD);
  await agreeAndSignIn(page, email, PASSWORD);

  await page.getByRole('link', { name: ANNUAL_RETURN }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ANNUAL_RETURN })).toBeVisible();
  const questions = page.getByRole('radiogroup');
  await questions.nth(0).getByText('Yes', { exact: true }).click();
  await questions.nth(1).getByText('No', { exact: true }).click();
  await questions.nth(2).getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` })
    .selectOption({ label: 'Cleveland' });
  // $40,000 of Cleveland wages with Cleveland's 2.5% withheld: nothing is due.
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Lakeside Even Co');
  await page.getByRole('textbox', { name: 'Employer EIN' }).fill('341234599');
  await page.getByRole('combobox', { name: 'Work city' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('textbox', { name: 'Medicare wages and tips (box 5)' }).fill('40000');
  await page.getByRole('textbox', { name: 'Local wages (box 18)' }).fill('40000');
  await page.getByRole('textbox', { name: 'Local income tax withheld (box 19)' }).fill('1000');
  await page.getByRole('combobox', { name: 'Locality (box 20)' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(
    page.getByText(
      'Your balance is within $10.00, so nothing is billed or refunded. File your return to finish.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'File my return' }).click();
  await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();

  // The filed return reads as filed, never as owing.
  await expect(page.getByText('Filed, no payment due')).toBeVisible();
  await expect(page.getByText('You pay it when you file')).toHaveCount(0);

  await openFilings(page);
  const filed = card(page, ANNUAL_RETURN);
  await expect(filed).toContainText('Filed');
  await expect(filed).not.toContainText('Awaiting payment');
  const number = (await fact(filed, 'Confirmation number').innerText()).trim();
  expect(number).toMatch(CONFIRMATION_NUMBER_PATTERN);
  await expectAccessibleAtBothWidths(page, 'filings: filed with no payment');

  // View opens its confirmation: no payment due.
  await filed.getByRole('link', { name: new RegExp(`^View ${ANNUAL_RETURN}`) }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/confirmation$/);
  const details = page.locator('main dl').first();
  await expect(fact(details, 'Confirmation number')).toContainText(number);
  await expect(fact(details, 'Amount paid')).toHaveText('No payment due');
  await expectAccessibleAtBothWidths(page, 'confirmation: no payment due');

  // The confirmation email is in the outbox, with the number and no SSN.
  const mail = await latestMail(request, email, (m) => m.subject.includes(number));
  expect(mail.subject).toContain(ANNUAL_RETURN);
  expect(mail.text).toContain(String(TAX_YEAR));
  expect(mail.text).toContain('No payment was due');
  expect(mail.text).not.toContain(ssn);
  expect(mail.links.some((link) => link.includes('/confirmation'))).toBe(true);
});
