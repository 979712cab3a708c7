import { Button } from '@citytax/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { en } from '../messages/en';
import { acceptDisclaimer, hasAcceptedDisclaimer } from '../routing/disclaimer';
import { Page } from '../shell/Page';
import { useUser } from '../state/session';
import styles from './pages.module.css';

const LandingContent = lazy(() => import('./LandingContent'));
const Refused = lazy(() => import('./DisclaimerRefused'));

/**
 * "About this service" for a visitor who has not agreed yet: the landing page is guarded (spec §3),
 * so its content opens here, in a native disclosure, loaded only when asked for.
 */
function AboutBeforeAgreeing() {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.about} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{en.app.about}</summary>
      {open ? (
        <Suspense fallback={null}>
          <LandingContent />
        </Suspense>
      ) : null}
    </details>
  );
}

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
      ) : (
        <AboutBeforeAgreeing />
      )}
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
        <Suspense fallback={null}>
          <Refused onOpenChange={setRefused} />
        </Suspense>
      ) : null}
    </Page>
  );
}
