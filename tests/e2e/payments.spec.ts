import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseIsoDate, todayIn } from '../../packages/tax-rules/src/index';
import { agreeAndSignIn, expectNoAxeViolations } from './helpers';

// Payments through the real server and the provider simulator (a second origin), in Chromium.
const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const YEAR = parseIsoDate(todayIn()).y;
const START_FAILED = 'An error occurred starting your payment session.';

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

interface PaymentInfo {
  taxFormType: string;
  amount: number;
  paymentStatus: string;
  paymentHistory: Array<{ partialCcNumber: string | null; status: string; amount: number }>;
}

type Api = Awaited<ReturnType<typeof api>>;

/**
 * Calls the API as the signed-in user: the bearer token of auth_user and the anti-forgery cookie,
 * read once on the portal's origin (so it works while the page is on the provider's).
 */
async function api(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  await page.request.get('/api/features');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return {
    paymentInfo: async (id: number): Promise<PaymentInfo> => {
      const response = await page.request.get(`/api/payments/tax-forms/${id}`, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as PaymentInfo;
    },
    get: (path: string) => page.request.get(path, { headers }),
    post: (path: string, data?: unknown) => page.request.post(path, { headers, data }),
    put: (path: string, data?: unknown) => page.request.put(path, { headers, data }),
  };
}

/** A withholding billing statement with a balance, stored through the API; its id and total. */
async function createStatement(call: Api, unpaidTax: number): Promise<{ id: number; total: number }> {
  const response = await call.post('/api/form/tax-penalty-interest-billing-statement', {
    taxType: 'withholding',
    taxYear: 2022,
    unpaidTax,
    dueDate: '2023-04-18',
    filedDate: '2023-04-18',
    paymentDate: '2024-05-20',
  });
  expect(response.status()).toBe(200);
  const statement = (await response.json()) as { id: number; total: number };
  expect(statement.total).toBeGreaterThan(0);
  return statement;
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });
const history = (page: Page) => page.getByRole('table', { name: 'Payment history' });
const historyRows = (page: Page) => history(page).locator('tbody tr');
const amountOf = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('+ dd');

async function openPayPage(page: Page, id: number, amount: number) {
  await page.goto(`/form/${id}/pay`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(amountOf(page, 'Amount due')).toHaveText(money(amount));
  await expect(payButton(page)).toBeEnabled();
}

/** On the provider's hosted page (another origin): checks the charge, enters a test card, pays. */
async function payOnProvider(page: Page, card: string, amount: number, portalOrigin: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(portalOrigin);
  await expect(page.locator('dl.charge')).toContainText(money(amount));
  await page.getByLabel('Card number', { exact: true }).fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(YEAR + 3).slice(2)}`);
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Name on card').fill('Morgan Example');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Back on the portal's pay page, which read the outcome from the server. */
async function expectBackOnPayPage(page: Page, id: number, portalOrigin: string) {
  await expect(page).toHaveURL(`${portalOrigin}/form/${id}/pay`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  // The result takes focus once loaded.
  await expect(page.locator('[data-result]')).toBeFocused();
}

/**
 * Back from the provider with the payment done: the form's confirmation in place of the pay page,
 * focus on its heading, with the number, the amount and the card's last four digits.
 */
async function expectConfirmation(page: Page, id: number, portalOrigin: string, amount: number) {
  await expect(page).toHaveURL(`${portalOrigin}/form/${id}/confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeFocused();
  await expect(amountOf(page, 'Confirmation number')).toContainText(
    /CT-\d{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}/,
  );
  await expect(amountOf(page, 'Amount paid')).toHaveText(money(amount));
  await expect(amountOf(page, 'Payment method')).toHaveText('Card ending in 4242');
}

/** The pay page of a paid form, opened again: its history and the amount applied. */
async function openPaidPayPage(page: Page, id: number, amount: number) {
  await page.goto(`/form/${id}/pay`);
  await expectPaid(page, amount);
}

async function expectPaid(page: Page, amount: number) {
  await expect(page.getByText('This form has been paid. Thank you.')).toBeVisible();
  await expect(amountOf(page, 'Amount applied')).toHaveText(money(amount));
  await expect(payButton(page)).toHaveCount(0);
}

