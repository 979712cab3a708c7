import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectNoAxeViolations, passSecondStepIfAsked } from './helpers';

// Issue 18, items 1 and 2: on a 375 × 667 phone the page comes first, the menu folds behind a Menu
// button, the taxpayer panel is compact, and a business user always sees whom they file for.
const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuButton = (page: Page) => menu(page).getByRole('button', { name: 'Menu' });
const panel = (page: Page) => page.getByRole('region', { name: 'Taxpayer Information' });

/** Agrees on the phone (the I Agree button is far down the agreement there) and signs in. */
async function signInOnPhone(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await passSecondStepIfAsked(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The page's h1 is in the first screen: its top edge lies within the viewport as the page opens. */
async function expectHeadingInFirstScreen(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  // Measured once the taxpayer panel, which sits above the page's own content, has its data.
  await expect(panel(page).getByRole('term').first()).toBeVisible();
  const box = await heading.boundingBox();
  expect(box, `${name}: h1`).not.toBeNull();
  expect(box!.y, `${name}: h1 top`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${name}: h1 top`).toBeLessThan(PHONE.height);
}

/** WCAG contrast ratio of an element's text against the first opaque background behind it. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (value: string) => {
      const [, , , alpha = 1] = rgb(value);
      return value !== 'transparent' && alpha > 0;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // An option's own background, or else its select's, or else the nearest opaque one up the tree.
    let host: Element | null = element;
    while (host && !opaque(getComputedStyle(host).backgroundColor)) host = host.parentElement;
    const background = host ? getComputedStyle(host).backgroundColor : 'rgb(255, 255, 255)';
    const text = luminance(rgb(getComputedStyle(element).color));
    const back = luminance(rgb(background));
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}

test('an individual on a phone: Menu button, heading in the first screen, compact panel', async ({
  page,
}) => {
  // Five full axe runs: on a loaded 2-core machine they alone took the default 30 s.
  test.setTimeout(60_000);
  await signInOnPhone(page, 'individual@example.com');

  // The menu is a named navigation landmark with a Menu button; its links wait behind it.
  await expect(menuButton(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  const controlled = await menuButton(page).getAttribute('aria-controls');
  expect(controlled).toBeTruthy();
  await expect(menu(page).locator(`[id="${controlled}"]`)).toBeHidden();
  await expect(menu(page).getByRole('link')).toHaveCount(0);
  await expectHeadingInFirstScreen(page, 'Dashboard');

  // The panel shows the name and the masked ID, and the rest on request.
  await expect(panel(page)).toContainText('Pat');
  await expect(panel(page).getByText('XXX-XX-6789')).toBeVisible();
  await expect(panel(page).getByText('Address', { exact: true })).toBeHidden();
  const details = panel(page).getByRole('button', { name: 'Show taxpayer details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, 'phone dashboard, menu and details closed');
  await details.click();
  await expect(panel(page).getByRole('button', { name: 'Hide taxpayer details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(panel(page).getByText('Address', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'phone dashboard, details open');

  // Keyboard: open the menu, reach a link, close it with Escape; focus returns to the button.
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page, 'phone dashboard, menu open');
  await page.keyboard.press('Tab');
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
  await expect(menu(page).getByRole('link')).toHaveCount(0);

  // Following a link closes the menu; the form's heading is in the first screen.
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Exemption Certificate' }).click();
  await expect(page).toHaveURL(/\/exemption$/);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectHeadingInFirstScreen(page, 'Exemption Certificate');
  await expectNoAxeViolations(page, 'phone exemption certificate');

  // A page opened by its address opens at its top, not where the agreement was left.
  await page.goto('/forms/individual/annual-return');
  await expectHeadingInFirstScreen(page, 'Individual Annual Return');
  await expect(panel(page).getByRole('button', { name: 'Show taxpayer details' })).toBeVisible();
  await expectNoAxeViolations(page, 'phone annual return');
  // Paper is narrower than 48em too, but a printed form carries every field of the panel.
  await page.emulateMedia({ media: 'print' });
  await expect(panel(page).getByText('Spouse Name', { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // From 48em on, the menu and the panel show as before: no Menu button, no details toggle.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menuButton(page)).toBeHidden();
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(panel(page).getByText('Spouse Name', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Show taxpayer details' })).toBeHidden();
});

test('a business user on a phone always sees, readably, whom they file for; a switch is announced', async ({
  page,
}) => {
  await signInOnPhone(page, 'business@example.com');
  const banner = page.getByRole('banner');
  const select = page.getByLabel('Filing as');
  await expect(select).toBeVisible();
  // The business is named in text, whole, not only in the select (which cuts long names short).
  await expect(banner.getByText('Filing as Lakeshore Bakery LLC')).toBeVisible();
  await expectHeadingInFirstScreen(page, 'Dashboard');

  // Readable: the line, the select and every option have AA contrast (4.5:1).
  expect(await contrastOf(banner.getByText('Filing as Lakeshore Bakery LLC'))).toBeGreaterThanOrEqual(4.5);
  expect(await contrastOf(select)).toBeGreaterThanOrEqual(4.5);
  for (const option of await select.locator('option').all()) {
    expect(await contrastOf(option), (await option.textContent()) ?? '').toBeGreaterThanOrEqual(4.5);
  }
  const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, 'phone business dashboard');

  // Switching says so, politely, and the header names the new business.
  await select.selectOption({ label: 'Cuyahoga Hardware Inc (EIN 345550002)' });
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'You are now filing as Cuyahoga Hardware Inc' }),
  ).toHaveCount(1);
  await expect(banner.getByText('Filing as Cuyahoga Hardware Inc')).toBeVisible();
  await expect(panel(page)).toContainText('Cuyahoga Hardware Inc');
  await expectNoAxeViolations(page, 'phone business dashboard after a switch');

  // Wide screens name it too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner.getByText('Filing as Cuyahoga Hardware Inc')).toBeVisible();
  expect(await contrastOf(select)).toBeGreaterThanOrEqual(4.5);
});
