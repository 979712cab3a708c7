import { moneySchema, type City, type IndividualEstimateRequest } from '@citytax/api';
import {
  centsToDollars,
  computeEstimate,
  dollarsToCents,
  PPM,
  type EstimateResult,
  type IsoDate,
} from '@citytax/tax-rules';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  EstimateAmountField,
  EstimateFormFooter,
  EstimatePreviewSection,
  MemberCityField,
} from '../estimate-shared/EstimateFormParts';
import { InstallmentSchedule } from '../estimate-shared/InstallmentSchedule';
import { useEstimateForm, type EstimateFormProps } from '../estimate-shared/useEstimateForm';
import { usePaymentAmount } from '../estimate-shared/usePaymentAmount';
import { formatMoney } from './format';
import { individualEstimateMessages, type IndividualEstimateMessages } from './messages.en';
import styles from '../estimate-shared/estimate.module.css';

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

const EMPTY: IndividualEstimateInput = {
  residenceCity: null,
  estimatedIncome: null,
  estimatedCredits: null,
  priorYearTax: null,
  paymentAmount: null,
};

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

export interface IndividualEstimateFormProps extends EstimateFormProps<
  IndividualEstimateInput,
  IndividualEstimateValues
> {
  onSubmit: (values: IndividualEstimateValues) => Promise<void>;
  messages?: IndividualEstimateMessages;
}

/**
 * The individual estimate (TAX-RULES.md §3): residence city, estimated income and credits, an
 * optional prior-year tax for the safe harbor, and what to pay now. A live preview shows the
 * estimated tax, whether estimates are required, the installment schedule and the suggested payment;
 * the payment amount follows the suggestion until the filer edits it.
 */
export function IndividualEstimateForm(props: IndividualEstimateFormProps) {
  const { taxYear, paidSoFar, today, serverError, messages: m = individualEstimateMessages } = props;
  const id = useId();
  const ids: Record<FieldName, string> = {
    residenceCity: `${id}-city`,
    estimatedIncome: `${id}-income`,
    estimatedCredits: `${id}-credits`,
    priorYearTax: `${id}-prior`,
    paymentAmount: `${id}-payment`,
  };
  const previewHeadingId = `${id}-preview`;
  const { members, form, submit, busy, bind, listed } = useEstimateForm<
    IndividualEstimateInput,
    FormOutput,
    IndividualEstimateValues
  >({
    ...props,
    schemaFor: individualEstimateFormSchema,
    empty: EMPTY,
    ids,
    messages: m,
  });
  const { control } = form;

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
  const choosePayment = usePaymentAmount(form, result);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <MemberCityField {...bind('residenceCity')} hint={m.hints.residenceCity(taxYear)} members={members} />
      <EstimateAmountField {...bind('estimatedIncome')} hint={m.hints.estimatedIncome(taxYear)} required />
      <EstimateAmountField {...bind('estimatedCredits')} hint={m.hints.estimatedCredits} required />
      <EstimateAmountField {...bind('priorYearTax')} hint={m.hints.priorYearTax(taxYear)} />

      <EstimatePreviewSection
        headingId={previewHeadingId}
        heading={m.preview.heading(taxYear)}
        kind={preview.kind}
        messages={m.preview}
      >
        {result ? (
          <InstallmentSchedule
            result={result}
            taxYear={taxYear}
            paidSoFar={paidSoFar}
            figures={[
              { label: m.preview.estimatedTax, value: formatMoney(centsToDollars(result.estimatedTax)) },
            ]}
            messages={m.preview}
          />
        ) : null}
      </EstimatePreviewSection>

      <EstimateAmountField
        {...bind('paymentAmount')}
        hint={m.hints.paymentAmount}
        required
        onEdit={choosePayment}
      />
      <EstimateFormFooter serverError={serverError} busy={busy} messages={m} errors={listed} />
    </form>
  );
}
