import type { City } from '@citytax/api';
import { Alert, Button, CurrencyInput, FieldErrorList, RadioGroup, type FieldErrorItem } from '@citytax/ui';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { EstimateErrorMessages } from './messages.en';
import styles from './estimate.module.css';

/** What a bound field of an estimate form takes from the form: its control, name, id, label and error. */
export interface EstimateFieldBinding<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  error: string | undefined;
}

export interface MemberCityFieldProps<T extends FieldValues, O> extends EstimateFieldBinding<T, O> {
  hint: string;
  /** The member cities, in the order offered. */
  members: readonly City[];
}

/** The city whose rate the estimate uses, one of the member cities. */
export function MemberCityField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  error,
  hint,
  members,
}: MemberCityFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // Radios, not the ui Select: the few member cities read better as radios, and the
        // react-aria Select (overlay, listbox, selection) would push these pages past their 30 KB budget.
        <RadioGroup
          id={id}
          label={label}
          name={field.name}
          hint={hint}
          options={members.map((c) => ({ value: c.code, label: c.name }))}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isRequired
          error={error}
        />
      )}
    />
  );
}

export interface EstimateAmountFieldProps<T extends FieldValues, O> extends EstimateFieldBinding<T, O> {
  hint: string;
  required?: boolean;
  /** A percentage from 0 to 100 instead of dollars. */
  percent?: boolean;
  /** Called when the filer edits the amount (not when the form sets it). */
  onEdit?: (() => void) | undefined;
}

/** An amount of $0.00 or more (or a percentage), bound to the form. */
export function EstimateAmountField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  error,
  hint,
  required = false,
  percent = false,
  onEdit,
}: EstimateAmountFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CurrencyInput
          id={id}
          label={label}
          name={field.name}
          hint={hint}
          value={field.value as number | null}
          onChange={(value) => {
            onEdit?.();
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          allowNegative={false}
          min={0}
          {...(percent ? { prefix: '', suffix: ' %', max: 100 } : {})}
          aria-required={required || undefined}
          error={error}
        />
      )}
    />
  );
}

/**
 * Each field's error as "<label> <rule>" (a rule the catalog does not know reads "is invalid"),
 * and the list of them in the form's order for the summary under the button.
 */
export function estimateFieldErrors<F extends string>(
  errors: Partial<Record<F, { message?: string | undefined } | undefined>>,
  fields: readonly F[],
  ids: Record<F, string>,
  m: EstimateErrorMessages<F>,
): { errorText: (name: F) => string | undefined; listed: FieldErrorItem[] } {
  const known: readonly string[] = Object.values(m.rules);
  const errorText = (name: F): string | undefined => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return `${m.fields[name]} ${known.includes(message) ? message : m.rules.invalid}`;
  };
  const listed = fields.flatMap((name) => {
    const message = errorText(name);
    return message ? [{ message, fieldId: ids[name] }] : [];
  });
  return { errorText, listed };
}

export interface EstimatePreviewSectionProps {
  /** The heading's id: it names the region. */
  headingId: string;
  heading: string;
  /** What the preview can show: a result, or why there is none. */
  kind: 'needInputs' | 'invalidInputs' | 'missingRate' | 'result';
  messages: { needInputs: string; invalidInputs?: string; missingRate: string };
  /** The result, when there is one. */
  children?: ReactNode;
}

/** The live preview: a region with its heading, and the result or what is missing for one. */
export function EstimatePreviewSection({
  headingId,
  heading,
  kind,
  messages: m,
  children,
}: EstimatePreviewSectionProps) {
  return (
    <section className={styles.preview} aria-labelledby={headingId} data-kind={kind}>
      <h2 id={headingId}>{heading}</h2>
      {kind === 'needInputs' ? <p>{m.needInputs}</p> : null}
      {kind === 'invalidInputs' ? <p>{m.invalidInputs}</p> : null}
      {kind === 'missingRate' ? <Alert variant="error">{m.missingRate}</Alert> : null}
      {children}
    </section>
  );
}

export interface EstimateFormFooterProps {
  serverError?: string | undefined;
  busy: boolean;
  messages: { submit: string; submitting: string; errorsTitle: string };
  /** The errors listed under the button (none before the first submit). */
  errors: FieldErrorItem[];
  /** Shown next to the submit button (a page's Print button). */
  actions?: ReactNode;
  /** Leave the submit button off paper (a printable form). */
  hideSubmitOnPrint?: boolean;
}

/** The server's message, the submit button with the page's actions, and the error summary. */
export function EstimateFormFooter({
  serverError,
  busy,
  messages: m,
  errors,
  actions,
  hideSubmitOnPrint = false,
}: EstimateFormFooterProps) {
  return (
    <>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          isLoading={busy}
          loadingLabel={m.submitting}
          data-print={hideSubmitOnPrint ? 'hide' : undefined}
        >
          {m.submit}
        </Button>
        {actions}
      </div>
      <FieldErrorList title={m.errorsTitle} errors={errors} />
    </>
  );
}
