/** Saves one form's pending draft to the server; resolves when done (or when there was nothing to save). */
export type DraftFlush = () => Promise<void>;

const flushes = new Set<DraftFlush>();

/** How long an inactivity logout waits for the drafts before it signs out anyway. */
export const DRAFT_FLUSH_TIMEOUT_MS = 3000;

/**
 * Registers a form's draft save so an inactivity logout can flush it first (issue 9).
 * Returns the function that unregisters it.
 */
export function registerDraft(flush: DraftFlush): () => void {
  flushes.add(flush);
  return () => {
    flushes.delete(flush);
  };
}

/** Saves every registered draft, waiting at most `timeoutMs`; a failed save is not an error here. */
export async function flushDrafts(timeoutMs = DRAFT_FLUSH_TIMEOUT_MS): Promise<void> {
  if (flushes.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const all = Promise.allSettled([...flushes].map((flush) => flush())).then(() => undefined);
  try {
    await Promise.race([all, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How many drafts are registered (for tests). */
export function registeredDraftCount(): number {
  return flushes.size;
}
