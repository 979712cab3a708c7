import { MAX_AMOUNT_DOLLARS } from '@citytax/api';
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

/** The schema rule messages shown as they are; anything else reads 'is invalid'. */
const KEPT: ReadonlySet<string> = new Set([
  annualReturnRules.required,
  annualReturnRules.minZero,
  annualReturnRules.nineDigits,
]);

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
  if (isEmpty(value)) return `${label} ${annualReturnRules.required}`;
  if (KEPT.has(message) || /^must be at most \d+ characters$/.test(message)) return `${label} ${message}`;
  if (message === 'is too large') return `${label} ${annualReturnRules.max}`;
  return `${label} ${annualReturnRules.invalid}`;
}
