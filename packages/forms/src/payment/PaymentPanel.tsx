import {
  PaymentStatus,
  TaxFormStatus,
  translateFrom,
  type PaymentHistoryRow,
  type PaymentInfo,
} from '@citytax/api';
import { AUTHORITY_TIME_ZONE } from '@citytax/tax-rules';
import { Alert, Button, Spinner, Table, VisuallyHidden } from '@citytax/ui';
import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { formatMoney } from '../annual-return-shared/format';
import { FiledStatus } from '../form-kit/FiledStatus';
import { localeFormat } from '../form-kit/localeFormat';
import { paymentMessages, type PaymentMessages } from './messages.en';
import styles from './PaymentPanel.module.css';

export interface PaymentPanelProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * GET /api/payments/tax-forms/{id}; the form is paid when paymentStatus is Completed, and its
   * formStatus places it in the filing lifecycle (Draft, AwaitingPayment, Filed).
   */
  info?: PaymentInfo | undefined;
  /** The payment details are loading: a spinner shows and Pay is disabled. */
  loading: boolean;
  /** Shown instead of the details when they could not be loaded. */
  loadError?: string | undefined;
  /** The payment session is being started (Pay is disabled). */
  starting?: boolean;
  /** The session has started and the browser is on its way to the provider (Pay stays disabled). */
  started?: boolean;
  /** Starting the session failed: Pay becomes a disabled 'Pay Balance' button. */
  startFailed?: boolean;
  onPay: () => void;
  /** Filing a form that owes nothing is in progress. */
  filing?: boolean;
  /** The form that owed nothing has been filed. */
  filed?: boolean;
  /** Why filing without payment failed. */
  noPaymentError?: string | undefined;
  onNoPayment: () => void;
  /**
   * Withdraws a form that awaits payment back to a draft (POST /api/tax-forms/{id}/withdraw).
   * The Withdraw button shows only when this is given and the form is AwaitingPayment.
   */
  onWithdraw?: (() => void) | undefined;
  /** The withdraw is in progress: Withdraw shows its busy state and Pay is disabled. */
  withdrawing?: boolean;
  /** Why withdrawing failed; it takes focus when it appears. */
  withdrawError?: string | undefined;
  /** Ways on from a paid or filed form (its confirmation), under its status. */
  filedActions?: ReactNode;
  messages?: PaymentMessages;
}

type View = 'loading' | 'error' | 'paid' | 'filed' | 'nothingDue' | 'due';

function viewOf({ info, loading, filed }: Pick<PaymentPanelProps, 'info' | 'loading' | 'filed'>): View {
  if (loading) return 'loading';
  if (!info) return 'error';
  if (info.paymentStatus === PaymentStatus.Completed) return 'paid';
  // Filed without a completed payment: it owed nothing, whether filed just now or before.
  if (filed || info.formStatus === TaxFormStatus.Filed) return 'filed';
  return info.amount > 0 ? 'due' : 'nothingDue';
}

/** A payment's moment in the authority's time zone, in the page's language ('Nov 24, 2026, 9:15 AM'). */
const dateTime = localeFormat(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: AUTHORITY_TIME_ZONE,
    }),
);

/** Moves focus to `ref` whenever `key` changes to something (not on null). */
function useFocusOn(key: string | null, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (key === null) return;
    // After the commit, so focus lands on the element as the user will perceive it.
    const id = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(id);
  }, [key, ref]);
}

/**
 * Payment of a form: while loading a spinner and a disabled Pay; a paid form
 * shows the amount applied and the payment history; otherwise the amount due, earlier failed
 * attempts with a way to try again, and Pay (disabled while starting and once started, and a
 * disabled 'Pay Balance' after a start failure); a form that owes nothing can be filed without
 * payment. A form awaiting payment says so, and can be withdrawn back to a draft. Focus moves to
 * the result once it is known.
 */
