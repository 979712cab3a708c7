import {
  netProfitEstimateRequestSchema,
  signedMoneySchema,
  type City,
  type NetProfitEstimateRequest,
} from '@citytax/api';
import {
  centsToDollars,
  dollarsToCents,
  percentToPpm,
  type EstimateResult,
  type IsoDate,
} from '@citytax/tax-rules';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { formatPercent } from '../annual-return-shared/format';
import { EstimateAmountField, EstimateFormLayout } from '../estimate-shared/EstimateFormParts';
import {
  computeEstimatePreview,
  estimateAmountsSchema,
  memberCitySchema,
} from '../estimate-shared/estimatePreview';
import { InstallmentSchedule } from '../estimate-shared/InstallmentSchedule';
import { useEstimateForm, type EstimateFormProps } from '../estimate-shared/useEstimateForm';
import { WorkTable, type WorkLine } from '../form-kit/WorkTable';
import { formatMoney } from '../individual-estimate/format';
import { netProfitEstimateMessages, type NetProfitEstimateMessages } from './messages.en';

/** What the form keeps while the filer types: an empty amount or city is null. */
export interface NetProfitEstimateInput {
  businessCity: string | null;
  /** Negative for an expected net loss. */
  estimatedNetProfit: number | null;
  /** 0–100, e.g. 62.5 for 62.5%. */
  apportionmentPercent: number | null;
  estimatedCredits: number | null;
  priorYearTax: number | null;
  paymentAmount: number | null;
}
type FormOutput = Omit<NetProfitEstimateRequest, 'taxYear'>;

/** The payload of POST /api/form/business/net-profit-estimate. */
export type NetProfitEstimateValues = NetProfitEstimateRequest;

const EMPTY: NetProfitEstimateInput = {
  businessCity: null,
  estimatedNetProfit: null,
  apportionmentPercent: null,
  estimatedCredits: null,
  priorYearTax: null,
  paymentAmount: null,
};

/** The schema of the form: the contract's rules (a loss is negative), and a city of the member list. */
export function netProfitEstimateFormSchema(memberCodes: readonly string[]) {
  return z.object({
    businessCity: memberCitySchema(memberCodes),
    estimatedNetProfit: signedMoneySchema,
    apportionmentPercent: netProfitEstimateRequestSchema.shape.apportionmentPercent,
    ...estimateAmountsSchema,
  });
}

/** The estimate's tax math for the live preview; the server's result is the authority. */
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
  const { estimatedNetProfit: profit, apportionmentPercent: share } = values;
  if (!city || profit === null || share === null) {
    return { kind: 'needInputs' };
  }
  const preview = computeEstimatePreview(city, { ...values, taxYear, paidSoFar, today }, () => ({
    kind: 'business',
    estimatedIncome: dollarsToCents(profit),
    apportionmentPpm: percentToPpm(share),
  }));
  // Out-of-range amounts (an apportionment above 100%): the field errors say what to fix.
  return preview.kind === 'outOfRange' ? { kind: 'invalidInputs' } : preview;
}

export interface NetProfitEstimateFormProps extends EstimateFormProps<
  NetProfitEstimateInput,
  NetProfitEstimateValues
> {
  /** Shown next to the submit button (the page's Print button). */
  actions?: ReactNode;
  messages?: NetProfitEstimateMessages;
}

/**
 * The net profit estimate: business city, estimated net profit (negative for an
 * expected net loss, which owes no tax), the share apportioned to the city, estimated credits, an
 * optional prior-year tax for the safe harbor, and what to pay now. A live preview shows its work
 * (profit × apportionment × rate − credits), whether estimates are required (and why not, for a
 * loss), the business installment schedule and the suggested payment; the payment amount follows
 * the suggestion until the filer edits it.
 */
export function NetProfitEstimateForm(props: NetProfitEstimateFormProps) {
  const { taxYear, paidSoFar, actions, messages: m = netProfitEstimateMessages } = props;
  const { bind, values, city, preview, layout } = useEstimateForm<
    NetProfitEstimateInput,
    FormOutput,
    NetProfitEstimateValues,
    NetProfitEstimatePreview
  >({
    ...props,
    schemaFor: netProfitEstimateFormSchema,
    empty: EMPTY,
    idSuffixes: {
      businessCity: 'city',
      estimatedNetProfit: 'profit',
      apportionmentPercent: 'apportionment',
      estimatedCredits: 'credits',
      priorYearTax: 'prior',
      paymentAmount: 'payment',
    },
    cityField: 'businessCity',
    previewOf: previewNetProfitEstimate,
    messages: m,
  });
  const { estimatedNetProfit, apportionmentPercent, estimatedCredits } = values;

  return (
    <EstimateFormLayout
      {...layout}
      cityHint={m.hints.businessCity(taxYear)}
      messages={m}
      amounts={
        <>
          <EstimateAmountField
            {...bind('estimatedNetProfit')}
            hint={m.hints.estimatedNetProfit(taxYear)}
            required
            allowNegative
          />
          <EstimateAmountField
            {...bind('apportionmentPercent')}
            hint={m.hints.apportionmentPercent}
            required
            percent
            amountMessages={m.amounts.apportionmentPercent}
          />
        </>
      }
      actions={actions}
      hideSubmitOnPrint
    >
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
    </EstimateFormLayout>
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
  const profit = formatMoney(netProfit);
  const share = formatPercent(apportionmentPercent / 100);
  const ratePercent = formatPercent(rate);
  const grossTax = formatMoney(centsToDollars(result.grossTax));
  const lessCredits = formatMoney(credits);
  const estimatedTax = formatMoney(centsToDollars(result.estimatedTax));
  const work: WorkLine[] = [
    { key: 'profit', label: m.preview.work.netProfit, value: profit },
    { key: 'apportionment', label: m.preview.work.apportionment(cityName), value: `× ${share}` },
    { key: 'rate', label: m.preview.work.rate(cityName), value: `× ${ratePercent}` },
    { key: 'gross', label: m.preview.work.grossTax, value: grossTax },
    // No credits read $0.00: a minus before nothing is never shown (issue 31, finding 13).
    {
      key: 'credits',
      label: m.preview.work.credits,
      value: credits === 0 ? lessCredits : `− ${lessCredits}`,
    },
    { key: 'estimated', label: m.preview.work.estimatedTax, value: estimatedTax, emphasis: true },
  ];
  return (
    <>
      <WorkTable
        caption={m.preview.workCaption}
        lineHeader={m.preview.workColumns.line}
        amountHeader={m.preview.workColumns.amount}
        lines={work}
      />
      {result.netLoss ? (
        // The loss in words as well as with its minus sign: a sign alone is easy to miss or not hear.
        <p>{m.preview.netLoss(formatMoney(-netProfit))}</p>
      ) : (
        <p>
          {m.preview.formula(profit, share, ratePercent, grossTax)}{' '}
          {dollarsToCents(credits) > result.grossTax
            ? m.preview.creditsExceedTax(lessCredits, grossTax)
            : m.preview.lessCredits(grossTax, lessCredits, estimatedTax)}
        </p>
      )}
      <InstallmentSchedule result={result} taxYear={taxYear} paidSoFar={paidSoFar} messages={m.preview} />
    </>
  );
}
