import { EXEMPTION_REASONS, type ExemptionReason, type ExemptRequest } from '@citytax/api';
import { Button, Checkbox, ConfirmDialog, NativeDateField, RadioGroup } from '@citytax/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useWatch, type ControllerFieldState, type ControllerRenderProps } from 'react-hook-form';
import { z } from 'zod';
import shared from '../account-shared/form.module.css';
import { FormServerError } from '../form-kit/FormServerError';
import { useTaxForm } from '../form-kit/useTaxForm';
import styles from './ExemptionCertificateForm.module.css';
import { exemptionCertificateMessages, type ExemptionCertificateMessages } from './messages.en';

const SOLD: ExemptionReason = 'BusinessOrRentalSold';

const isReason = (value: string): value is ExemptionReason =>
  (EXEMPTION_REASONS as readonly string[]).includes(value);

/**
 * The form's rules: a reason, the veracity box, and for a
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

const EMPTY: ExemptionCertificateValues = {
  exemptionSelection: '',
  confirmed: false,
  businessSoldDate: null,
};

/**
 * The exemption certificate: choose a reason, confirm veracity, and give the sold date
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
  // In the form's visual order: the reason's group (its chosen or first radio takes focus), the
  // date input, the confirmation checkbox's wrapper.
  const ids = {
    exemptionSelection: `${id}-reason`,
    businessSoldDate: `${id}-sold`,
    confirmed: `${id}-confirmed`,
  };
  const helpId = `${id}-help`;
  const schema = useMemo(() => exemptionCertificateFormSchema(taxYear, messages), [taxYear, messages]);
  const [pending, setPending] = useState<ExemptRequest | null>(null);
  // A valid submit opens the confirmation modal; saving waits for the filer's answer there.
  const { form, submit } = useTaxForm<ExemptionCertificateValues, ExemptRequest>({
    schema,
    empty: EMPTY,
    ids,
    defaultValues,
    onSubmit: setPending,
  });
  const { control, formState } = form;
  const selection = useWatch({ control, name: 'exemptionSelection' });
  const [saving, setSaving] = useState(false);
  const locked = readOnly || saving;

  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  async function save(values: ExemptRequest) {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
      setPending(null);
    }
  }

  // What each control takes from its Controller: all three are required, and locked while saving or filed.
  const bound = (
    { name, onChange, onBlur }: ControllerRenderProps<ExemptionCertificateValues>,
    { error }: ControllerFieldState,
  ) => ({ name, onChange, onBlur, isDisabled: locked, isRequired: true, error: error?.message });

  const options = EXEMPTION_REASONS.map((reason) => ({
    value: reason,
    label: messages.reasons[reason](taxYear),
    ...(reason === 'under18' ? { hint: messages.under18Hint } : {}),
  }));

  return (
    <div className={styles.layout} data-locked={readOnly || undefined}>
      <p className={shared.note}>{messages.intro(taxYear)}</p>
      <form method="post" className={shared.form} noValidate onSubmit={submit}>
        <Controller
          control={control}
          name="exemptionSelection"
          render={({ field, fieldState }) => (
            <div id={ids.exemptionSelection}>
              <RadioGroup
                {...bound(field, fieldState)}
                label={messages.reasonLabel(taxYear)}
                options={options}
                value={field.value || null}
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
                {...bound(field, fieldState)}
                id={ids.businessSoldDate}
                label={messages.soldDateLabel}
                hint={messages.soldDateHint(taxYear)}
                value={field.value}
                // A convenience for the browser's picker; the schema and the server enforce it.
                maxValue={`${taxYear}-12-31`}
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
                {...bound(field, fieldState)}
                label={messages.confirmLabel}
                isSelected={field.value}
              />
            </div>
          )}
        />
        {readOnly ? null : <FormServerError message={serverError} />}
        {readOnly ? null : (
          <div className={shared.actions}>
            <Button type="submit" isLoading={saving} loadingLabel={messages.saving}>
              {messages.submit}
            </Button>
          </div>
        )}
      </form>
      <section id={helpId} aria-labelledby={`${helpId}-heading`} className={styles.help}>
        <h2 id={`${helpId}-heading`} className={styles.helpHeading}>
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
