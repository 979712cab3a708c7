import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { amountMessages, type AmountMessages } from './amountMessages.en';

/**
 * How a money field's text that is not an amount reaches a form's errors. The
 * CurrencyInput keeps the text and reports NaN for one that is not a number, and the negative
 * amount typed for a minus where negatives are not allowed; the contract's schemas read them as
 * "is required" and "must be greater than or equal to zero". Every tax form's resolver
 * (useTaxForm) turns those into the two keys below, so each form's labels and summary say why.
 */

/** Message key: the field's text is not a number. */
export const AMOUNT_NOT_A_NUMBER = 'amount-not-a-number';
/** Message key: the field's text has a minus, and the field takes no negative amount. */
export const AMOUNT_BELOW_ZERO = 'amount-below-zero';

/** moneySchema's message for a negative amount (its 'min' rule when the minimum is 0). */
const MIN_ZERO = 'must be greater than or equal to zero';

/** The amount key for a field's value and the schema's message about it, if the text was not an amount. */
export function amountRule(value: unknown, message: string | undefined): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (Number.isNaN(value)) return AMOUNT_NOT_A_NUMBER;
  if (value < 0 && message === MIN_ZERO) return AMOUNT_BELOW_ZERO;
  return undefined;
}

/** The whole sentence for an amount key, or undefined for any other message. */
export function amountErrorText(
  message: string | undefined,
  messages: Partial<AmountMessages> = {},
): string | undefined {
  if (message === AMOUNT_NOT_A_NUMBER) return messages.notANumber ?? amountMessages.notANumber;
  if (message === AMOUNT_BELOW_ZERO) return messages.belowZero ?? amountMessages.belowZero;
  return undefined;
}

/** A form's resolver whose errors for money fields say why the text is not an amount. */
export function withAmountErrors<TIn extends FieldValues, TOut>(
  resolver: Resolver<TIn, unknown, TOut>,
): Resolver<TIn, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const found = result.errors as Partial<Record<string, FieldError>>;
    let errors: Partial<Record<string, FieldError>> | undefined;
    for (const [name, value] of Object.entries(values)) {
      const key = amountRule(value, found[name]?.message);
      if (!key) continue;
      errors ??= { ...found };
      errors[name] = { ...found[name], type: 'amount', message: key };
    }
    return errors ? { values: {}, errors: errors as FieldErrors<TIn> } : result;
  };
}
