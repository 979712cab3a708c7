import { useSyncExternalStore } from 'react';
import { FEATURE_REFRESH_MS, type Feature } from '@citytax/api';
import { getApiClient } from './api';
import { session } from './session';
import { createStore } from './store';
import { FEATURES_PATH, PUBLIC_FEATURES_PATH } from './featurePaths';

export type FeatureFlags = Readonly<Record<string, boolean>>;

const flagsStore = createStore<FeatureFlags>({});
let firstLoad: Promise<FeatureFlags> | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

export { FEATURES_PATH, PUBLIC_FEATURES_PATH };

function readFlags(body: unknown): FeatureFlags | null {
  if (!body || typeof body !== 'object') return null;
  const map = (body as { features?: unknown }).features;
  if (!map || typeof map !== 'object') return null;
  const flags: Record<string, boolean> = {};
  for (const [name, on] of Object.entries(map)) if (typeof on === 'boolean') flags[name] = on;
  return flags;
}

/** Loads public flags, or the full set when signed in. A failure keeps the flags we had. */
async function load(): Promise<FeatureFlags> {
  try {
    const client = await getApiClient();
    const response = await client.get<unknown>(session.getUser() ? FEATURES_PATH : PUBLIC_FEATURES_PATH);
    const flags = readFlags(response);
    if (flags) flagsStore.set(flags);
  } catch {
    // Flags default to off; the next refresh tries again.
  }
  return flagsStore.get();
}

/** Feature flags (spec §3): public at boot, full after sign-in, refreshed every 5 minutes. */
export const features = {
  get: flagsStore.get,
  subscribe: flagsStore.subscribe,
  isOn: (name: Feature | string) => flagsStore.get()[name] === true,
  /** Replaces the flags, e.g. in stories. */
  set: (flags: FeatureFlags) => flagsStore.set(flags),
  reload: load,
  /** Resolves once the first load finished. */
  async ready(): Promise<FeatureFlags> {
    firstLoad ??= load();
    await firstLoad;
    return flagsStore.get();
  },
  start() {
    void features.ready();
    if (timer === undefined) timer = setInterval(() => void load(), FEATURE_REFRESH_MS);
  },
  stop() {
    clearInterval(timer);
    timer = undefined;
  },
};

export function useFeatures(): FeatureFlags {
  return useSyncExternalStore(flagsStore.subscribe, flagsStore.get, flagsStore.get);
}
