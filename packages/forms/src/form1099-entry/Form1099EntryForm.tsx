import { form1099RequestSchema, MAX_AMOUNT_DOLLARS, type Form1099Request } from '@citytax/api';
import { CurrencyInput, TextField } from '@citytax/ui';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { EntryFormFooter, ReadOnlyEntry } from '../annual-return-shared/EntryParts';
import styles from '../annual-return-shared/entry.module.css';
import { formatMoney } from '../annual-return-shared/format';
import { entryFieldError, entryFormMessages } from '../annual-return-shared/messages.en';
import { useEntryForm } from '../annual-return-shared/useEntryForm';
import { form1099EntryMessages, type Form1099EntryMessages } from './messages.en';

/** What the 1099 form holds while editing: the amount is null while its field is empty. */
export type Form1099EntryValues = Omit<Form1099Request, 'amount'> & { amount: number | null };
type FieldName = keyof Form1099EntryValues;

const EMPTY: Form1099EntryValues = { payerName: '', payerTin: '', amount: null };

/** The form's values with nothing entered (for a new 1099). */
export const emptyForm1099EntryValues: Readonly<Form1099EntryValues> = EMPTY;

export interface Form1099EntryFormProps {
  /** Called with valid values (the POST/PUT /api/form1099 body); Save is busy until it settles. */
  onSubmit: (values: Form1099Request) => unknown;
  /** Shows a Cancel button (or, read-only, a Back button). */
  onCancel?: () => void;
  /**
   * The saved 1099 when editing; "unsaved changes" are measured against it. A Form1099 fits as
   * is. Read at mount: render the form once the 1099 has loaded (or key it by the entry id).
   */
  defaultValues?: Partial<Form1099EntryValues>;
  /** A restored draft to start from (it counts as unsaved where it differs from defaultValues). */
  draftValues?: Partial<Form1099EntryValues>;
  /** Called on every change with all values and whether they differ from defaultValues. */
  onValuesChange?: (values: Form1099EntryValues, dirty: boolean) => void;
  /** The page is saving: Save shows its busy state. */
  submitting?: boolean;
  /** A message from the server about the last save, shown above Save. */
  serverError?: string;
  /** The annual return is filed: show the values, with nothing to edit. */
  readOnly?: boolean;
  submitLabel?: string;
  messages?: Form1099EntryMessages;
}

/** One 1099 (nonemployee compensation) of the individual annual return (TAX-RULES.md §2). */
export function Form1099EntryForm({ readOnly = false, ...props }: Form1099EntryFormProps) {
  const messages = props.messages ?? form1099EntryMessages;
  if (readOnly) {
    const values = { ...EMPTY, ...props.defaultValues };
    const f = messages.fields;
    return (
      <ReadOnlyEntry
        rows={[
          { label: f.payerName, value: values.payerName || entryFormMessages.notEntered },
          { label: f.payerTin, value: values.payerTin || entryFormMessages.notEntered },
          {
            label: f.amount,
            value: values.amount === null ? entryFormMessages.notEntered : formatMoney(values.amount),
          },
        ]}
        onBack={props.onCancel}
        serverError={props.serverError}
      />
    );
  }
  return <Editable1099Form {...props} messages={messages} />;
}

function Editable1099Form({
  onSubmit,
  onCancel,
  defaultValues,
  draftValues,
  onValuesChange,
  submitting = false,
  serverError,
  submitLabel,
  messages,
}: Omit<Form1099EntryFormProps, 'readOnly' | 'messages'> & { messages: Form1099EntryMessages }) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    payerName: `${id}-payer-name`,
    payerTin: `${id}-payer-tin`,
    amount: `${id}-amount`,
  };
  const { form, submit, isSubmitting } = useEntryForm<Form1099EntryValues, Form1099Request>({
    schema: form1099RequestSchema,
    empty: EMPTY,
    defaultValues,
    draftValues,
    onSubmit,
    onValuesChange,
    ids,
  });
  const { control } = form;
  const f = messages.fields;

  const text = (name: 'payerName' | 'payerTin') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={ids[name]}
          label={f[name]}
          hint={messages.hints[name]}
          name={field.name}
          isRequired
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={entryFieldError(f[name], fieldState.error?.message, field.value)}
          {...(name === 'payerTin'
            ? { inputMode: 'numeric' as const, maxLength: 9 }
            : { autoComplete: 'organization', maxLength: 100 })}
        />
      )}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {text('payerName')}
      {text('payerTin')}
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <CurrencyInput
            id={ids.amount}
            label={f.amount}
            hint={messages.hints.amount}
            name={field.name}
            required
            allowNegative={false}
            min={0}
            max={MAX_AMOUNT_DOLLARS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={entryFieldError(f.amount, fieldState.error?.message, field.value)}
          />
        )}
      />
      <EntryFormFooter
        serverError={serverError}
        isSubmitting={submitting || isSubmitting}
        submitLabel={submitLabel ?? messages.submit}
        onCancel={onCancel}
      />
    </form>
  );
}
