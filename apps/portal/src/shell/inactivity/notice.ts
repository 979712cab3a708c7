/**
 * Session-storage flag that survives the reload after an inactivity logout, so the next page
 * says why the user was logged out. Kept apart from the manager: the shell reads it on start.
 */
export const INACTIVITY_NOTICE_KEY = 'citytax-inactivity-logout';

export function hasInactivityNotice(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(INACTIVITY_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}
