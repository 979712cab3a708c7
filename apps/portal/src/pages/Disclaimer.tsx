import { Button } from '@citytax/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { en } from '../messages/en';
import { acceptDisclaimer, hasAcceptedDisclaimer } from '../routing/disclaimer';
import { LazyModalAlert } from '../shell/LazyModalAlert';
import { Page } from '../shell/Page';
import { useUser } from '../state/session';
import styles from './pages.module.css';

/** The Web Filing Agreement (spec §2, §4). */
export function DisclaimerPage() {
  const user = useUser();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const t = en.disclaimer;
  // The landing page opens for whom the disclaimer gate lets through (spec §3: it is guarded).
  const canSeeLanding = Boolean(user) || hasAcceptedDisclaimer();

  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      {canSeeLanding ? (
        <p>
          <Link to="/landing">{en.app.about}</Link>
        </p>
      ) : null}
      <ol className={styles.terms}>
        {t.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => {
            acceptDisclaimer();
            navigate(user ? '/dashboard' : '/auth/login');
          }}
        >
          {t.agree}
        </Button>
        <Button variant="secondary" onClick={() => setRefused(true)}>
          {t.disagree}
        </Button>
      </div>
      {refused ? (
        <LazyModalAlert
          open
          onOpenChange={setRefused}
          title={t.requiredTitle}
          message={t.requiredMessage}
          onOk={() => window.close()}
        />
      ) : null}
    </Page>
  );
}
