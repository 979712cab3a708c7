import type { BillingStatementCalculation } from '@citytax/api';
import { addDays, compareDates, LATE_PAYMENT_PENALTY_PPM, monthsLate, PPM } from '@citytax/tax-rules';
import type { ComponentPropsWithoutRef } from 'react';
import { formatMoney, formatPercent } from '../annual-return-shared/format';
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

interface Line {
  key: string;
  label: string;
  explanation?: string;
  value: number;
  emphasis?: boolean;
}

/** The late-filing rule that applied to these inputs (TAX-RULES.md §5), in words. */
function lateFilingExplanation(request: BillingStatementValues, m: BillingStatementMessages['breakdown']) {
  if (compareDates(request.filedDate, request.dueDate) <= 0) return m.lateFilingNone;
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
  const lines: Line[] = [
    { key: 'unpaid', label: m.unpaidTax, value: calculation.unpaidTax },
    {
      key: 'latePayment',
      label: m.latePaymentPenalty(penaltyRate),
      explanation: paidLate
        ? m.latePaymentApplied(penaltyRate, formatMoney(calculation.unpaidTax))
        : m.latePaymentNone,
      value: calculation.latePaymentPenalty,
    },
    {
      key: 'lateFiling',
      label: m.lateFilingPenalty,
      explanation: lateFilingExplanation(request, m),
      value: calculation.lateFilingPenalty,
    },
    {
      key: 'interest',
      label: m.interest,
      explanation: paidLate
        ? m.interestApplied(formatLongDate(addDays(request.dueDate, 1)), formatLongDate(request.paymentDate))
        : m.interestNone,
      value: calculation.interest,
    },
    { key: 'total', label: m.total, value: calculation.total, emphasis: true },
  ];
  const rows = calculation.interestByYear;
  const roundedPerYear = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  const months = rows.reduce((sum, row) => sum + row.months, 0);

  return (
    <div {...rest} className={[styles.breakdown, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption>{m.caption(request.taxYear)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.lineHeader}</th>
            <th scope="col" className={styles.amount}>
              {m.amountHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-line={line.key} data-emphasis={line.emphasis || undefined}>
              <th scope="row">
                <span className={styles.lineLabel}>{line.label}</span>
                {line.explanation ? <span className={styles.explanation}>{line.explanation}</span> : null}
              </th>
              <td className={styles.amount}>{formatMoney(line.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > 0 ? (
        <>
          <table className={styles.table}>
            <caption>{m.byYearCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.columns.year}</th>
                <th scope="col" className={styles.amount}>
                  {m.columns.months}
                </th>
                <th scope="col" className={styles.amount}>
                  {m.columns.rate}
                </th>
                <th scope="col" className={styles.amount}>
                  {m.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  <td className={styles.amount}>{row.months}</td>
                  <td className={styles.amount}>{formatPercent(row.rate)}</td>
                  <td className={styles.amount}>{formatMoney(row.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-emphasis="">
                <th scope="row">{m.byYearTotal}</th>
                <td className={styles.amount}>{months}</td>
                <td />
                <td className={styles.amount}>{formatMoney(calculation.interest)}</td>
              </tr>
            </tfoot>
          </table>
          {roundedPerYear !== Math.round(calculation.interest * 100) ? (
            <p className={styles.note}>{m.roundedOnce}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
