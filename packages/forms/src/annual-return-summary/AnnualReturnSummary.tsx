import type { AnnualReturnSummary as AnnualReturnSummaryData, City } from '@citytax/api';
import type { ComponentPropsWithoutRef } from 'react';
import { formatMoney, formatPercent, formatRate } from '../annual-return-shared/format';
import { WorkTable, type WorkLine } from '../form-kit/WorkTable';
import { annualReturnSummaryMessages, type AnnualReturnSummaryMessages } from './messages.en';
import styles from './AnnualReturnSummary.module.css';

export interface AnnualReturnSummaryProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The computation to show: the server's (authoritative) or previewSummary's. */
  summary: AnnualReturnSummaryData;
  /** The city table, for locality names. */
  cities: readonly City[];
  /** Employer name of each W-2 entry id, to tell the credit lines and warnings apart. */
  entryNames?: Readonly<Record<number, string>>;
  caption?: string;
  /**
   * The return is filed: the balance line is what was due when it was filed, and the
   * outcome line (which tells how to file) is left out; the page says what was paid. An
   * overpayment has no outcome line either: the page's paper-return guidance tells how to file it.
   */
  filed?: boolean;
  messages?: AnnualReturnSummaryMessages;
}

/**
 * The individual annual return line by line, as a table. It holds nothing
 * interactive, so it prints as it shows.
 */
export function AnnualReturnSummary({
  summary,
  cities,
  entryNames = {},
  caption,
  filed = false,
  messages = annualReturnSummaryMessages,
  className,
  ...rest
}: AnnualReturnSummaryProps) {
  const cityName = (code: string) => cities.find((city) => city.code === code)?.name ?? code;
  const balance: WorkLine =
    summary.outcome === 'balanceDue'
      ? {
          key: 'balance',
          label: filed ? messages.dueWhenFiled : messages.balanceDue,
          value: formatMoney(summary.amountDue),
          emphasis: true,
        }
      : summary.outcome === 'overpayment'
        ? { key: 'balance', label: messages.overpayment, value: formatMoney(-summary.net), emphasis: true }
        : { key: 'balance', label: messages.noPayment, value: formatMoney(summary.net), emphasis: true };
  const lines: WorkLine[] = [
    { key: 'wages', label: messages.qualifyingWages, value: formatMoney(summary.qualifyingWages) },
    { key: '1099', label: messages.income1099, value: formatMoney(summary.income1099) },
    { key: 'taxable', label: messages.taxableIncome, value: formatMoney(summary.taxableIncome) },
    { key: 'rate', label: messages.rate, value: formatPercent(summary.rate) },
    { key: 'tax', label: messages.tax, value: formatMoney(summary.tax), emphasis: true },
    ...summary.credits.map((credit) => ({
      key: `credit-${credit.entryId}`,
      label: messages.creditLine(cityName(credit.locality), entryNames[credit.entryId]),
      value: formatMoney(credit.amount),
    })),
    ...(summary.credits.length > 1
      ? [{ key: 'creditable', label: messages.creditableTotal, value: formatMoney(summary.creditableTotal) }]
      : []),
    { key: 'factor', label: messages.creditFactor, value: formatPercent(summary.creditFactor) },
    { key: 'limit', label: messages.creditLimit, value: formatRate(summary.creditLimit) },
    {
      key: 'credit',
      label: messages.credit,
      // The rule in words, with the residence city's terms for the tax year.
      explanation: messages.creditRule(formatPercent(summary.creditFactor), formatRate(summary.creditLimit)),
      value: formatMoney(summary.credit),
    },
    { key: 'withheld', label: messages.residenceWithheld, value: formatMoney(summary.residenceWithheld) },
    { key: 'estimates', label: messages.estimatesPaid, value: formatMoney(summary.estimatesPaid) },
    { key: 'prior', label: messages.priorYearCredit, value: formatMoney(summary.priorYearCredit) },
    balance,
  ];
  return (
    <div
      {...rest}
      className={[styles.summary, className].filter(Boolean).join(' ')}
      data-outcome={summary.outcome}
    >
      <WorkTable
        caption={caption ?? messages.caption}
        captionClassName={styles.caption}
        lineHeader={messages.lineHeader}
        amountHeader={messages.amountHeader}
        lines={lines}
        explained
      />
      {/* An overpayment is filed on paper: the page's PaperReturnGuidance says so, once. */}
      {filed || summary.outcome === 'overpayment' ? null : (
        <p className={styles.outcome}>{messages.outcome[summary.outcome]}</p>
      )}
      {summary.warnings.length > 0 ? (
        <ul className={styles.warnings}>
          {summary.warnings.map((warning) => (
            <li key={`${warning.entryId}-${warning.code}`}>
              {messages.warning(warning.code, entryNames[warning.entryId])}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
