import type { Filing, FilingStatus } from '@citytax/api';
import { formatFiledDate, formatMoney } from '@citytax/forms';
import { Button, Fieldset, NativeSelect, Spinner, SummaryList, Tag } from '@citytax/ui';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { filingsEn } from '../../messages/filings.en';
import { routesOf } from '../../navigation';
import { Page } from '../../shell/Page';
import { useOnFilingAsChange } from '../../state/businesses';
import { DownloadPdfButton } from '../../taxForm/DownloadPdfButton';
import { useSettled } from '../../taxForm/useSettled';
import {
  continueHref,
  filingName,
  formTitle,
  payPath,
  periodLabel,
  STATUS_TAG,
  viewHref,
} from './filingLabels';
import type { filingsLoader } from './filingsLoader';
import {
  distinctNames,
  filterFilings,
  groupByTaxYear,
  NO_FILTERS,
  taxYearsOf,
  type FilingFilters,
} from './filingsList';
import styles from './filings.module.css';
import { LoadFailed } from '../../taxForm/LoadFailed';

const t = filingsEn;

const STATUSES: readonly FilingStatus[] = ['Draft', 'AwaitingPayment', 'Filed', 'Paid'];
/** The status filter's choices, labelled when shown (in the page's language). */
const statusOptions = () => STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/** An action's word, and for screen readers the form it acts on, since every card has the same words. */
function ActionText({ word, name }: { word: string; name: string }) {
  return (
    <>
      {word}
      <span className="ct-visually-hidden"> {name}</span>
    </>
  );
}

interface Fact {
  term: string;
  value: ReactNode;
  className?: string;
}

/** What a card says about a form's money and filing, by where it stands. */
function factsOf(filing: Filing): Fact[] {
  if (filing.status === 'Draft' || filing.status === 'AwaitingPayment') {
    return [{ term: t.amountDue, value: formatMoney(filing.amountDue) }];
  }
  const facts: Fact[] = [
    { term: t.amountPaid, value: filing.amountPaid > 0 ? formatMoney(filing.amountPaid) : t.noPaymentDue },
  ];
  if (filing.filedAt) {
    facts.push({
      term: t.filedOn,
      value: <time dateTime={filing.filedAt}>{formatFiledDate(filing.filedAt)}</time>,
    });
  }
  if (filing.confirmationNumber) {
    facts.push({
      term: t.confirmationNumber,
      value: filing.confirmationNumber,
      className: styles.confirmationNumber,
    });
  }
  return facts;
}

