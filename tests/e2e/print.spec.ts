import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { priorTaxYear } from '../../packages/api/src/index';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations } from './helpers';

const TAX_YEAR = priorTaxYear(new Date());
const TITLE = 'Individual Annual Return';

/** Elements of a kind that a person can see: on paper, none should be a live control. */
async function visibleCount(locator: Locator): Promise<number> {
  let count = 0;
  for (const element of await locator.all()) if (await element.isVisible()) count += 1;
  return count;
}

/** The text a drop-down prints instead of itself (NativeSelect's print value). */
function printedChoice(page: Page, label: string): Promise<string> {
  return page.getByRole('combobox', { name: label, includeHidden: true }).evaluate((select) => {
    const printed = select.parentElement?.querySelector('[data-value]');
    if (!printed || getComputedStyle(printed).display === 'none') return '';
    return getComputedStyle(printed, '::before').content.replace(/^"|"$/g, '');
  });
}

/** A new filer's annual return with its residence chosen: a form page with a drop-down and buttons. */
async function openReturnWithResidence(page: Page, request: Parameters<typeof createConfirmedUser>[0]) {
  const email = `print.${Date.now().toString(36)}@example.com`;
  const password = 'Print-View-18';
  await createConfirmedUser(request, email, password);
  await agreeAndSignIn(page, email, password);
  await page.getByRole('link', { name: TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const questions = page.getByRole('radiogroup');
  await questions.nth(0).getByText('Yes', { exact: true }).click();
  await questions.nth(1).getByText('No', { exact: true }).click();
  await questions.nth(2).getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Continue moves focus to the next step's heading (issue 18, WCAG 2.4.3).
  await expect(page.getByRole('heading', { name: 'Where you lived' })).toBeFocused();
  await page
    .getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` })
    .selectOption({ label: 'Cleveland' });
  await expect(page.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
}

test('the printed form has the agency letterhead, the taxpayer and the date, and no live controls (issue 18)', async ({
  page,
  request,
}, testInfo) => {
  await openReturnWithResidence(page, request);

  // Saving a W-2 puts focus on the saved entry, not on <body>.
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Lakeside Clinic');
  await page.getByRole('textbox', { name: 'Employer EIN' }).fill('341111111');
  await page.getByRole('combobox', { name: 'Work city' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('textbox', { name: 'Medicare wages and tips (box 5)' }).fill('52000');
  await page.getByRole('textbox', { name: 'Local wages (box 18)' }).fill('52000');
  await page.getByRole('textbox', { name: 'Local income tax withheld (box 19)' }).fill('1000');
  await page.getByRole('combobox', { name: 'Locality (box 20)' }).selectOption({ label: 'Cleveland' });
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(page.getByRole('button', { name: 'Edit W-2 from Lakeside Clinic' })).toBeFocused();
  await expectNoAxeViolations(page, 'annual return: W-2 saved, focus on its entry');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'Edit W-2 from Lakeside Clinic' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`w2-saved-focus-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // On screen: no letterhead (the top bar names the service), the drop-down is a drop-down.
  const letterhead = page.getByText('City Tax Collection Division', { exact: true });
  await expect(letterhead).toBeHidden();
  await expect(
    page.getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` }),
  ).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(letterhead).toBeVisible();
  await expect(page.getByText(/^Printed on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const taxpayer = page.getByRole('region', { name: 'Taxpayer Information', exact: true });
  await expect(taxpayer).toBeVisible();
  await expect(taxpayer.getByText('Robin Tester')).toBeVisible();
  await expect(taxpayer.getByText('Filing Date')).toBeVisible();
  // The letterhead comes first, above the form's title.
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  expect(await top(letterhead)).toBeLessThan(await top(page.getByRole('heading', { level: 1, name: TITLE })));
  // No live controls: no button and no drop-down; the chosen city is printed as text.
  expect(await visibleCount(page.locator('button'))).toBe(0);
  expect(await visibleCount(page.locator('select'))).toBe(0);
  expect(await printedChoice(page, `City you lived in for all of ${TAX_YEAR}`)).toBe('Cleveland');
  await expect(page.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: `W-2 and 1099 forms for ${TAX_YEAR}` }).getByText('Lakeside Clinic'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: print view');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`print-annual-return-${width}.png`), fullPage: true });
  }

  // The print reminder's Print prints the form, not the dialog over it.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'File and pay' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Don't Forget to Print Your ${TITLE}` });
  await expect(dialog).toContainText(
    'Keep a copy of your form for your records. Once it is filed, you can also download a PDF copy from Filings and Payments.',
  );
  await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: print reminder with Print');
  await page.screenshot({ path: testInfo.outputPath('print-reminder-1280.png') });
  await page.emulateMedia({ media: 'print' });
  await expect(dialog).toBeHidden();
  // While the dialog is open the page behind it is aria-hidden, but it is what prints.
  await expect(letterhead).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Annual return summary', includeHidden: true }).first(),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I want to print - Return to Form' }).click();
  await expect(dialog).toBeHidden();
});

test('the print reminder at 375 px: its sentence and three buttons fit (issue 18)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await agreeAndSignIn(page, 'individual@example.com');
  await page.goto('/forms/individual/estimate');
  await page.getByRole('radiogroup', { name: 'Residence city' }).getByText('Cleveland').click();
  await page.getByRole('textbox', { name: 'Estimated income' }).fill('40000');
  await page.getByRole('textbox', { name: 'Estimated credits' }).fill('600');
  // The page's own Print button, where "I want to print - Return to Form" leads.
  await page.getByRole('button', { name: 'Print this form' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('individual-estimate-print-button-375.png') });
  await page.getByRole('button', { name: 'Submit estimate' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Don't Forget to Print Your Individual Estimate" });
  await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'individual estimate: print reminder at 375 px');
  await page.screenshot({ path: testInfo.outputPath('print-reminder-375.png') });
  // Printed, the estimate has the letterhead and the taxpayer, and its submit button is left off.
  await page.emulateMedia({ media: 'print' });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('City Tax Collection Division', { exact: true })).toBeVisible();
  const taxpayer = page.getByRole('region', {
    name: 'Taxpayer Information',
    exact: true,
    includeHidden: true,
  });
  // All of it: paper has no "Show taxpayer details".
  await expect(taxpayer).toBeVisible();
  await expect(taxpayer.getByText('Address', { exact: true })).toBeVisible();
  await expect(taxpayer.getByText('Filing Date', { exact: true })).toBeVisible();
  expect(await visibleCount(page.locator('button'))).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('print-individual-estimate-375.png'), fullPage: true });
});
