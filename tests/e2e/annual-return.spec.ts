import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { priorTaxYear } from '../../packages/api/src/index';
import { agreeAndSignIn, createConfirmedUser, expectNoAxeViolations } from './helpers';

const TAX_YEAR = priorTaxYear(new Date());
const TITLE = 'Individual Annual Return';

async function openAnnualReturn(page: Page) {
  await page.getByRole('link', { name: TITLE }).first().click();
  await expect(page).toHaveURL(/\/forms\/individual\/annual-return$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

async function answer(
  page: Page,
  allIncomeOnW2: 'Yes' | 'No',
  activity: 'Yes' | 'No',
  changed: 'Yes' | 'No',
) {
  const questions = page.getByRole('radiogroup');
  // The radio's label is what a person clicks (the input itself is styled away).
  await questions.nth(0).getByText(allIncomeOnW2, { exact: true }).click();
  await questions.nth(1).getByText(activity, { exact: true }).click();
  await questions.nth(2).getByText(changed, { exact: true }).click();
  await expect(questions.nth(0).getByRole('radio', { name: allIncomeOnW2 })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function chooseResidence(page: Page, city: string) {
  const select = page.getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` });
  await select.selectOption({ label: city });
  await expect(page.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
}

const entries = (page: Page) => page.getByRole('table', { name: `W-2 and 1099 forms for ${TAX_YEAR}` });

interface W2 {
  employer: string;
  ein: string;
  workCity: string;
  box5: string;
  box18: string;
  box19: string;
  locality: string;
}

async function addW2(page: Page, w2: W2) {
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await expect(page.getByRole('heading', { name: 'Add a W-2' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Employer name' }).fill(w2.employer);
  await page.getByRole('textbox', { name: 'Employer EIN' }).fill(w2.ein);
  await page.getByRole('combobox', { name: 'Work city' }).selectOption({ label: w2.workCity });
  await page.getByRole('textbox', { name: 'Medicare wages and tips (box 5)' }).fill(w2.box5);
  await page.getByRole('textbox', { name: 'Local wages (box 18)' }).fill(w2.box18);
  await page.getByRole('textbox', { name: 'Local income tax withheld (box 19)' }).fill(w2.box19);
  await page.getByRole('combobox', { name: 'Locality (box 20)' }).selectOption({ label: w2.locality });
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(page.getByRole('heading', { name: 'Add a W-2' })).toBeHidden();
  await expect(entries(page).getByRole('cell', { name: w2.employer, exact: true })).toBeVisible();
}

/** The summary line whose header cell is `label`. */
const line = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'Annual return summary' })
    .first()
    .getByRole('row', { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')} \\$`) });

/** The credit line: its label, the rule in words under it (TAX-RULES.md §2.4), then its amount. */
const creditLine = (page: Page) =>
  page
    .getByRole('table', { name: 'Annual return summary' })
    .first()
    .getByRole('row', { name: /^Credit for tax paid to other cities\s*For each W-2 from another city/ });

test('joint filers complete an annual return with two W-2s and a 1099, see the hand-computed balance, and file to payment', async ({
  page,
}) => {
  await agreeAndSignIn(page, 'joint@example.com');
  await openAnnualReturn(page);
  await expect(page.getByRole('region', { name: 'Taxpayer Information' })).toBeVisible();

  // An ineligible answer shows the paper-return guidance; the filer can change the answer.
  await answer(page, 'Yes', 'Yes', 'No');
  await expect(page.getByRole('heading', { name: 'You need to file a paper return' })).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: paper-return guidance');
  await page.getByRole('button', { name: 'Change my answers' }).click();
  await answer(page, 'Yes', 'No', 'No');
  await expect(page.getByRole('heading', { name: 'Where you lived' })).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: empty');

  await chooseResidence(page, 'Cleveland');
  await addW2(page, {
    employer: 'Lakeside Clinic',
    ein: '341111111',
    workCity: 'Cleveland',
    box5: '52000',
    box18: '52000',
    box19: '1000',
    locality: 'Cleveland',
  });
  await addW2(page, {
    employer: 'Capital Logistics',
    ein: '341111112',
    workCity: 'Columbus',
    box5: '18000',
    box18: '18000',
    box19: '450',
    locality: 'Columbus',
  });
  await page.getByRole('button', { name: 'Add a 1099' }).click();
  await page.getByRole('textbox', { name: 'Payer name' }).fill('Design Client LLC');
  await page.getByRole('textbox', { name: 'Payer TIN' }).fill('341111113');
  await page.getByRole('textbox', { name: 'Nonemployee compensation' }).fill('3000');
  await page.getByRole('button', { name: 'Save 1099' }).click();
  await expect(entries(page).getByRole('cell', { name: 'Design Client LLC', exact: true })).toBeVisible();

  // By hand (TAX-RULES.md §2), Cleveland 2.5%, credit factor 100%, limit 2.5%:
  // taxable income 52,000 + 18,000 + 3,000 = 73,000.00; tax 1,825.00;
  // Columbus credit min(100% × 450.00, 2.5% × 18,000 = 450.00) = 450.00;
  // Cleveland withholding 1,000.00; estimates paid 150.00 and prior-year credit 25.00 (seeded);
  // balance 1,825 − 450 − 1,000 − 150 − 25 = 200.00 due.
  await expect(line(page, 'Taxable income')).toContainText('$73,000.00');
  await expect(line(page, 'Tax')).toContainText('$1,825.00');
  await expect(creditLine(page)).toContainText('$450.00');
  await expect(line(page, 'Tax withheld for your residence city')).toContainText('$1,000.00');
  await expect(line(page, 'Estimated payments')).toContainText('$150.00');
  await expect(line(page, 'Credit from the prior year')).toContainText('$25.00');
  await expect(line(page, 'Balance due')).toContainText('$200.00');
  await expect(page.getByText('You owe $200.00. File your return, then pay the balance.')).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: balance due');

  // Printing fires the print event; the print reminder comes before filing.
  await page.getByRole('button', { name: 'File and pay' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Don't Forget to Print Your ${TITLE}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: print reminder');
  await dialog.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
});

test('a Burton resident working in Columbus is credited the lesser of 50% of the tax paid there and 0.50% of the wages, and the line says so', async ({
  page,
  request,
}) => {
  // A filer of its own: no estimates or prior-year credit on record (the demo accounts have them).
  const email = `burton.${Date.now().toString(36)}@example.com`;
  const password = 'Burton-Resident-17';
  await createConfirmedUser(request, email, password);
  await agreeAndSignIn(page, email, password);
  await openAnnualReturn(page);
  await answer(page, 'Yes', 'No', 'No');
  await chooseResidence(page, 'Burton');
  await addW2(page, {
    employer: 'Capital Transit Authority',
    ein: '311234567',
    workCity: 'Columbus',
    box5: '50000.00',
    box18: '50000.00',
    box19: '1000.00',
    locality: 'Columbus',
  });

  // By hand (TAX-RULES.md §2.4), Burton 1.00%, credit factor 50%, credit limit 0.50%:
  // tax 1% × 50,000.00 = 500.00; Columbus credit min(50% × 1,000.00 = 500.00, 0.50% × 50,000.00 =
  // 250.00) = 250.00, at most the tax; balance 500.00 − 250.00 = 250.00 due.
  const summary = page.getByRole('table', { name: 'Annual return summary' }).first();
  await expect(line(page, 'Tax')).toContainText('$500.00');
  await expect(
    line(page, 'Tax paid to Columbus that can be credited (Capital Transit Authority)'),
  ).toContainText('$250.00');
  await expect(summary.getByRole('row', { name: 'Credit factor of your residence city 50%' })).toBeVisible();
  await expect(summary.getByRole('row', { name: 'Credit limit of your residence city 0.50%' })).toBeVisible();
  await expect(creditLine(page)).toContainText('$250.00');
  await expect(creditLine(page).getByRole('rowheader')).toHaveText(
    /For each W-2 from another city, the credit is the lesser of 50% of the tax paid to that city and 0\.50% of the wages taxed there\. The total credit is at most the tax\.$/,
  );
  await expect(line(page, 'Balance due')).toContainText('$250.00');
  await expect(page.getByText('You owe $250.00. File your return, then pay the balance.')).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: credit for tax paid to another city');
});

/** The paper-return guidance's contact details: the server's defaults (PAPER_FORMS_URL, MAILING_ADDRESS, SUPPORT_PHONE). */
const PAPER_FORM = 'Individual Annual Return (paper form)';
const PAPER_FORMS_URL = 'https://www.citytax.example/forms/';
const MAILING_ADDRESS = ['City Tax Collection Division', 'PO Box 5555', 'Cleveland, OH 44101-5555'];
const SUPPORT_PHONE = '216-555-0100';

test('an overpayment cannot be filed online: the guidance says so once, with the form, where to get it, the address and the phone', async ({
  page,
}, testInfo) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await openAnnualReturn(page);
  await answer(page, 'Yes', 'No', 'No');
  await chooseResidence(page, 'Cleveland');
  // Tax 2.5% of 10,000.00 = 250.00 against 500.00 withheld: 250.00 overpaid.
  await addW2(page, {
    employer: 'Overpaid Works',
    ein: '341111114',
    workCity: 'Cleveland',
    box5: '10000',
    box18: '10000',
    box19: '500',
    locality: 'Cleveland',
  });
  await expect(line(page, 'Overpayment')).toContainText('$250.00');
  const guidance = page.getByRole('region', { name: 'You need to file a paper return' });
  await expect(guidance).toHaveCount(1);
  // Why, once: the figures decided it, not the answers.
  await expect(guidance).toContainText(
    'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return, so this return cannot be filed online.',
  );
  await expect(page.getByText(/overpayment must be claimed|cannot be filed online/)).toHaveCount(1);
  await expect(page.getByText(/Based on your answers|Annual-return eligibility requires/)).toHaveCount(0);
  // What to file, where to get it, where to send it, whom to call.
  await expect(guidance).toContainText(`${PAPER_FORM} for ${TAX_YEAR}`);
  await expect(guidance.getByRole('link', { name: `Download the ${PAPER_FORM}` })).toHaveAttribute(
    'href',
    PAPER_FORMS_URL,
  );
  for (const addressLine of MAILING_ADDRESS) await expect(guidance).toContainText(addressLine);
  await expect(guidance.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
    'href',
    `tel:${SUPPORT_PHONE}`,
  );
  await expect(page.getByRole('button', { name: /File/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'annual return: overpayment');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await guidance.scrollIntoViewIfNeeded();
    await guidance.screenshot({ path: testInfo.outputPath(`paper-return-overpayment-${width}.png`) });
  }
  await expectNoAxeViolations(page, 'annual return: overpayment at 375 px');
});

test('the questionnaire says which answer needs a paper return, and where to get, send and ask about it (issue 18)', async ({
  page,
  request,
}, testInfo) => {
  const email = `paper.${Date.now().toString(36)}@example.com`;
  const password = 'Paper-Return-18';
  await createConfirmedUser(request, email, password);
  await agreeAndSignIn(page, email, password);
  await openAnnualReturn(page);
  await answer(page, 'No', 'No', 'No');
  const guidance = page.getByRole('region', { name: 'You need to file a paper return' });
  await expect(guidance).toContainText(
    `Your annual return for ${TAX_YEAR} cannot be filed online because of your answer:`,
  );
  await expect(guidance.getByRole('listitem')).toHaveText([
    `You answered No to “Was all of your income for ${TAX_YEAR} reported on a W-2 or a 1099?” Income that is not on a W-2 or a 1099 is reported on the paper return and its schedules.`,
  ]);
  await expect(guidance).toContainText(`${PAPER_FORM} for ${TAX_YEAR}`);
  for (const addressLine of MAILING_ADDRESS) await expect(guidance).toContainText(addressLine);
  await expect(guidance.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
  await expect(page.getByText(/Annual-return eligibility requires/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'annual return: paper return from the questionnaire');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`paper-return-questionnaire-${width}.png`),
      fullPage: true,
    });
  }
  await expectNoAxeViolations(page, 'annual return: paper return from the questionnaire at 375 px');
});

test('an unsaved W-2 survives a reload as a draft, and leaving asks first', async ({ page }) => {
  await agreeAndSignIn(page, 'individual@example.com');
  await openAnnualReturn(page);
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/drafts/w2-new') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Draft Employer Inc');
  await page.getByRole('textbox', { name: 'Employer EIN' }).fill('341111115');
  await saved;

  // Leaving inside the portal asks with the spec's warning; Cancel stays.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(
    'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.',
  );
  await expectNoAxeViolations(page, 'annual return: unsaved changes');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/forms\/individual\/annual-return$/);

  // A reload (the browser asks first; accept) loses nothing: the draft comes back.
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await expect(page.getByText('We restored the changes you had not saved yet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Employer name' })).toHaveValue('Draft Employer Inc');
  await expect(page.getByRole('textbox', { name: 'Employer EIN' })).toHaveValue('341111115');
  await expectNoAxeViolations(page, 'annual return: draft restored');
});

