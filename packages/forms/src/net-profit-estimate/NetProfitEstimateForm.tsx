import {
  moneySchema,
  netProfitEstimateRequestSchema,
  type City,
  type NetProfitEstimateRequest,
} from '@citytax/api';
import {
  centsToDollars,
  computeEstimate,
  dollarsToCents,
  percentToPpm,
  PPM,
  type EstimateResult,
  type IsoDate,
} from '@citytax/tax-rules';
import { Alert, Button, CurrencyInput, FieldErrorList, RadioGroup, type FieldErrorItem } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import { formatPercent } from '../annual-return-shared/format';
import { formatLongDate, formatMoney } from '../individual-estimate/format';
import { netProfitEstimateMessages, type NetProfitEstimateMessages } from './messages.en';
import styles from './NetProfitEstimateForm.module.css';

/** What the form keeps while the filer types: an empty amount or city is null. */
export interface NetProfitEstimateInput {
  businessCity: string | null;
  estimatedNetProfit: number | null;
  /** 0–100, e.g. 62.5 for 62.5%. */
  apportionmentPercent: number | null;
  estimatedCredits: number | null;
  priorYearTax: number | null;
  paymentAmount: number | null;
}
type FieldName = keyof NetProfitEstimateInput;
type FormOutput = Omit<NetProfitEstimateRequest, 'taxYear'>;

/** The payload of POST /api/form/business/net-profit-estimate. */
export type NetProfitEstimateValues = NetProfitEstimateRequest;

const FIELDS: readonly FieldName[] = [
  'businessCity',
  'estimatedNetProfit',
  'apportionmentPercent',
  'estimatedCredits',
  'priorYearTax',
  'paymentAmount',
];

const EMPTY: NetProfitEstimateInput = {
  businessCity: null,
  estimatedNetProfit: null,
  apportionmentPercent: null,
  estimatedCredits: null,
  priorYearTax: null,
  paymentAmount: null,
};

function pick(values: Partial<NetProfitEstimateInput> | undefined): Partial<NetProfitEstimateInput> {
  const out: Partial<NetProfitEstimateInput> = {};
  if (!values) return out;
  for (const key of FIELDS) {
    const value = values[key];
    if (value !== undefined) (out as Record<FieldName, unknown>)[key] = value;
  }
  return out;
}

const same = (a: NetProfitEstimateInput, b: NetProfitEstimateInput) =>
  FIELDS.every((key) => (a[key] ?? null) === (b[key] ?? null));

/** The schema of the form: the contract's rules, and a city of the member list. */
export function netProfitEstimateFormSchema(memberCodes: readonly string[]) {
  return z.object({
    businessCity: z
      .string({ error: 'is required' })
      .refine((code) => memberCodes.includes(code), { error: 'is required' }),
    estimatedNetProfit: moneySchema,
    apportionmentPercent: netProfitEstimateRequestSchema.shape.apportionmentPercent,
    estimatedCredits: moneySchema,
    priorYearTax: moneySchema.nullable(),
    paymentAmount: moneySchema,
  });
}

/** The tax math of TAX-RULES.md §3 for the live preview; the server's result is the authority. */
export type NetProfitEstimatePreview =
  | { kind: 'needInputs' }
  | { kind: 'invalidInputs' }
  | { kind: 'missingRate' }
  | { kind: 'result'; result: EstimateResult; rate: number };

export function previewNetProfitEstimate(
  values: Pick<
    NetProfitEstimateInput,
    'estimatedNetProfit' | 'apportionmentPercent' | 'estimatedCredits' | 'priorYearTax'
  >,
  city: City | undefined,
  taxYear: number,
  paidSoFar: number,
  today: IsoDate,
): NetProfitEstimatePreview {
  if (!city || values.estimatedNetProfit === null || values.apportionmentPercent === null) {
    return { kind: 'needInputs' };
  }
  if (city.rate === null) return { kind: 'missingRate' };
  try {
    return {
      kind: 'result',
      rate: city.rate,
      result: computeEstimate({
        kind: 'business',
        taxYear,
        ratePpm: Math.round(city.rate * PPM),
        estimatedIncome: dollarsToCents(values.estimatedNetProfit),
        apportionmentPpm: percentToPpm(values.apportionmentPercent),
        estimatedCredits: dollarsToCents(values.estimatedCredits ?? 0),
        priorYearTax: values.priorYearTax === null ? null : dollarsToCents(values.priorYearTax),
        paidSoFar: dollarsToCents(paidSoFar),
        today,
      }),
    };
  } catch {
    // Out-of-range amounts (an apportionment above 100%): the field errors say what to fix.
    return { kind: 'invalidInputs' };
  }
}

