import { clearClientState } from './clientState';
import { session, sessionExpiredNotice } from './session';

/**
 * Spec §4 session expiry: a 401/403 while signed in signs the user out on the
 * client, raises the expiry alert and goes to '/'.
 */
export function createSessionExpiryHandler(navigate: (to: string) => void) {
  return () => {
    if (!session.getUser() || session.isLoggingOut()) return;
    clearClientState();
    sessionExpiredNotice.set(true);
    navigate('/');
  };
}
