import type { EstimateCreditRow } from '@citytax/api';
import { Alert, Spinner } from '@citytax/ui';
import type { ComponentPropsWithoutRef } from 'react';
import { AmountTable } from '../form-kit/AmountTable';
import { formatMoney } from '../individual-estimate/format';
import { estimateCreditsMessages, type EstimateCreditsMessages } from './messages.en';
import styles from './EstimateCreditsTable.module.css';

export type EstimateCreditsStatus = 'loading' | 'error' | 'loaded';

export interface EstimateCreditsTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The rows of GET /api/forms/tax-year-estimate-credits: current tax year, then the previous one. */
  rows?: readonly EstimateCreditRow[] | undefined;
  status: EstimateCreditsStatus;
  /** Shown when loading failed; defaults to the catalogue's message. */
  errorMessage?: string | undefined;
  messages?: EstimateCreditsMessages;
}

/**
 * Estimates and credits: per tax year, the estimated payments made and the prior-year
 * credit applied, with the note of which payments show at once and which once audited.
 */
export function EstimateCreditsTable({
  rows = [],
  status,
  errorMessage,
  messages: m = estimateCreditsMessages,
  className,
  ...rest
}: EstimateCreditsTableProps) {
  return (
    <div
      {...rest}
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
      data-status={status}
      aria-busy={status === 'loading' || undefined}
    >
      <p className={styles.note}>{m.auditNote}</p>
      {status === 'loading' ? <Spinner label={m.loading} showLabel /> : null}
      {status === 'error' ? <Alert variant="error">{errorMessage ?? m.loadFailed}</Alert> : null}
      {status === 'loaded' && rows.length === 0 ? <p>{m.empty}</p> : null}
      {status === 'loaded' && rows.length > 0 ? (
        <AmountTable
          caption={m.caption}
          columns={[
            { header: m.columns.taxYear },
            { header: m.columns.amountPaid, amount: true },
            { header: m.columns.priorYearCreditAmount, amount: true },
          ]}
          rows={rows.map((row) => ({
            key: row.taxYear,
            cells: [row.taxYear, formatMoney(row.amountPaid), formatMoney(row.priorYearCreditAmount)],
          }))}
        />
      ) : null}
    </div>
  );
}
