import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_TTL_MS, forgetEarlyReads, startEarlyReads, takeEarlyRead } from './earlyReads';
import { JSON_ACCEPT, requestHeaders } from './requestHeaders';

function recordingFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify({ url: String(url) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

afterEach(() => {
  forgetEarlyReads();
  vi.useRealTimers();
});

describe('early reads', () => {
  it('starts each path once, as the signed-in client sends a GET', () => {
    const { fn, calls } = recordingFetch();
    startEarlyReads(['/api/features', '/api/filings', '/api/features'], 'tok', 'es', fn);
    expect(calls.map((c) => c.url)).toEqual(['/api/features', '/api/filings']);
    expect(calls[0]!.init).toEqual({
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': 'es', Authorization: 'Bearer tok' },
      credentials: 'same-origin',
    });
  });

  it('hands a read over once, to a request with the same headers', async () => {
    const { fn } = recordingFetch();
    startEarlyReads(['/api/filings'], 'tok', 'en', fn);
    const taken = takeEarlyRead('/api/filings', requestHeaders(JSON_ACCEPT, 'tok', 'en'));
    await expect(taken?.then((r) => r.json())).resolves.toEqual({ url: '/api/filings' });
    expect(takeEarlyRead('/api/filings', requestHeaders(JSON_ACCEPT, 'tok', 'en'))).toBeUndefined();
  });

  it('is not handed to another session or language, nor for another path, and is then forgotten', () => {
    const { fn } = recordingFetch();
    startEarlyReads(['/api/filings', '/api/features'], 'tok', 'en', fn);
    expect(takeEarlyRead('/api/filings', requestHeaders(JSON_ACCEPT, 'other', 'en'))).toBeUndefined();
    expect(takeEarlyRead('/api/features', requestHeaders(JSON_ACCEPT, 'tok', 'es'))).toBeUndefined();
    expect(takeEarlyRead('/api/taxpayer-info', requestHeaders(JSON_ACCEPT, 'tok', 'en'))).toBeUndefined();
    // A mismatch forgets the read: the client's own request is the one that counts from then on.
    expect(takeEarlyRead('/api/filings', requestHeaders(JSON_ACCEPT, 'tok', 'en'))).toBeUndefined();
  });

  it(`is not handed over more than ${EARLY_READ_TTL_MS / 1000} s after it started`, () => {
    vi.useFakeTimers();
    const { fn } = recordingFetch();
    startEarlyReads(['/api/filings'], 'tok', 'en', fn);
    vi.advanceTimersByTime(EARLY_READ_TTL_MS + 1);
    expect(takeEarlyRead('/api/filings', requestHeaders(JSON_ACCEPT, 'tok', 'en'))).toBeUndefined();
  });

  it('hands over a failed read as the failure, and an untaken failure is not unhandled', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('network'))) as unknown as typeof fetch;
    startEarlyReads(['/api/filings', '/api/features'], 'tok', 'en', failing);
    await expect(takeEarlyRead('/api/filings', requestHeaders(JSON_ACCEPT, 'tok', 'en'))).rejects.toThrow(
      'network',
    );
  });
});

describe('reads started twice', () => {
  it('a read already taken is not asked again when the next script starts the same reads', async () => {
    const { fn, calls } = recordingFetch();
    // The app's entry ran first and its client took the flags; then the frame's first script starts them.
    startEarlyReads(['/api/features', '/api/filings'], 'tok', 'en', fn);
    await takeEarlyRead('/api/features', requestHeaders(JSON_ACCEPT, 'tok', 'en'));
    startEarlyReads(['/api/features', '/api/filings'], 'tok', 'en', fn);
    expect(calls.map((c) => c.url)).toEqual(['/api/features', '/api/filings']);
  });
});
