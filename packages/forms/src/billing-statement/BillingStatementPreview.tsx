import type { BillingStatementCalculation } from '@citytax/api';
import { addDays, compareDates, LATE_PAYMENT_PENALTY_PPM, monthsLate, PPM } from '@citytax/tax-rules';
import type { ComponentPropsWithoutRef } from 'react';
import { formatMoney, formatPercent } from '../annual-return-shared/format';
import { AmountTable } from '../form-kit/AmountTable';
import { WorkTable, type WorkLine } from '../form-kit/WorkTable';
import { formatLongDate } from '../individual-estimate/format';
import type { BillingStatementValues } from './billingStatement';
import { billingStatementMessages, type BillingStatementMessages } from './messages.en';
import styles from './BillingStatementForm.module.css';

export interface BillingStatementPreviewProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The inputs the amounts are for: they explain which rule applied. */
  request: BillingStatementValues;
  /** The amounts: the server's (authoritative) or the live preview's. */
  calculation: BillingStatementCalculation;
  messages?: BillingStatementMessages;
}

/** The late-filing rule that applied to these inputs, in words. */
function lateFilingExplanation(
  request: BillingStatementValues,
  calculation: BillingStatementCalculation,
  m: BillingStatementMessages['breakdown'],
) {
  if (compareDates(request.filedDate, request.dueDate) <= 0) return m.lateFilingNone;
  if (calculation.lateFilingPenaltyAbated) return m.lateFilingAbated;
  if (request.taxYear >= 2023) return m.lateFilingFlat;
  const months = monthsLate(request.dueDate, request.filedDate);
  return m.lateFilingMonthly(months, months * 25 > 150);
}

/**
 * The billing statement line by line, showing its work: each penalty with the rule or rate that
 * applied, and the interest per year with its months and rate. Nothing in it is interactive, so
 * it prints as it shows.
 */
export function BillingStatementPreview({
  request,
  calculation,
  messages = billingStatementMessages,
  className,
  ...rest
}: BillingStatementPreviewProps) {
  const m = messages.breakdown;
  const paidLate = compareDates(request.paymentDate, request.dueDate) > 0;
  const penaltyRate = formatPercent(LATE_PAYMENT_PENALTY_PPM[request.taxType] / PPM);
  const lines: WorkLine[] = [
    { key: 'unpaid', label: m.unpaidTax, value: formatMoney(calculation.unpaidTax) },
    {
      key: 'latePayment',
      label: m.latePaymentPenalty(penaltyRate),
      explanation: paidLate
        ? m.latePaymentApplied(penaltyRate, formatMoney(calculation.unpaidTax))
        : m.latePaymentNone,
      value: formatMoney(calculation.latePaymentPenalty),
    },
    {
      key: 'lateFiling',
      label: m.lateFilingPenalty,
      explanation: lateFilingExplanation(request, calculation, m),
      value: formatMoney(calculation.lateFilingPenalty),
    },
    {
      key: 'interest',
      label: m.interest,
      explanation: paidLate
        ? m.interestApplied(formatLongDate(addDays(request.dueDate, 1)), formatLongDate(request.paymentDate))
        : m.interestNone,
      value: formatMoney(calculation.interest),
    },
    { key: 'total', label: m.total, value: formatMoney(calculation.total), emphasis: true },
  ];
  const rows = calculation.interestByYear;
  const months = rows.reduce((sum, row) => sum + row.months, 0);

  return (
    <div {...rest} className={[styles.breakdown, className].filter(Boolean).join(' ')}>
      <WorkTable
        caption={m.caption(request.taxYear)}
        lineHeader={m.lineHeader}
        amountHeader={m.amountHeader}
        lines={lines}
        explained
      />
      {rows.length > 0 ? (
        <>
          <AmountTable
            caption={m.byYearCaption}
            columns={[
              { header: m.columns.year },
              { header: m.columns.months, amount: true },
              { header: m.columns.rate, amount: true },
              { header: m.columns.amount, amount: true },
            ]}
            rows={rows.map((row) => ({
              key: row.year,
              cells: [row.year, row.months, formatPercent(row.rate), formatMoney(row.amount)],
            }))}
            footer={{
              key: 'total',
              cells: [m.byYearTotal, months, null, formatMoney(calculation.interest)],
              emphasis: true,
            }}
          />
        </>
      ) : null}
    </div>
  );
}
