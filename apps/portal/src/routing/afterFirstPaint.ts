/** The part of a data router that tells when its first navigation has finished. */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Runs `work` once the router's first page is on screen: after its first navigation (loaders and
 * lazy route modules) has finished and the browser has painted the result. Work that the first
 * page does not need (the feature flags of a signed-out visitor, say) then does not compete with
 * it for a slow network or a slow CPU.
 */
export function afterFirstPaint(router: InitializingRouter, work: () => void): void {
  if (router.state.initialized) {
    afterPaint(work);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    afterPaint(work);
  });
}

/** Runs `work` after the browser's next paint. */
export function afterPaint(work: () => void): void {
  // The frame callback runs before the paint; the task queued from it runs after it.
  requestAnimationFrame(() => setTimeout(work, 0));
}
