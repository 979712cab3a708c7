import { expect, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { settleAnimations } from '../e2e/helpers';

/** The two widths every state is looked at: a phone and a desktop (issue 18). */
export const WIDTHS = [375, 1280] as const;

const STYLE_PATH = fileURLToPath(new URL('./screenshot.css', import.meta.url));

/**
 * The years that follow the real clock (this tax year, the prior one, an installment due next
 * January). They are drawn as fixed years, 2100 for this one, so that a baseline does not change
 * on New Year's Day; years further back are data the specs typed and stay as they are.
 */
function yearMap(now = new Date()): Record<string, string> {
  const year = now.getFullYear();
  return { [year - 1]: '2099', [year]: '2100', [year + 1]: '2101' };
}

/**
 * Rewrites, in the text the page shows, every date of the years around today to one fixed date of
 * the same shape, those years themselves to fixed years (see yearMap), and times of day to noon. Only the characters of
 * text nodes change, never the elements, so React goes on as before; thawToday puts the real text
 * back, so the spec goes on with the page as it was.
 */
async function freezeToday(page: Page): Promise<void> {
  await page.evaluate((years) => {
    const y = Object.keys(years).join('|');
    const month = 'January|February|March|April|May|June|July|August|September|October|November|December';
    const rules: [RegExp, string][] = [
      [new RegExp(`\\b(?:${month}) \\d{1,2}, (${y})\\b`, 'g'), 'January 1, $1'],
      [
        new RegExp(`\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{1,2}, (${y})\\b`, 'g'),
        'Jan 1, $1',
      ],
      [new RegExp(`\\b\\d{1,2}/\\d{1,2}/(${y})\\b`, 'g'), '1/1/$1'],
      [new RegExp(`\\b(${y})-\\d{2}-\\d{2}\\b`, 'g'), '$1-01-01'],
      // The time of day a form was filed, say, and New York's summer or winter time.
      [/\b\d{1,2}:\d{2}(?::\d{2})? ?(?:AM|PM)\b/g, '12:00 PM'],
      [/\bE[DS]T\b/g, 'EST'],
    ];
    const frozen: [Text, string, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const before = node.nodeValue ?? '';
      let after = before;
      for (const [pattern, replacement] of rules) after = after.replace(pattern, replacement);
      after = after.replace(new RegExp(`\\b(${y})\\b`, 'g'), (match) => years[match] ?? match);
      if (after === before) continue;
      node.nodeValue = after;
      frozen.push([node, before, after]);
    }
    (window as unknown as { frozenText?: typeof frozen }).frozenText = frozen;
  }, yearMap());
}

/** Puts back the text freezeToday changed, where nothing has changed it since. */
async function thawToday(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as unknown as { frozenText?: [Text, string, string][] };
    for (const [node, before, after] of win.frozenText ?? []) {
      if (node.nodeValue === after) node.nodeValue = before;
    }
    delete win.frozenText;
  });
}

export interface ShotOptions {
  /** What differs from run to run on this page (confirmation numbers, today-based amounts, ids). */
  mask?: (page: Page) => Locator[];
  /**
   * The same, left out instead of masked: Playwright draws masks above everything, so what varies
   * behind a modal dialog is made invisible (its place kept) rather than painted over the dialog.
   */
  hide?: (page: Page) => Locator[];
  /**
   * The whole page (the default), or only the window: for a modal dialog, which is fixed to the
   * window. While one is open the page behind it is aria-hidden, so its masks need `includeHidden`.
   */
  fullPage?: boolean;
  /** Runs after each resize, before the screenshot: a reload, say, where the state follows the width. */
  atEachWidth?: (page: Page) => Promise<void>;
}

/**
 * Photographs the whole page at 375 and at 1280 px and compares each with its baseline in
 * __screenshots__ (`<name>-375.png`, `<name>-1280.png`). Leaves the page at 1280 px.
 */
export async function expectScreens(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The pointer stays where the spec last clicked; there it would hover whatever the layout puts under it.
    await page.mouse.move(0, 0);
    await options.atEachWidth?.(page);
    await page.evaluate(() => document.fonts.ready);
    await settleAnimations(page);
    await freezeToday(page);
    for (const locator of options.hide?.(page) ?? []) {
      await locator.evaluateAll((elements) =>
        elements.forEach((e) => e.setAttribute('data-visual-hidden', '')),
      );
    }
    // A toast hides itself after five seconds, so whether one is in a screenshot is a matter of timing.
    await page.evaluate(() =>
      document
        .querySelectorAll('[data-toast-close]')
        .forEach((close) => close.closest('li')?.setAttribute('data-visual-hidden', '')),
    );
    try {
      await expect(page, `${name} at ${width} px`).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: options.fullPage ?? true,
        mask: options.mask?.(page) ?? [],
        stylePath: STYLE_PATH,
      });
    } finally {
      await thawToday(page);
      await page.evaluate(() =>
        document
          .querySelectorAll('[data-visual-hidden]')
          .forEach((e) => e.removeAttribute('data-visual-hidden')),
      );
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The taxpayer panel's federal ID (random for each new user of helpers.createConfirmedUser). */
export function federalIdInPanel(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Taxpayer Information', exact: true, includeHidden: true })
    .locator('dt')
    .filter({ hasText: /SSN|FEIN|Social Security/ })
    .locator('+ dd');
}
