import { keyOfEnglish } from '@citytax/api';
import { Alert, Button, TextField, Checkbox, type TextFieldProps } from '@citytax/ui';
import { useRef, type FormEvent, type ReactNode } from 'react';
import {
  Controller,
  get,
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { focusFirstError } from '../form-kit/focusFirstError';
import { registrationMessages } from '../messages/registration.en';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The generic message of a rule: 'is required' for an empty value, the nine-digit text
 * for the nine-digit pattern, 'is invalid' for every other rule. The schema words the rule in
 * English; the message is the page's language.
 */
export function genericRuleMessage(rule: string | undefined, value: unknown): string {
  const { rules } = registrationMessages;
  const key = rule === undefined ? undefined : keyOfEnglish(rules, rule);
  if (isEmpty(value) || key === 'required') return rules.required;
  if (key === 'nineDigits') return rules.nineDigits;
  return rules.invalid;
}

/** Texts by name: as they are, or read when needed (catalog texts, read in the page's language). */
export type Texts = Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);

const read = (texts: Texts) => (typeof texts === 'function' ? texts() : texts);

type ErrorNode = { type?: unknown; message?: unknown; [key: string]: unknown };

function rewrite(
  node: Record<string, unknown>,
  prefix: string,
  values: FieldValues,
  labels: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>>,
) {
  for (const [key, value] of Object.entries(node)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const error = value as ErrorNode;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      const override = overrides[error.message];
      error.message =
        override ?? `${labels[path] ?? path} ${genericRuleMessage(error.message, get(values, path))}`;
    } else {
      rewrite(error as Record<string, unknown>, path, values, labels, overrides);
    }
  }
}

/**
 * Wraps a resolver so that each field error reads "{label} {generic message}", or a
 * whole custom message when the schema's rule message is a key of `overrides`. Labels and
 * overrides given as functions are read at each validation, so a resolver made at import shows
 * the page's language.
 */
export function labelledResolver<TIn extends FieldValues, TOut>(
  base: Resolver<TIn, unknown, TOut>,
  labels: Texts,
  overrides: Texts = {},
): Resolver<TIn, unknown, TOut> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    rewrite(result.errors as Record<string, unknown>, '', values, read(labels), read(overrides));
    return result;
  };
}

export interface UseRegistrationFormOptions<TIn extends FieldValues, TOut> {
  resolver: Resolver<TIn, unknown, TOut>;
  defaultValues: DefaultValues<TIn>;
  onSubmit: (values: TOut) => unknown;
}

/** react-hook-form set up the way every registration form uses it. */
export function useRegistrationForm<TIn extends FieldValues, TOut>({
  resolver,
  defaultValues,
  onSubmit,
}: UseRegistrationFormOptions<TIn, TOut>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues, mode: 'onSubmit' });
  const handle = form.handleSubmit(
    async (values) => {
      await onSubmit(values);
    },
    // Nested names (address.city): the form's named controls, in document order.
    (errors) => focusFirstError(errors, formRef.current),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => void handle(event);
  return { form, formRef, submit, isSubmitting: form.formState.isSubmitting };
}

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & { control: Control<T, unknown, TOut>; name: FieldPath<T> };

/** A ui TextField bound to react-hook-form. */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  ...props
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A ui Checkbox bound to a boolean of react-hook-form. */
export function FormCheckbox<T extends FieldValues, TOut>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          label={label}
          hint={hint}
          name={field.name}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The server error (if any) and the submit button at the end of a form. */
export function FormFooter({
  serverError,
  isSubmitting,
  submitLabel,
}: {
  serverError?: string;
  isSubmitting: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div>
        <Button type="submit" isLoading={isSubmitting} loadingLabel={registrationMessages.submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/** Props every registration form takes: data and callbacks in, no routing and no fetch. */
export interface RegistrationFormProps<TValues, TDefaults = Partial<TValues>> {
  /** Called with valid values; the form shows its busy state until the returned promise settles. */
  onSubmit: (values: TValues) => unknown;
  defaultValues?: TDefaults;
  /** A message from the server about the last submit. */
  serverError?: string;
  submitLabel?: string;
}
