import { useMemo, useRef } from 'react';

/** The Idempotency-Key of one form visit (ADR 0012). */
export interface FormVisitKey {
  /**
   * The visit's key: the same for every submission of this visit, so a double click or a retry
   * after a lost answer stores one record. With `part`, the key of one part of the visit that
   * creates its own record (one upload, named by the file), the same for every retry of that part.
   */
  key: (part?: string) => string;
  /** Starts a new visit (a new entry after the previous one was saved): every key after it is new. */
  renew: () => void;
}

interface Visit {
  key: string;
  parts: Map<string, string>;
}

const newVisit = (): Visit => ({ key: crypto.randomUUID(), parts: new Map() });

/**
 * One Idempotency-Key per form visit (ADR 0012): made when the form opens (the component mounts),
 * kept across retries whatever the values, and renewed only when a new visit starts — the form is
 * opened again (a new mount) or the page calls `renew`. The returned object is stable, so async
 * code reads the current visit's key.
 */
export function useFormVisitKey(): FormVisitKey {
  const visit = useRef<Visit | null>(null);
  visit.current ??= newVisit();
  return useMemo(
    () => ({
      key(part?: string) {
        const current = (visit.current ??= newVisit());
        if (part === undefined) return current.key;
        let key = current.parts.get(part);
        if (!key) {
          key = crypto.randomUUID();
          current.parts.set(part, key);
        }
        return key;
      },
      renew() {
        visit.current = newVisit();
      },
    }),
    [],
  );
}
