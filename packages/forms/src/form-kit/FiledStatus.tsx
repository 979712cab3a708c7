import { AUTHORITY_TIME_ZONE } from '@citytax/tax-rules';
import { VisuallyHidden } from '@citytax/ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { formatMoney } from '../annual-return-shared/format';
import { localeFormat } from './localeFormat';
import { filedStatusMessages, type FiledStatusMessages } from './filedStatus.en';
import styles from './FiledStatus.module.css';

const longDate = localeFormat(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: AUTHORITY_TIME_ZONE }),
);

/**
 * A moment as the day it fell on in the authority's time zone, in the page's language:
 * 'November 24, 2026', '24 de noviembre de 2026'.
 */
export function formatFiledDate(iso: string): string {
  return longDate().format(new Date(iso));
}

export interface FiledStatusProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What completed payments of the form add up to, dollars; 0 when it was filed with no payment due. */
  amountPaid: number;
  /** When it was paid (ISO timestamp); the filing date when not given. */
  paidAt?: string | null | undefined;
  /** When it was filed (ISO timestamp). */
  filedAt?: string | null | undefined;
  /** Its confirmation number, once known. */
  confirmationNumber?: string | null | undefined;
  /** The confirmation number is being read: its row keeps its place meanwhile. */
  confirmationPending?: boolean;
  /** Ways on from the filed form (its confirmation, its PDF copy), below the facts. */
  actions?: ReactNode;
  messages?: FiledStatusMessages;
}

/**
 * Where a filed form stands: "Paid $875.01 on November 24, 2026, balance $0.00" or
 * "Filed, no payment due", then the filing date and the confirmation number. Every filed view of
 * a form shows it, so none says "Balance due" once the balance is paid.
 */
export function FiledStatus({
  amountPaid,
  paidAt,
  filedAt,
  confirmationNumber,
  confirmationPending = false,
  actions,
  messages: m = filedStatusMessages,
  className,
  ...rest
}: FiledStatusProps) {
  const paid = amountPaid > 0;
  const paidOn = paidAt ?? filedAt;
  return (
    <div
      {...rest}
      className={[styles.filed, className].filter(Boolean).join(' ')}
      data-status={paid ? 'paid' : 'filed'}
    >
      <p className={styles.headline}>
        {paid ? m.paid(formatMoney(amountPaid), paidOn ? formatFiledDate(paidOn) : null) : m.filedNoPayment}
      </p>
      {filedAt || confirmationNumber || confirmationPending ? (
        <dl className={styles.facts}>
          {filedAt ? (
            <div>
              <dt>{m.filedOn}</dt>
              <dd>
                <time dateTime={filedAt}>{formatFiledDate(filedAt)}</time>
              </dd>
            </div>
          ) : null}
          {confirmationNumber || confirmationPending ? (
            <div>
              <dt>{m.confirmationNumber}</dt>
              <dd className={styles.number} aria-busy={confirmationNumber ? undefined : true}>
                {confirmationNumber ?? <VisuallyHidden>{m.loadingConfirmation}</VisuallyHidden>}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {actions ? (
        <div className={styles.actions} data-print="hide">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
