import { moneySchema, type City, type IndividualEstimateRequest } from '@citytax/api';
import {
  centsToDollars,
  computeEstimate,
  dollarsToCents,
  PPM,
  type EstimateResult,
  type IsoDate,
} from '@citytax/tax-rules';
import { Alert, Button, CurrencyInput, FieldErrorList, RadioGroup, type FieldErrorItem } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import { formatLongDate, formatMoney } from './format';
import { individualEstimateMessages, type IndividualEstimateMessages } from './messages.en';
import styles from './IndividualEstimateForm.module.css';

/** What the form keeps while the filer types: an empty amount or city is null. */
export interface IndividualEstimateInput {
  residenceCity: string | null;
  estimatedIncome: number | null;
  estimatedCredits: number | null;
  priorYearTax: number | null;
  paymentAmount: number | null;
}
type FieldName = keyof IndividualEstimateInput;
type FormOutput = Omit<IndividualEstimateRequest, 'taxYear'>;

/** The payload of POST /api/form/individual-estimate. */
export type IndividualEstimateValues = IndividualEstimateRequest;

const FIELDS: readonly FieldName[] = [
  'residenceCity',
  'estimatedIncome',
  'estimatedCredits',
  'priorYearTax',
  'paymentAmount',
];

const EMPTY: IndividualEstimateInput = {
  residenceCity: null,
  estimatedIncome: null,
  estimatedCredits: null,
  priorYearTax: null,
  paymentAmount: null,
};

function pick(values: Partial<IndividualEstimateInput> | undefined): Partial<IndividualEstimateInput> {
  const out: Partial<IndividualEstimateInput> = {};
  if (!values) return out;
  for (const key of FIELDS) {
    const value = values[key];
    if (value !== undefined) (out as Record<FieldName, unknown>)[key] = value;
  }
  return out;
}

const same = (a: IndividualEstimateInput, b: IndividualEstimateInput) =>
  FIELDS.every((key) => (a[key] ?? null) === (b[key] ?? null));

/** The schema of the form: the contract's money rules, and a city of the member list. */
export function individualEstimateFormSchema(memberCodes: readonly string[]) {
  return z.object({
    residenceCity: z
      .string({ error: 'is required' })
      .refine((code) => memberCodes.includes(code), { error: 'is required' }),
    estimatedIncome: moneySchema,
    estimatedCredits: moneySchema,
    priorYearTax: moneySchema.nullable(),
    paymentAmount: moneySchema,
  });
}

/** The tax math of TAX-RULES.md §3 for the live preview; the server's result is the authority. */
export type EstimatePreview =
  { kind: 'needInputs' } | { kind: 'missingRate' } | { kind: 'result'; result: EstimateResult };

export function previewEstimate(
  values: Pick<IndividualEstimateInput, 'estimatedIncome' | 'estimatedCredits' | 'priorYearTax'>,
  city: City | undefined,
  taxYear: number,
  paidSoFar: number,
  today: IsoDate,
): EstimatePreview {
  if (!city || values.estimatedIncome === null) return { kind: 'needInputs' };
  if (city.rate === null) return { kind: 'missingRate' };
  try {
    return {
      kind: 'result',
      result: computeEstimate({
        kind: 'individual',
        taxYear,
        ratePpm: Math.round(city.rate * PPM),
        estimatedIncome: dollarsToCents(values.estimatedIncome),
        estimatedCredits: dollarsToCents(values.estimatedCredits ?? 0),
        priorYearTax: values.priorYearTax === null ? null : dollarsToCents(values.priorYearTax),
        paidSoFar: dollarsToCents(paidSoFar),
        today,
      }),
    };
  } catch {
    // Out-of-range amounts: the field errors say what to fix; there is nothing to preview.
    return { kind: 'needInputs' };
  }
}

const FOCUSABLE = 'input:not([type="hidden"]), button, select, textarea';

/** Focuses a field by id: the control itself, or the first control inside (a radio of the group). */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  (element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}

