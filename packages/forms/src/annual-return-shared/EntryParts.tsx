import { Alert, Button } from '@citytax/ui';
import type { ReactNode } from 'react';
import { entryFormMessages } from './messages.en';
import styles from './entry.module.css';

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
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
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
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
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
