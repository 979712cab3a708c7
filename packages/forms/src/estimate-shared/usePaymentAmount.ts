import { centsToDollars, type EstimateResult } from '@citytax/tax-rules';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The payment amount follows the preview's suggested payment until the filer edits it. An amount
 * the form starts with (saved or restored) was chosen by someone, so it stays. Returns what the
 * payment field calls when the filer edits it.
 */
export function usePaymentAmount<T extends FieldValues & { paymentAmount: number | null }, O>(
  form: UseFormReturn<T, unknown, O>,
  result: EstimateResult | null,
): () => void {
  const field = 'paymentAmount' as Path<T>;
  const { getValues, setValue, formState } = form;
  const chosen = useRef(getValues(field) !== null);
  const suggested = result ? centsToDollars(result.suggestedPayment) : null;

  const { isSubmitted } = formState;
  useEffect(() => {
    if (chosen.current) return;
    setValue(field, suggested as PathValue<T, Path<T>>, { shouldValidate: isSubmitted });
  }, [field, suggested, setValue, isSubmitted]);

  return useCallback(() => {
    chosen.current = true;
  }, []);
}