const FOCUSABLE = 'input:not([type="hidden"]), button, select, textarea';

/** Focuses a field by id: the control itself, or the first control inside (a radio of the group). */
function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  (element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}

export interface NetProfitEstimateFormProps {
  /** The city table of the tax year; only member cities are offered as the business city. */
  cities: readonly City[];
  taxYear: number;
  /** Completed estimated payments of the tax year, in dollars. */
  paidSoFar: number;
  /** Today in the authority's time zone (YYYY-MM-DD): it picks the current installment. */
  today: IsoDate;
  /** Called with valid values; the button shows its busy state until the promise settles. */
  onSubmit: (values: NetProfitEstimateValues) => Promise<void> | void;
  /** Every change of the values, and whether they differ from `defaultValues` (for drafts and the unsaved-changes prompt). */
  onValuesChange?: (values: NetProfitEstimateInput, dirty: boolean) => void;
  /** The page is still working on the result of a submit (saving, filing without payment). */
  submitting?: boolean;
  /** A message from the server, shown above the button. */
  serverError?: string | undefined;
  /** The baseline "unsaved changes" is measured against. */
  defaultValues?: Partial<NetProfitEstimateInput> | undefined;
  /** A restored draft: the form starts from it and counts as changed where it differs. */
  draftValues?: Partial<NetProfitEstimateInput> | undefined;
  /** Shown next to the submit button (the page's Print button). */
  actions?: ReactNode;
  messages?: NetProfitEstimateMessages;
}

/**
 * The net profit estimate (TAX-RULES.md §3): business city, estimated net profit, the share
 * apportioned to the city, estimated credits, an optional prior-year tax for the safe harbor, and
 * what to pay now. A live preview shows its work (profit × apportionment × rate − credits), whether
 * estimates are required, the business installment schedule and the suggested payment; the
 * payment amount follows the suggestion until the filer edits it.
 */
