import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type InitializingRouter } from './afterFirstPaint';

/** A router whose first navigation finishes when `finish` is called. */
function fakeRouter(initialized = false) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: InitializingRouter & { finish(): void; listeners: typeof listeners } = {
    state: { initialized },
    listeners,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish() {
      router.state = { initialized: true };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first navigation, then for the frame after it, and runs once', () => {
    const router = fakeRouter();
    const work = vi.fn();
    afterFirstPaint(router, work);
    router.listeners.forEach((listener) => listener({ initialized: false }));
    vi.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();

    router.finish();
    expect(work).not.toHaveBeenCalled();
    expect(router.listeners.size).toBe(0);
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint when the router has already finished', () => {
    const router = fakeRouter(true);
    const work = vi.fn();
    afterFirstPaint(router, work);
    expect(router.listeners.size).toBe(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