export interface IndividualEstimateFormProps {
  /** The city table of the tax year; only member cities are offered as the residence city. */
  cities: readonly City[];
  taxYear: number;
  /** Completed estimated payments of the tax year, in dollars. */
  paidSoFar: number;
  /** Today in the authority's time zone (YYYY-MM-DD): it picks the current installment. */
  today: IsoDate;
  /** Called with valid values; the button shows its busy state until the promise settles. */
  onSubmit: (values: IndividualEstimateValues) => Promise<void>;
  /** Every change of the values, and whether they differ from `defaultValues` (for drafts and the unsaved-changes prompt). */
  onValuesChange?: (values: IndividualEstimateInput, dirty: boolean) => void;
  /** The page is still working on the result of a submit (for example filing without payment). */
  submitting?: boolean;
  /** A message from the server, shown above the button. */
  serverError?: string | undefined;
  /** The baseline "unsaved changes" is measured against. */
  defaultValues?: Partial<IndividualEstimateInput> | undefined;
  /** A restored draft: the form starts from it and counts as changed where it differs. */
  draftValues?: Partial<IndividualEstimateInput> | undefined;
  messages?: IndividualEstimateMessages;
}

/**
 * The individual estimate (TAX-RULES.md §3): residence city, estimated income and credits, an
 * optional prior-year tax for the safe harbor, and what to pay now. A live preview shows the
 * estimated tax, whether estimates are required, the installment schedule and the suggested payment;
 * the payment amount follows the suggestion until the filer edits it.
 */
export function IndividualEstimateForm({
  cities,
  taxYear,
  paidSoFar,
  today,
  onSubmit,
  onValuesChange,
  submitting = false,
  serverError,
  defaultValues,
  draftValues,
  messages: m = individualEstimateMessages,
}: IndividualEstimateFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    residenceCity: `${id}-city`,
    estimatedIncome: `${id}-income`,
    estimatedCredits: `${id}-credits`,
    priorYearTax: `${id}-prior`,
    paymentAmount: `${id}-payment`,
  };
  const previewHeadingId = `${id}-preview`;
  const members = useMemo(() => cities.filter((c) => c.member), [cities]);
  const schema = useMemo(() => individualEstimateFormSchema(members.map((c) => c.code)), [members]);

  const baseline = useRef<IndividualEstimateInput>({ ...EMPTY, ...pick(defaultValues) });
  const start = { ...baseline.current, ...pick(draftValues) };
  // A payment amount someone chose (saved or restored) is theirs; an empty one follows the suggestion.
  const paymentChosen = useRef(start.paymentAmount !== null);

  const form = useForm<IndividualEstimateInput, unknown, FormOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<IndividualEstimateInput, unknown, FormOutput>,
    defaultValues: start,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control, formState, setValue, subscribe } = form;

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

  const [residenceCity, estimatedIncome, estimatedCredits, priorYearTax] = useWatch({
    control,
    name: ['residenceCity', 'estimatedIncome', 'estimatedCredits', 'priorYearTax'],
  });
  const city = members.find((c) => c.code === residenceCity);
  const preview = previewEstimate(
    { estimatedIncome, estimatedCredits, priorYearTax },
    city,
    taxYear,
    paidSoFar,
    today,
  );
  const result = preview.kind === 'result' ? preview.result : null;
  const suggested = result ? centsToDollars(result.suggestedPayment) : null;

  const { isSubmitted } = formState;
  useEffect(() => {
    if (paymentChosen.current) return;
    setValue('paymentAmount', suggested, { shouldValidate: isSubmitted });
  }, [suggested, setValue, isSubmitted]);

  const errorText = (name: FieldName): string | undefined => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    const known = [m.rules.required, m.rules.min, m.rules.tooLarge].includes(message);
    return `${m.fields[name]} ${known ? message : m.rules.invalid}`;
  };
  const listed: FieldErrorItem[] = FIELDS.flatMap((name) => {
    const message = errorText(name);
    return message ? [{ message, fieldId: ids[name] }] : [];
  });

  const handle = form.handleSubmit(
    async (values) => {
      await onSubmit({ taxYear, ...values });
    },
    (errors: FieldErrors<IndividualEstimateInput>) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) focusField(ids[first]);
    },
  );
  const busy = submitting || formState.isSubmitting;

  const money = (name: Exclude<FieldName, 'residenceCity'>, hint: string, required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CurrencyInput
          id={ids[name]}
          label={m.fields[name]}
          name={field.name}
          hint={hint}
          value={field.value}
          onChange={(value) => {
            if (name === 'paymentAmount') paymentChosen.current = true;
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          allowNegative={false}
          min={0}
          aria-required={required || undefined}
          error={errorText(name)}
        />
      )}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => submitFromButton(event, handle)}
    >
      <Controller
        control={control}
        name="residenceCity"
        render={({ field }) => (
          // Radios, not the ui Select: a handful of member cities read better as radios, and the
          // react-aria Select (overlay, listbox, selection) would push this page past its 30 KB budget.
          <RadioGroup
            id={ids.residenceCity}
            label={m.fields.residenceCity}
            name={field.name}
            hint={m.hints.residenceCity(taxYear)}
            options={members.map((c) => ({ value: c.code, label: c.name }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            error={errorText('residenceCity')}
          />
        )}
      />
      {money('estimatedIncome', m.hints.estimatedIncome(taxYear), true)}
      {money('estimatedCredits', m.hints.estimatedCredits, true)}
      {money('priorYearTax', m.hints.priorYearTax(taxYear), false)}

      <section className={styles.preview} aria-labelledby={previewHeadingId} data-kind={preview.kind}>
        <h2 id={previewHeadingId}>{m.preview.heading(taxYear)}</h2>
        {preview.kind === 'needInputs' ? <p>{m.preview.needInputs}</p> : null}
        {preview.kind === 'missingRate' ? <Alert variant="error">{m.preview.missingRate}</Alert> : null}
        {result ? (
          <PreviewResult result={result} taxYear={taxYear} paidSoFar={paidSoFar} messages={m} />
        ) : null}
      </section>

      {money('paymentAmount', m.hints.paymentAmount, true)}
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy} loadingLabel={m.submitting}>
          {m.submit}
        </Button>
      </div>
      <FieldErrorList title={m.errorsTitle} errors={formState.isSubmitted ? listed : []} />
    </form>
  );
}

