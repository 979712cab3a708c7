import { unexpectedErrorMessage, isApiError } from '@citytax/api';
import { Alert, Spinner } from '@citytax/ui';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { track } from '../analytics';
import { signOutEn } from '../messages/signOut.en';
import { Page } from '../shell/Page';
import type { InAppNavigationState } from '../shell/Shell';
import { getEndpoints } from '../state/endpoints';
import { clearClientState } from '../state/clientState';
import { session } from '../state/session';
import { LoggedOutMessage } from './LoggedOut';

export interface LogoutLoaderData {
  returnUrl: string | null;
}

type Status = 'working' | 'notInitiated' | 'loggedOut' | 'failed';

/** /auth/logout (spec §2, §4): proceeds only when started inside the page. */
export function LogoutPage() {
  const { returnUrl } = useLoaderData() as LogoutLoaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const fromApp = (location.state as InAppNavigationState | null)?.fromApp === true;
  const [status, setStatus] = useState<Status>(() => {
    if (!session.getUser()) return 'loggedOut';
    return fromApp ? 'working' : 'notInitiated';
  });
  const [failure, setFailure] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'working' || started.current) return;
    started.current = true;
    void (async () => {
      session.setLoggingOut(true);
      try {
        sessionStorage.clear();
        await (await getEndpoints()).signOut();
        clearClientState();
        track('logout');
        navigate(returnUrl ?? '/auth/logged-out', { replace: true });
      } catch (error) {
        // The server refused or was unreachable; still forget the session on this client.
        clearClientState();
        setFailure(
          isApiError(error) && error.problem?.detail ? error.problem.detail : signOutEn.logout.failed,
        );
        setStatus('failed');
      } finally {
        session.setLoggingOut(false);
      }
    })();
  }, [status, navigate, returnUrl]);

  return (
    <Page title={signOutEn.logout.title}>
      {status === 'working' ? <Spinner label={signOutEn.logout.inProgress} showLabel /> : null}
      {status === 'notInitiated' ? <Alert variant="warning">{signOutEn.logout.notInitiated}</Alert> : null}
      {status === 'loggedOut' ? <LoggedOutMessage /> : null}
      {status === 'failed' ? <Alert variant="error">{failure || unexpectedErrorMessage()}</Alert> : null}
    </Page>
  );
}
