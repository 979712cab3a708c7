import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormVisitKey } from './formVisitKey';

const UUID = /^[0-9a-f-]{36}$/;

describe('useFormVisitKey', () => {
  it('keeps one key for the visit across renders and retries', () => {
    const { result, rerender } = renderHook(() => useFormVisitKey());
    const first = result.current.key();
    expect(first).toMatch(UUID);
    rerender();
    expect(result.current.key()).toBe(first);
    expect(result.current.key()).toBe(first);
  });

  it('opening the form again (a new mount) starts a new visit with a new key', () => {
    const first = renderHook(() => useFormVisitKey());
    const firstKey = first.result.current.key();
    first.unmount();
    const second = renderHook(() => useFormVisitKey());
    expect(second.result.current.key()).not.toBe(firstKey);
  });

  it('renew starts a new visit: a new key, then kept again', () => {
    const { result } = renderHook(() => useFormVisitKey());
    const first = result.current.key();
    result.current.renew();
    const second = result.current.key();
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(result.current.key()).toBe(second);
  });

  it('gives each part of the visit its own key, kept for its retries and renewed with the visit', () => {
    const { result } = renderHook(() => useFormVisitKey());
    const a = result.current.key('w2.pdf');
    const b = result.current.key('w2 (1).pdf');
    expect(a).toMatch(UUID);
    expect(b).not.toBe(a);
    expect(a).not.toBe(result.current.key());
    expect(result.current.key('w2.pdf')).toBe(a);
    result.current.renew();
    expect(result.current.key('w2.pdf')).not.toBe(a);
  });
});
