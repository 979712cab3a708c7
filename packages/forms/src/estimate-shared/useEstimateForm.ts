import type { City } from '@citytax/api';
import type { IsoDate } from '@citytax/tax-rules';
import { useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useEntryForm } from '../annual-return-shared/useEntryForm';
import { estimateFieldErrors } from './EstimateFormParts';
import type { EstimateErrorMessages } from './messages.en';

/** The props both estimate forms take: `TIn` is what the form keeps, `TValues` what it submits. */
export interface EstimateFormProps<TIn, TValues> {
  /** The city table of the tax year; only member cities are offered. */
  cities: readonly City[];
  taxYear: number;
  /** Completed estimated payments of the tax year, in dollars. */
  paidSoFar: number;
  /** Today in the authority's time zone (YYYY-MM-DD): it picks the current installment. */
  today: IsoDate;
  /** Called with valid values; the button shows its busy state until the promise settles. */
  onSubmit: (values: TValues) => Promise<void> | void;
  /** Every change of the values, and whether they differ from `defaultValues` (for drafts and the unsaved-changes prompt). */
  onValuesChange?: (values: TIn, dirty: boolean) => void;
  /** The page is still working on the result of a submit (saving, filing without payment). */
  submitting?: boolean;
  /** A message from the server, shown above the button. */
  serverError?: string | undefined;
  /** The baseline "unsaved changes" is measured against. */
  defaultValues?: Partial<TIn> | undefined;
  /** A restored draft: the form starts from it and counts as changed where it differs. */
  draftValues?: Partial<TIn> | undefined;
}

export interface UseEstimateFormOptions<TIn, TOut, TValues> extends Omit<
  EstimateFormProps<TIn, TValues>,
  'paidSoFar' | 'today' | 'serverError'
> {
  /** The form's schema for the member cities' codes (a stable function). */
  schemaFor: (memberCodes: readonly string[]) => z.ZodType<TOut>;
  /** Every field with its empty value, in the form's order. */
  empty: TIn;
  /** Each field's control id. */
  ids: Record<keyof TIn & string, string>;
  messages: EstimateErrorMessages<keyof TIn & string>;
}

/**
 * react-hook-form set up for an estimate form: the member cities, the schema, submitting with the
 * tax year, each field's binding (control, id, label and error) and the errors to list.
 */
export function useEstimateForm<TIn extends FieldValues, TOut, TValues>({
  cities,
  taxYear,
  onSubmit,
  onValuesChange,
  submitting = false,
  defaultValues,
  draftValues,
  schemaFor,
  empty,
  ids,
  messages,
}: UseEstimateFormOptions<TIn, TOut, TValues>) {
  type FieldName = keyof TIn & string;
  const members = useMemo(() => cities.filter((c) => c.member), [cities]);
  const schema = useMemo(() => schemaFor(members.map((c) => c.code)), [schemaFor, members]);
  const { form, submit, isSubmitting } = useEntryForm<TIn, TOut>({
    schema,
    empty,
    defaultValues,
    draftValues,
    onSubmit: (values) => onSubmit({ taxYear, ...values } as TValues),
    onValuesChange,
    ids,
  });
  const { control, formState } = form;
  const fields = Object.keys(empty) as FieldName[];
  const { errorText, listed } = estimateFieldErrors(
    formState.errors as Partial<Record<FieldName, { message?: string }>>,
    fields,
    ids,
    messages,
  );
  const bind = (name: FieldName) => ({
    control,
    name: name as Path<TIn>,
    id: ids[name],
    label: messages.fields[name],
    error: errorText(name),
  });
  return {
    members,
    form,
    submit,
    busy: submitting || isSubmitting,
    bind,
    /** The errors under the button: none before the first submit. */
    listed: formState.isSubmitted ? listed : [],
  };
}
