import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsBatchSchema, XSRF_HEADER, type AnalyticsBatch } from '@citytax/api';
import { installDefaultSink, setAnalyticsSink, track } from './analytics';
import { analyticsParams, createBatchSink, FLUSH_MS, postBatch } from './analyticsSink';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAnalyticsSink(() => {});
});

describe('track', () => {
  it('hands events to the installed sink and never throws when the sink does', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track('login', { business: true });
    track('logout');
    expect(sink.mock.calls).toEqual([
      ['login', { business: true }],
      ['logout', {}],
    ]);
    setAnalyticsSink(() => {
      throw new Error('broken sink');
    });
    expect(() => track('logout')).not.toThrow();
  });
});

describe('analyticsParams (allow-list)', () => {
  it('keeps only the allowed keys with safe values', () => {
    expect(
      analyticsParams('payment_start', {
        formId: 42,
        taxFormType: 'BillingStatement',
        amount: 150.25,
        email: 'business@example.com',
      }),
    ).toEqual({ formId: 42, taxFormType: 'BillingStatement' });
    expect(analyticsParams('logout', { taxpayerId: '100001' })).toEqual({});
    expect(analyticsParams('login', { business: false, name: 'Jane Doe' })).toEqual({ business: false });
  });

  it('drops PII-looking values even under allowed keys', () => {
    expect(analyticsParams('payment_start', { formId: 123456789, taxFormType: '346660003' })).toEqual({});
    expect(analyticsParams('payment_start', { formId: 1.5 })).toEqual({});
    expect(analyticsParams('print', { form: 'a@b.example' })).toEqual({});
    expect(analyticsParams('sign_up', { method: 'John Smith' })).toEqual({});
    expect(analyticsParams('add_annual_return_form', { taxYear: undefined })).toEqual({});
  });

  it('reduces a path to its route pattern and drops one with a query string', () => {
    expect(analyticsParams('page_view', { path: '/form/123/pay' })).toEqual({ path: '/form/:id/pay' });
    expect(analyticsParams('page_view', { path: '/forms/individual/estimate' })).toEqual({
      path: '/forms/individual/estimate',
    });
    expect(analyticsParams('page_view', { path: '/forms/individual/estimate?year=2025#top' })).toEqual({});
    expect(analyticsParams('page_view', { path: '/' })).toEqual({ path: '/' });
    expect(analyticsParams('page_view', { path: '/x/a@b.example' })).toEqual({});
  });
});

describe('createBatchSink', () => {
  it('sends one batch 2 s after the first event, with the recorded time', async () => {
    const send = vi.fn(async (_batch: AnalyticsBatch) => {});
    const { sink } = createBatchSink(send);
    sink('login', { business: true });
    vi.advanceTimersByTime(500);
    sink('page_view', { path: '/dashboard' });
    vi.advanceTimersByTime(FLUSH_MS - 501);
    await vi.runAllTicks();
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    const batch = send.mock.calls[0]![0];
    expect(batch).toEqual({
      events: [
        { event: 'login', params: { business: true }, at: '2026-11-22T10:00:00.000Z' },
        { event: 'page_view', params: { path: '/dashboard' }, at: '2026-11-22T10:00:00.500Z' },
      ],
    });
    // What the sink sends is what the server accepts.
    expect(analyticsBatchSchema.safeParse(batch).success).toBe(true);
    vi.advanceTimersByTime(10 * FLUSH_MS);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when 20 events are queued', async () => {
    const send = vi.fn(async (_batch: AnalyticsBatch) => {});
    const { sink } = createBatchSink(send);
    for (let i = 0; i < 19; i++) sink('logout', {});
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    sink('logout', {});
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].events).toHaveLength(20);
    sink('logout', {});
    vi.advanceTimersByTime(FLUSH_MS);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].events).toHaveLength(1);
  });

  it('flush() sends what is queued now and nothing when empty', async () => {
    const send = vi.fn(async (_batch: AnalyticsBatch) => {});
    const { sink, flush } = createBatchSink(send);
    flush();
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    sink('print', { form: 'billing-statement' });
    flush();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_MS);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never throws, whether send throws or rejects', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const throwing = createBatchSink(() => {
        throw new Error('sync');
      });
      const rejecting = createBatchSink(() => Promise.reject(new Error('offline')));
      for (const s of [throwing, rejecting]) {
        expect(() => s.sink('logout', {})).not.toThrow();
        expect(() => s.flush()).not.toThrow();
      }
      await vi.runAllTimersAsync();
      vi.useRealTimers();
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('postBatch and installDefaultSink', () => {
  it('POSTs JSON to /api/analytics with the anti-forgery header, keepalive and no session token', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=tok123';
    const batch: AnalyticsBatch = {
      events: [{ event: 'logout', params: {}, at: '2026-11-22T10:00:00.000Z' }],
    };
    await postBatch(batch);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    const headers = init.headers as Record<string, string>;
    expect(headers[XSRF_HEADER]).toBe('tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
    expect(JSON.parse(init.body as string)).toEqual(batch);
  });

  it('installs the batching sink and flushes on pagehide', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // Events tracked before the sink module has loaded are kept and sent with the rest.
    const installed = installDefaultSink();
    track('payment_start', { formId: 9, taxFormType: 'BillingStatement', email: 'x@y.example' });
    await installed;
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string).events).toEqual([
      {
        event: 'payment_start',
        params: { formId: 9, taxFormType: 'BillingStatement' },
        at: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('a failing network never surfaces', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await installDefaultSink();
    expect(() => track('logout')).not.toThrow();
    await expect(vi.runAllTimersAsync()).resolves.not.toThrow();
  });
});
