import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmissionKey } from './submissionKey';

describe('useSubmissionKey', () => {
  it('keeps the key while the values are the same and makes a new one when they change', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current({ name: 'Pat', message: 'Hello' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current({ name: 'Pat', message: 'Hello' })).toBe(first);
    const second = result.current({ name: 'Pat', message: 'Hello again' });
    expect(second).not.toBe(first);
    expect(result.current({ name: 'Pat', message: 'Hello again' })).toBe(second);
  });
});
