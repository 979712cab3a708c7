import { MAX_AMOUNT_DOLLARS } from '@citytax/api';
import { Button } from '@citytax/ui';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormCurrencyInput, FormTextField } from '../form-kit/boundFields';
import { FormServerError } from '../form-kit/FormServerError';
import type { TaxFormLifecycleProps } from '../form-kit/useTaxForm';
import { formatMoney } from './format';
import { entryFieldError, entryFormMessages } from './messages.en';
import styles from './entry.module.css';

/**
 * The props of an entry of the annual return (a W-2, a 1099): `TIn` is what the form holds while
 * editing, `TOut` the request body it saves.
 */
export interface EntryFormProps<TIn, TOut> extends TaxFormLifecycleProps<TIn> {
  /** Called with valid values (the POST/PUT body); Save is busy until it settles. */
  onSubmit: (values: TOut) => unknown;
  /** Shows a Cancel button (or, read-only, a Back button). */
  onCancel?: (() => void) | undefined;
  /** The annual return is filed: show the values, with nothing to edit. */
  readOnly?: boolean;
  submitLabel?: string;
}

/** A field of an entry form: its control, name, id, label and hint; the error follows the entry rules. */
export interface EntryFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: string | undefined;
}

/** A required name or taxpayer number of an entry (the employer or payer). */
export function EntryTextField<T extends FieldValues, O>({
  kind,
  label,
  ...props
}: EntryFieldProps<T, O> & { kind: 'name' | 'number' }) {
  return (
    <FormTextField
      {...props}
      label={label}
      isRequired
      error={({ message, value }) => entryFieldError(label, message, value)}
      {...(kind === 'number'
        ? // Nine digits, typed as printed: "34-1112222" or "123-45-6789" (the hyphens are dropped).
          { inputMode: 'numeric' as const, maxLength: 11 }
        : { autoComplete: 'organization', maxLength: 100 })}
    />
  );
}

/** A required amount of an entry, from $0.00 to the contract's largest amount. */
export function EntryMoneyField<T extends FieldValues, O>({
  label,
  describedBy,
  ...props
}: EntryFieldProps<T, O> & {
  /** A warning about the amount, read with the field. */
  describedBy?: string | undefined;
}) {
  return (
    <FormCurrencyInput
      {...props}
      label={label}
      required
      allowNegative={false}
      min={0}
      max={MAX_AMOUNT_DOLLARS}
      error={({ message, value }) => entryFieldError(label, message, value)}
      aria-describedby={describedBy}
    />
  );
}

/** How a filed entry shows a value: as entered, or "Not entered". */
export function shownText(value: string): string {
  return value || entryFormMessages.notEntered;
}

/** How a filed entry shows an amount: as money, or "Not entered". */
export function shownMoney(value: number | null): string {
  return value === null ? entryFormMessages.notEntered : formatMoney(value);
}

export interface EntryFormFooterProps {
  serverError?: string | undefined;
  isSubmitting: boolean;
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  cancelLabel?: string;
  savingLabel?: string;
}

/** The server error (if any), then Save and Cancel, at the end of an entry form. */
export function EntryFormFooter({
  serverError,
  isSubmitting,
  submitLabel,
  onCancel,
  cancelLabel = entryFormMessages.cancel,
  savingLabel = entryFormMessages.saving,
}: EntryFormFooterProps) {
  return (
    <>
      <FormServerError message={serverError} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isSubmitting} loadingLabel={savingLabel}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </>
  );
}

export interface ReadOnlyEntryProps {
  /** Label and shown value of each field, in the form's order. */
  rows: ReadonlyArray<{ label: string; value: ReactNode }>;
  note?: string;
  onBack?: (() => void) | undefined;
  backLabel?: string;
  serverError?: string | undefined;
}

/** A filed entry: its values as a description list, with nothing to edit. */
export function ReadOnlyEntry({
  rows,
  note = entryFormMessages.readOnlyNote,
  onBack,
  backLabel = entryFormMessages.back,
  serverError,
}: ReadOnlyEntryProps) {
  return (
    <div className={styles.entry}>
      <p className={styles.note}>{note}</p>
      <dl className={styles.values}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <FormServerError message={serverError} />
      {onBack ? (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onBack}>
            {backLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
