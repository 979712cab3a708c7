import { isApiError } from '@citytax/api';
import { useConfirmedChoice, useToast } from '@citytax/ui';
import { useEffect, useId } from 'react';
import { businessEn } from '../messages/business.en';
import { businesses, useBusinesses } from '../state/businesses';
import { getEndpoints } from '../state/endpoints';
import { session } from '../state/session';
import styles from './Shell.module.css';

const t = businessEn.filingAs;

/**
 * The Shell's "Filing as" dropdown (spec §2, §4): names the business filed for in plain text (a
 * select cuts long names short on a phone) and lists the linked businesses; choosing one asks the
 * server to change taxpayers, replaces the user with the one it returns and says so in a toast,
 * which screen readers hear politely. A native select: the ui Select (react-aria) alone is a
 * 38.8 KB gzip chunk, over the 30 KB lazy-chunk budget. Shown for a business user with EIN
 * management only, and nothing until that user has linked businesses; it loads the list, so the
 * business state stays out of the first page.
 */
export function FilingAsSelect({ className }: { className?: string }) {
  const toast = useToast();
  const id = useId();
  const { list, filingAs, loaded } = useBusinesses();

  // A reloaded page has no list yet; sign-in loads it too (spec §4). A failure is only logged.
  useEffect(() => {
    // Signing out empties the list too: nothing to load then.
    if (!loaded && session.getUser()) {
      businesses.load().catch((error: unknown) => console.warn('Loading linked businesses failed', error));
    }
  }, [loaded]);

  // The "linked businesses changed" signal reloads the list.
  useEffect(
    () =>
      businesses.onChanged(() => {
        businesses.load().catch(() => {});
      }),
    [],
  );

  async function choose(taxpayerId: string | null) {
    if (!taxpayerId || taxpayerId === filingAs) return;
    try {
      const user = await (await getEndpoints()).einChanged({ taxpayerId });
      businesses.apply({ type: 'filingAsChanged', user, taxpayerId });
      const chosen = list.find((b) => b.taxpayerId === taxpayerId);
      if (chosen) toast.show({ text: t.changed(chosen.name1), kind: 'success' });
    } catch (error) {
      const detail = isApiError(error) ? error.problem?.detail : undefined;
      if (detail) toast.show({ text: t.changeFailedDetail(detail), kind: 'danger' });
      toast.show({ text: t.changeFailed, kind: 'danger' });
    }
  }

  // Switched on confirm: arrow keys browse the businesses, Enter or leaving switches (issue 31).
  const choice = useConfirmedChoice(filingAs ?? null, (taxpayerId) => void choose(taxpayerId));

  if (list.length === 0) return null;
  const current = list.find((b) => b.taxpayerId === filingAs);
  return (
    <div className={[styles.filingAsField, className].filter(Boolean).join(' ')}>
      <p className={styles.filingAsCurrent}>
        <label htmlFor={id}>{t.label}</label> {current ? <strong>{current.name1}</strong> : null}
      </p>
      <select id={id} name="filingAs" {...choice}>
        {list.map((b) => (
          <option key={b.taxpayerId} value={b.taxpayerId}>
            {t.option(b.name1, b.ein)}
          </option>
        ))}
      </select>
    </div>
  );
}