function PreviewResult({
  result,
  taxYear,
  paidSoFar,
  messages: m,
}: {
  result: EstimateResult;
  taxYear: number;
  paidSoFar: number;
  messages: IndividualEstimateMessages;
}) {
  const current = result.installments.find((i) => i.number === result.currentInstallment);
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{m.preview.estimatedTax}</dt>
          <dd>{formatMoney(centsToDollars(result.estimatedTax))}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{m.preview.paidSoFar(taxYear)}</dt>
          <dd>{formatMoney(paidSoFar)}</dd>
        </div>
      </dl>
      <p>{result.required ? m.preview.required : m.preview.notRequired}</p>
      {result.safeHarborApplied ? (
        <p>{m.preview.safeHarbor(formatMoney(centsToDollars(result.annualRequirement)))}</p>
      ) : null}
      <table className={styles.schedule}>
        <caption>{m.preview.scheduleCaption(taxYear)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.preview.columns.number}</th>
            <th scope="col">{m.preview.columns.dueDate}</th>
            <th scope="col" className={styles.amount}>
              {m.preview.columns.target}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.installments.map((installment) => {
            const isCurrent = installment.number === result.currentInstallment;
            return (
              <tr key={installment.number} data-current={isCurrent || undefined}>
                <th scope="row">
                  {installment.number}
                  {isCurrent ? ` (${m.preview.nextDue})` : null}
                </th>
                <td>{formatLongDate(installment.dueDate)}</td>
                <td className={styles.amount}>{formatMoney(centsToDollars(installment.cumulativeTarget))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={styles.figures}>
        <div className={[styles.figure, styles.suggested].join(' ')}>
          <dt>{m.preview.suggested}</dt>
          <dd>{formatMoney(centsToDollars(result.suggestedPayment))}</dd>
        </div>
      </dl>
      {current ? (
        <p>
          {m.preview.suggestedExplained(
            current.number,
            formatMoney(centsToDollars(current.cumulativeTarget)),
            formatMoney(paidSoFar),
          )}
        </p>
      ) : null}
    </>
  );
}
