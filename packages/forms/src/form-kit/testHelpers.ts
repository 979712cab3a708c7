import { screen, within } from '@testing-library/react';

/** Tests only: what the tax forms' unit tests share. */

/** The error summary under the form's button (its title and list). */
export function errorSummary(): HTMLElement {
  return screen.getByText('Please correct the following errors:').parentElement as HTMLElement;
}

/** The texts of the error summary's items, in the form's order. */
export function listedErrors(): Array<string | null> {
  return within(errorSummary())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

/** The body rows of a table, each as the text of its cells. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (c) => c.textContent));