/** One form: its title and period, status tag, amounts and dates, and what can be done with it. */
function FilingCard({ filing, name }: { filing: Filing; name: string }) {
  const id = useId();
  const headingId = `${id}-title`;
  const periodId = `${id}-period`;
  const actions = filing.actions.flatMap((action) => {
    switch (action) {
      case 'continue': {
        const href = continueHref(filing);
        return href
          ? [
              <Link key={action} to={href} className={styles.primaryAction}>
                <ActionText word={t.actions.continue} name={name} />
              </Link>,
            ]
          : [];
      }
      case 'pay':
        return [
          <Link key={action} to={payPath(filing.id)} className={styles.primaryAction}>
            <ActionText word={t.actions.pay} name={name} />
          </Link>,
        ];
      case 'view':
        return [
          <Link key={action} to={viewHref(filing)} className={styles.secondaryAction}>
            <ActionText word={t.actions.view} name={name} />
          </Link>,
        ];
      case 'downloadPdf':
        return [
          <span key={action} className={styles.download}>
            <DownloadPdfButton formId={filing.id} aria-label={`${t.downloadPdf} ${name}`} />
          </span>,
        ];
    }
  });
  return (
    <article className={styles.card} aria-labelledby={filing.period ? `${headingId} ${periodId}` : headingId}>
      <div className={styles.cardHead}>
        <div>
          <h3 id={headingId} className={styles.cardTitle}>
            {formTitle(filing)}
          </h3>
          {filing.period ? (
            <p id={periodId} className={styles.period}>
              {periodLabel(filing.period)}
            </p>
          ) : null}
        </div>
        <p className={styles.status}>
          <span className="ct-visually-hidden">{t.status}: </span>
          <Tag variant={STATUS_TAG[filing.status]}>{t.statuses[filing.status]}</Tag>
        </p>
      </div>
      <SummaryList
        noBorder
        rows={factsOf(filing).map(({ term, value, className }) => ({
          key: term,
          value,
          ...(className ? { valueProps: { className } } : {}),
        }))}
      />
      {actions.length > 0 ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

/** Nothing to list yet: where to start. */
function EmptyState() {
  return (
    <div className={styles.empty}>
      <p>{t.empty}</p>
      <p>
        <Link to={routesOf.dashboard}>{t.emptyAction}</Link>
      </p>
    </div>
  );
}

/** The filters, the live count and the forms that pass, grouped by tax year. */
function FilingsList({
  filings,
  filters,
  onFiltersChange,
}: {
  filings: Filing[];
  filters: FilingFilters;
  onFiltersChange: (filters: FilingFilters) => void;
}) {
  const id = useId();
  const yearId = `${id}-year`;
  if (filings.length === 0) return <EmptyState />;

  const shown = filterFilings(filings, filters);
  const yearOptions = taxYearsOf(filings).map((year) => ({ value: String(year), label: String(year) }));
  const names = distinctNames(filings, filingName, (name, index, count) =>
    t.formName([name, t.sameName(index, count)]),
  );
  const clear = () => {
    onFiltersChange(NO_FILTERS);
    // The button goes away with the empty result: focus goes back to the first filter.
    document.getElementById(yearId)?.focus();
  };

  return (
    <>
      <Fieldset legend={t.filters} legendSize="md" className={styles.filters}>
        <NativeSelect
          id={yearId}
          name="taxYear"
          label={t.taxYear}
          placeholder={t.allYears}
          options={yearOptions}
          value={filters.taxYear === null ? null : String(filters.taxYear)}
          onChange={(value) =>
            onFiltersChange({ ...filters, taxYear: value === null ? null : Number(value) })
          }
          className={styles.filter}
        />
        <NativeSelect
          name="status"
          label={t.status}
          placeholder={t.allStatuses}
          options={statusOptions()}
          value={filters.status}
          onChange={(value) => onFiltersChange({ ...filters, status: value as FilingStatus | null })}
          className={styles.filter}
        />
      </Fieldset>
      <p role="status" className={styles.count}>
        {t.count(shown.length, filings.length)}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{t.noMatch}</p>
          <Button variant="secondary" onClick={clear}>
            {t.clearFilters}
          </Button>
        </div>
      ) : (
        groupByTaxYear(shown).map((group) => {
          const headingId = `${id}-${group.taxYear}`;
          return (
            <section key={group.taxYear} className={styles.year}>
              <h2 id={headingId}>{t.yearHeading(group.taxYear)}</h2>
              <ul className={styles.cards} aria-labelledby={headingId}>
                {group.filings.map((filing) => (
                  <li key={filing.id}>
                    <FilingCard filing={filing} name={names.get(filing.id) ?? filingName(filing)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}

/**
 * /filings, Filings and Payments: every form of the filing-as taxpayer, newest first and
 * grouped by tax year, with its status, amounts, confirmation number and actions; filters by tax
 * year and status. The route's loader (`filingsLoader`) reads the list; a change of the filing-as
 * business reads it again and clears the filters.
 */
export function FilingsPage() {
  const { filings } = useLoaderData<typeof filingsLoader>();
  const { revalidate, state: revalidating } = useRevalidator();
  const settled = useSettled(filings);
  const load = settled && revalidating !== 'loading' ? settled : { status: 'loading' as const };
  const [filters, setFilters] = useState<FilingFilters>(NO_FILTERS);

  // The list is the filing-as business's: read it again when that changes.
  useOnFilingAsChange(() => {
    setFilters(NO_FILTERS);
    void revalidate();
  });

  return (
    <Page title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      {load.status === 'loading' ? (
        <Spinner label={t.loading} showLabel className={styles.loading} />
      ) : load.status === 'error' ? (
        <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={() => void revalidate()} />
      ) : (
        <FilingsList filings={load.filings} filters={filters} onFiltersChange={setFilters} />
      )}
    </Page>
  );
}
