import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import { withAmountErrors } from './amountErrors';
import { focusFirstError } from './focusFirstError';

/** The props through which a page takes part in a tax form's lifecycle; every tax form module takes them. */
export interface TaxFormLifecycleProps<TIn> {
  /** Every change of the values, and whether they differ from `defaultValues` (for drafts and the unsaved-changes prompt). */
  onValuesChange?: ((values: TIn, dirty: boolean) => void) | undefined;
  /** The page is still working on the result of a submit (saving, filing, going to payment). */
  submitting?: boolean | undefined;
  /** A message from the server about the last submit, shown above the button. */
  serverError?: string | undefined;
  /** The saved values: the baseline "unsaved changes" is measured against. Read once, at mount. */
  defaultValues?: Partial<TIn> | undefined;
  /** A restored draft: the form starts from it and counts as changed where it differs. Read at mount. */
  draftValues?: Partial<TIn> | undefined;
}

export interface UseTaxFormOptions<TIn extends FieldValues, TOut> extends Omit<
  TaxFormLifecycleProps<TIn>,
  'serverError'
> {
  /** The form's schema: it validates what the filer typed and shapes what onSubmit receives. */
  schema: z.ZodType<TOut>;
  /** Every field with its empty value; it fixes which keys the form keeps. */
  empty: TIn;
  /** Control ids in visual order, for focusing the first invalid field on a failed submit. */
  ids: Partial<Record<keyof TIn & string, string>>;
  /** Called with valid values; the form counts as submitting until the promise settles. */
  onSubmit: (values: TOut) => unknown;
}

export interface UseTaxFormResult<TIn extends FieldValues, TOut> {
  form: ReturnType<typeof useForm<TIn, unknown, TOut>>;
  /** The form's onSubmit: validates, then calls onSubmit or focuses the first invalid field. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own submit (validation and onSubmit) is running. */
  isSubmitting: boolean;
  /** The form's own submit is running, or the page is still working on its result. */
  busy: boolean;
}

/** Only the form's own keys (a stored form also carries id, taxFormType and the like). */
function pick<T extends FieldValues>(empty: T, values: Partial<T> | undefined): Partial<T> {
  if (!values) return {};
  const out: Partial<T> = {};
  for (const key of Object.keys(empty) as Array<keyof T>) {
    if (values[key] !== undefined) out[key] = values[key];
  }
  return out;
}

/** An empty field may be undefined or null; either is the same "nothing entered". */
function same<T extends FieldValues>(keys: ReadonlyArray<keyof T>, a: T, b: T): boolean {
  return keys.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/**
 * The lifecycle every tax form module shares: react-hook-form with the zod schema, validated on
 * submit and again on each change after it; starting from the saved values with a restored draft
 * over them; reporting every change and whether it differs from the saved values; focusing the
 * first invalid field on a failed submit; and the submitting state of the form and of the page.
 */
export function useTaxForm<TIn extends FieldValues, TOut>({
  schema,
  empty,
  ids,
  defaultValues,
  draftValues,
  onSubmit,
  onValuesChange,
  submitting = false,
}: UseTaxFormOptions<TIn, TOut>): UseTaxFormResult<TIn, TOut> {
  const baseline = useRef<TIn>({ ...empty, ...pick(empty, defaultValues) });
  const form = useForm<TIn, unknown, TOut>({
    // The form keeps what the filer typed (money as number | null while its field is empty, NaN
    // while its text is not a number), which the schema's input type does not describe; the schema
    // reports "is required" for null, and withAmountErrors says why a money text is no amount.
    resolver: withAmountErrors(zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>),
    defaultValues: { ...baseline.current, ...pick(empty, draftValues) } as DefaultValues<TIn>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  // The latest callback, without resubscribing when the page passes a new function each render.
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
    (errors) => focusFirstError(errors, ids),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => submitFromButton(event, handle);
  const { isSubmitting } = form.formState;
  return { form, submit, isSubmitting, busy: submitting || isSubmitting };
}
