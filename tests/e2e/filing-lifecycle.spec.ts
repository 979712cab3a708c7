import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseIsoDate, todayIn } from '../../packages/tax-rules/src/index';
import { priorTaxYear } from '../../packages/api/src/index';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations } from './helpers';

// The one filing lifecycle (ADR 0017) in Chromium against the real server and the provider
// simulator: File and pay locks the return with its amount; Withdraw makes it a draft again and the
// old payment page can no longer complete it; a fresh File and pay, paid, files it with exactly the
// amount due.

const TAX_YEAR = priorTaxYear(new Date());
const YEAR = parseIsoDate(todayIn()).y;
const TITLE = 'Individual Annual Return';
const PASSWORD = 'Lifecycle-Filing-42';
const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

interface CityTaxForm {
  id: number;
  status: string;
  summary: { amountDue: number } | null;
}

/** Reads the filer's own data through the API, as the signed-in portal does. */
async function api(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}` };
  return {
    cityTaxForm: async (): Promise<CityTaxForm> =>
      (
        (await (await page.request.get('/api/city-tax-form', { headers })).json()) as {
          cityTaxForm: CityTaxForm;
        }
      ).cityTaxForm,
    paymentInfo: async (id: number) =>
      (await (await page.request.get(`/api/payments/tax-forms/${id}`, { headers })).json()) as {
        amount: number;
        paymentStatus: string;
        formStatus: string;
        paymentHistory: { status: string; amount: number }[];
      },
  };
}

async function startReturn(page: Page) {
  await page.getByRole('link', { name: TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const questions = page.getByRole('radiogroup');
  await questions.nth(0).getByText('Yes', { exact: true }).click();
  await questions.nth(1).getByText('No', { exact: true }).click();
  await questions.nth(2).getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` })
    .selectOption({ label: 'Cleveland' });
  await expect(page.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
}

async function addW2(page: Page, employer: string, wages: string) {
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await page.getByRole('textbox', { name: 'Employer name' }).fill(employer);
  await page.getByRole('textbox', { name: 'Employer EIN' }).fill('341234599');
  await page.getByRole('combobox', { name: 'Work city' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('textbox', { name: 'Medicare wages and tips (box 5)' }).fill(wages);
  await page.getByRole('textbox', { name: 'Local wages (box 18)' }).fill(wages);
  await page.getByRole('textbox', { name: 'Local income tax withheld (box 19)' }).fill('0');
  await page.getByRole('combobox', { name: 'Locality (box 20)' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(
    page.getByRole('table', { name: `W-2 and 1099 forms for ${TAX_YEAR}` }).getByRole('cell', {
      name: employer,
      exact: true,
    }),
  ).toBeVisible();
}

/** File and pay, past the print reminder, on to the pay page of the now locked return. */
async function fileAndPay(page: Page) {
  await page.getByRole('button', { name: 'File and pay' }).click();
  await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Awaiting payment')).toBeVisible();
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

test('File and pay locks the return; Withdraw makes it a draft and voids the old payment page; a fresh File and pay is filed with the amount due', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const portal = new URL(baseURL!).origin;
  // A filer of its own: other specs of this worker file the demo accounts' returns and exemptions.
  const email = `lifecycle.${Date.now().toString(36)}@example.com`;
  await createConfirmedUser(request, email, PASSWORD);
  await agreeAndSignIn(page, email, PASSWORD);
  await startReturn(page);
  await addW2(page, 'Lakeside Lifecycle Co', '1000');
  const call = await api(page);
  const draft = await call.cityTaxForm();
  const firstAmount = draft.summary!.amountDue;
  expect(firstAmount).toBeGreaterThan(0);

  await fileAndPay(page);
  await expect(page.locator('dt', { hasText: 'Amount due' }).locator('+ dd')).toHaveText(money(firstAmount));
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expectNoAxeViolations(page, 'pay page: awaiting payment');
  const payUrl = page.url();

  // A second tab goes on to the provider's card page of this payment, and stays there.
  const old = await context.newPage();
  await old.goto(payUrl);
  await old.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(old.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();

  // The return reads as awaiting payment and cannot be edited.
  await page.goto('/forms/individual/annual-return');
  await expect(page.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
  await expect(page.getByText(`Amount due: ${money(firstAmount)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a W-2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'File and pay' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'annual return: awaiting payment');

  // Withdraw, by keyboard: a draft again, with focus on what happened.
  await page.getByRole('button', { name: 'Withdraw' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toContainText(
    'Your return was withdrawn and is a draft again. You can change it and file it again.',
  );
  await expect(page.getByRole('button', { name: 'Add a W-2' })).toBeVisible();
  expect((await call.cityTaxForm()).status).toBe('Draft');
  await expectNoAxeViolations(page, 'annual return: withdrawn');

  // The old payment page can no longer complete it: the provider sends it back, nothing charged.
  await payOnProvider(old, firstAmount);
  await expect(old).toHaveURL(`${portal}${new URL(payUrl).pathname}`);
  expect((await call.cityTaxForm()).status).toBe('Draft');
  const afterOld = await call.paymentInfo(draft.id);
  expect(afterOld.paymentStatus).not.toBe('Completed');
  expect(afterOld.paymentHistory.filter((row) => row.status === 'Succeeded')).toHaveLength(0);
  await old.close();

  // Changed, then filed again: what is paid is exactly what is due.
  await addW2(page, 'Second Lifecycle Co', '2000');
  const changed = await call.cityTaxForm();
  const amountDue = changed.summary!.amountDue;
  expect(amountDue).toBeGreaterThan(firstAmount);
  await fileAndPay(page);
  await expect(page.locator('dt', { hasText: 'Amount due' }).locator('+ dd')).toHaveText(money(amountDue));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await payOnProvider(page, amountDue);
  // Paid: the confirmation in place of the pay page; the pay page keeps the history.
  await expect(page).toHaveURL(`${portal}/form/${changed.id}/confirmation`);
  await expect(page.locator('dt', { hasText: 'Amount paid' }).locator('+ dd')).toHaveText(money(amountDue));
  await page.goto(`/form/${changed.id}/pay`);
  await expect(page.getByText('This form has been paid. Thank you.')).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Amount applied' }).locator('+ dd')).toHaveText(
    money(amountDue),
  );
  await expectNoAxeViolations(page, 'pay page: paid after a withdraw');

  const filed = await call.cityTaxForm();
  expect(filed.status).toBe('Filed');
  expect(filed.summary!.amountDue).toBe(amountDue);
  const info = await call.paymentInfo(filed.id);
  expect(info).toMatchObject({ paymentStatus: 'Completed', formStatus: 'Filed', amount: amountDue });
  expect(info.paymentHistory.filter((row) => row.status === 'Succeeded').map((row) => row.amount)).toEqual([
    amountDue,
  ]);
});
