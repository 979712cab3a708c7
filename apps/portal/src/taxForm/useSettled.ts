import { useEffect, useState } from 'react';

/** A promise and what it settled to. */
export interface Settled<T> {
  promise: Promise<T>;
  value: T;
}

/**
 * The latest of a route loader's deferred reads (a promise in its data that never rejects: a failed
 * read is data) to have settled: the current one's, or while that is pending an earlier one's. For
 * a page whose frame and state stay mounted across its loader's revalidations and show their own
 * loading state, where `<Await>` would remount them.
 */
export function useLastSettled<T>(promise: Promise<T> | undefined): Settled<T> | null {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    if (!promise) return;
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return settled;
}

/** What the current deferred read settled to, or undefined while it is pending (see `useLastSettled`). */
export function useSettled<T>(promise: Promise<T> | undefined): T | undefined {
  const settled = useLastSettled(promise);
  return settled && settled.promise === promise ? settled.value : undefined;
}
