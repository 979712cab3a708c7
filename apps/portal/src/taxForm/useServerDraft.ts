import { useCallback, useEffect, useRef, useState } from 'react';
import { registerDraft } from '../shell/inactivity/draftRegistry';
import { getEndpoints } from '../state/endpoints';

/** How long typing must pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

export interface ServerDraft<T> {
  /** undefined while loading; null when there is no draft; else the saved values. */
  restored: T | null | undefined;
  /** True when the last save failed (the values are still on the page). */
  saveFailed: boolean;
  /** Saves the current values now (before leaving, or before an inactivity logout). */
  save: () => Promise<void>;
  /** Removes the draft (after the form was saved for real, or discarded). */
  clear: () => Promise<void>;
}

/**
 * Keeps a dirty form's values as a draft on the server (issue 6): saved after a pause in
 * typing, so a timeout or a closed tab loses nothing, and offered back when the form opens.
 */
export function useServerDraft<T extends object>(
  key: string | null,
  values: T,
  dirty: boolean,
  delayMs = DRAFT_SAVE_DELAY_MS,
): ServerDraft<T> {
  const [restored, setRestored] = useState<T | null | undefined>(key ? undefined : null);
  const [saveFailed, setSaveFailed] = useState(false);
  const latest = useRef({ key, values, dirty });
  latest.current = { key, values, dirty };
  const lastSaved = useRef<string | null>(null);

  useEffect(() => {
    if (!key) {
      setRestored(null);
      return;
    }
    let current = true;
    setRestored(undefined);
    lastSaved.current = null;
    getEndpoints()
      .then((e) => e.draft(key))
      .then((res) => {
        if (!current) return;
        const data = (res.draft?.data as T | undefined) ?? null;
        lastSaved.current = data ? JSON.stringify(data) : null;
        setRestored(data);
      })
      .catch(() => {
        // No draft to offer is the safe reading of a failed load; the form still works.
        if (current) setRestored(null);
      });
    return () => {
      current = false;
    };
  }, [key]);

  const save = useCallback(async () => {
    const { key: k, values: v, dirty: d } = latest.current;
    if (!k || !d) return;
    const body = JSON.stringify(v);
    if (body === lastSaved.current) return;
    try {
      await (await getEndpoints()).saveDraft(k, { data: v as Record<string, unknown> });
      lastSaved.current = body;
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  }, []);

  const clear = useCallback(async () => {
    const k = latest.current.key;
    lastSaved.current = null;
    // Nothing is pending any more: a save due before the next render (the timer, leaving the page
    // right after) must not bring the draft back.
    latest.current = { ...latest.current, dirty: false };
    if (!k) return;
    try {
      await (await getEndpoints()).deleteDraft(k);
    } catch {
      // A stale draft is offered again later at worst; the filed data is what counts.
    }
  }, []);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!dirty || !key || restored === undefined) return;
    const timer = setTimeout(() => void save(), delayMs);
    return () => clearTimeout(timer);
  }, [serialized, dirty, key, restored, delayMs, save]);

  // An inactivity logout saves what is pending before it signs out (issue 9).
  useEffect(() => registerDraft(save), [save]);

  // Leaving the page (route change or tab hidden) saves what is pending.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void save();
    };
  }, [save]);

  return { restored, saveFailed, save, clear };
}
