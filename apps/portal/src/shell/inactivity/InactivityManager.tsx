import {
  AUTH_USER_STORAGE_KEY,
  DEFAULT_INACTIVITY_LOGOUT_MS,
  DEFAULT_INACTIVITY_WARNING_MS,
  type InactivityConfig,
} from '@citytax/api';
import { InactivityDialog, useIdleTimer } from '@citytax/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { inactivityEn as t } from '../../messages/inactivity.en';
import { clearClientState } from '../../state/clientState';
import { getEndpoints } from '../../state/endpoints';
import { session, useUser } from '../../state/session';
import { createCrossTab, type CrossTab } from './crossTab';
import { flushDrafts } from './draftRegistry';
import { INACTIVITY_NOTICE_KEY, hasInactivityNotice } from './notice';

export const DEFAULT_INACTIVITY_CONFIG: InactivityConfig = {
  warningTime: DEFAULT_INACTIVITY_WARNING_MS,
  logoutTime: DEFAULT_INACTIVITY_LOGOUT_MS,
};

/** WCAG 2.2.1: the warning shows at least this long before the logout, when the configuration allows it. */
export const MIN_WARNING_LEAD_MS = 20_000;
/** Local activity is told to the other tabs at most this often. */
export const ACTIVITY_BROADCAST_INTERVAL_MS = 1000;

/** How long a tab waits after another tab's sign-out for the message that says it was inactivity. */
const OTHER_TAB_MESSAGE_GRACE_MS = 300;

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'touchstart'] as const;

/** The warning time actually used: moved earlier when the configured one leaves less than 20 s to react. */
export function effectiveWarningTime({ warningTime, logoutTime }: InactivityConfig): number {
  if (logoutTime > MIN_WARNING_LEAD_MS && logoutTime - warningTime < MIN_WARNING_LEAD_MS) {
    return logoutTime - MIN_WARNING_LEAD_MS;
  }
  return warningTime;
}

/** Stops the unsaved-changes prompt of a form on the page: its draft was saved, the user is signed out. */
function skipLeavePrompts(event: Event) {
  event.stopImmediatePropagation();
}

/**
 * Goes home with history replaced, as a full load: no in-app blocker (unsaved changes) can hold it
 * and nothing of the signed-out user's forms stays in memory.
 */
function leaveToHome(to: string) {
  window.addEventListener('beforeunload', skipLeavePrompts, { capture: true });
  window.location.replace(to);
}

export interface InactivityManagerProps {
  /** For tests: the tab-to-tab channel. */
  crossTab?: CrossTab;
  /** For tests: how the page leaves to the home page (default: location.replace). */
  leave?: (to: string) => void;
}

/**
 * The inactivity timeout (spec §4, §9; issue 9): loads the configuration once, warns before the
 * logout (not on the FAQ page), saves dirty drafts, signs out, goes home and says why. Activity
 * and inactivity logouts are shared with the other tabs.
 */