test('a business pays a billing statement with the success card and sees it in the history', async ({
  page,
  baseURL,
}) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'business@example.com');
  const call = await api(page);
  // Through the billing statement page, as a person would, on to the pay page.
  await page.goto('/forms/individual/tax-penalty-interest');
  await page.getByRole('radiogroup', { name: 'Tax type' }).getByText('Withholding', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Tax year' }).selectOption('2022');
  await page.getByRole('textbox', { name: 'Unpaid tax' }).fill('1000');
  await page.getByLabel('Due date').fill('2023-04-18');
  await page.getByLabel('Date filed').fill('2023-04-18');
  await page.getByLabel('Payment date').fill('2024-05-20');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const totalText = await page
    .getByRole('region', { name: 'Tax, penalty and interest' })
    .getByRole('row', { name: /^Total due/ })
    .getByRole('cell')
    .textContent();
  const total = Number(totalText!.replace(/[$,]/g, ''));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  const id = Number(/\/form\/(\d+)\/pay$/.exec(page.url())![1]);

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(amountOf(page, 'Amount due')).toHaveText(money(total));
  await expect(page.locator('dt', { hasText: 'Form' }).locator('+ dd')).toHaveText(
    'Tax, Penalty and Interest Billing Statement',
  );
  await expect(history(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'pay page: amount due');

  await payButton(page).click();
  await payOnProvider(page, SUCCESS_CARD, total, portal);
  await expectConfirmation(page, id, portal, total);
  await expectNoAxeViolations(page, 'confirmation: paid');
  // Back does not return to the finished payment: the confirmation replaced the pay page.
  await openPaidPayPage(page, id, total);
  await expect(page.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
    'href',
    `/form/${id}/confirmation`,
  );
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('Credit or debit card');
  await expect(historyRows(page).first()).toContainText('4242');
  await expect(historyRows(page).first()).toContainText(money(total));
  await expect(historyRows(page).first()).toContainText('Succeeded');
  // Only the last four digits were kept.
  await expect(page.getByText('4242424242424242')).toHaveCount(0);
  await expectNoAxeViolations(page, 'pay page: paid');

  // A reload reads the same from the server.
  await page.reload();
  await expectPaid(page, total);
  const info = await call.paymentInfo(id);
  expect(info).toMatchObject({ taxFormType: 'BillingStatement', amount: total, paymentStatus: 'Completed' });
});

test('a declined card shows as Failed; a retry with the success card pays', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'business@example.com');
  const call = await api(page);
  const { id, total } = await createStatement(call, 400);
  await openPayPage(page, id, total);

  await payButton(page).click();
  await payOnProvider(page, DECLINED_CARD, total, portal);
  await expectBackOnPayPage(page, id, portal);
  await expect(page.getByText('Your last payment did not go through')).toBeVisible();
  await expect(amountOf(page, 'Amount due')).toHaveText(money(total));
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('0002');
  await expect(historyRows(page).first()).toContainText('Failed');
  await expectNoAxeViolations(page, 'pay page: declined, try again');

  // Try again with the keyboard only: from the focused result, Tab reaches Pay.
  await page.keyboard.press('Tab');
  await expect(payButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await payOnProvider(page, SUCCESS_CARD, total, portal);
  await expectConfirmation(page, id, portal, total);
  await openPaidPayPage(page, id, total);
  await expect(historyRows(page)).toHaveCount(2);
  await expect(historyRows(page).nth(0)).toContainText('Failed');
  await expect(historyRows(page).nth(1)).toContainText('Succeeded');
  await expect(historyRows(page).nth(1)).toContainText('4242');

  const info = await call.paymentInfo(id);
  expect(info.paymentStatus).toBe('Completed');
  expect(info.paymentHistory.map((row) => [row.status, row.partialCcNumber])).toEqual([
    ['Failed', '0002'],
    ['Succeeded', '4242'],
  ]);
});

