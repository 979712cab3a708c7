import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import { focusFirstInvalid } from './focusField';

export interface UseEntryFormOptions<TIn extends FieldValues, TOut> {
  /** The contract's request schema (it validates and shapes what onSubmit receives). */
  schema: z.ZodType<TOut>;
  /** Every field with its empty value; it fixes which keys the form keeps. */
  empty: TIn;
  /** The saved values (editing): the baseline of "unsaved changes". Read once, at mount. */
  defaultValues?: Partial<TIn> | undefined;
  /** A restored draft: the form starts from it and counts as changed where it differs. Read at mount. */
  draftValues?: Partial<TIn> | undefined;
  onSubmit: (values: TOut) => unknown;
  onValuesChange?: ((values: TIn, dirty: boolean) => void) | undefined;
  /** Control ids in visual order, for focusing the first invalid field. */
  ids: Record<keyof TIn & string, string>;
}

/** Only the form's own keys (a stored FormW2 also carries id, cityTaxFormId, taxFormType). */
function pick<T extends FieldValues>(empty: T, values: Partial<T> | undefined): Partial<T> {
  if (!values) return {};
  const out: Partial<T> = {};
  for (const key of Object.keys(empty) as Array<keyof T>) {
    if (values[key] !== undefined) out[key] = values[key];
  }
  return out;
}

function same<T extends FieldValues>(keys: ReadonlyArray<keyof T>, a: T, b: T): boolean {
  return keys.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** react-hook-form set up the way the W-2 and 1099 entry forms use it. */
export function useEntryForm<TIn extends FieldValues, TOut>({
  schema,
  empty,
  defaultValues,
  draftValues,
  onSubmit,
  onValuesChange,
  ids,
}: UseEntryFormOptions<TIn, TOut>) {
  const baseline = useRef<TIn>({ ...empty, ...pick(empty, defaultValues) });
  const form = useForm<TIn, unknown, TOut>({
    // The form keeps money as number | null (an empty CurrencyInput); the schema says "is required".
    resolver: zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    defaultValues: { ...baseline.current, ...pick(empty, draftValues) } as DefaultValues<TIn>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const listener = useRef(onValuesChange);
  useEffect(() => {
    listener.current = onValuesChange;
  }, [onValuesChange]);

  const { subscribe } = form;
  useEffect(() => {
    const keys = Object.keys(empty) as Array<keyof TIn>;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        listener.current?.({ ...values }, !same(keys, values, baseline.current));
      },
    });
  }, [subscribe, empty]);

  const handle = form.handleSubmit(
    async (values) => {
      await onSubmit(values);
    },
    (errors) => focusFirstInvalid(errors, ids),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => submitFromButton(event, handle);
  return { form, submit, isSubmitting: form.formState.isSubmitting };
}
