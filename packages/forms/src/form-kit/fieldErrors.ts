import { keyOfEnglish } from '@citytax/api';
import type { ErrorSummaryItem } from '@citytax/ui';
import { amountErrorText } from './amountErrors';
import type { AmountMessages } from './amountMessages.en';

/** The labels of a form's fields and the catalog's rule texts ("is required", …, "is invalid"). */
export interface FieldErrorMessages<F extends string> {
  fields: Record<F, string>;
  rules: Record<string, string> & { invalid: string };
  /** A money field's own sentences for text that is not an amount (a percentage's), when not the shared ones. */
  amounts?: Partial<Record<F, Partial<AmountMessages>>>;
}

/**
 * "<label> <rule>": a rule the catalog does not know reads "is invalid". A money field's
 * text that is not an amount reads as its whole sentence ("Enter a number, like 1,234.56").
 * The schema's message is English (the contract's schemas are the server's too): its rule is found
 * by its English words and shown in the page's language ("Nombre del empleador es un dato obligatorio").
 */
export function labelledError(
  label: string,
  message: string | undefined,
  rules: FieldErrorMessages<string>['rules'],
  amounts?: Partial<AmountMessages>,
): string | undefined {
  if (!message) return undefined;
  const amount = amountErrorText(message, amounts);
  if (amount) return amount;
  const key = keyOfEnglish(rules, message);
  const rule = key === undefined ? undefined : rules[key];
  return `${label} ${typeof rule === 'string' ? rule : rules.invalid}`;
}

/**
 * A field's error as the summary lists it. Next to its field a money sentence needs no name; in
 * the summary it does, or two bad amounts read the same ("Unpaid tax: Enter a number, like
 * 1,234.56"). Every other error already starts with the label.
 */
export function summaryError(
  label: string,
  message: string | undefined,
  text: string | undefined,
  amounts?: Partial<AmountMessages>,
): string | undefined {
  const amount = amountErrorText(message, amounts);
  return amount ? `${label}: ${amount}` : text;
}

/** The error summary under a form's button: each field's error in the form's order, linked to its control. */
export function listFieldErrors<F extends string>(
  fields: readonly F[],
  ids: Record<F, string>,
  errorText: (name: F) => string | undefined,
): ErrorSummaryItem[] {
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
): { errorText: (name: F) => string | undefined; listed: ErrorSummaryItem[] } {
  const errorText = (name: F) =>
    labelledError(m.fields[name], errors[name]?.message, m.rules, m.amounts?.[name]);
  const summaryText = (name: F) =>
    summaryError(m.fields[name], errors[name]?.message, errorText(name), m.amounts?.[name]);
  return { errorText, listed: listFieldErrors(fields, ids, summaryText) };
}
