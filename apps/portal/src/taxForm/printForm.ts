import { track } from '../analytics';

/** Prints the current page (the print stylesheet leaves only the form) and records the `print` event. */
export function printForm(form: string): void {
  track('print', { form });
  window.print();
}
