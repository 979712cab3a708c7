import type { Filing } from '@citytax/api';
import { formatMoney } from '@citytax/forms';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { filingsEn } from '../../messages/filings.en';
import { routesOf } from '../../navigation';
import { continueHref, filingName, formTitle, payPath, periodLabel } from './filingLabels';
import { readFilings, type FilingsLoad } from './filingsLoader';
import { attentionOf, distinctNames } from './filingsList';
import { NeedsAttentionLoading } from './NeedsAttentionLoading';
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
 * needs doing. Loaded with its own chunk (the dashboard's code stays free of it) and read again
 * when the filing-as taxpayer changes.
 */
export function NeedsAttention({ taxpayerId }: { taxpayerId: string }) {
  const [read, setRead] = useState<{ taxpayerId: string; load: FilingsLoad } | null>(null);
  useEffect(() => {
    let current = true;
    void readFilings().then((load) => {
      if (current) setRead({ taxpayerId, load });
    });
    return () => {
      current = false;
    };
  }, [taxpayerId]);

  // A previous taxpayer's answer is not this one's.
  if (!read || read.taxpayerId !== taxpayerId) return <NeedsAttentionLoading />;
  const seeAll = (
    <p className={styles.attentionSeeAll}>
      <Link to={routesOf.filings}>{t.seeAll}</Link>
    </p>
  );
  if (read.load.status === 'error') {
    return (
      <>
        <p className={styles.attentionMessage}>{t.loadFailed}</p>
        {seeAll}
      </>
    );
  }
  const { drafts, awaitingPayment, balanceDue } = attentionOf(read.load.filings);
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
