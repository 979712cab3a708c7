import { get, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';

const FOCUSABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), button, select, textarea';

/**
 * Focuses a control by id. The id may name the control itself or a group around it (a radio group,
 * a checkbox's wrapper): then the checked radio, or else the first focusable control inside.
 * Returns whether the id is rendered.
 */
export function focusControl(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  if (element.matches(FOCUSABLE)) {
    element.focus();
    return true;
  }
  const target =
    element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return true;
}

/**
 * Where a form's fields are, for {@link focusFirstError}: each field's control id (or group id) in
 * the form's visual order, or the form element itself, whose named controls are taken in document
 * order (nested names such as `address.city` included).
 */
export type FieldTargets<T extends FieldValues> =
  Partial<Record<FieldPath<T>, string>> | HTMLFormElement | null;

/**
 * Moves focus to the first invalid field after a failed submit. The ui controls are react-aria
 * fields whose refs are not their inputs, so react-hook-form's own shouldFocusError cannot reach
 * them. A field that is not rendered (hidden by another answer) is passed over.
 */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  targets: FieldTargets<T>,
): void {
  if (!targets) return;
  if (targets instanceof HTMLFormElement) {
    for (const element of Array.from(targets.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && get(errors, name)) {
        (element as HTMLElement).focus();
        return;
      }
    }
    return;
  }
  for (const [name, id] of Object.entries(targets) as Array<[string, string | undefined]>) {
    if (id && get(errors, name) && focusControl(id)) return;
  }
}
