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
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatPercent } from '../annual-return-shared/format';
import {
  EstimateAmountField,
  EstimateFormFooter,
  EstimatePreviewSection,
  MemberCityField,
} from '../estimate-shared/EstimateFormParts';
import { InstallmentSchedule } from '../estimate-shared/InstallmentSchedule';
import { useEstimateForm, type EstimateFormProps } from '../estimate-shared/useEstimateForm';
import { usePaymentAmount } from '../estimate-shared/usePaymentAmount';
import { formatMoney } from '../individual-estimate/format';
import { netProfitEstimateMessages, type NetProfitEstimateMessages } from './messages.en';
import shared from '../estimate-shared/estimate.module.css';
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

const EMPTY: NetProfitEstimateInput = {
  businessCity: null,
  estimatedNetProfit: null,
  apportionmentPercent: null,
  estimatedCredits: null,
  priorYearTax: null,
  paymentAmount: null,
};

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

export interface NetProfitEstimateFormProps extends EstimateFormProps<
  NetProfitEstimateInput,
  NetProfitEstimateValues
> {
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
export function NetProfitEstimateForm(props: NetProfitEstimateFormProps) {
  const { taxYear, paidSoFar, today, serverError, actions, messages: m = netProfitEstimateMessages } = props;
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
  const { members, form, submit, busy, bind, listed } = useEstimateForm<
    NetProfitEstimateInput,
    FormOutput,
    NetProfitEstimateValues
  >({
    ...props,
    schemaFor: netProfitEstimateFormSchema,
    empty: EMPTY,
    ids,
    messages: m,
  });
  const { control } = form;

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
  const choosePayment = usePaymentAmount(form, result);

  return (
    <form className={shared.form} noValidate onSubmit={submit}>
      <MemberCityField {...bind('businessCity')} hint={m.hints.businessCity(taxYear)} members={members} />
      <EstimateAmountField
        {...bind('estimatedNetProfit')}
        hint={m.hints.estimatedNetProfit(taxYear)}
        required
      />
      <EstimateAmountField
        {...bind('apportionmentPercent')}
        hint={m.hints.apportionmentPercent}
        required
        percent
      />
      <EstimateAmountField {...bind('estimatedCredits')} hint={m.hints.estimatedCredits} required />
      <EstimateAmountField {...bind('priorYearTax')} hint={m.hints.priorYearTax(taxYear)} />

      <EstimatePreviewSection
        headingId={previewHeadingId}
        heading={m.preview.heading(taxYear)}
        kind={preview.kind}
        messages={m.preview}
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
        errors={listed}
        actions={actions}
        hideSubmitOnPrint
      />
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
      <table className={[shared.table, styles.work].join(' ')}>
        <caption>{m.preview.workCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.preview.workColumns.line}</th>
            <th scope="col" className={shared.amount}>
              {m.preview.workColumns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {work.map((line) => (
            <tr key={line.key} data-emphasis={line.emphasis || undefined}>
              <th scope="row">{line.label}</th>
              <td className={shared.amount}>{line.value}</td>
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
      <InstallmentSchedule result={result} taxYear={taxYear} paidSoFar={paidSoFar} messages={m.preview} />
    </>
  );
}
