import {
  moneySchema,
  WITHHOLDING_FREQUENCIES,
  type ReturnOfIncomeRequest,
  type WithholdingFrequencyName,
} from '@citytax/api';
import {
  centsToDollars,
  dollarsToCents,
  PPM,
  type IsoDate,
  type WithholdingReturnResult,
} from '@citytax/tax-rules';
import { Alert, Button, CurrencyInput, Details, ErrorSummary } from '@citytax/ui';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney, formatPercent } from '../annual-return-shared/format';
import { amountMessages } from '../form-kit/amountMessages.en';
import { FormCurrencyInput, FormNumberSelect, FormRadioGroup, FormTextField } from '../form-kit/boundFields';
import { labelledError, listFieldErrors, summaryError } from '../form-kit/fieldErrors';
import { FormServerError } from '../form-kit/FormServerError';
import { useTaxForm, type TaxFormLifecycleProps } from '../form-kit/useTaxForm';
import { WorkTable, type WorkLine } from '../form-kit/WorkTable';
import { formatLongDate } from '../individual-estimate/format';
import { employersReturnMessages, type EmployersReturnMessages } from './messages.en';
import {
  employersReturnTaxYears,
  periodEnd,
  periodsOf,
  previewReturn,
  suggestFrequency,
  type ReturnPreview,
} from './preview';
import styles from './EmployersReturnForm.module.css';

/** What the form keeps while the filer types: an empty choice or amount is null. */
export interface EmployersReturnInput {
  frequency: WithholdingFrequencyName | null;
  taxYear: number | null;
  /** Month 1–12 or quarter 1–4, depending on the frequency. */
  period: number | null;
  /** As typed; a whole number when valid. */
  employeeCount: string;
  totalWages: number | null;
  taxWithheld: number | null;
  /** Empty means no credit ($0.00). */
  priorCredit: number | null;
}
type FieldName = keyof EmployersReturnInput;

/** The payload of POST /api/return-of-income. */
export type EmployersReturnValues = ReturnOfIncomeRequest;

const FIELDS: readonly FieldName[] = [
  'frequency',
  'taxYear',
  'period',
  'employeeCount',
  'totalWages',
  'taxWithheld',
  'priorCredit',
];

const EMPTY: EmployersReturnInput = {
  frequency: null,
  taxYear: null,
  period: null,
  employeeCount: '',
  totalWages: null,
  taxWithheld: null,
  priorCredit: null,
};

/** The period's own message (it has not ended yet); the form words it with the period and its end. */
const NOT_ENDED = 'period-not-ended';

/**
 * The schema of the form: the contract's money rules, a whole number of employees, a month or
 * quarter of the frequency, and a period that has ended by `today` (the server refuses others).
 */
export function employersReturnFormSchema(today: IsoDate) {
  return z
    .object({
      frequency: z.enum(WITHHOLDING_FREQUENCIES, { error: 'is required' }),
      taxYear: z.number({ error: 'is required' }).int({ error: 'is invalid' }),
      period: z.number({ error: 'is required' }).int({ error: 'is invalid' }),
      employeeCount: z
        .string({ error: 'is required' })
        .trim()
        .min(1, { error: 'is required' })
        .regex(/^\d+$/, { error: 'must be a whole number' })
        .transform(Number)
        .refine((n) => n <= 1_000_000, { error: 'is too large' }),
      totalWages: moneySchema,
      taxWithheld: moneySchema,
      priorCredit: moneySchema.nullable().transform((v) => v ?? 0),
    })
    .superRefine(
      (value, ctx) => {
        if (value.period < 1 || value.period > periodsOf(value.frequency)) {
          ctx.addIssue({ code: 'custom', path: ['period'], message: 'is invalid' });
        } else if (periodEnd(value.frequency, value.taxYear, value.period) > today) {
          ctx.addIssue({ code: 'custom', path: ['period'], message: NOT_ENDED });
        }
      },
      {
        // Checked even while other fields are still wrong, as soon as the period is known.
        when: ({ value }) => {
          const v = value as Partial<EmployersReturnInput>;
          return (
            (v.frequency === 'monthly' || v.frequency === 'quarterly') &&
            typeof v.taxYear === 'number' &&
            typeof v.period === 'number'
          );
        },
      },
    );
}

/** "March 2025" or "Q1 2025 (January – March)". */
export function periodName(
  frequency: WithholdingFrequencyName,
  taxYear: number,
  period: number,
  m: EmployersReturnMessages = employersReturnMessages,
): string {
  return frequency === 'monthly'
    ? m.periodName.monthly(m.months[period - 1] ?? String(period), taxYear)
    : m.periodName.quarterly(period, m.quarterMonths[period - 1] ?? '', taxYear);
}

