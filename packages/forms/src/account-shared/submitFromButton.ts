import type { FormEvent } from 'react';

/**
 * Submits as if the submit button was pressed: focus moves to it first. Pressing Enter in a field
 * otherwise leaves focus in a react-aria field that the result (a success message replacing the
 * form, or a dialog) then removes or covers mid-render, which React 19 reports as
 * "Should not already be working".
 */
export function submitFromButton(
  event: FormEvent<HTMLFormElement>,
  handle: (event: FormEvent<HTMLFormElement>) => Promise<void>,
) {
  event.currentTarget.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  void handle(event);
}
