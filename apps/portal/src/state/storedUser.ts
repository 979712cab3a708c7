import { AUTH_USER_STORAGE_KEY, type User } from '@citytax/api';

/*
 * The stored user, read without React: the session (state/session.ts) starts from it, and so does
 * the first script a signed-in page's frame runs (earlyStart.ts), before React has loaded.
 */

/** Checks the stored shape by hand: zod stays out of the initial bundle. */
function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const taxpayerOk = v.taxpayerId === undefined || v.taxpayerId === null || typeof v.taxpayerId === 'string';
  return (
    typeof v.username === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.isBusinessUser === 'boolean' &&
    taxpayerOk
  );
}

/** The user kept in localStorage under `auth_user` (spec §3), or null when none or malformed. */
export function readStoredUser(): User | null {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_USER_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}
