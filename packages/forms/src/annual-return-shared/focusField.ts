import type { FieldErrors, FieldValues } from 'react-hook-form';

const FOCUSABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), button, select, textarea';

/** Focuses a control by id; for a group (a radio group) the checked or first control inside it. */
export function focusControl(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  if (element.matches(FOCUSABLE)) {
    element.focus();
    return;
  }
  const target =
    element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

/**
 * Moves focus to the first invalid field, in the order of `ids` (the form's visual order). The ui
 * controls are react-aria fields whose refs are not the inputs, so react-hook-form cannot do it.
 */
export function focusFirstInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  ids: Partial<Record<keyof T & string, string>>,
): void {
  for (const [name, id] of Object.entries(ids) as Array<[string, string | undefined]>) {
    if (id && errors[name]) {
      focusControl(id);
      return;
    }
  }
}
