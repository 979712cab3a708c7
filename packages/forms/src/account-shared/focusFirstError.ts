import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Moves focus to the first invalid field, in the order of `ids` (the form's visual order).
 * The ui controls are react-aria fields whose refs are not the inputs, so react-hook-form's own
 * shouldFocusError cannot reach them.
 */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  ids: Partial<Record<keyof T & string, string>>,
) {
  for (const [name, id] of Object.entries(ids) as Array<[string, string | undefined]>) {
    if (id && errors[name]) {
      document.getElementById(id)?.focus();
      return;
    }
  }
}
