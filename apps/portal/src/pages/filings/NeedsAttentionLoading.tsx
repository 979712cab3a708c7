import { Spinner } from '@citytax/ui';
import { filingsEn } from '../../messages/filings.en';
import styles from './filings.module.css';

/**
 * The spinner of the dashboard's "Needs your attention", the same while the section's code and
 * while its data load. In a module of its own: the dashboard draws it before that code arrives.
 */
export function NeedsAttentionLoading() {
  return <Spinner label={filingsEn.attention.loading} showLabel className={styles.attentionLoading} />;
}
