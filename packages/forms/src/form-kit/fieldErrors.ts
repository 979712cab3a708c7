import type { FieldErrorItem } from '@citytax/ui';

/** The labels of a form's fields and the catalog's rule texts ("is required", …, "is invalid"). */
export interface FieldErrorMessages<F extends string> {
  fields: Record<F, string>;
  rules: Record<string, string> & { invalid: string };
}

/** "<label> <rule>": a rule the catalog does not know reads "is invalid" (spec §5). */
export function labelledError(
  label: string,
  message: string | undefined,
  rules: FieldErrorMessages<string>['rules'],
): string | undefined {
  if (!message) return undefined;
  return `${label} ${(Object.values(rules) as string[]).includes(message) ? message : rules.invalid}`;
}

/** The error summary under a form's button: each field's error in the form's order, linked to its control. */
export function listFieldErrors<F extends string>(
  fields: readonly F[],
  ids: Record<F, string>,
  errorText: (name: F) => string | undefined,
): FieldErrorItem[] {
  return fields.flatMap((name) => {
    const message = errorText(name);
    return message ? [{ message, fieldId: ids[name] }] : [];
  });
}

/** Each field's labelled error, and the summary of them in the form's order. */
export function fieldErrors<F extends string>(
  errors: Partial<Record<F, { message?: string | undefined } | undefined>>,
  fields: readonly F[],
  ids: Record<F, string>,
  m: FieldErrorMessages<F>,
): { errorText: (name: F) => string | undefined; listed: FieldErrorItem[] } {
  const errorText = (name: F) => labelledError(m.fields[name], errors[name]?.message, m.rules);
  return { errorText, listed: listFieldErrors(fields, ids, errorText) };
}
