import { features } from './features';
import { session } from './session';

/** Signs out on this client: forgets the user, clears session storage (stored files, filing-as) and drops the private flags. */
export function clearClientState() {
  session.forget();
  try {
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (privacy mode); nothing to clear then.
  }
  void features.reload();
}
