import type { Page } from '@playwright/test';
import { priorTaxYear } from '../../packages/api/src/index';
import { annualReturnSummaryWordsEs, w2LabelsEs } from '../../packages/api/src/words/annualReturn.es';
import { efileQuestionnaireMessagesEs } from '../../packages/forms/src/efile-questionnaire/messages.es';
import { paymentMessagesEs } from '../../packages/forms/src/payment/messages.es';
import { w2EntryMessagesEs } from '../../packages/forms/src/w2-entry/messages.es';
import { uiTextEs } from '../../packages/ui/src/text/uiText.es';
import { annualReturnEs } from '../../apps/portal/src/messages/annualReturn.es';
import { confirmationEs } from '../../apps/portal/src/messages/confirmation.es';
import { es } from '../../apps/portal/src/messages/es';
import { providerWordsEs } from '../../apps/mock-server/src/provider/messages.es';
import { loginEs } from '../../apps/portal/src/messages/login.es';
import { paymentEs } from '../../apps/portal/src/messages/payment.es';
import { expectNoEnglish } from './englishLeaks';
import { expect, test } from './fixtures';
import { createConfirmedUser, expectNoAxeViolations, latestMail, waitForApp } from './helpers';

// Issue 20: the whole way through in Spanish, chosen on the agreement page, with axe and a check
// that no English catalog sentence is left on any page; the choice survives a reload, and English
// comes back everywhere when chosen again.

const TAX_YEAR = priorTaxYear(new Date());
const YEAR = new Date().getFullYear();

async function expectSpanish(page: Page, state: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, state);
  await expectNoAxeViolations(page, `${state} (Spanish)`);
}