test('a double click on Pay starts one session, posts once, and charges once', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'business@example.com');
  const call = await api(page);
  const { id, total } = await createStatement(call, 250);
  await openPayPage(page, id, total);

  const initiated: string[] = [];
  const posted: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/api/payments/tax-forms/${id}/initiate-payment-session`))
      initiated.push(url.href);
    if (request.method() === 'POST' && url.origin !== portal && url.pathname === '/pay')
      posted.push(url.href);
  });
  await payButton(page).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  expect(initiated).toHaveLength(1);
  expect(posted).toHaveLength(1);
  // One pending remittance on the server, nothing charged yet.
  const pending = await call.paymentInfo(id);
  expect(['Initiated', 'InProgress']).toContain(pending.paymentStatus);
  expect(pending.paymentHistory).toEqual([]);

  await payOnProvider(page, SUCCESS_CARD, total, portal);
  await expectConfirmation(page, id, portal, total);
  await openPaidPayPage(page, id, total);
  await expect(historyRows(page)).toHaveCount(1);
  const paid = await call.paymentInfo(id);
  expect(paid.paymentHistory.filter((row) => row.status === 'Succeeded')).toHaveLength(1);
  // A paid form cannot start another session. (The way back from the provider, another site, came
  // without the SameSite=Strict anti-forgery cookie, so the portal has a new one: read it again.)
  const again = await (await api(page)).post(`/api/payments/tax-forms/${id}/initiate-payment-session`);
  expect(again.status(), await again.text()).toBe(409);
});

test('axe: the pay page while loading and after a start failure, and the simulator’s card page', async ({
  page,
  baseURL,
}) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'business@example.com');
  const call = await api(page);
  const { id, total } = await createStatement(call, 150);

  // Loading: held until scanned.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/payments/tax-forms/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/form/${id}/pay`);
  await expect(page.getByText('Loading your payment details')).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  await expectNoAxeViolations(page, 'pay page: loading');
  release();
  await expect(amountOf(page, 'Amount due')).toHaveText(money(total));
  await page.unroute(`**/api/payments/tax-forms/${id}`);

  // The session cannot start: a disabled Pay Balance and the spec's message, focused.
  await page.route(`**/api/payments/tax-forms/${id}/initiate-payment-session`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'https://citytax.example/problems/service-unavailable',
        title: 'Service Unavailable',
        detail: 'The payment service is not available right now. Please try again later.',
        status: 503,
      }),
    }),
  );
  await payButton(page).click();
  await expect(page.getByText(START_FAILED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Balance' })).toBeDisabled();
  await expect(page.getByText(START_FAILED).locator('xpath=ancestor::div[@tabindex="-1"][1]')).toBeFocused();
  await expectNoAxeViolations(page, 'pay page: start failed');
  await page.unroute(`**/api/payments/tax-forms/${id}/initiate-payment-session`);

  // The simulator's hosted card page, then with its errors.
  await page.reload();
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(portal);
  await expectNoAxeViolations(page, 'provider: card page');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolations(page, 'provider: card page with errors');

  // Cancel goes back to the portal unpaid.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${portal}/form/${id}/pay`);
  await expect(amountOf(page, 'Amount due')).toHaveText(money(total));
  await expect(payButton(page)).toBeEnabled();
});

test('the confirmation and the paid pay page reflow at 320 px', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'business@example.com');
  const call = await api(page);
  const { id, total } = await createStatement(call, 75);
  await openPayPage(page, id, total);
  await payButton(page).click();
  await payOnProvider(page, SUCCESS_CARD, total, portal);
  await expectConfirmation(page, id, portal, total);
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'confirmation at 320 px');
  await openPaidPayPage(page, id, total);
  await expect(historyRows(page).first()).toContainText('Succeeded');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'pay page: paid at 320 px');
});

