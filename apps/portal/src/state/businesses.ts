import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BusinessTaxpayer, LinkChangeResponse } from '@citytax/api';
import { linkingReducer, type LinkingEvent } from './linking';
import { session } from './session';
import { createStore } from './store';
import { FILING_AS_STORAGE_KEY, readFilingAs } from './filingAs';

export interface BusinessesState {
  /** Linked businesses, ascending by ein. */
  list: readonly BusinessTaxpayer[];
  /** taxpayerId of the business filed as. */
  filingAs: string | null;
  /** Whether the list has been loaded for this session. */
  loaded: boolean;
}

function writeFilingAs(id: string | null) {
  try {
    if (id) sessionStorage.setItem(FILING_AS_STORAGE_KEY, id);
    else sessionStorage.removeItem(FILING_AS_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (privacy mode); the choice then lasts for this page only.
  }
}

const empty: BusinessesState = { list: [], filingAs: null, loaded: false };
const store = createStore<BusinessesState>({ ...empty, filingAs: readFilingAs() });

// Signing out forgets the businesses of the previous user.
session.subscribe(() => {
  if (!session.getUser()) store.set(empty);
});

/**
 * Applies a linking event (spec §4) to the session and this store: the user is replaced when the
 * rules give a new token, and the filing-as choice is persisted.
 */
function apply(event: LinkingEvent) {
  const current = store.get();
  const user = session.getUser();
  const next = linkingReducer({ user, filingAs: current.filingAs, businesses: current.list }, event);
  if (next.user && next.user !== user) session.signIn(next.user);
  writeFilingAs(next.filingAs);
  store.set({ list: next.businesses, filingAs: next.filingAs, loaded: true });
}

const changeListeners = new Set<() => void>();

async function fetchList(): Promise<BusinessTaxpayer[]> {
  // Loaded on demand: the endpoints carry zod, which the first page does not need.
  const { getEndpoints } = await import('./endpoints');
  return (await getEndpoints()).einList();
}

let loading: Promise<readonly BusinessTaxpayer[]> | null = null;

/** The linked businesses of a business user and the filing-as choice (spec §3, §4). */
export const businesses = {
  get: store.get,
  subscribe: store.subscribe,
  apply,
  /** Loads the linked businesses (sorted by ein) and picks the first when no choice exists. */
  load(): Promise<readonly BusinessTaxpayer[]> {
    loading ??= (async () => {
      try {
        const list = await fetchList();
        apply({ type: 'listLoaded', businesses: list });
        return store.get().list;
      } finally {
        loading = null;
      }
    })();
    return loading;
  },
  /**
   * After an add or a removal: reloads the list, applies the linking rules (spec §4) and fires the
   * "linked businesses changed" signal.
   */
  async linkChanged(
    change:
      | { type: 'added'; response: LinkChangeResponse }
      | {
          type: 'removed';
          response: LinkChangeResponse;
          removedTaxpayerId: string;
        },
  ): Promise<BusinessesState> {
    const list = await fetchList();
    apply({ ...change, businesses: list });
    for (const listener of changeListeners) listener();
    return store.get();
  },
  /** Subscribes to the "linked businesses changed" signal. */
  onChanged(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
  /** Replaces the state, e.g. in stories and tests. */
  set(next: BusinessesState) {
    writeFilingAs(next.filingAs);
    store.set(next);
  },
  reset() {
    writeFilingAs(null);
    store.set(empty);
  },
};

export function useBusinesses(): BusinessesState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Calls `onChange` when the business the user files as changes (not on mount): a page whose data
 * is the filing-as taxpayer's reads it again.
 */
export function useOnFilingAsChange(onChange: () => void): void {
  const { filingAs } = useBusinesses();
  const readFor = useRef(filingAs);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (readFor.current === filingAs) return;
    readFor.current = filingAs;
    latest.current();
  }, [filingAs]);
}
