import type { SecondStepMethod } from '@citytax/api';

/**
 * A sign-in whose password passed and that owes its second step (ADR 0045): the pending token and
 * where to go after. Kept in this tab's sessionStorage (a reload keeps it, a new tab or the URL
 * never sees it) and dropped once the step succeeds or the server says it has expired.
 */
export interface PendingSignIn {
  pendingToken: string;
  methods: SecondStepMethod[];
  mustEnrol: boolean;
  expiresAt: string;
  returnUrl: string | null;
}

const KEY = 'citytax.pendingSignIn';

export const pendingSignIn = {
  save(pending: PendingSignIn) {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  },
  /**
   * The pending sign-in, if any. Whether it has expired is the server's to say (a 401
   * second-step-expired): the device's clock may be wrong.
   */
  read(): PendingSignIn | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      if (!raw) return null;
      const pending = JSON.parse(raw) as PendingSignIn;
      return typeof pending.pendingToken === 'string' ? pending : null;
    } catch {
      return null;
    }
  },
  clear() {
    sessionStorage.removeItem(KEY);
  },
};
