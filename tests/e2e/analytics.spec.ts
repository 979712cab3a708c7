import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, passSecondStepIfAsked } from './helpers';

// Analytics (spec §7) end to end: the portal's batching sink posts to the real server, which stores
// the events without personal data; read back through the development-only GET /dev/analytics.

interface StoredEvent {
  id: number;
  event: string;
  params: Record<string, string | number | boolean>;
  receivedAt: string;
}

/** Stored events newer than `since` (other specs share the server and store events too). */
async function storedEvents(page: Page, since = 0): Promise<StoredEvent[]> {
  const response = await page.request.get('/dev/analytics');
  expect(response.status()).toBe(200);
  return ((await response.json()) as StoredEvent[]).filter((e) => e.id > since);
}

test('a sign-in and a payment start reach the server as login and payment_start, without personal data', async ({
  page,
  baseURL,
}) => {
  const portal = new URL(baseURL!).origin;
  const since = Math.max(0, ...(await storedEvents(page)).map((e) => e.id));
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email address').fill('business@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await passSecondStepIfAsked(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The batch goes out 2 s after the first event, with the anti-forgery header.
  await expect
    .poll(async () => (await storedEvents(page, since)).map((e) => e.event), { timeout: 10_000 })
    .toContain('login');
  expect((await storedEvents(page, since)).find((e) => e.event === 'login')?.params).toEqual({
    business: true,
  });

  // A billing statement with a balance, stored through the API as the signed-in user.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string }).token,
  );
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post('/api/form/tax-penalty-interest-billing-statement', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    data: {
      taxType: 'withholding',
      taxYear: 2022,
      unpaidTax: 250,
      dueDate: '2023-04-18',
      filedDate: '2023-04-18',
      paymentDate: '2024-05-20',
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/form/${id}/pay`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
  // The provider's page is another origin: the event left with the page (pagehide, keepalive).
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(portal);

  await expect
    .poll(async () => (await storedEvents(page, since)).map((e) => e.event), { timeout: 10_000 })
    .toContain('payment_start');
  const events = await storedEvents(page, since);
  expect(events.find((e) => e.event === 'payment_start')?.params).toEqual({
    formId: id,
    taxFormType: 'BillingStatement',
  });
  // Page views carry the route pattern, not the form id or a query string.
  const views = events.filter((e) => e.event === 'page_view').map((e) => e.params.path);
  expect(views).toEqual(expect.arrayContaining(['/auth/login', '/dashboard', '/form/:id/pay']));

  // Nothing personal was stored: no email, taxpayer id or EIN, no amount with cents.
  const all = JSON.stringify(events);
  for (const personal of ['business@example.com', '300001', '300002', 'Morgan', '@']) {
    expect(all).not.toContain(personal);
  }
  for (const e of events) {
    expect(Object.keys(e).sort()).toEqual(['event', 'id', 'params', 'receivedAt']);
    for (const value of Object.values(e.params)) {
      if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
    }
  }
});
