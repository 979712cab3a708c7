import type { Confirmation } from '@citytax/api';
import { formatMoney } from '@citytax/forms';
import { AUTHORITY_TIME_ZONE } from '@citytax/tax-rules';
import { Alert, Button, Spinner, SummaryList } from '@citytax/ui';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { confirmationEn } from '../../messages/confirmation.en';
import { usePageTitle } from '../../shell/Page';
import { DownloadPdfButton } from '../../taxForm/DownloadPdfButton';
import { NextLinks } from '../../taxForm/NextLinks';
import { payPath } from '../../taxForm/formPaths';
import { formTitleOf, periodLabel } from '../../taxForm/formWords';
import { printForm } from '../../taxForm/printForm';
import { useSettled } from '../../taxForm/useSettled';
import type { ConfirmationLoad, confirmationLoader } from './confirmation/confirmationLoader';
import styles from './confirmation/ConfirmationPage.module.css';
import { formatDateTime } from '../../i18n/formats';

const t = confirmationEn;

/** When a form was filed, as read: "November 24, 2026 at 10:14 AM EST" (the authority's time zone). */
export function formatFiledAt(iso: string): string {
  return formatDateTime(iso, AUTHORITY_TIME_ZONE);
}

/**
 * The number as a screen reader should read it: each group, and within the groups of letters and
 * digits each character on its own ("C T, 2025, 7 K 4 P, 9 Q X M").
 */
export function spellConfirmationNumber(number: string): string {
  // The tax year (the second group) is read as a year; every other group character by character.
  return t.spelled(number.split('-').map((group, index) => (index === 1 ? group : [...group].join(' '))));
}

/** How the form was paid: the card's last four digits, else the kind of payment. */
function paymentMethod(payment: NonNullable<Confirmation['payment']>): string {
  return payment.cardLast4 ? t.card(payment.cardLast4) : t.paymentTypes[payment.paymentType];
}

/** The facts of the confirmation: the number first, large, then the form, amounts and dates. */
function ConfirmationDetails({ confirmation: c }: { confirmation: Confirmation }) {
  const rows: Array<[string, string]> = [
    [t.form, formTitleOf(c.taxFormType)],
    [t.taxYear, String(c.taxYear)],
    ...(c.period ? [[t.period, periodLabel(c.period)] as [string, string]] : []),
    [t.amountPaid, c.amountPaid > 0 ? formatMoney(c.amountPaid) : t.noPaymentDue],
    [t.filedAt, formatFiledAt(c.filedAt)],
    ...(c.payment ? [[t.paymentMethod, paymentMethod(c.payment)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="confirmation-details" className={styles.card}>
      <h2 id="confirmation-details" className="ct-visually-hidden">
        {t.details}
      </h2>
      <SummaryList
        noBorder
        rows={[
          {
            key: t.confirmationNumber,
            stacked: true,
            value: (
              <>
                {/* Seen as groups in a fixed-width face; heard letter by letter (see spelled). */}
                <span aria-hidden="true" className={styles.number}>
                  {c.confirmationNumber}
                </span>
                <span className="ct-visually-hidden">{spellConfirmationNumber(c.confirmationNumber)}</span>
              </>
            ),
          },
          ...rows.map(([term, value]) => ({
            key: term,
            value: term === t.filedAt ? <time dateTime={c.filedAt}>{value}</time> : value,
          })),
        ]}
      />
    </section>
  );
}

/**
 * /form/{formId}/confirmation: a filed form's confirmation — its number (large, and
 * spelled out for screen readers), the form, tax year, period, amount paid, date and time, and the
 * card's last four digits — with Download PDF and Print. A form not filed yet says so and links to
 * its payment page; a missing form or one that is not the user's says why. Once the confirmation
 * has loaded, focus moves to the heading (the pay page sends the filer here after paying).
 */
export function ConfirmationPage() {
  const { id, confirmation } = useLoaderData<typeof confirmationLoader>();
  const { revalidate, state: revalidating } = useRevalidator();
  const load: ConfirmationLoad | undefined = useSettled(confirmation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  usePageTitle(t.title);

  useEffect(() => {
    if (!load) return;
    // After the commit, so focus lands on what the reader will perceive.
    const timer = setTimeout(() =>
      (load.status === 'loaded' ? headingRef.current : resultRef.current)?.focus(),
    );
    return () => clearTimeout(timer);
  }, [load]);

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.title}
      </h1>
      {!load ? <Spinner label={t.loading} showLabel /> : null}

      {load?.status === 'loaded' ? (
        <>
          <Alert variant="success" heading={t.filedHeading}>
            <p>
              {load.confirmation.amountPaid > 0
                ? t.paid(formatMoney(load.confirmation.amountPaid))
                : t.noPayment}
            </p>
            <p>{t.keepNumber}</p>
          </Alert>
          <ConfirmationDetails confirmation={load.confirmation} />
          <div className={styles.actions} data-print="hide">
            <DownloadPdfButton formId={load.confirmation.id} fileName={load.confirmation.pdfFileName} />
            <Button variant="secondary" onClick={() => printForm('confirmation')}>
              {t.print}
            </Button>
          </div>
          <NextLinks taxFormType={load.confirmation.taxFormType} />
        </>
      ) : null}

      {load?.status === 'notFiled' ? (
        <>
          <div ref={resultRef} tabIndex={-1} className={styles.result}>
            <Alert variant="warning" heading={t.notFiledHeading}>
              {t.notFiled}
            </Alert>
          </div>
          {id !== null ? (
            <p>
              <Link to={payPath(id)}>{t.toPayment}</Link>
            </p>
          ) : null}
          <NextLinks />
        </>
      ) : null}

      {load?.status === 'error' ? (
        <>
          <div ref={resultRef} tabIndex={-1} className={styles.result}>
            <Alert variant="error">{load.message}</Alert>
          </div>
          {load.retry ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                isLoading={revalidating === 'loading'}
                loadingLabel={t.loading}
                onClick={() => void revalidate()}
              >
                {t.retry}
              </Button>
            </div>
          ) : null}
          <NextLinks />
        </>
      ) : null}
    </div>
  );
}
