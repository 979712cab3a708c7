import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per distinct submission: sending the same values again (a double click, a
 * retry after a lost answer) reuses the key, so the server stores one record; changed values get
 * a new key.
 */
export function useSubmissionKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (last.current?.body !== serialized) last.current = { body: serialized, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
