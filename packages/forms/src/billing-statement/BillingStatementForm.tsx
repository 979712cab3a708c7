import { billingStatementMissingRateYear, TAX_TYPES } from '@citytax/api';
import { todayIn, type IsoDate } from '@citytax/tax-rules';
import { Alert, Button, ErrorSummary } from '@citytax/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  FormCurrencyInput,
  FormDateField,
  FormNumberSelect,
  FormRadioGroup,
  FormYesNo,
} from '../form-kit/boundFields';
import { fieldErrors } from '../form-kit/fieldErrors';
import { FormServerError } from '../form-kit/FormServerError';
import { useTaxForm, type TaxFormLifecycleProps } from '../form-kit/useTaxForm';
import {
  BILLING_STATEMENT_FIELDS,
  billingStatementFormSchema,
  billingTaxYears,
  EMPTY_BILLING_STATEMENT,
  isSameRequest,
  previewBillingStatement,
  type BillingStatementInput,
  type BillingStatementResult,
  type BillingStatementValues,
} from './billingStatement';
import { BillingStatementPreview } from './BillingStatementPreview';
import { billingStatementMessages, type BillingStatementMessages } from './messages.en';
import styles from './BillingStatementForm.module.css';

type FieldName = keyof BillingStatementInput;

export interface BillingStatementFormProps extends TaxFormLifecycleProps<BillingStatementInput> {
  /** Asks the server for the amounts (the page then passes them back as `result`). */
  onCalculate: (values: BillingStatementValues) => Promise<void>;
  /** Continues with the calculated statement: to payment, or filing when nothing is due. */
  onSubmit: (values: BillingStatementValues) => Promise<void> | void;
  /** The server's calculation; shown (and continuing allowed) while the form still holds its request. */
  result?: BillingStatementResult | undefined;
  /** The tax years offered, newest first (default: this year back to the first year with interest rates). */
  taxYears?: readonly number[];
  /**
   * Today in the authority's time zone (YYYY-MM-DD; default: this browser's clock there): nothing
   * is filed or paid after it. The server checks again with its own clock.
   */
  today?: IsoDate;
  messages?: BillingStatementMessages;
}

/**
 * The tax, penalty and interest billing statement: tax type, tax year, unpaid
 * tax and the due, filed and payment dates. A live preview works the statement out as the filer
 * types and shows its work; Calculate asks the server, whose amounts replace the preview and
 * allow continuing to payment.
 */
