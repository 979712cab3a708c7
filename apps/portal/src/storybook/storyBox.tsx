import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The story in a box `width` px wide: a phone (375), or 320 px for reflow (WCAG 1.4.10). */
export const inBox =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }} data-story-box="">
      <Story />
    </div>
  );

/** Nothing in the story's box (see `inBox`) reaches past its `width` px, and it does not scroll sideways. */
export async function expectFits(canvasElement: HTMLElement, width: number) {
  const box = canvasElement.querySelector('[data-story-box]') as HTMLElement;
  const right = box.getBoundingClientRect().left + width;
  const overflowing = Array.from(box.querySelectorAll('*'))
    .filter((e) => e.getBoundingClientRect().right > right + 0.5)
    .map((e) => `${e.tagName}.${e.className}`);
  await expect(overflowing).toEqual([]);
  await expect(box.scrollWidth).toBeLessThanOrEqual(width);
}