test('the annual return reflows at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await agreeAndSignIn(page, 'individual@example.com');
  await openAnnualReturn(page);
  await expect(page.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the entry editor loads once the return has painted, not with it: the questions and the return draw without it (ADR 0042)', async ({
  page,
  request,
}) => {
  const email = `lazy.editor.${Date.now().toString(36)}@example.com`;
  const password = 'Lazy-Editor-Filer-17';
  await createConfirmedUser(request, email, password);
  await agreeAndSignIn(page, email, password);

  const EDITOR = /\/assets\/EntryEditor-[\w-]+\.js$/;
  let editorAsked = false;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(EDITOR, async (route) => {
    editorAsked = true;
    await held;
    await route.continue();
  });
  const residence = page.getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` });

  // A new filer's questions draw without the editor's code, and do not ask for it.
  await page.goto('/forms/individual/annual-return');
  await expect(page.getByRole('radiogroup')).toHaveCount(3);
  expect(editorAsked).toBe(false);
  await answer(page, 'Yes', 'No', 'No');
  await expect(residence).toBeVisible();

  // Loaded afresh, the return draws while the editor's code is held back; once it has painted it
  // asks for it, so Add a W-2 opens the editor at once.
  editorAsked = false;
  await page.reload();
  await expect(residence).toBeVisible();
  await expect.poll(() => editorAsked).toBe(true);
  release();
  await page.getByRole('button', { name: 'Add a W-2' }).click();
  await expect(page.getByRole('heading', { name: 'Add a W-2' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Employer name' })).toBeVisible();
  await expectNoAxeViolations(page, 'annual return: the editor loaded after the page');
});

test('the residence city is browsed with the arrow keys and chosen on Enter: focus stays, one save (issue 31)', async ({
  page,
  request,
}) => {
  const email = `arrows.${Date.now().toString(36)}@example.com`;
  const password = 'Arrow-Keys-Browse-31';
  await createConfirmedUser(request, email, password);
  await agreeAndSignIn(page, email, password);
  await openAnnualReturn(page);
  await answer(page, 'Yes', 'No', 'No');
  const residence = page.getByRole('combobox', { name: `City you lived in for all of ${TAX_YEAR}` });
  await expect(residence).toBeVisible();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/city-tax-form')
      saves.push(r.postData() ?? '');
  });

  await residence.focus();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowDown');
    // Browsing: the select shows the city it is on, keeps focus, and saves nothing yet.
    await expect(residence).toBeFocused();
  }
  const browsed = await residence.inputValue();
  expect(browsed).not.toBe('');
  await page.waitForTimeout(300);
  expect(saves).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Annual return summary' })).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0]!)).toEqual({ residenceCity: browsed });
  await expect(residence).toBeFocused();
  await expect(residence).toHaveValue(browsed);

  // One more key, then Tab away: leaving confirms it, once.
  await page.keyboard.press('ArrowUp');
  const left = await residence.inputValue();
  expect(left).not.toBe(browsed);
  await page.keyboard.press('Tab');
  await expect.poll(() => saves.length).toBe(2);
  expect(JSON.parse(saves[1]!)).toEqual({ residenceCity: left });
});
