import { formW2RequestSchema, MAX_AMOUNT_DOLLARS, type City, type FormW2Request } from '@citytax/api';
import { Alert, CurrencyInput, NativeSelect, TextField } from '@citytax/ui';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { EntryFormFooter, ReadOnlyEntry } from '../annual-return-shared/EntryParts';
import styles from '../annual-return-shared/entry.module.css';
import { formatMoney } from '../annual-return-shared/format';
import { entryFieldError, entryFormMessages } from '../annual-return-shared/messages.en';
import { useEntryForm } from '../annual-return-shared/useEntryForm';
import { w2EntryMessages, type W2EntryMessages } from './messages.en';

type MoneyField = 'medicareWages' | 'localWages' | 'localTaxWithheld';

/** What the W-2 form holds while editing: money is null while its field is empty. */
export type W2EntryValues = Omit<FormW2Request, 'w2Number' | MoneyField> & Record<MoneyField, number | null>;
type FieldName = keyof W2EntryValues;

const EMPTY: W2EntryValues = {
  employerName: '',
  employerEin: '',
  workCity: '',
  medicareWages: null,
  localWages: null,
  localTaxWithheld: null,
  locality: '',
};

/** The form's values with nothing entered (for a new W-2). */
export const emptyW2EntryValues: Readonly<W2EntryValues> = EMPTY;

/** True when box 18 is larger than box 5: the form warns, the return still uses box 5 (TAX-RULES.md §2). */
export function localWagesExceedMedicareWages(
  values: Pick<W2EntryValues, 'medicareWages' | 'localWages'>,
): boolean {
  return (
    values.medicareWages !== null && values.localWages !== null && values.localWages > values.medicareWages
  );
}

export interface W2EntryFormProps {
  /** Every city of the table (member and non-member): choices of work city and locality. */
  cities: readonly City[];
  /** Called with valid values (the POST/PUT /api/form-w2 body); Save is busy until it settles. */
  onSubmit: (values: FormW2Request) => unknown;
  /** Shows a Cancel button (or, read-only, a Back button). */
  onCancel?: () => void;
  /**
   * The saved W-2 when editing; "unsaved changes" are measured against it. A FormW2 fits as
   * is. Read at mount: render the form once the W-2 has loaded (or key it by the entry id).
   */
  defaultValues?: Partial<W2EntryValues>;
  /** A restored draft to start from (it counts as unsaved where it differs from defaultValues). */
  draftValues?: Partial<W2EntryValues>;
  /** Called on every change with all values and whether they differ from defaultValues. */
  onValuesChange?: (values: W2EntryValues, dirty: boolean) => void;
  /** The page is saving (for example after a retry): Save shows its busy state. */
  submitting?: boolean;
  /** A message from the server about the last save, shown above Save. */
  serverError?: string;
  /** The annual return is filed: show the values, with nothing to edit. */
  readOnly?: boolean;
  submitLabel?: string;
  messages?: W2EntryMessages;
}

/** One W-2 of the individual annual return (TAX-RULES.md §2). */
export function W2EntryForm({
  cities,
  onSubmit,
  onCancel,
  defaultValues,
  draftValues,
  onValuesChange,
  submitting = false,
  serverError,
  readOnly = false,
  submitLabel,
  messages = w2EntryMessages,
}: W2EntryFormProps) {
  if (readOnly) {
    const values = { ...EMPTY, ...defaultValues };
    const cityName = (code: string) =>
      cities.find((c) => c.code === code)?.name ?? (code || entryFormMessages.notEntered);
    const money = (value: number | null) =>
      value === null ? entryFormMessages.notEntered : formatMoney(value);
    const f = messages.fields;
    return (
      <ReadOnlyEntry
        rows={[
          { label: f.employerName, value: values.employerName || entryFormMessages.notEntered },
          { label: f.employerEin, value: values.employerEin || entryFormMessages.notEntered },
          { label: f.workCity, value: cityName(values.workCity) },
          { label: f.medicareWages, value: money(values.medicareWages) },
          { label: f.localWages, value: money(values.localWages) },
          { label: f.localTaxWithheld, value: money(values.localTaxWithheld) },
          { label: f.locality, value: cityName(values.locality) },
        ]}
        onBack={onCancel}
        serverError={serverError}
      />
    );
  }
  return (
    <EditableW2Form
      cities={cities}
      onSubmit={onSubmit}
      onCancel={onCancel}
      defaultValues={defaultValues}
      draftValues={draftValues}
      onValuesChange={onValuesChange}
      submitting={submitting}
      serverError={serverError}
      submitLabel={submitLabel ?? messages.submit}
      messages={messages}
    />
  );
}

type EditableProps = Omit<W2EntryFormProps, 'readOnly' | 'submitLabel' | 'messages'> & {
  submitLabel: string;
  messages: W2EntryMessages;
};

function EditableW2Form({
  cities,
  onSubmit,
  onCancel,
  defaultValues,
  draftValues,
  onValuesChange,
  submitting,
  serverError,
  submitLabel,
  messages,
}: EditableProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    employerName: `${id}-employer-name`,
    employerEin: `${id}-employer-ein`,
    workCity: `${id}-work-city`,
    medicareWages: `${id}-box5`,
    localWages: `${id}-box18`,
    localTaxWithheld: `${id}-box19`,
    locality: `${id}-box20`,
  };
  const warningId = `${id}-box18-warning`;
  const { form, submit, isSubmitting } = useEntryForm<W2EntryValues, FormW2Request>({
    schema: formW2RequestSchema,
    empty: EMPTY,
    defaultValues,
    draftValues,
    onSubmit,
    onValuesChange,
    ids,
  });
  const { control } = form;
  const [medicareWages, localWages] = useWatch({ control, name: ['medicareWages', 'localWages'] });
  const warn = localWagesExceedMedicareWages({ medicareWages, localWages });
  const options = cities.map((city) => ({ value: city.code, label: city.name }));
  const f = messages.fields;

  const text = (name: 'employerName' | 'employerEin') => (
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
          {...(name === 'employerEin'
            ? { inputMode: 'numeric' as const, maxLength: 9 }
            : { autoComplete: 'organization', maxLength: 100 })}
        />
      )}
    />
  );

  const city = (name: 'workCity' | 'locality') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          id={ids[name]}
          label={f[name]}
          hint={messages.hints[name]}
          name={field.name}
          required
          placeholder={messages.citiesPlaceholder}
          options={options}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={entryFieldError(f[name], fieldState.error?.message, field.value)}
        />
      )}
    />
  );

  const money = (name: MoneyField) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencyInput
          id={ids[name]}
          label={f[name]}
          name={field.name}
          required
          allowNegative={false}
          min={0}
          max={MAX_AMOUNT_DOLLARS}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={entryFieldError(f[name], fieldState.error?.message, field.value)}
          aria-describedby={name === 'localWages' && warn ? warningId : undefined}
        />
      )}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {text('employerName')}
      {text('employerEin')}
      {city('workCity')}
      {money('medicareWages')}
      {money('localWages')}
      {warn ? (
        <Alert variant="warning" id={warningId}>
          {messages.localWagesExceedMedicareWages}
        </Alert>
      ) : null}
      {money('localTaxWithheld')}
      {city('locality')}
      <EntryFormFooter
        serverError={serverError}
        isSubmitting={Boolean(submitting) || isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
