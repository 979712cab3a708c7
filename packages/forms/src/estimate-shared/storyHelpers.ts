import type { City } from '@citytax/api';
import { expect, fn, userEvent } from 'storybook/test';

/** Stories only: what both estimate forms' stories share. */

/** Three member cities (Burton 1%, Cleveland 2.5%, Germantown 1.5%) and one that is not offered. */
export const estimateStoryCities: City[] = [
  { code: 'AKR', name: 'Akron', member: false, rate: 0.025 },
  { code: 'BRT', name: 'Burton', member: true, rate: 0.01 },
  { code: 'CLE', name: 'Cleveland', member: true, rate: 0.025 },
  { code: 'GTN', name: 'Germantown', member: true, rate: 0.015 },
];

/** The args every estimate story starts from: 2026, $100.00 paid so far, on May 1. */
export function estimateStoryArgs() {
  return {
    cities: estimateStoryCities,
    taxYear: 2026,
    paidSoFar: 100,
    today: '2026-05-01',
    onSubmit: fn(async () => {}),
    onValuesChange: fn(),
  };
}

/** Tab into the cities and pick the `nth` member city (1 = Burton) with the arrow keys. */
export async function chooseCityByKeyboard(nth: number) {
  await userEvent.tab();
  await userEvent.keyboard(nth === 1 ? ' ' : '{ArrowDown}'.repeat(nth - 1));
}

/** Types into the next fields in order, by keyboard; focus ends in the field after the last. */
export async function typeFields(...texts: string[]) {
  for (const text of texts) {
    await userEvent.tab();
    await userEvent.keyboard(text);
  }
  await userEvent.tab();
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
