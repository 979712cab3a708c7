import type { City } from '@citytax/api';
import { Alert, Button, ErrorSummary, type ErrorSummaryItem } from '@citytax/ui';
import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { AmountMessages } from '../form-kit/amountMessages.en';
import { FormCurrencyInput, FormRadioGroup } from '../form-kit/boundFields';
import { FormServerError } from '../form-kit/FormServerError';
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
  members,
  ...binding
}: MemberCityFieldProps<T, O>) {
  // Radios, not the ui Select: the few member cities read better as radios, and the react-aria
  // Select (overlay, listbox, selection) would push these pages past their 30 KB budget.
  return (
    <FormRadioGroup
      {...binding}
      options={members.map((c) => ({ value: c.code, label: c.name }))}
      isRequired
    />
  );
}

export interface EstimateAmountFieldProps<T extends FieldValues, O> extends EstimateFieldBinding<T, O> {
  hint: string;
  required?: boolean;
  /** A percentage from 0 to 100 instead of dollars. */
  percent?: boolean;
  /** Dollars that may be negative (a net loss), typed with a minus sign; otherwise $0.00 or more. */
  allowNegative?: boolean;
  /** Called when the filer edits the amount (not when the form sets it). */
  onEdit?: (() => void) | undefined;
  /** What the field says of text that is not an amount, where the shared sentences do not fit (a percentage). */
  amountMessages?: Partial<AmountMessages> | undefined;
}

/** An amount of $0.00 or more (or a signed amount, or a percentage), bound to the form. */
export function EstimateAmountField<T extends FieldValues, O>({
  required = false,
  percent = false,
  allowNegative = false,
  onEdit,
  ...binding
}: EstimateAmountFieldProps<T, O>) {
  return (
    <FormCurrencyInput
      {...binding}
      onChange={(value, commit) => {
        onEdit?.();
        commit(value);
      }}
      allowNegative={allowNegative && !percent}
      {...(allowNegative && !percent ? {} : { min: 0 })}
      {...(percent ? { prefix: '', suffix: ' %', max: 100 } : {})}
      aria-required={required || undefined}
    />
  );
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
  errors: ErrorSummaryItem[];
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
      <FormServerError message={serverError} />
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
      {/* Focus goes to the first invalid field, so the summary under the button is a live region. */}
      <ErrorSummary mode="live" title={m.errorsTitle} errors={errors} />
    </>
  );
}

/** The texts the shared layout reads from a form's catalog. */
export interface EstimateLayoutMessages {
  hints: { estimatedCredits: string; priorYearTax: (taxYear: number) => string; paymentAmount: string };
  preview: EstimatePreviewSectionProps['messages'] & { heading: (taxYear: number) => string };
  submit: string;
  submitting: string;
  errorsTitle: string;
}

/** What the layout takes from useEstimateForm: the form's state and bindings. */
export interface EstimateLayoutState<T extends FieldValues, O> {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Each field's binding (control, name, id, label and error). */
  bind: (name: keyof T & string) => EstimateFieldBinding<T, O>;
  /** The field of the member city. */
  cityField: keyof T & string;
  members: readonly City[];
  taxYear: number;
  previewHeadingId: string;
  previewKind: EstimatePreviewSectionProps['kind'];
  /** What the payment field calls when the filer edits it. */
  choosePayment: () => void;
  serverError?: string | undefined;
  busy: boolean;
  /** The errors under the button (none before the first submit). */
  errors: ErrorSummaryItem[];
}

export interface EstimateLayoutProps<T extends FieldValues, O> extends EstimateLayoutState<T, O> {
  cityHint: string;
  messages: EstimateLayoutMessages;
  /** The form's own amounts, between the city and the estimated credits. */
  amounts: ReactNode;
  /** The preview's result (its figures, work and schedule), when there is one. */
  children?: ReactNode;
  /** Shown next to the submit button (a page's Print button). */
  actions?: ReactNode;
  /** Leave the submit button off paper (a printable form). */
  hideSubmitOnPrint?: boolean;
}

/**
 * The layout both estimate forms share: the member city, the form's own amounts, the estimated
 * credits and prior-year tax, the live preview, the payment amount, and the footer.
 */
export function EstimateFormLayout<T extends FieldValues, O>({
  submit,
  bind,
  cityField,
  cityHint,
  members,
  taxYear,
  previewHeadingId,
  previewKind,
  choosePayment,
  serverError,
  busy,
  errors,
  messages: m,
  amounts,
  children,
  actions,
  hideSubmitOnPrint,
}: EstimateLayoutProps<T, O>) {
  return (
    <form method="post" className={styles.form} noValidate onSubmit={submit}>
      <MemberCityField {...bind(cityField)} hint={cityHint} members={members} />
      {amounts}
      <EstimateAmountField {...bind('estimatedCredits')} hint={m.hints.estimatedCredits} />
      <EstimateAmountField {...bind('priorYearTax')} hint={m.hints.priorYearTax(taxYear)} />

      <EstimatePreviewSection
        headingId={previewHeadingId}
        heading={m.preview.heading(taxYear)}
        kind={previewKind}
        messages={m.preview}
      >
        {children}
      </EstimatePreviewSection>

      <EstimateAmountField
        {...bind('paymentAmount')}
        hint={m.hints.paymentAmount}
        required
        onEdit={choosePayment}
      />
      <EstimateFormFooter
        serverError={serverError}
        busy={busy}
        messages={m}
        errors={errors}
        actions={actions}
        hideSubmitOnPrint={hideSubmitOnPrint ?? false}
      />
    </form>
  );
}