export function BillingStatementForm({
  onCalculate,
  onSubmit,
  result,
  serverError,
  taxYears,
  today: todayProp,
  messages: m = billingStatementMessages,
  ...lifecycle
}: BillingStatementFormProps) {
  const today = todayProp ?? todayIn();
  const { submitting = false, defaultValues, draftValues } = lifecycle;
  const id = useId();
  const ids: Record<FieldName, string> = {
    taxType: `${id}-type`,
    taxYear: `${id}-year`,
    unpaidTax: `${id}-unpaid`,
    dueDate: `${id}-due`,
    filedDate: `${id}-filed`,
    paymentDate: `${id}-paid`,
    priorLateFiling: `${id}-prior-late`,
  };
  const headingId = `${id}-statement`;
  const continueHintId = `${id}-continue-hint`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => billingStatementFormSchema(today), [today]);

  // The form's own submit is Calculate; continuing is the second button, with the server's result.
  const {
    form,
    submit: calculate,
    isSubmitting: calculating,
    busy,
  } = useTaxForm<BillingStatementInput, BillingStatementValues>({
    ...lifecycle,
    schema,
    empty: EMPTY_BILLING_STATEMENT,
    ids,
    onSubmit: async (values) => {
      // A late month without an interest rate is already said in the statement, naming the year:
      // the server would only say it again. Land the filer on it instead.
      if (billingStatementMissingRateYear(values) !== undefined) {
        headingRef.current?.focus();
        return;
      }
      await onCalculate(values);
    },
  });
  const { control, formState } = form;

  const watched = useWatch({ control, name: [...BILLING_STATEMENT_FIELDS] });
  const values = Object.fromEntries(
    BILLING_STATEMENT_FIELDS.map((key, i) => [key, watched[i] ?? null]),
  ) as unknown as BillingStatementInput;
  const preview = previewBillingStatement(values, today);
  const current = result && isSameRequest(values, result.request) ? result : undefined;
  const stale = Boolean(result) && !current;

  // The server's amounts are the answer to Calculate: land keyboard and screen-reader users on them.
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  const years = useMemo(() => {
    const list = taxYears ? [...taxYears] : billingTaxYears();
    const chosen = defaultValues?.taxYear ?? draftValues?.taxYear;
    if (typeof chosen === 'number' && !list.includes(chosen)) list.push(chosen);
    return list;
  }, [taxYears, defaultValues?.taxYear, draftValues?.taxYear]);

  const { errorText, listed } = fieldErrors(formState.errors, BILLING_STATEMENT_FIELDS, ids, m);

  const canContinue = Boolean(current) && !busy;
  const nothingDue = current?.calculation.total === 0;

  const date = (name: 'dueDate' | 'filedDate' | 'paymentDate') => (
    <FormDateField
      control={control}
      name={name}
      id={ids[name]}
      label={m.fields[name]}
      hint={m.hints[name]}
      isRequired
      error={errorText(name)}
    />
  );

  return (
    <form method="post" className={styles.form} noValidate onSubmit={calculate}>
      <FormRadioGroup
        control={control}
        name="taxType"
        id={ids.taxType}
        label={m.fields.taxType}
        hint={m.hints.taxType}
        options={TAX_TYPES.map((type) => ({
          value: type,
          label: m.taxTypes[type],
          hint: m.taxTypeHints[type],
        }))}
        isRequired
        error={errorText('taxType')}
      />
      <FormNumberSelect
        control={control}
        name="taxYear"
        id={ids.taxYear}
        label={m.fields.taxYear}
        hint={m.hints.taxYear}
        placeholder={m.hints.taxYearPlaceholder}
        choices={years}
        required
        error={errorText('taxYear')}
      />
      <FormCurrencyInput
        control={control}
        name="unpaidTax"
        id={ids.unpaidTax}
        label={m.fields.unpaidTax}
        hint={m.hints.unpaidTax}
        allowNegative={false}
        min={0}
        aria-required
        error={errorText('unpaidTax')}
      />
      {date('dueDate')}
      {date('filedDate')}
      {date('paymentDate')}
      <FormYesNo
        control={control}
        name="priorLateFiling"
        id={ids.priorLateFiling}
        label={m.fields.priorLateFiling}
        hint={m.hints.priorLateFiling}
        yes={m.yesNo.yes}
        no={m.yesNo.no}
        isRequired
        error={errorText('priorLateFiling')}
      />

      <section
        className={styles.statement}
        aria-labelledby={headingId}
        data-source={current ? 'server' : 'preview'}
        data-kind={current ? 'result' : preview.kind}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {m.statement.heading}
        </h2>
        {current ? (
          <>
            <p className={styles.source}>{m.statement.server}</p>
            <BillingStatementPreview
              request={current.request}
              calculation={current.calculation}
              messages={m}
            />
            {nothingDue ? <p>{m.nothingDue}</p> : null}
          </>
        ) : (
          <>
            {stale ? <Alert variant="warning">{m.changedSinceCalculation}</Alert> : null}
            {preview.kind === 'needInputs' ? <p>{m.statement.needInputs}</p> : null}
            {preview.kind === 'invalid' ? <p>{m.statement.invalid}</p> : null}
            {preview.kind === 'missingRate' ? (
              <Alert variant="error">{m.statement.missingRate(preview.year)}</Alert>
            ) : null}
            {preview.kind === 'result' ? (
              <>
                <p className={styles.source}>{m.statement.preview}</p>
                <BillingStatementPreview
                  request={preview.request}
                  calculation={preview.calculation}
                  messages={m}
                />
              </>
            ) : null}
          </>
        )}
      </section>

      <FormServerError message={serverError} />
      <div className={styles.actions} data-print="hide">
        <Button
          type="submit"
          variant={current ? 'secondary' : 'primary'}
          isLoading={calculating}
          loadingLabel={m.calculating}
          disabled={submitting}
        >
          {m.calculate}
        </Button>
        <Button
          variant={current ? 'primary' : 'secondary'}
          disabled={!current}
          isLoading={submitting}
          loadingLabel={m.saving}
          aria-describedby={current ? undefined : continueHintId}
          onClick={() => {
            if (canContinue && current) void onSubmit(current.request);
          }}
        >
          {nothingDue ? m.fileStatement : m.continueToPayment}
        </Button>
      </div>
      {current ? null : (
        <p id={continueHintId} className={styles.hint} data-print="hide">
          {m.continueHint}
        </p>
      )}
      {/* Focus goes to the first invalid field, so the summary under the button is a live region. */}
      <ErrorSummary mode="live" title={m.errorsTitle} errors={formState.isSubmitted ? listed : []} />
    </form>
  );
}