test('a taxpayer chooses Español on the agreement page and files and pays an annual return with a W-2 in Spanish', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const portal = new URL(baseURL!).origin;
  const email = `espanol.${Date.now().toString(36)}@example.com`;
  const password = 'Contribuyente-Es-20';
  await createConfirmedUser(request, email, password);

  // English first (the browser asks for English); the top bar offers Spanish, marked as Spanish.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const espanol = page.getByRole('banner').getByRole('button', { name: 'Español' });
  await expect(espanol).toHaveAttribute('lang', 'es');
  await espanol.click();

  // The agreement in Spanish.
  await expect(page.getByRole('heading', { level: 1, name: es.disclaimer.title })).toBeVisible();
  await waitForApp(page);
  await expectSpanish(page, 'agreement');
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toHaveAttribute(
    'lang',
    'en',
  );
  await page.getByRole('button', { name: es.disclaimer.agree, exact: true }).click();

  // Sign in.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: loginEs.title })).toBeVisible();
  await expectSpanish(page, 'login');
  await page.getByLabel(loginEs.email).fill(email);
  await page.getByLabel(loginEs.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: loginEs.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSpanish(page, 'dashboard');

  // The annual return: the questionnaire, where the filer lived, a W-2.
  await page.getByRole('link', { name: es.nav.annualReturn }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: es.nav.annualReturn })).toBeVisible();
  const questions = page.getByRole('radiogroup');
  for (const index of [0, 1, 2]) {
    const choice = index === 0 ? efileQuestionnaireMessagesEs.yes : efileQuestionnaireMessagesEs.no;
    await questions.nth(index).getByText(choice, { exact: true }).click();
  }
  await expectSpanish(page, 'annual return: questionnaire');
  await page.getByRole('button', { name: efileQuestionnaireMessagesEs.submit }).click();
  await expect(page.getByRole('heading', { name: annualReturnEs.residence.heading })).toBeVisible();
  await page
    .getByRole('combobox', { name: annualReturnEs.residence.label(TAX_YEAR) })
    .selectOption({ label: 'Cleveland' });
  await expect(page.getByRole('table', { name: annualReturnSummaryWordsEs.title })).toBeVisible();

  await page.getByRole('button', { name: annualReturnEs.income.addW2 }).click();
  // An empty save: the messages are Spanish too.
  await page.getByRole('button', { name: w2EntryMessagesEs.submit }).click();
  await expectSpanish(page, 'annual return: W-2 with errors');
  await page.getByRole('textbox', { name: w2LabelsEs.employerName }).fill('Clínica Lakeside');
  await page.getByRole('textbox', { name: w2LabelsEs.employerEin }).fill('341111111');
  await page.getByRole('combobox', { name: w2LabelsEs.workCity }).selectOption({ label: 'Cleveland' });
  // As a Spanish-speaking resident may type it: comma decimals.
  await page.getByRole('textbox', { name: w2LabelsEs.medicareWages }).fill('40.000,00');
  await page.getByRole('textbox', { name: w2LabelsEs.localWages }).fill('40000');
  await page.getByRole('textbox', { name: w2LabelsEs.localTaxWithheld }).fill('700,50');
  await page.getByRole('combobox', { name: w2LabelsEs.locality }).selectOption({ label: 'Cleveland' });
  await page.getByRole('button', { name: w2EntryMessagesEs.submit }).click();
  const entries = page.getByRole('table', { name: annualReturnEs.income.caption(TAX_YEAR) });
  await expect(entries.getByRole('cell', { name: 'Clínica Lakeside', exact: true })).toBeVisible();

  // The summary, by hand: Cleveland 2.5% of 40,000.00 = 1,000.00; withheld 700.50; due 299.50.
  const summary = page.getByRole('table', { name: annualReturnSummaryWordsEs.title }).first();
  await expect(
    summary.getByRole('row', { name: new RegExp(`^${annualReturnSummaryWordsEs.tax} \\$`) }),
  ).toContainText('$1,000.00');
  await expect(summary).toContainText('$299.50');
  await expectSpanish(page, 'annual return: summary');

  // File and pay: the print reminder, then the pay page.
  await page.getByRole('button', { name: annualReturnEs.outcome.fileAndPay }).click();
  const dialog = page.getByRole('alertdialog', {
    name: uiTextEs.printReminderDialog.title(es.nav.annualReturn),
  });
  await expect(dialog).toBeVisible();
  await expectSpanish(page, 'print reminder');
  await dialog.getByRole('button', { name: uiTextEs.printReminderDialog.proceedLabel }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  const formId = Number(/\/form\/(\d+)\/pay$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: paymentEs.title })).toBeVisible();
  await expect(page.getByRole('button', { name: paymentMessagesEs.pay, exact: true })).toBeEnabled();
  await expectSpanish(page, 'pay page');
  await page.getByRole('button', { name: paymentMessagesEs.pay, exact: true }).click();

  // The provider's page (another origin) in Spanish too, by the payment session's language.
  const provider = providerWordsEs;
  await expect(page.getByRole('heading', { level: 1, name: provider.cardPage.heading })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(portal);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page, 'the simulator’s card page (Spanish)');
  await page.getByLabel(provider.fields.cardNumber.label, { exact: true }).fill('4242424242424242');
  await page.getByLabel(provider.fields.expiry.label).fill(`12/${String(YEAR + 3).slice(2)}`);
  await page.getByLabel(provider.fields.cvc.label, { exact: true }).fill('123');
  await page.getByLabel(provider.fields.name.label).fill('Morgan Ejemplo');
  await page.getByRole('button', { name: provider.cardPage.pay, exact: true }).click();

  // The confirmation, in Spanish, with Spanish dates.
  await expect(page).toHaveURL(`${portal}/form/${formId}/confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: confirmationEs.title })).toBeFocused();
  await expect(page.getByText(confirmationEs.filedHeading, { exact: true })).toBeVisible();
  // What is paid is what was filed: the balance due, to the cent.
  await expect(page.getByText(confirmationEs.paid('$299.50'))).toBeVisible();
  await expect(page.locator('time')).toContainText(/ de \d{4}/);
  await expectSpanish(page, 'confirmation');

  // The confirmation mail, in Spanish.
  const mail = await latestMail(request, email, (m) => m.subject.startsWith('Se presentó su'));
  expect(mail.subject).toContain(es.nav.annualReturn);
  expect(mail.text).toContain('Número de confirmación');

  // A reload keeps Spanish.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: confirmationEs.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Back to English: this page, and every page after it.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Your form is filed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Español' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a first visit follows a browser that prefers Spanish; the choice then wins over the browser', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'es-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: es.disclaimer.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Web Filing Agreement' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the signed-out pages in Spanish: landing, FAQ, registration, forgot password, contact, a page not found; an empty submit answers in Spanish', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, locale: 'es-US' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: es.disclaimer.agree, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  for (const path of [
    '/landing',
    '/faq',
    '/taxpayer-registration',
    '/forgot-password',
    '/contact-us',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSpanish(page, path);
  }
  // The contact form's messages, from an empty submit.
  await page.goto('/contact-us');
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectSpanish(page, '/contact-us with errors');
  await context.close();
});
