import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushDrafts, registerDraft, registeredDraftCount } from './draftRegistry';

describe('draftRegistry', () => {
  afterEach(() => vi.useRealTimers());

  it('flushes every registered draft and waits for them', async () => {
    vi.useFakeTimers();
    const done: string[] = [];
    const offA = registerDraft(() => new Promise<void>((r) => setTimeout(() => (done.push('a'), r()), 200)));
    const offB = registerDraft(() => Promise.reject(new Error('offline')));
    let finished = false;
    const flushing = flushDrafts(1000).then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await flushing;
    expect(done).toEqual(['a']);
    offA();
    offB();
    expect(registeredDraftCount()).toBe(0);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const off = registerDraft(() => new Promise<void>(() => undefined));
    let finished = false;
    const flushing = flushDrafts(500).then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flushing;
    expect(finished).toBe(true);
    off();
  });

  it('resolves at once with nothing registered', async () => {
    await expect(flushDrafts()).resolves.toBeUndefined();
  });
});
