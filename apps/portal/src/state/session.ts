import { useSyncExternalStore } from 'react';
import { AUTH_USER_STORAGE_KEY, type User } from '@citytax/api';
import { createStore } from './store';

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

function readStoredUser(): User | null {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_USER_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

const userStore = createStore<User | null>(readStoredUser());
const expiredStore = createStore(false);
let loggingOut = false;

/** The signed-in user, kept in localStorage under `auth_user` (spec §3). */
export const session = {
  getUser: userStore.get,
  subscribe: userStore.subscribe,
  signIn(user: User) {
    localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
    userStore.set(user);
  },
  /** Forgets the user on this client only; see clearClientState for a full sign-out. */
  forget() {
    localStorage.removeItem(AUTH_USER_STORAGE_KEY);
    userStore.set(null);
  },
  /** While a deliberate logout runs, its 401 is not a session expiry. */
  isLoggingOut: () => loggingOut,
  setLoggingOut(value: boolean) {
    loggingOut = value;
  },
  /** Re-reads storage, e.g. after another tab changed it. */
  reload() {
    userStore.set(readStoredUser());
  },
};

/** Whether the session-expired alert should show. */
export const sessionExpiredNotice = expiredStore;

export function useUser(): User | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get, userStore.get);
}

export function useSessionExpiredNotice(): boolean {
  return useSyncExternalStore(expiredStore.subscribe, expiredStore.get, expiredStore.get);
}
