import { EXEMPTION_REASONS, type ExemptionReason, type ExemptRequest } from '@citytax/api';
import { Alert, Button, Checkbox, ConfirmDialog, NativeDateField, RadioGroup } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import shared from '../account-shared/form.module.css';
import styles from './ExemptionCertificateForm.module.css';
import { exemptionCertificateMessages, type ExemptionCertificateMessages } from './messages.en';

const SOLD: ExemptionReason = 'BusinessOrRentalSold';

const isReason = (value: string): value is ExemptionReason =>
  (EXEMPTION_REASONS as readonly string[]).includes(value);

/**
 * The form's rules (spec §5 Exemption; TAX-RULES.md §6): a reason, the veracity box, and for a
 * sold business a date within or before the tax year. The output is the POST /api/exempt body:
 * the date is sent only for the business-sold reason, else null.
 */
export function exemptionCertificateFormSchema(
  taxYear: number,
  messages: ExemptionCertificateMessages = exemptionCertificateMessages,
) {
  return z
    .object({
      exemptionSelection: z.string().refine(isReason, { error: messages.errors.reason }),
      confirmed: z.boolean().refine((value) => value, { error: messages.errors.confirm }),
      businessSoldDate: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      if (values.exemptionSelection !== SOLD) return;
      if (!values.businessSoldDate) {
        ctx.addIssue({ code: 'custom', path: ['businessSoldDate'], message: messages.errors.soldDate });
      } else if (values.businessSoldDate > `${taxYear}-12-31`) {
        ctx.addIssue({
          code: 'custom',
          path: ['businessSoldDate'],
          message: messages.errors.soldDateAfterTaxYear(taxYear),
        });
      }
    })
    .transform((values): ExemptRequest => ({
      exemptionSelection: values.exemptionSelection as ExemptionReason,
      businessSoldDate: values.exemptionSelection === SOLD ? values.businessSoldDate : null,
    }));
}

/**
 * What the filer edits: exemptionSelection is '' until a reason is chosen; businessSoldDate is
 * ISO 'YYYY-MM-DD', or null while empty or incomplete.
 */
export type ExemptionCertificateValues = z.input<ReturnType<typeof exemptionCertificateFormSchema>>;

export interface ExemptionCertificateFormProps {
  /** The tax year the certificate is for (the prior calendar year). */
  taxYear: number;
  /**
   * Called with the request body once the filer has confirmed in the modal; the form shows its
   * saving state until the promise settles. Cancelling the modal never calls it.
   */
  onSubmit: (values: ExemptRequest) => void | Promise<void>;
  defaultValues?: Partial<ExemptionCertificateValues>;
  /** Locked: the filed choice shown disabled, without the submit button. */
  readOnly?: boolean;
  /** A message from the server about the last save, shown above the button. */
  serverError?: string;
  /** Told whenever the form becomes dirty or clean (for the unsaved-changes warning). */
  onDirtyChange?: (dirty: boolean) => void;
  messages?: ExemptionCertificateMessages;
}

const FIELD_ORDER = ['exemptionSelection', 'businessSoldDate', 'confirmed'] as const;

/**
 * The exemption certificate (spec §2): choose a reason, confirm veracity, and give the sold date
 * for the business-sold reason. A confirmation modal precedes saving.
 */
export function ExemptionCertificateForm({
  taxYear,
  onSubmit,
  defaultValues,
  readOnly = false,
  serverError,
  onDirtyChange,
  messages = exemptionCertificateMessages,
}: ExemptionCertificateFormProps) {
  const id = useId();
  const ids = {
    exemptionSelection: `${id}-reason`,
    confirmed: `${id}-confirmed`,
    businessSoldDate: `${id}-sold`,
    help: `${id}-help`,
  };
  const schema = useMemo(() => exemptionCertificateFormSchema(taxYear, messages), [taxYear, messages]);
  const { control, handleSubmit, formState } = useForm<ExemptionCertificateValues, unknown, ExemptRequest>({
    resolver: zodResolver(schema),
    defaultValues: { exemptionSelection: '', confirmed: false, businessSoldDate: null, ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const selection = useWatch({ control, name: 'exemptionSelection' });
  const [pending, setPending] = useState<ExemptRequest | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = readOnly || saving;

  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  /**
   * The react-aria fields' refs are not their inputs, so focus is moved through the DOM: the
   * chosen (or first) reason, the date input itself, or the confirmation checkbox.
   */
  function focusFirstError(errors: FieldErrors<ExemptionCertificateValues>) {
    const name = FIELD_ORDER.find((field) => errors[field]);
    if (!name) return;
    const element = document.getElementById(ids[name]);
    const target =
      name === 'exemptionSelection'
        ? (element?.querySelector<HTMLElement>('input:checked') ?? element?.querySelector('input'))
        : name === 'confirmed'
          ? element?.querySelector<HTMLElement>('input')
          : element;
    target?.focus();
  }

  async function save(values: ExemptRequest) {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
      setPending(null);
    }
  }

  const options = EXEMPTION_REASONS.map((reason) => ({
    value: reason,
    label: messages.reasons[reason](taxYear),
    ...(reason === 'under18' ? { hint: messages.under18Hint } : {}),
  }));

  return (
    <div className={styles.layout} data-locked={readOnly || undefined}>
      <p className={shared.note}>{messages.intro(taxYear)}</p>
      <form
        className={shared.form}
        noValidate
        onSubmit={(event) =>
          submitFromButton(
            event,
            handleSubmit((values) => setPending(values), focusFirstError),
          )
        }
      >
        <Controller
          control={control}
          name="exemptionSelection"
          render={({ field, fieldState }) => (
            <div id={ids.exemptionSelection}>
              <RadioGroup
                label={messages.reasonLabel(taxYear)}
                name={field.name}
                options={options}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isDisabled={locked}
                isRequired
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
        {selection === SOLD ? (
          <Controller
            control={control}
            name="businessSoldDate"
            render={({ field, fieldState }) => (
              <NativeDateField
                id={ids.businessSoldDate}
                label={messages.soldDateLabel}
                name={field.name}
                hint={messages.soldDateHint(taxYear)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // A convenience for the browser's picker; the schema and the server enforce it.
                maxValue={`${taxYear}-12-31`}
                isDisabled={locked}
                isRequired
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="confirmed"
          render={({ field, fieldState }) => (
            <div id={ids.confirmed}>
              <Checkbox
                label={messages.confirmLabel}
                name={field.name}
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isDisabled={locked}
                isRequired
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
        {serverError && !readOnly ? <Alert variant="error">{serverError}</Alert> : null}
        {readOnly ? null : (
          <div className={shared.actions}>
            <Button type="submit" isLoading={saving} loadingLabel={messages.saving}>
              {messages.submit}
            </Button>
          </div>
        )}
      </form>
      <section id={ids.help} aria-labelledby={`${ids.help}-heading`} className={styles.help}>
        <h2 id={`${ids.help}-heading`} className={styles.helpHeading}>
          {messages.help.heading}
        </h2>
        <ul className={styles.helpList}>
          {messages.help.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={pending !== null && !saving}
        // Closing is answered by onCancel (Cancel, Esc) or onConfirm; `pending` is the truth.
        onOpenChange={() => {}}
        title={messages.confirmDialog.title}
        message={messages.confirmDialog.message(taxYear)}
        confirmLabel={messages.confirmDialog.confirm}
        cancelLabel={messages.confirmDialog.cancel}
        onConfirm={() => {
          if (pending) void save(pending);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
