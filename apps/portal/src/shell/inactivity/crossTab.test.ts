import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_CHANNEL_NAME,
  SESSION_EVENT_STORAGE_KEY,
  createCrossTab,
  type ChannelLike,
  type SessionMessage,
} from './crossTab';

/** An in-memory BroadcastChannel: a message reaches every other channel of the same name, later. */
function fakeBroadcast() {
  const channels = new Set<{ name: string; listeners: Set<(e: MessageEvent) => void> }>();
  const names: string[] = [];
  const create = (name: string): ChannelLike => {
    names.push(name);
    const self = { name, listeners: new Set<(e: MessageEvent) => void>() };
    channels.add(self);
    return {
      postMessage: (data) => {
        for (const other of channels) {
          if (other === self || other.name !== name) continue;
          for (const l of other.listeners) setTimeout(() => l(new MessageEvent('message', { data })), 0);
        }
      },
      addEventListener: (_type, l) => self.listeners.add(l),
      removeEventListener: (_type, l) => self.listeners.delete(l),
      close: () => channels.delete(self),
    };
  };
  return { create, names };
}

describe('createCrossTab over BroadcastChannel', () => {
  afterEach(() => vi.useRealTimers());

  it('delivers activity and logout to the other tab only, on the citytax-session channel', async () => {
    vi.useFakeTimers();
    const bus = fakeBroadcast();
    const a = createCrossTab({ createChannel: bus.create });
    const b = createCrossTab({ createChannel: bus.create });
    const gotA: SessionMessage[] = [];
    const gotB: SessionMessage[] = [];
    a.subscribe((m) => gotA.push(m));
    b.subscribe((m) => gotB.push(m));
    a.post({ type: 'activity' });
    a.post({ type: 'logout' });
    await vi.runAllTimersAsync();
    expect(bus.names).toEqual([SESSION_CHANNEL_NAME, SESSION_CHANNEL_NAME]);
    expect(gotB).toEqual([{ type: 'activity' }, { type: 'logout' }]);
    expect(gotA).toEqual([]);
  });

  it('ignores foreign messages and stops after close or unsubscribe', async () => {
    vi.useFakeTimers();
    const bus = fakeBroadcast();
    const raw = bus.create(SESSION_CHANNEL_NAME);
    const b = createCrossTab({ createChannel: bus.create });
    const got: SessionMessage[] = [];
    const unsubscribe = b.subscribe((m) => got.push(m));
    raw.postMessage({ type: 'somethingElse' });
    raw.postMessage('activity');
    await vi.runAllTimersAsync();
    expect(got).toEqual([]);
    unsubscribe();
    raw.postMessage({ type: 'logout' });
    await vi.runAllTimersAsync();
    expect(got).toEqual([]);
  });
});

describe('createCrossTab over storage events (no BroadcastChannel)', () => {
  it('writes and removes the event key; the other tab hears it through its storage event', () => {
    const store = new Map<string, string>();
    const otherWindow = new EventTarget();
    const writes: string[] = [];
    const storage = {
      setItem: (key: string, value: string) => {
        store.set(key, value);
        writes.push(key);
        // The browser fires `storage` in every other tab of the origin.
        otherWindow.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      },
      removeItem: (key: string) => {
        store.delete(key);
        otherWindow.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
      },
    } as unknown as Storage;
    const a = createCrossTab({ createChannel: null, storage, eventTarget: new EventTarget() });
    const b = createCrossTab({ createChannel: null, storage, eventTarget: otherWindow });
    const got: SessionMessage[] = [];
    b.subscribe((m) => got.push(m));
    a.post({ type: 'activity' });
    a.post({ type: 'activity' });
    a.post({ type: 'logout' });
    expect(got).toEqual([{ type: 'activity' }, { type: 'activity' }, { type: 'logout' }]);
    expect(writes).toEqual([SESSION_EVENT_STORAGE_KEY, SESSION_EVENT_STORAGE_KEY, SESSION_EVENT_STORAGE_KEY]);
    expect(store.has(SESSION_EVENT_STORAGE_KEY)).toBe(false);

    otherWindow.dispatchEvent(
      new StorageEvent('storage', { key: 'auth_user', newValue: '{"type":"logout"}' }),
    );
    otherWindow.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_EVENT_STORAGE_KEY, newValue: 'not json' }),
    );
    expect(got).toHaveLength(3);
    b.close();
    a.post({ type: 'logout' });
    expect(got).toHaveLength(3);
  });
});
