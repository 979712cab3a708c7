import { TAX_TYPES } from '@citytax/api';
import {
  Alert,
  Button,
  CurrencyInput,
  FieldErrorList,
  NativeDateField,
  NativeSelect,
  RadioGroup,
  type FieldErrorItem,
} from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { submitFromButton } from '../account-shared/submitFromButton';
import { focusControl } from '../annual-return-shared/focusField';
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

function pick(values: Partial<BillingStatementInput> | undefined): Partial<BillingStatementInput> {
  const out: Partial<BillingStatementInput> = {};
  if (!values) return out;
  for (const key of BILLING_STATEMENT_FIELDS) {
    const value = values[key];
    if (value !== undefined) (out as Record<FieldName, unknown>)[key] = value;
  }
  return out;
}

const same = (a: BillingStatementInput, b: BillingStatementInput) =>
  BILLING_STATEMENT_FIELDS.every((key) => (a[key] ?? null) === (b[key] ?? null));

export interface BillingStatementFormProps {
  /** Asks the server for the amounts (the page then passes them back as `result`). */
  onCalculate: (values: BillingStatementValues) => Promise<void>;
  /** Continues with the calculated statement: to payment, or filing when nothing is due. */
  onSubmit: (values: BillingStatementValues) => Promise<void> | void;
  /** Every change of the values, and whether they differ from `defaultValues` (for drafts and the unsaved-changes prompt). */
  onValuesChange?: (values: BillingStatementInput, dirty: boolean) => void;
  /** The server's calculation; shown (and continuing allowed) while the form still holds its request. */
  result?: BillingStatementResult | undefined;
  /** The page is storing the statement or filing it. */
  submitting?: boolean;
  /** A message from the server, shown above the buttons. */
  serverError?: string | undefined;
  /** The baseline "unsaved changes" is measured against. */
  defaultValues?: Partial<BillingStatementInput> | undefined;
  /** A restored draft: the form starts from it and counts as changed where it differs. */
  draftValues?: Partial<BillingStatementInput> | undefined;
  /** The tax years offered, newest first (default: this year back to the first year with interest rates). */
  taxYears?: readonly number[];
  messages?: BillingStatementMessages;
}

/**
 * The tax, penalty and interest billing statement (TAX-RULES.md §5): tax type, tax year, unpaid
 * tax and the due, filed and payment dates. A live preview works the statement out as the filer
 * types and shows its work; Calculate asks the server, whose amounts replace the preview and
 * allow continuing to payment.
 */
export function BillingStatementForm({
  onCalculate,
  onSubmit,
  onValuesChange,
  result,
  submitting = false,
  serverError,
  defaultValues,
  draftValues,
  taxYears,
  messages: m = billingStatementMessages,
}: BillingStatementFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    taxType: `${id}-type`,
    taxYear: `${id}-year`,
    unpaidTax: `${id}-unpaid`,
    dueDate: `${id}-due`,
    filedDate: `${id}-filed`,
    paymentDate: `${id}-paid`,
  };
  const headingId = `${id}-statement`;
  const continueHintId = `${id}-continue-hint`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const baseline = useRef<BillingStatementInput>({ ...EMPTY_BILLING_STATEMENT, ...pick(defaultValues) });
  const form = useForm<BillingStatementInput, unknown, BillingStatementValues>({
    resolver: zodResolver(billingStatementFormSchema) as unknown as Resolver<
      BillingStatementInput,
      unknown,
      BillingStatementValues
    >,
    defaultValues: { ...baseline.current, ...pick(draftValues) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control, formState, subscribe } = form;

  const listener = useRef(onValuesChange);
  useEffect(() => {
    listener.current = onValuesChange;
  }, [onValuesChange]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => listener.current?.(values, !same(values, baseline.current)),
      }),
    [subscribe],
  );

  const watched = useWatch({ control, name: [...BILLING_STATEMENT_FIELDS] });
  const values = Object.fromEntries(
    BILLING_STATEMENT_FIELDS.map((key, i) => [key, watched[i] ?? null]),
  ) as unknown as BillingStatementInput;
  const preview = previewBillingStatement(values);
  const current = result && isSameRequest(values, result.request) ? result : undefined;
  const stale = Boolean(result) && !current;

  // The server's amounts are the answer to Calculate: land keyboard and screen-reader users on them.
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  const years = useMemo(() => {
    const list = taxYears ? [...taxYears] : billingTaxYears();
    const chosen = baseline.current.taxYear ?? draftValues?.taxYear;
    if (typeof chosen === 'number' && !list.includes(chosen)) list.push(chosen);
    return list;
  }, [taxYears, draftValues?.taxYear]);

  const knownRules = Object.values(m.rules);
  const errorText = (name: FieldName): string | undefined => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    return `${m.fields[name]} ${knownRules.includes(message) ? message : m.rules.invalid}`;
  };
  const listed: FieldErrorItem[] = BILLING_STATEMENT_FIELDS.flatMap((name) => {
    const message = errorText(name);
    return message ? [{ message, fieldId: ids[name] }] : [];
  });

  const focusFirstError = (errors: FieldErrors<BillingStatementInput>) => {
    const first = BILLING_STATEMENT_FIELDS.find((name) => errors[name]);
    if (first) focusControl(ids[first]);
  };
  const calculate = form.handleSubmit(async (valid) => {
    await onCalculate(valid);
  }, focusFirstError);

  const busy = submitting || formState.isSubmitting;
  const canContinue = Boolean(current) && !busy;
  const nothingDue = current?.calculation.total === 0;

  const date = (name: 'dueDate' | 'filedDate' | 'paymentDate') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeDateField
          id={ids[name]}
          label={m.fields[name]}
          name={field.name}
          hint={m.hints[name]}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isRequired
          error={errorText(name)}
        />
      )}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => submitFromButton(event, calculate)}
    >
      <Controller
        control={control}
        name="taxType"
        render={({ field }) => (
          <RadioGroup
            id={ids.taxType}
            label={m.fields.taxType}
            name={field.name}
            hint={m.hints.taxType}
            options={TAX_TYPES.map((type) => ({
              value: type,
              label: m.taxTypes[type],
              hint: m.taxTypeHints[type],
            }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            error={errorText('taxType')}
          />
        )}
      />
      <Controller
        control={control}
        name="taxYear"
        render={({ field }) => (
          <NativeSelect
            id={ids.taxYear}
            label={m.fields.taxYear}
            name={field.name}
            hint={m.hints.taxYear}
            placeholder={m.hints.taxYearPlaceholder}
            options={years.map((year) => ({ value: String(year), label: String(year) }))}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null || value === '' ? null : Number(value))}
            onBlur={field.onBlur}
            required
            error={errorText('taxYear')}
          />
        )}
      />
      <Controller
        control={control}
        name="unpaidTax"
        render={({ field }) => (
          <CurrencyInput
            id={ids.unpaidTax}
            label={m.fields.unpaidTax}
            name={field.name}
            hint={m.hints.unpaidTax}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            allowNegative={false}
            min={0}
            aria-required
            error={errorText('unpaidTax')}
          />
        )}
      />
      {date('dueDate')}
      {date('filedDate')}
      {date('paymentDate')}

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

      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div className={styles.actions} data-print="hide">
        <Button
          type="submit"
          variant={current ? 'secondary' : 'primary'}
          isLoading={formState.isSubmitting}
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
      <FieldErrorList title={m.errorsTitle} errors={formState.isSubmitted ? listed : []} />
    </form>
  );
}
