import { Button, Details } from '@citytax/ui';
import { lazy, Suspense, useState } from 'react';
import { en } from '../messages/en';
import { acceptDisclaimer, hasAcceptedDisclaimer } from '../routing/disclaimer';
import { Page } from '../shell/Page';
import { useShellNavigation } from '../shell/ShellFrame';
import { useUser } from '../state/session';
import styles from './pages.module.css';

const LandingContent = lazy(() => import('./LandingContent'));
const Refused = lazy(() => import('./DisclaimerRefused'));

/**
 * "About this service" for a visitor who has not agreed yet: the landing page is guarded,
 * so its content opens here, in a native disclosure (ui Details), loaded only when asked for.
 */
function AboutBeforeAgreeing() {
  const [open, setOpen] = useState(false);
  return (
    <Details className={styles.about} summary={en.app.about} open={open} onOpenChange={setOpen}>
      {open ? (
        <Suspense fallback={null}>
          <LandingContent />
        </Suspense>
      ) : null}
    </Details>
  );
}

/** The Web Filing Agreement: the terms of filing online, to agree to (then sign in) or decline. */
export function DisclaimerPage() {
  const user = useUser();
  // Not react-router's: the first page runs before the router has loaded (ADR 0042).
  const { linkComponent: Link, navigate } = useShellNavigation();
  const [refused, setRefused] = useState(false);
  const t = en.disclaimer;
  // The landing page opens for whom the disclaimer gate lets through (it is guarded).
  const canSeeLanding = Boolean(user) || hasAcceptedDisclaimer();

  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      {canSeeLanding ? (
        <p>
          <Link href="/landing">{en.app.about}</Link>
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
