import { useSyncExternalStore } from 'react';
import { AUTH_USER_STORAGE_KEY, type User } from '@citytax/api';
import { createStore } from './store';
import { readStoredUser } from './storedUser';

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