export interface EmployersReturnFormProps extends TaxFormLifecycleProps<EmployersReturnInput> {
  /**
   * Today in the authority's time zone (YYYY-MM-DD), as the server tells it: the filing and payment
   * date the preview assumes (and says it assumes).
   */
  today: IsoDate;
  /**
   * Whether the taxpayer filed a return late before, from its own history on the server: a first
   * late filing's $25.00 penalty is abated.
   */
  priorLateFiling: boolean;
  /** Called with valid values; the button shows its busy state until the promise settles. */
  onSubmit: (values: EmployersReturnValues) => Promise<void>;
  messages?: EmployersReturnMessages;
}

/**
 * The employer's return of income tax withheld: the filing frequency with its
 * rule and an optional helper that suggests it, the period, employees, wages, tax withheld and a
 * prior credit. A live preview shows its work: due date, whether the return is late today, the tax
 * due, the 50% late-payment penalty, the late-filing penalty and its rule, interest year by year,
 * and the amount due.
 */
export function EmployersReturnForm({
  today,
  priorLateFiling,
  serverError,
  messages: m = employersReturnMessages,
  ...lifecycle
}: EmployersReturnFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    frequency: `${id}-frequency`,
    taxYear: `${id}-year`,
    period: `${id}-period`,
    employeeCount: `${id}-employees`,
    totalWages: `${id}-wages`,
    taxWithheld: `${id}-withheld`,
    priorCredit: `${id}-credit`,
  };
  const frequencyHeadingId = `${id}-frequency-heading`;
  const previewHeadingId = `${id}-preview`;
  const schema = useMemo(() => employersReturnFormSchema(today), [today]);
  const years = useMemo(() => employersReturnTaxYears(today), [today]);

  // The month or quarter is not rendered until a frequency is chosen, so focus passes it over then.
  const { form, submit, busy } = useTaxForm<EmployersReturnInput, EmployersReturnValues>({
    ...lifecycle,
    schema,
    empty: EMPTY,
    ids,
  });
  const { control, formState, setValue, getValues } = form;

  const [frequency, taxYear, period, taxWithheld, priorCredit] = useWatch({
    control,
    name: ['frequency', 'taxYear', 'period', 'taxWithheld', 'priorCredit'],
  });
  const preview = previewReturn(
    { frequency, taxYear, period, taxWithheld, priorCredit },
    today,
    priorLateFiling,
  );

  /** A new frequency makes the chosen month or quarter meaningless: it is chosen again. */
  const chooseFrequency = (next: WithholdingFrequencyName) => {
    if (getValues('frequency') === next) return;
    setValue('frequency', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('period', null, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const labelOf = (name: FieldName) =>
    name === 'period' ? (frequency === 'monthly' ? m.fields.month : m.fields.quarter) : m.fields[name];
  const errorText = (name: FieldName): string | undefined => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    if (message === NOT_ENDED && frequency && taxYear !== null && period !== null) {
      return m.notEnded(
        periodName(frequency, taxYear, period, m),
        formatLongDate(periodEnd(frequency, taxYear, period)),
      );
    }
    return labelledError(labelOf(name), message, m.rules);
  };
  // Without a frequency there is no month or quarter to choose yet; the frequency error says so.
  const shown = FIELDS.filter((name) => name !== 'period' || frequency !== null);
  const listed = listFieldErrors(shown, ids, (name) =>
    summaryError(labelOf(name), formState.errors[name]?.message, errorText(name)),
  );

  const money = (name: 'totalWages' | 'taxWithheld' | 'priorCredit', required: boolean) => (
    <FormCurrencyInput
      control={control}
      name={name}
      id={ids[name]}
      label={m.fields[name]}
      hint={m.hints[name]}
      allowNegative={false}
      min={0}
      aria-required={required || undefined}
      error={errorText(name)}
    />
  );
  const monthly = frequency === 'monthly';
  const periodNames = monthly ? m.months : m.quarters;

  return (
    <form method="post" className={styles.form} noValidate onSubmit={submit}>
      <section className={styles.group} aria-labelledby={frequencyHeadingId}>
        <h2 id={frequencyHeadingId}>{m.frequencyHeading}</h2>
        <FormRadioGroup
          control={control}
          name="frequency"
          id={ids.frequency}
          label={m.fields.frequency}
          hint={m.frequencyRule}
          options={WITHHOLDING_FREQUENCIES.map((f) => ({ value: f, label: m.frequencies[f] }))}
          onChange={(value) => chooseFrequency(value as WithholdingFrequencyName)}
          isRequired
          error={errorText('frequency')}
        />
        <FrequencyHelper frequency={frequency} onUse={chooseFrequency} messages={m} />
      </section>

      <FormNumberSelect
        control={control}
        name="taxYear"
        id={ids.taxYear}
        label={m.fields.taxYear}
        hint={m.hints.taxYear}
        placeholder={m.placeholders.taxYear}
        choices={years}
        required
        error={errorText('taxYear')}
      />
      {frequency ? (
        <FormNumberSelect
          // A new frequency is a new question: a fresh select, not the old one relabelled.
          key={frequency}
          control={control}
          name="period"
          id={ids.period}
          label={monthly ? m.fields.month : m.fields.quarter}
          hint={monthly ? m.hints.month : m.hints.quarter}
          placeholder={monthly ? m.placeholders.month : m.placeholders.quarter}
          choices={periodNames.map((_, i) => i + 1)}
          labelOf={(n) => periodNames[n - 1] ?? String(n)}
          required
          error={errorText('period')}
        />
      ) : null}
      <FormTextField
        control={control}
        name="employeeCount"
        id={ids.employeeCount}
        label={m.fields.employeeCount}
        hint={m.hints.employeeCount}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        error={errorText('employeeCount')}
      />
      {money('totalWages', true)}
      {money('taxWithheld', true)}
      {money('priorCredit', false)}

      <section className={styles.preview} aria-labelledby={previewHeadingId} data-kind={preview.kind}>
        <h2 id={previewHeadingId}>{m.preview.heading}</h2>
        <PreviewBody
          preview={preview}
          today={today}
          period={frequency && taxYear !== null && period !== null ? { frequency, taxYear, period } : null}
          taxWithheld={taxWithheld ?? 0}
          priorCredit={priorCredit ?? 0}
          messages={m}
        />
      </section>

      {/* The page stays put on a failed filing, so its reason takes focus. */}
      <FormServerError message={serverError} takeFocus />
      <div className={styles.actions} data-print="hide">
        <Button type="submit" isLoading={busy} loadingLabel={m.submitting}>
          {m.submit}
        </Button>
      </div>
      {/* Focus goes to the first invalid field, so the summary under the button is a live region. */}
      <ErrorSummary mode="live" title={m.errorsTitle} errors={formState.isSubmitted ? listed : []} />
    </form>
  );
}

/** The optional check of the filing-frequency rule: two amounts of the past suggest the frequency. */
function FrequencyHelper({
  frequency,
  onUse,
  messages: m,
}: {
  frequency: WithholdingFrequencyName | null;
  onUse: (frequency: WithholdingFrequencyName) => void;
  messages: EmployersReturnMessages;
}) {
  const id = useId();
  const [priorYear, setPriorYear] = useState<number | null>(null);
  const [largestMonth, setLargestMonth] = useState<number | null>(null);
  // NaN or a negative amount is text that is no amount: its field says so, and there is no suggestion.
  const usable = (amount: number | null) => (amount !== null && amount >= 0 ? amount : null);
  const suggestion = suggestFrequency(usable(priorYear), usable(largestMonth));
  let text: string = m.helper.needAmounts;
  if (suggestion.kind === 'result') {
    text =
      suggestion.reason === 'year'
        ? m.helper.monthlyBecauseYear(formatMoney(priorYear ?? 0))
        : suggestion.reason === 'month'
          ? m.helper.monthlyBecauseMonth(formatMoney(largestMonth ?? 0))
          : m.helper.quarterly;
    if (frequency === suggestion.frequency) text = `${text} ${m.helper.chosen[suggestion.frequency]}`;
  }
  return (
    <Details summary={m.helper.summary} data-print="hide">
      <div className={styles.helperBody}>
        <p>{m.helper.intro}</p>
        <CurrencyInput
          id={`${id}-year`}
          label={m.helper.priorYear}
          name="priorYearWithheld"
          value={priorYear}
          onChange={setPriorYear}
          allowNegative={false}
          notANumberMessage={amountMessages.notANumber}
          belowZeroMessage={amountMessages.belowZero}
        />
        <CurrencyInput
          id={`${id}-month`}
          label={m.helper.largestMonth}
          name="largestMonthWithheld"
          value={largestMonth}
          onChange={setLargestMonth}
          allowNegative={false}
          notANumberMessage={amountMessages.notANumber}
          belowZeroMessage={amountMessages.belowZero}
        />
        <p role="status" className={styles.suggestion}>
          {text}
        </p>
        {suggestion.kind === 'result' ? (
          <Button variant="secondary" onClick={() => onUse(suggestion.frequency)}>
            {m.helper.use[suggestion.frequency]}
          </Button>
        ) : null}
      </div>
    </Details>
  );
}

function PreviewBody({
  preview,
  today,
  period,
  taxWithheld,
  priorCredit,
  messages: m,
}: {
  preview: ReturnPreview;
  today: IsoDate;
  period: { frequency: WithholdingFrequencyName; taxYear: number; period: number } | null;
  taxWithheld: number;
  priorCredit: number;
  messages: EmployersReturnMessages;
}) {
  if (preview.kind === 'needInputs' || !period) return <p>{m.preview.needInputs}</p>;
  const name = periodName(period.frequency, period.taxYear, period.period, m);
  if (preview.kind === 'notEnded') return <p>{m.notEnded(name, formatLongDate(preview.end))}</p>;
  if (preview.kind === 'missingRate') return <Alert variant="error">{m.preview.missingRate}</Alert>;
  const { result, monthsLate } = preview;
  return (
    <>
      <p className={styles.note}>{m.preview.assumedToday(formatLongDate(today))}</p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{m.preview.period}</dt>
          <dd>{name}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{m.preview.dueDate}</dt>
          <dd>{formatLongDate(result.dueDate)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{m.preview.today}</dt>
          <dd>{formatLongDate(today)}</dd>
        </div>
      </dl>
      <p className={result.late ? styles.late : undefined}>
        {result.late ? m.preview.late(monthsLate) : m.preview.onTime}
      </p>
      <ReturnWork
        result={result}
        taxYear={period.taxYear}
        monthsLate={monthsLate}
        taxWithheld={taxWithheld}
        priorCredit={priorCredit}
        messages={m}
      />
      {result.late && result.penaltyAndInterest.interestByYear.length > 0 ? (
        <p className={styles.note}>{m.preview.interestNote}</p>
      ) : null}
      <p>
        {result.amountDue > 0
          ? m.preview.pay(formatMoney(centsToDollars(result.amountDue)))
          : m.preview.nothingDue}
      </p>
    </>
  );
}

/** The return's worked lines: what was withheld, the tax due, penalties and interest, the amount due. */
function ReturnWork({
  result,
  taxYear,
  monthsLate,
  taxWithheld,
  priorCredit,
  messages: m,
}: {
  result: WithholdingReturnResult;
  taxYear: number;
  monthsLate: number;
  taxWithheld: number;
  priorCredit: number;
  messages: EmployersReturnMessages;
}) {
  const pi = result.penaltyAndInterest;
  const lines: (Omit<WorkLine, 'value'> & { cents: number })[] = [
    { key: 'withheld', label: m.preview.taxWithheld, cents: dollarsToCents(taxWithheld) },
    { key: 'credit', label: m.preview.priorCredit, cents: dollarsToCents(priorCredit) },
    { key: 'taxDue', label: m.preview.taxDue, cents: result.taxDue, emphasis: true },
    ...(result.late
      ? [
          { key: 'latePayment', label: m.preview.latePayment, cents: pi.latePaymentPenalty },
          {
            key: 'lateFiling',
            label: pi.lateFilingPenaltyAbated
              ? m.preview.lateFilingAbated(taxYear)
              : taxYear <= 2022
                ? m.preview.lateFilingPerMonth(monthsLate, taxYear)
                : m.preview.lateFilingFlat(taxYear),
            cents: pi.lateFilingPenalty,
          },
          ...pi.interestByYear.map((row) => ({
            key: `interest-${row.year}`,
            label: m.preview.interestYear(row.year, row.months, formatPercent(row.ratePpm / PPM)),
            cents: row.amount,
          })),
          { key: 'interest', label: m.preview.interestTotal, cents: pi.interest },
        ]
      : []),
    { key: 'amountDue', label: m.preview.amountDue, cents: result.amountDue, emphasis: true },
  ];
  return (
    <WorkTable
      caption={m.preview.caption}
      lineHeader={m.preview.lineHeader}
      amountHeader={m.preview.amountHeader}
      lines={lines.map(({ cents, ...line }) => ({ ...line, value: formatMoney(centsToDollars(cents)) }))}
    />
  );
}