export function NetProfitEstimateForm({
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
  actions,
  messages: m = netProfitEstimateMessages,
}: NetProfitEstimateFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    businessCity: `${id}-city`,
    estimatedNetProfit: `${id}-profit`,
    apportionmentPercent: `${id}-apportionment`,
    estimatedCredits: `${id}-credits`,
    priorYearTax: `${id}-prior`,
    paymentAmount: `${id}-payment`,
  };
  const previewHeadingId = `${id}-preview`;
  const members = useMemo(() => cities.filter((c) => c.member), [cities]);
  const schema = useMemo(() => netProfitEstimateFormSchema(members.map((c) => c.code)), [members]);

  const baseline = useRef<NetProfitEstimateInput>({ ...EMPTY, ...pick(defaultValues) });
  const start = { ...baseline.current, ...pick(draftValues) };
  // A payment amount someone chose (saved or restored) is theirs; an empty one follows the suggestion.
  const paymentChosen = useRef(start.paymentAmount !== null);

  const form = useForm<NetProfitEstimateInput, unknown, FormOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<NetProfitEstimateInput, unknown, FormOutput>,
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

  const [businessCity, estimatedNetProfit, apportionmentPercent, estimatedCredits, priorYearTax] = useWatch({
    control,
    name: ['businessCity', 'estimatedNetProfit', 'apportionmentPercent', 'estimatedCredits', 'priorYearTax'],
  });
  const city = members.find((c) => c.code === businessCity);
  const preview = previewNetProfitEstimate(
    { estimatedNetProfit, apportionmentPercent, estimatedCredits, priorYearTax },
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
    const known = [m.rules.required, m.rules.min, m.rules.atMost100, m.rules.tooLarge].includes(message);
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
    (errors: FieldErrors<NetProfitEstimateInput>) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) focusField(ids[first]);
    },
  );
  const busy = submitting || formState.isSubmitting;

  const amount = (
    name: Exclude<FieldName, 'businessCity'>,
    hint: string,
    required: boolean,
    percent = false,
  ) => (
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
          {...(percent ? { prefix: '', suffix: ' %', max: 100 } : {})}
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
        name="businessCity"
        render={({ field }) => (
          // Radios, not the ui Select: the few member cities read better as radios, and the
          // react-aria Select would push this page past its 30 KB budget.
          <RadioGroup
            id={ids.businessCity}
            label={m.fields.businessCity}
            name={field.name}
            hint={m.hints.businessCity(taxYear)}
            options={members.map((c) => ({ value: c.code, label: c.name }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            error={errorText('businessCity')}
          />
        )}
      />
      {amount('estimatedNetProfit', m.hints.estimatedNetProfit(taxYear), true)}
      {amount('apportionmentPercent', m.hints.apportionmentPercent, true, true)}
      {amount('estimatedCredits', m.hints.estimatedCredits, true)}
      {amount('priorYearTax', m.hints.priorYearTax(taxYear), false)}

      <section className={styles.preview} aria-labelledby={previewHeadingId} data-kind={preview.kind}>
        <h2 id={previewHeadingId}>{m.preview.heading(taxYear)}</h2>
        {preview.kind === 'needInputs' ? <p>{m.preview.needInputs}</p> : null}
        {preview.kind === 'invalidInputs' ? <p>{m.preview.invalidInputs}</p> : null}
        {preview.kind === 'missingRate' ? <Alert variant="error">{m.preview.missingRate}</Alert> : null}
        {preview.kind === 'result' && city && estimatedNetProfit !== null && apportionmentPercent !== null ? (
          <PreviewResult
            result={preview.result}
            cityName={city.name}
            rate={preview.rate}
            netProfit={estimatedNetProfit}
            apportionmentPercent={apportionmentPercent}
            credits={estimatedCredits ?? 0}
            taxYear={taxYear}
            paidSoFar={paidSoFar}
            messages={m}
          />
        ) : null}
      </section>

      {amount('paymentAmount', m.hints.paymentAmount, true)}
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy} loadingLabel={m.submitting} data-print="hide">
          {m.submit}
        </Button>
        {actions}
      </div>
      <FieldErrorList title={m.errorsTitle} errors={formState.isSubmitted ? listed : []} />
    </form>
  );
}

function PreviewResult({
  result,
  cityName,
  rate,
  netProfit,
  apportionmentPercent,
  credits,
  taxYear,
  paidSoFar,
  messages: m,
}: {
  result: EstimateResult;
  cityName: string;
  rate: number;
  netProfit: number;
  apportionmentPercent: number;
  credits: number;
  taxYear: number;
  paidSoFar: number;
  messages: NetProfitEstimateMessages;
}) {
  const current = result.installments.find((i) => i.number === result.currentInstallment);
  const profit = formatMoney(netProfit);
  const share = formatPercent(apportionmentPercent / 100);
  const ratePercent = formatPercent(rate);
  const grossTax = formatMoney(centsToDollars(result.grossTax));
  const lessCredits = formatMoney(credits);
  const estimatedTax = formatMoney(centsToDollars(result.estimatedTax));
  const work: { key: string; label: string; value: string; emphasis?: boolean }[] = [
    { key: 'profit', label: m.preview.work.netProfit, value: profit },
    { key: 'apportionment', label: m.preview.work.apportionment(cityName), value: `× ${share}` },
    { key: 'rate', label: m.preview.work.rate(cityName), value: `× ${ratePercent}` },
    { key: 'gross', label: m.preview.work.grossTax, value: grossTax },
    { key: 'credits', label: m.preview.work.credits, value: `− ${lessCredits}` },
    { key: 'estimated', label: m.preview.work.estimatedTax, value: estimatedTax, emphasis: true },
  ];
  return (
    <>
      <table className={styles.work}>
        <caption>{m.preview.workCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.preview.workColumns.line}</th>
            <th scope="col" className={styles.amount}>
              {m.preview.workColumns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {work.map((line) => (
            <tr key={line.key} data-emphasis={line.emphasis || undefined}>
              <th scope="row">{line.label}</th>
              <td className={styles.amount}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {m.preview.formula(profit, share, ratePercent, grossTax)}{' '}
        {dollarsToCents(credits) > result.grossTax
          ? m.preview.creditsExceedTax(lessCredits, grossTax)
          : m.preview.lessCredits(grossTax, lessCredits, estimatedTax)}
      </p>
      <dl className={styles.figures}>
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
