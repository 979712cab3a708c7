import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { priorTaxYear } from '../../packages/api/src/index';
import { agreeAndSignIn, createConfirmedUser } from '../e2e/helpers';
import { expectScreens, federalIdInPanel } from './screenshot';

/*
 * A business user's pages at 375 and 1280 px. The demo business account is only looked at; the
 * forms are filled as a new business (Lakeside Test Works LLC), so no spec changes what another
 * photographs.
 */

const TAX_YEAR = priorTaxYear(new Date());
const PASSWORD = 'Visual-Review-18';

test.describe.configure({ timeout: 120_000 });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The new business's EIN, random, is in its panel and in the header's Filing-as choice. */
const federalIds = (page: Page) => [
  federalIdInPanel(page),
  page.getByRole('combobox', { name: 'Filing as', includeHidden: true }),
];

/** A new business (Lakeside Test Works LLC, a random EIN), signed in on the dashboard. */
async function signInAsNewBusiness(page: Page, request: APIRequestContext, who: string) {
  const email = `visual.${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  await createConfirmedUser(request, email, PASSWORD, 'business');
  await agreeAndSignIn(page, email, PASSWORD);
}

test('the business dashboard and manage business accounts (demo account)', async ({ page }) => {
  await agreeAndSignIn(page, 'business@example.com');
  await expect(page.getByRole('list', { name: 'What you can do' })).toBeVisible();
  await expect(page.getByLabel('Filing as')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Taxpayer Information', exact: true })).toBeVisible();
  await expectScreens(page, 'dashboard-business');

  await page.goto('/manage-business-accounts');
  await expect(h1(page, 'Manage Business Accounts')).toBeVisible();
  await expect(page.getByText('Lakeshore Bakery', { exact: false }).first()).toBeVisible();
  await expectScreens(page, 'manage-business-accounts');
});

test('the net profit estimate: empty, with its preview, and the print reminder', async ({
  page,
  request,
}) => {
  await signInAsNewBusiness(page, request, 'netprofit');
  await page.goto('/forms/business/net-profit-estimate');
  await expect(h1(page, 'Net Profit Estimate')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Business city' })).toBeVisible();
  await expectScreens(page, 'net-profit-estimate-empty', { mask: federalIds });

  // CLE 2.5% × $200,000.00 × 62.5% less $125.00: $3,000.00. The installment due next, and so the
  // payment suggested, follows today: the schedule and the payment are masked.
  await page.getByRole('radiogroup', { name: 'Business city' }).getByText('Cleveland').click();
  await page.getByRole('textbox', { name: 'Estimated net profit (or loss)' }).fill('200000');
  await page.getByRole('textbox', { name: 'Apportionment percentage' }).fill('62.5');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('125');
  // Out of the field, as a person moves on: the amount is shown formatted.
  await page.getByRole('textbox', { name: 'Estimated credits' }).blur();
  const preview = page.getByRole('region', { name: /net profit estimate$/ });
  await expect(preview.getByRole('table', { name: 'How your estimated tax is computed' })).toContainText(
    '$3,000.00',
  );
  const mask = (p: Page) => [
    ...federalIds(p),
    p.getByRole('table', { name: /^Installment schedule/, includeHidden: true }),
    p
      .getByRole('region', { name: /net profit estimate$/, includeHidden: true })
      .getByRole('definition', { includeHidden: true })
      .last(),
    p.getByText(/^The total due by installment/),
    p.getByRole('textbox', { name: 'Payment amount', includeHidden: true }),
  ];
  await expectScreens(page, 'net-profit-estimate-preview', { mask });

  await page.getByRole('button', { name: 'Submit estimate' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Don't Forget to Print Your Net Profit Estimate" });
  await expect(dialog).toBeVisible();
  await expectScreens(page, 'print-reminder', { hide: mask, fullPage: false });
});

test("the employer's return: empty and with a late quarter worked out", async ({ page, request }) => {
  await signInAsNewBusiness(page, request, 'employer');
  await page.goto('/forms/individual/employers-return-of-income');
  await expect(h1(page, "Employer's Return of Income Tax Withheld")).toBeVisible();
  await expectScreens(page, 'employers-return-empty', { mask: federalIds });

  await page
    .getByRole('radiogroup', { name: 'Filing frequency' })
    .getByText('Quarterly', { exact: true })
    .click();
  await page.getByRole('combobox', { name: 'Tax year' }).selectOption(String(TAX_YEAR));
  await page.getByRole('combobox', { name: 'Quarter' }).selectOption({ label: 'Q1 (January – March)' });
  await page.getByRole('textbox', { name: 'Number of employees' }).fill('6');
  await page.getByRole('textbox', { name: 'Total wages paid' }).fill('48000');
  await page.getByRole('textbox', { name: 'City income tax withheld' }).fill('1200');
  // Out of the field, as a person moves on: the amount is shown formatted.
  await page.getByRole('textbox', { name: 'City income tax withheld' }).blur();
  const preview = page.getByRole('region', { name: 'Your return' });
  await expect(preview.getByRole('table', { name: 'How the amount due is computed' })).toBeVisible();
  // The months late, the interest and so the amount due follow today.
  await expectScreens(page, 'employers-return-late', {
    mask: (p) => {
      const region = p.getByRole('region', { name: 'Your return' });
      return [
        ...federalIds(p),
        region.getByRole('table', { name: 'How the amount due is computed' }),
        region.getByText(/^Late by /),
        region.getByText(/^Worked out for a return filed and paid today/),
        region.getByText(/^You pay /),
      ];
    },
  });
});
