import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('./api', () => ({ getApiClient: () => Promise.resolve({ get }) }));

const { features, FEATURES_PATH, PUBLIC_FEATURES_PATH } = await import('./features');
const { session } = await import('./session');

describe('feature flags (spec §3, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockReset();
    get.mockResolvedValue({ features: { EinManagement: true, 'Public.FAQ': false } });
  });
  afterEach(() => {
    features.stop();
    session.forget();
    vi.useRealTimers();
  });

  it('loads the public flags when signed out and refreshes every 300000 ms', async () => {
    features.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenLastCalledWith(PUBLIC_FEATURES_PATH);
    expect(features.isOn('EinManagement')).toBe(true);
    expect(features.isOn('Public.FAQ')).toBe(false);

    await vi.advanceTimersByTimeAsync(299_999);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads the full flags when signed in, and keeps the old flags when a refresh fails', async () => {
    session.signIn({
      token: 't',
      username: 'u@example.com',
      firstName: 'U',
      taxpayerId: '1',
      isBusinessUser: false,
    });
    await features.reload();
    expect(get).toHaveBeenLastCalledWith(FEATURES_PATH);
    get.mockRejectedValueOnce(new Error('offline'));
    await features.reload();
    expect(features.isOn('EinManagement')).toBe(true);
  });
});
