import { expect, userEvent, within } from 'storybook/test';

/** Stories only: what the tax forms' play functions share. */

type Canvas = ReturnType<typeof within>;

/** Focuses the named button and presses Enter, as a keyboard user submits. */
export async function submitByKeyboard(canvas: Canvas, name: string) {
  canvas.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** The texts of the error summary under the form's button, once it shows. */
export async function listedErrors(canvas: Canvas): Promise<Array<string | null>> {
  const list = await canvas.findByText('Please correct the following errors:');
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
