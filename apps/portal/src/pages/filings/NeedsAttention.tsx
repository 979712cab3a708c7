import type { Filing } from '@citytax/api';
import { formatMoney } from '@citytax/forms';
import { Spinner } from '@citytax/ui';
import { Link } from 'react-router';
import { filingsEn } from '../../messages/filings.en';
import { routesOf } from '../../navigation';
import { continueHref, filingName, formTitle, payPath, periodLabel } from './filingLabels';
import { useSettled } from '../../taxForm/useSettled';
import type { AttentionData } from './attentionLoader';
import type { FilingsLoad } from './filingsLoader';
import { attentionOf, distinctNames } from './filingsList';
import styles from './filings.module.css';

const t = filingsEn.attention;

/** One form to finish or pay: what it is, where it stands, and the link that does it. */
function AttentionItem({ filing, name }: { filing: Filing; name: string }) {
  const awaiting = filing.status === 'AwaitingPayment';
  const href = awaiting ? payPath(filing.id) : continueHref(filing);
  const word = awaiting ? filingsEn.actions.pay : filingsEn.actions.continue;
  return (
    <li className={styles.attentionItem}>
      <p className={styles.attentionWhat}>
        <strong>{formTitle(filing)}</strong>
        <span className="ct-visually-hidden">, </span>
        <span className={styles.attentionWhen}>
          {[...(filing.period ? [periodLabel(filing.period)] : []), String(filing.taxYear)].join(', ')}
        </span>
      </p>
      <p className={styles.attentionState}>
        {awaiting ? t.awaiting(formatMoney(filing.amountDue)) : t.draft}
      </p>
      {href ? (
        <Link to={href} className={styles.primaryAction}>
          {word}
          <span className="ct-visually-hidden"> {name}</span>
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The body of the dashboard's "Needs your attention" (issue 15): the forms awaiting payment with
 * their total balance due, then the drafts, each with its Pay or Continue link; or that nothing
 * needs doing. `load` is what the dashboard's loader read (`attentionLoader`), or its read still
 * pending when the list was slow.
 */
export function NeedsAttention({ load }: { load: AttentionData }) {
  const pending = load instanceof Promise ? load : undefined;
  const settled = useSettled(pending);
  const read = pending ? settled : (load as FilingsLoad);
  if (!read) return <NeedsAttentionLoading />;
  const seeAll = (
    <p className={styles.attentionSeeAll}>
      <Link to={routesOf.filings}>{t.seeAll}</Link>
    </p>
  );
  if (read.status === 'error') {
    return (
      <>
        <p className={styles.attentionMessage}>{t.loadFailed}</p>
        {seeAll}
      </>
    );
  }
  const { drafts, awaitingPayment, balanceDue } = attentionOf(read.filings);
  const items = [...awaitingPayment, ...drafts];
  if (items.length === 0) return <p className={styles.attentionMessage}>{t.nothing}</p>;
  const names = distinctNames(items, filingName, (name, index, count) =>
    filingsEn.formName([name, filingsEn.sameName(index, count)]),
  );
  return (
    <>
      {awaitingPayment.length > 0 ? (
        <p className={styles.attentionTotal}>{t.total(formatMoney(balanceDue))}</p>
      ) : null}
      <ul className={styles.attentionList}>
        {items.map((filing) => (
          <AttentionItem key={filing.id} filing={filing} name={names.get(filing.id) ?? filingName(filing)} />
        ))}
      </ul>
      {seeAll}
    </>
  );
}

/** The spinner of the section while a slow list is read. */
export function NeedsAttentionLoading() {
  return <Spinner label={t.loading} showLabel className={styles.attentionLoading} />;
}
