import { moneySchema, type City, type IndividualEstimateRequest } from '@citytax/api';
import { centsToDollars, dollarsToCents, type EstimateResult, type IsoDate } from '@citytax/tax-rules';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { EstimateAmountField, EstimateFormLayout } from '../estimate-shared/EstimateFormParts';
import {
  computeEstimatePreview,
  estimateAmountsSchema,
  memberCitySchema,
} from '../estimate-shared/estimatePreview';
import { InstallmentSchedule } from '../estimate-shared/InstallmentSchedule';
import { useEstimateForm, type EstimateFormProps } from '../estimate-shared/useEstimateForm';
import { formatMoney } from './format';
import { individualEstimateMessages, type IndividualEstimateMessages } from './messages.en';

/** What the form keeps while the filer types: an empty amount or city is null. */
export interface IndividualEstimateInput {
  residenceCity: string | null;
  estimatedIncome: number | null;
  estimatedCredits: number | null;
  priorYearTax: number | null;
  paymentAmount: number | null;
}
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
    residenceCity: memberCitySchema(memberCodes),
    estimatedIncome: moneySchema,
    ...estimateAmountsSchema,
  });
}

/** The estimate's tax math for the live preview; the server's result is the authority. */
export type EstimatePreview =
  { kind: 'needInputs' } | { kind: 'missingRate' } | { kind: 'result'; result: EstimateResult };

export function previewEstimate(
  values: Pick<IndividualEstimateInput, 'estimatedIncome' | 'estimatedCredits' | 'priorYearTax'>,
  city: City | undefined,
  taxYear: number,
  paidSoFar: number,
  today: IsoDate,
): EstimatePreview {
  const income = values.estimatedIncome;
  if (!city || income === null) return { kind: 'needInputs' };
  const preview = computeEstimatePreview(city, { ...values, taxYear, paidSoFar, today }, () => ({
    kind: 'individual',
    estimatedIncome: dollarsToCents(income),
  }));
  // Out-of-range amounts: the field errors say what to fix; there is nothing to preview.
  if (preview.kind === 'outOfRange') return { kind: 'needInputs' };
  return preview.kind === 'result' ? { kind: 'result', result: preview.result } : preview;
}

export interface IndividualEstimateFormProps extends EstimateFormProps<
  IndividualEstimateInput,
  IndividualEstimateValues
> {
  onSubmit: (values: IndividualEstimateValues) => Promise<void>;
  /** Shown next to the submit button (the page's Print button). */
  actions?: ReactNode;
  messages?: IndividualEstimateMessages;
}

/**
 * The individual estimate: residence city, estimated income and credits, an
 * optional prior-year tax for the safe harbor, and what to pay now. A live preview shows the
 * estimated tax, whether estimates are required, the installment schedule and the suggested payment;
 * the payment amount follows the suggestion until the filer edits it.
 */
export function IndividualEstimateForm(props: IndividualEstimateFormProps) {
  const { taxYear, paidSoFar, actions, messages: m = individualEstimateMessages } = props;
  const { bind, result, layout } = useEstimateForm<
    IndividualEstimateInput,
    FormOutput,
    IndividualEstimateValues,
    EstimatePreview
  >({
    ...props,
    schemaFor: individualEstimateFormSchema,
    empty: EMPTY,
    idSuffixes: {
      residenceCity: 'city',
      estimatedIncome: 'income',
      estimatedCredits: 'credits',
      priorYearTax: 'prior',
      paymentAmount: 'payment',
    },
    cityField: 'residenceCity',
    previewOf: previewEstimate,
    messages: m,
  });

  return (
    <EstimateFormLayout
      {...layout}
      cityHint={m.hints.residenceCity(taxYear)}
      messages={m}
      amounts={
        <EstimateAmountField {...bind('estimatedIncome')} hint={m.hints.estimatedIncome(taxYear)} required />
      }
      actions={actions}
      hideSubmitOnPrint
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
    </EstimateFormLayout>
  );
}
