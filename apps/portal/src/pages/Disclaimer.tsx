import { AGREEMENT_DECLINED_QUERY, AGREEMENT_FORM_PATH } from '@citytax/api';
import { Button, Details } from '@citytax/ui';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
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

  // "I Disagree" pressed before the page's script had started: the server sent the page back with
  // this query, and the page now says why the agreement is needed (issue 31).
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (`agreement=${query.get('agreement') ?? ''}` !== AGREEMENT_DECLINED_QUERY) return;
    setRefused(true);
    history.replaceState(history.state, '', location.pathname);
  }, []);

  /**
   * The two buttons submit a form: before the script has started the browser posts it and the
   * server answers (issue 31); from then on the page answers here.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') === 'disagree') {
      setRefused(true);
      return;
    }
    acceptDisclaimer();
    navigate(user ? '/dashboard' : '/auth/login');
  };

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
      <form method="post" action={AGREEMENT_FORM_PATH} className={styles.actions} onSubmit={onSubmit}>
        <Button type="submit" name="choice" value="agree" variant="primary">
          {t.agree}
        </Button>
        <Button type="submit" name="choice" value="disagree" variant="secondary">
          {t.disagree}
        </Button>
      </form>
      {refused ? (
        <Suspense fallback={null}>
          <Refused onOpenChange={setRefused} />
        </Suspense>
      ) : null}
    </Page>
  );
}