test('a paid individual estimate shows in estimates and credits', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto('/estimates-and-credits');
  const credits = page.getByRole('table', { name: 'Estimated payments and prior-year credits by tax year' });
  const thisYear = credits.getByRole('row', { name: new RegExp(`^${YEAR} `) });
  await expect(thisYear).toBeVisible();
  const paidBefore = Number((await thisYear.getByRole('cell').first().textContent())!.replace(/[$,]/g, ''));

  await page.goto('/forms/individual/estimate');
  await page.getByRole('radiogroup', { name: 'Residence city' }).getByText('Cleveland').click();
  await page.getByRole('textbox', { name: 'Estimated income' }).fill('40000');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('600');
  await page.getByRole('textbox', { name: 'Payment amount' }).fill('50');
  await page.getByRole('button', { name: 'Submit estimate' }).click();
  await page
    .getByRole('alertdialog', { name: "Don't Forget to Print Your Individual Estimate" })
    .getByRole('button', { name: "I'm finished - Proceed to Next Step" })
    .click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  const id = Number(/\/form\/(\d+)\/pay$/.exec(page.url())![1]);
  await expect(amountOf(page, 'Amount due')).toHaveText('$50.00');
  await expect(page.locator('dt', { hasText: 'Form' }).locator('+ dd')).toHaveText('Individual Estimate');

  await payButton(page).click();
  await payOnProvider(page, SUCCESS_CARD, 50, portal);
  await expectConfirmation(page, id, portal, 50);

  await page.getByRole('link', { name: 'View your estimates and credits' }).click();
  await expect(page).toHaveURL(/\/estimates-and-credits$/);
  await expect(thisYear.getByRole('cell').first()).toHaveText(money(paidBefore + 50));
});

test('a form that does not exist: the load-failure toast and the reason on the page', async ({ page }) => {
  await agreeAndSignIn(page, 'business@example.com');
  await page.goto('/form/999999/pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(
    page
      .locator('[data-result]')
      .getByText(
        'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
      ),
  ).toBeVisible();
  await expect(page.locator('[data-result]')).toBeFocused();
  await expect(
    page.getByRole('listitem').filter({
      hasText: 'An error occurred loading your payment details, please try again later.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'pay page: missing form');
});

test('joint filers pay their annual return balance; the return is then filed', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!).origin;
  await agreeAndSignIn(page, 'joint@example.com');
  const call = await api(page);
  // The prior year's return (made here, or the one another spec left awaiting payment, which is
  // withdrawn to change it) with a W-2 that owes Cleveland tax.
  const current = (await (await call.get('/api/city-tax-form')).json()) as {
    cityTaxForm: { id: number; status: string } | null;
  };
  if (current.cityTaxForm?.status === 'AwaitingPayment') {
    expect((await call.post(`/api/tax-forms/${current.cityTaxForm.id}/withdraw`)).status()).toBe(200);
  }
  const updated = await call.put('/api/city-tax-form', { residenceCity: 'CLE' });
  expect(updated.status()).toBe(200);
  const { cityTaxForm } = (await updated.json()) as { cityTaxForm: { id: number } };
  const w2 = await call.post('/api/form-w2', {
    employerName: 'Lakeside Payments Test Co',
    employerEin: '349876543',
    workCity: 'CLE',
    medicareWages: 30000,
    localWages: 30000,
    localTaxWithheld: 0,
    locality: 'CLE',
  });
  expect(w2.status()).toBe(200);
  const due = await call.paymentInfo(cityTaxForm.id);
  expect(due).toMatchObject({ taxFormType: 'CityTaxForm', paymentStatus: 'Unpaid' });
  expect(due.amount).toBeGreaterThan(0);

  await openPayPage(page, cityTaxForm.id, due.amount);
  await expect(page.locator('dt', { hasText: 'Form' }).locator('+ dd')).toHaveText(
    'Individual Annual Return',
  );
  await payButton(page).click();
  await payOnProvider(page, SUCCESS_CARD, due.amount, portal);
  await expectConfirmation(page, cityTaxForm.id, portal, due.amount);
  await openPaidPayPage(page, cityTaxForm.id, due.amount);
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('Succeeded');

  // The filed return reads as paid, never as a balance due.
  await page.goto('/forms/individual/annual-return');
  await expect(
    page.getByText(
      new RegExp(`^Paid ${money(due.amount).replace(/[$.,]/g, '\\$&')} on .+, balance \\$0\\.00$`),
    ),
  ).toBeVisible();
  await expect(page.getByText(/Balance due|You pay it when you file/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'annual return: filed and paid');

  expect(await (await call.get('/api/isannualreturnfiled')).json()).toEqual({ isAnnualReturnFiled: true });
});
