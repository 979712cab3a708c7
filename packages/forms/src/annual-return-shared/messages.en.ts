import { keyOfEnglish, MAX_AMOUNT_DOLLARS } from '@citytax/api';
import { amountErrorText } from '../form-kit/amountErrors';
import { formatMoney } from './format';

/**
 * Generic per-rule messages of the annual-return forms, appended to a field's readable
 * label: 'Employer EIN must be a nine-digit number with no hyphens'.
 */
export const annualReturnRules = {
  required: 'is required',
  minZero: 'must be greater than or equal to zero',
  nineDigits: 'must be a nine-digit number with no hyphens',
  invalid: 'is invalid',
  max: `has a maximum value of ${formatMoney(MAX_AMOUNT_DOLLARS)}`,
  /** A name longer than the contract takes (the schema's "must be at most 100 characters"). */
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/** Shared texts of the W-2 and 1099 entry forms. */
export const entryFormMessages = {
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  back: 'Back',
  readOnlyNote: 'This form has been filed and can no longer be changed.',
  notEntered: '-',
} as const;

/** The rules whose schema message is shown (in the page's language); anything else reads 'is invalid'. */
const KEPT: ReadonlySet<string> = new Set(['required', 'minZero', 'nineDigits']);

/** The schema's message for a text longer than its maximum, with the maximum. */
const TOO_LONG = /^must be at most (\d+) characters$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The text of a field error: `{label} {generic rule}`, or a whole sentence from `overrides`
 * (keyed by the schema's rule message) or for an amount's text that is not one (see `amountMessages`). An
 * empty value always reads 'is required'.
 */
export function entryFieldError(
  label: string,
  message: string | undefined,
  value: unknown,
  overrides: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!message) return undefined;
  const override = overrides[message] ?? amountErrorText(message);
  if (override) return override;
  const rules = annualReturnRules;
  if (isEmpty(value)) return `${label} ${rules.required}`;
  // The schema words its rules in English; each is shown in the page's language.
  const key = keyOfEnglish(rules, message) as keyof typeof rules | undefined;
  const kept = key !== undefined && KEPT.has(key) ? rules[key] : undefined;
  if (typeof kept === 'string') return `${label} ${kept}`;
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return `${label} ${rules.tooLong(Number(tooLong[1]))}`;
  if (message === 'is too large') return `${label} ${rules.max}`;
  return `${label} ${rules.invalid}`;
}