export function InactivityManager({ crossTab: givenCrossTab, leave = leaveToHome }: InactivityManagerProps) {
  const user = useUser();
  const signedIn = user !== null;
  const { pathname } = useLocation();
  const onFaq = pathname === '/faq';
  const [config, setConfig] = useState<InactivityConfig | null>(null);
  const [warned, setWarned] = useState(false);
  // Set by the inactivity logout before the page reloaded at home.
  // (Read in the initializer, removed in an effect: StrictMode may run the initializer twice.)
  const [signedOutNotice, setSignedOutNotice] = useState(hasInactivityNotice);
  useEffect(() => {
    try {
      sessionStorage.removeItem(INACTIVITY_NOTICE_KEY);
    } catch {
      // Nothing stored without storage.
    }
  }, []);
  const loggingOut = useRef(false);
  const crossTabRef = useRef<CrossTab | null>(null);
  const signedOutElsewhereAt = useRef(-Infinity);

  // The configuration, once (a failure uses the defaults: spec §8).
  const loadStarted = useRef(false);
  useEffect(() => {
    if (!signedIn || loadStarted.current) return;
    loadStarted.current = true;
    getEndpoints()
      .then((e) => e.inactivityConfig())
      .then(setConfig, () => setConfig(DEFAULT_INACTIVITY_CONFIG));
  }, [signedIn]);

  /** Ends this tab's signed-in state after another tab (or this one) signed out. */
  const left = useRef(false);
  const endLocally = useCallback(
    (inactivity: boolean) => {
      if (left.current) return;
      left.current = true;
      setWarned(false);
      if (session.getUser()) clearClientState();
      try {
        sessionStorage.clear();
        if (inactivity) sessionStorage.setItem(INACTIVITY_NOTICE_KEY, '1');
      } catch {
        // Nothing to clear without storage; the notice is then skipped.
      }
      leave('/');
    },
    [leave],
  );

  const logoutForInactivity = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    setWarned(false);
    try {
      // The filer finds the unsaved form again after signing in (issue 9).
      await flushDrafts();
      session.setLoggingOut(true);
      try {
        await (await getEndpoints()).signOut();
      } catch {
        // The server session may be gone already; the client still signs out.
      }
      crossTabRef.current?.post({ type: 'logout' });
      endLocally(true);
    } finally {
      session.setLoggingOut(false);
      loggingOut.current = false;
    }
  }, [endLocally]);

  const enabled = signedIn && config !== null;
  const { reset, remainingMs } = useIdleTimer({
    warningTime: config ? effectiveWarningTime(config) : DEFAULT_INACTIVITY_WARNING_MS,
    logoutTime: config?.logoutTime ?? DEFAULT_INACTIVITY_LOGOUT_MS,
    enabled,
    onWarning: () => setWarned(true),
    onLogout: () => void logoutForInactivity(),
    // On the FAQ page no warning shows, so activity there must still count.
    activityResetsWarning: onFaq,
  });
  const resetRef = useRef(reset);
  resetRef.current = reset;
  const warnedRef = useRef(warned);
  warnedRef.current = warned;

  // Tab-to-tab: activity keeps every tab alive; an inactivity logout signs out every tab.
  useEffect(() => {
    const channel = givenCrossTab ?? createCrossTab();
    crossTabRef.current = channel;
    const unsubscribe = channel.subscribe((message) => {
      if (message.type === 'activity') {
        if (!session.getUser()) return;
        setWarned(false);
        resetRef.current();
      } else if (
        !loggingOut.current &&
        (session.getUser() || Date.now() - signedOutElsewhereAt.current < 5000)
      ) {
        // The auth_user storage event may have arrived first and forgotten the user already.
        endLocally(true);
      }
    });
    return () => {
      unsubscribe();
      if (!givenCrossTab) channel.close();
      crossTabRef.current = null;
    };
  }, [givenCrossTab, endLocally]);

  // Local activity is told to the other tabs (throttled); the open warning needs an explicit Ok.
  useEffect(() => {
    if (!enabled) return undefined;
    let last = -Infinity;
    const onActivity = () => {
      if (warnedRef.current && !onFaq) return;
      const now = Date.now();
      if (now - last < ACTIVITY_BROADCAST_INTERVAL_MS) return;
      last = now;
      crossTabRef.current?.post({ type: 'activity' });
    };
    for (const name of ACTIVITY_EVENTS)
      document.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, onFaq]);

  // Another tab signed out in any way (its auth_user is gone): this tab's files go too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_USER_STORAGE_KEY || event.newValue !== null || loggingOut.current) return;
      signedOutElsewhereAt.current = Date.now();
      // An inactivity logout's own message may still be on its way; it says why (with the notice).
      clearTimeout(timer);
      timer = setTimeout(() => endLocally(false), OTHER_TAB_MESSAGE_GRACE_MS);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [endLocally]);

  const continueSession = () => {
    setWarned(false);
    reset();
    crossTabRef.current?.post({ type: 'activity' });
  };

  if (signedIn && warned && !onFaq) {
    return (
      <InactivityDialog
        open
        onOpenChange={(open) => {
          if (!open) setWarned(false);
        }}
        signedIn
        onContinue={continueSession}
        secondsRemaining={remainingMs === undefined ? undefined : Math.ceil(remainingMs / 1000)}
        signedInTitle={t.signedInTitle}
        signedInMessage={t.signedInMessage}
        signedOutTitle={t.signedOutTitle}
        signedOutMessage={t.signedOutMessage}
        okLabel={t.ok}
        countdownText={t.countdown}
      />
    );
  }
  if (!signedIn && signedOutNotice) {
    return (
      <InactivityDialog
        open
        onOpenChange={(open) => {
          if (!open) setSignedOutNotice(false);
        }}
        signedIn={false}
        onContinue={() => setSignedOutNotice(false)}
        signedInTitle={t.signedInTitle}
        signedInMessage={t.signedInMessage}
        signedOutTitle={t.signedOutTitle}
        signedOutMessage={t.signedOutMessage}
        okLabel={t.ok}
      />
    );
  }
  return null;
}
