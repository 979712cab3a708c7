import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTaxForm } from '../form-kit/useTaxForm';
import { EntryFormFooter, ReadOnlyEntry, type EntryFormProps } from './EntryParts';
import styles from './entry.module.css';

/** The texts the shared set-up reads: each field's label and hint, and the submit button's label. */
export interface EntryFormSetupMessages<F extends string> {
  fields: Record<F, string>;
  hints: Partial<Record<F, string>>;
  submit: string;
}

export interface UseEntryFormOptions<TIn extends FieldValues, TOut> extends Omit<
  EntryFormProps<TIn, TOut>,
  'readOnly'
> {
  schema: z.ZodType<TOut>;
  /** Every field with its empty value, in the form's order. */
  empty: TIn;
  /** Each field's id suffix, in the form's order (the first invalid one takes focus). */
  idSuffixes: Record<keyof TIn & string, string>;
  messages: EntryFormSetupMessages<keyof TIn & string>;
}

/**
 * The set-up both entry forms (a W-2, a 1099) share: the ids, the tax form lifecycle, each field's
 * binding (control, name, id, label, hint) and what the form element and its footer take.
 */
export function useEntryForm<TIn extends FieldValues, TOut>({
  schema,
  empty,
  idSuffixes,
  messages,
  onCancel,
  serverError,
  submitLabel,
  ...lifecycle
}: UseEntryFormOptions<TIn, TOut>) {
  type FieldName = keyof TIn & string;
  const id = useId();
  const ids = Object.fromEntries(
    Object.entries(idSuffixes).map(([name, suffix]) => [name, `${id}-${suffix}`]),
  ) as Record<FieldName, string>;
  const { form, submit, busy } = useTaxForm<TIn, TOut>({ ...lifecycle, schema, empty, ids });
  const { control } = form;
  const bind = (name: FieldName) => ({
    control,
    name: name as Path<TIn>,
    id: ids[name],
    label: messages.fields[name],
    hint: messages.hints[name],
  });
  const formProps: EntryFormElementProps = {
    submit,
    busy,
    serverError,
    submitLabel: submitLabel ?? messages.submit,
    onCancel,
  };
  return { form, control, ids, bind, formProps };
}

export interface EntryFormElementProps {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  serverError?: string | undefined;
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  /** The entry's fields, in order. */
  children?: ReactNode;
}

/** The form element of an entry: its fields, then the server error, Save and Cancel. */
export function EntryFormElement({
  submit,
  busy,
  serverError,
  submitLabel,
  onCancel,
  children,
}: EntryFormElementProps) {
  return (
    <form method="post" className={styles.form} noValidate onSubmit={submit}>
      {children}
      <EntryFormFooter
        serverError={serverError}
        isSubmitting={busy}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}

export interface EntryViewProps<TIn> {
  readOnly: boolean;
  /** Every field with its empty value; the saved values go over it. */
  empty: TIn;
  defaultValues?: Partial<TIn> | undefined;
  /** Each field's label. */
  labels: Record<keyof TIn & string, string>;
  /** How a filed entry shows each field, in the form's order (shownText, shownMoney or its own). */
  shown: { [K in keyof TIn & string]: (value: TIn[K]) => ReactNode };
  onCancel?: (() => void) | undefined;
  serverError?: string | undefined;
  /** The editable form: rendered unless the entry is read-only. */
  children: ReactNode;
}

/** An entry of the annual return: once filed, its values with nothing to edit; else its form. */
export function EntryView<TIn>({
  readOnly,
  empty,
  defaultValues,
  labels,
  shown,
  onCancel,
  serverError,
  children,
}: EntryViewProps<TIn>) {
  if (!readOnly) return <>{children}</>;
  const values: TIn = { ...empty, ...defaultValues };
  const names = Object.keys(shown) as Array<keyof TIn & string>;
  return (
    <ReadOnlyEntry
      rows={names.map((name) => ({ label: labels[name], value: shown[name](values[name]) }))}
      onBack={onCancel}
      serverError={serverError}
    />
  );
}
