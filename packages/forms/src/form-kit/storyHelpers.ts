import { activeLocale, type Locale } from '@citytax/api';
import { uiTextEn } from '@citytax/ui';
import { expect, userEvent, within } from 'storybook/test';

/** Stories only: what the tax forms' play functions share. */

type Canvas = ReturnType<typeof within>;

/** Focuses the named button and presses Enter, as a keyboard user submits. */
export async function submitByKeyboard(canvas: Canvas, name: string) {
  canvas.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/**
 * What a story expects that no catalog holds (a date as Intl writes it), in the language the story
 * runs in: written out in both, so a format in the wrong language fails.
 */
export function inLanguage<T>(texts: Record<Locale, T>): T {
  return texts[activeLocale()];
}

/**
 * The texts of the error summary under the form's button, once it shows. Its title is the ui
 * library's, read from the catalog while the story runs (English or Spanish), unless the form has its own.
 */
export async function listedErrors(
  canvas: Canvas,
  title: string = uiTextEn.fieldErrorList.title,
): Promise<Array<string | null>> {
  const list = await canvas.findByText(title);
  return within(list.parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

/** The story's box of 320 px reflows: nothing reaches past it and it does not scroll (WCAG 1.4.10). */
export async function expectReflowAt320({ canvasElement }: { canvasElement: HTMLElement }) {
  const box = canvasElement.firstElementChild as HTMLElement;
  const left = box.getBoundingClientRect().left;
  const overflowing = Array.from(box.querySelectorAll('*'))
    .filter((e) => e.getBoundingClientRect().right - left > 320)
    .map((e) => e.tagName);
  await expect(overflowing).toEqual([]);
  await expect(box.scrollWidth).toBeLessThanOrEqual(320);
}

/** An accessible name that starts with `text` (a catalog text, in the story's language). */
export const startingWith = (text: string) => (name: string) => name.startsWith(text);

/** An accessible name that holds `text` (a busy button's name goes on with its loading label). */
export const holding = (text: string) => (name: string) => name.includes(text);