export function PaymentPanel({
  info,
  loading,
  loadError,
  starting = false,
  started = false,
  startFailed = false,
  onPay,
  filing = false,
  filed = false,
  noPaymentError,
  onNoPayment,
  onWithdraw,
  withdrawing = false,
  withdrawError,
  filedActions,
  messages: m = paymentMessages,
  className,
  ...rest
}: PaymentPanelProps) {
  const view = viewOf({ info, loading, filed });
  const resultRef = useRef<HTMLDivElement>(null);
  const startErrorRef = useRef<HTMLDivElement>(null);
  const noPaymentErrorRef = useRef<HTMLDivElement>(null);
  const withdrawErrorRef = useRef<HTMLDivElement>(null);
  const withdrawHintId = `${useId()}-withdraw-hint`;
  useFocusOn(view === 'loading' ? null : view, resultRef);
  useFocusOn(startFailed ? 'startFailed' : null, startErrorRef);
  useFocusOn(noPaymentError ?? null, noPaymentErrorRef);
  useFocusOn(withdrawError ?? null, withdrawErrorRef);

  const history = info?.paymentHistory ?? [];
  const lastAttempt = history.at(-1);
  const lastSuccess = history.filter((row) => row.status === 'Succeeded').at(-1);
  const awaiting = view === 'due' && info?.formStatus === TaxFormStatus.AwaitingPayment;
  // Withdrawing voids the payment session, so a session is not started alongside it.
  const payDisabled = view === 'loading' || starting || started || startFailed || withdrawing;

  const summary = info ? (
    <dl className={styles.summary}>
      <div>
        <dt>{m.form}</dt>
        <dd>{m.formTypes[info.taxFormType]}</dd>
      </div>
      {awaiting ? (
        <div>
          <dt>{m.status}</dt>
          <dd>{m.awaitingPayment}</dd>
        </div>
      ) : null}
      <div>
        <dt>{view === 'paid' ? m.amountApplied : m.amountDue}</dt>
        <dd className={styles.money}>{formatMoney(info.amount)}</dd>
      </div>
    </dl>
  ) : null;

  const payButton = (
    <div className={styles.actions}>
      <Button onClick={onPay} disabled={payDisabled}>
        {startFailed ? m.payBalance : m.pay}
      </Button>
      <p role="status">{starting ? m.starting : started ? m.started : ''}</p>
    </div>
  );

  return (
    <div
      {...rest}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      data-view={view}
      aria-busy={view === 'loading' || undefined}
    >
      {view === 'loading' ? (
        <>
          <Spinner label={m.loading} showLabel />
          {payButton}
        </>
      ) : null}

      {view === 'error' ? (
        <div ref={resultRef} tabIndex={-1} data-result="">
          <Alert variant="error">{loadError}</Alert>
        </div>
      ) : null}

      {view === 'paid' ? (
        <div ref={resultRef} tabIndex={-1} data-result="">
          <Alert variant="success" heading={m.paidHeading}>
            {m.paid}
          </Alert>
          <FiledStatus
            className={styles.filedStatus}
            amountPaid={info?.amount ?? 0}
            paidAt={lastSuccess?.paymentDate}
            actions={filedActions}
          />
          {summary}
        </div>
      ) : null}

      {view === 'filed' ? (
        <div ref={resultRef} tabIndex={-1} data-result="">
          <Alert variant="success" heading={m.filedHeading}>
            {m.filed}
          </Alert>
          <FiledStatus className={styles.filedStatus} amountPaid={0} actions={filedActions} />
          {summary}
        </div>
      ) : null}

      {view === 'nothingDue' ? (
        <>
          <div ref={resultRef} tabIndex={-1} data-result="">
            {summary}
            <p>{m.nothingDue}</p>
          </div>
          <div className={styles.actions}>
            <Button onClick={onNoPayment} isLoading={filing} loadingLabel={m.filingNoPayment}>
              {m.fileNoPayment}
            </Button>
          </div>
          {noPaymentError ? (
            <div ref={noPaymentErrorRef} tabIndex={-1}>
              <Alert variant="error">{noPaymentError}</Alert>
            </div>
          ) : null}
        </>
      ) : null}

      {view === 'due' && info ? (
        <>
          <div ref={resultRef} tabIndex={-1} data-result="">
            {summary}
            {lastAttempt?.status === 'Failed' && info.paymentStatus !== PaymentStatus.InProgress ? (
              <Alert variant="warning" heading={m.retryHeading}>
                {m.retry}
              </Alert>
            ) : null}
            {info.paymentStatus === PaymentStatus.InProgress ||
            info.paymentStatus === PaymentStatus.Initiated ? (
              <Alert variant="info" heading={m.inProgressHeading}>
                {m.inProgress}
              </Alert>
            ) : null}
          </div>
          <p>{m.payIntro}</p>
          {payButton}
          {startFailed ? (
            <div ref={startErrorRef} tabIndex={-1}>
              <Alert variant="error">{m.startFailed}</Alert>
            </div>
          ) : null}
          {awaiting && onWithdraw ? (
            <div className={styles.withdraw}>
              <p id={withdrawHintId}>{m.withdrawHint}</p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={onWithdraw}
                  // A session being started would outlive the withdraw that voids it.
                  disabled={starting || started}
                  isLoading={withdrawing}
                  loadingLabel={m.withdrawing}
                  aria-describedby={withdrawHintId}
                >
                  {m.withdraw}
                </Button>
              </div>
              {withdrawError ? (
                <div ref={withdrawErrorRef} tabIndex={-1}>
                  <Alert variant="error">{withdrawError}</Alert>
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}

      {history.length > 0 && view !== 'loading' ? <PaymentHistory rows={history} messages={m} /> : null}
    </div>
  );
}

/** The attempts on a form, oldest first; at narrow widths each row stacks, labelled. */
function PaymentHistory({
  rows,
  messages: m,
}: {
  rows: readonly PaymentHistoryRow[];
  messages: PaymentMessages;
}) {
  const h = m.history;
  // The server names the date column in English ('Payment Date'); the catalog knows those names.
  const titleOf = (row: PaymentHistoryRow) => translateFrom(h.dateTitles, row.paymentDateTitle);
  const titles = new Set(rows.map(titleOf));
  // One date title for every row heads the column; mixed titles are named in each cell.
  const shared = titles.size === 1 ? [...titles][0]! : null;
  const dateHeader = shared ?? h.columns.date;
  // Five columns: below 36rem (a phone) each attempt stacks as labelled lines, no sideways scrolling.
  return (
    <Table
      caption={h.caption}
      stackBelow="36rem"
      stackedValues="lines"
      columns={[
        { header: dateHeader },
        { header: h.columns.paymentType },
        { header: h.columns.cardEnding },
        { header: h.columns.amount, numeric: true },
        { header: h.columns.status },
      ]}
      rows={rows.map((row, index) => {
        const ending = row.partialCcNumber ?? row.partialAccountNumber;
        return {
          key: `${row.paymentDate}-${index}`,
          rowProps: { 'data-status': row.status },
          cells: [
            <>
              {shared ? null : `${titleOf(row)}: `}
              <time dateTime={row.paymentDate}>{dateTime().format(new Date(row.paymentDate))}</time>
            </>,
            h.paymentTypes[row.paymentType],
            ending ?? (
              <>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{h.none}</VisuallyHidden>
              </>
            ),
            formatMoney(row.amount),
            <span className={styles.status} data-status={row.status}>
              {h.statuses[row.status]}
            </span>,
          ],
        };
      })}
    />
  );
}
