import type { City } from '@citytax/api';
import type { EstimateResult, IsoDate } from '@citytax/tax-rules';
import { useId, useMemo } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTaxForm, type TaxFormLifecycleProps } from '../form-kit/useTaxForm';
import { fieldErrors } from '../form-kit/fieldErrors';
import type { EstimateLayoutState } from './EstimateFormParts';
import type { EstimateErrorMessages } from './messages.en';
import { usePaymentAmount } from './usePaymentAmount';

/** The props both estimate forms take: `TIn` is what the form keeps, `TValues` what it submits. */
export interface EstimateFormProps<TIn, TValues> extends TaxFormLifecycleProps<TIn> {
  /** The city table of the tax year; only member cities are offered. */
  cities: readonly City[];
  taxYear: number;
  /** Completed estimated payments of the tax year, in dollars. */
  paidSoFar: number;
  /** Today in the authority's time zone (YYYY-MM-DD): it picks the current installment. */
  today: IsoDate;
  /** Called with valid values; the button shows its busy state until the promise settles. */
  onSubmit: (values: TValues) => Promise<void> | void;
}

/** The fields both estimate forms end with; each form adds its city and amounts before them. */
export interface EstimateCommonInput {
  estimatedCredits: number | null;
  priorYearTax: number | null;
  paymentAmount: number | null;
}

/** What a form's preview function returns: a result, or why there is none. */
export type EstimatePreviewState =
  { kind: 'needInputs' | 'invalidInputs' | 'missingRate' } | { kind: 'result'; result: EstimateResult };

export interface UseEstimateFormOptions<TIn, TOut, TValues, TPreview> extends EstimateFormProps<
  TIn,
  TValues
> {
  /** The form's schema for the member cities' codes (a stable function). */
  schemaFor: (memberCodes: readonly string[]) => z.ZodType<TOut>;
  /** Every field with its empty value, in the form's order. */
  empty: TIn;
  /** Each field's id suffix, in the form's order (the first invalid one takes focus). */
  idSuffixes: Record<keyof TIn & string, string>;
  /** The field of the member city whose rate the estimate uses. */
  cityField: keyof TIn & string;
  /** The form's tax math for the live preview. */
  previewOf: (
    values: TIn,
    city: City | undefined,
    taxYear: number,
    paidSoFar: number,
    today: IsoDate,
  ) => TPreview;
  messages: EstimateErrorMessages<keyof TIn & string>;
}

/**
 * The tax form lifecycle (useTaxForm) with what the estimate forms add: the ids, the member cities,
 * the schema of their codes, submitting with the tax year, each field's binding (control, id, label
 * and error), the errors to list, the live preview of the values, and the payment amount that
 * follows its suggestion. `layout` is what EstimateFormLayout takes.
 */
export function useEstimateForm<
  TIn extends FieldValues & EstimateCommonInput,
  TOut,
  TValues,
  TPreview extends EstimatePreviewState,
>({
  cities,
  taxYear,
  paidSoFar,
  today,
  onSubmit,
  onValuesChange,
  submitting,
  serverError,
  defaultValues,
  draftValues,
  schemaFor,
  empty,
  idSuffixes,
  cityField,
  previewOf,
  messages,
}: UseEstimateFormOptions<TIn, TOut, TValues, TPreview>) {
  type FieldName = keyof TIn & string;
  const id = useId();
  const ids = Object.fromEntries(
    Object.entries(idSuffixes).map(([name, suffix]) => [name, `${id}-${suffix}`]),
  ) as Record<FieldName, string>;
  const members = useMemo(() => cities.filter((c) => c.member), [cities]);
  const schema = useMemo(() => schemaFor(members.map((c) => c.code)), [schemaFor, members]);
  const { form, submit, busy } = useTaxForm<TIn, TOut>({
    schema,
    empty,
    defaultValues,
    draftValues,
    onSubmit: (values) => onSubmit({ taxYear, ...values } as TValues),
    onValuesChange,
    ids,
    submitting,
  });
  const { control, formState } = form;
  const fields = Object.keys(empty) as FieldName[];
  const { errorText, listed } = fieldErrors(
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

  // Every field is in the form from the start (useTaxForm fills the empty ones), so all are here.
  const values = useWatch({ control }) as TIn;
  const city = members.find((c) => c.code === values[cityField]);
  const preview = previewOf(values, city, taxYear, paidSoFar, today);
  const result = preview.kind === 'result' ? preview.result : null;
  const choosePayment = usePaymentAmount(form, result);

  const layout: EstimateLayoutState<TIn, TOut> = {
    submit,
    bind,
    cityField,
    members,
    taxYear,
    previewHeadingId: `${id}-preview`,
    previewKind: preview.kind,
    choosePayment,
    serverError,
    busy,
    // None before the first submit.
    errors: formState.isSubmitted ? listed : [],
  };
  return { form, bind, values, city, preview, result, layout };
}
