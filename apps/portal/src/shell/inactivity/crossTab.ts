/** The channel every tab of the portal shares (issue 9). */
export const SESSION_CHANNEL_NAME = 'citytax-session';
/** localStorage key of the fallback when BroadcastChannel is missing. */
export const SESSION_EVENT_STORAGE_KEY = 'citytax-session-event';

/** What one tab tells the others: the user was active, or the session ended through inactivity. */
export type SessionMessage = { type: 'activity' } | { type: 'logout' };

export interface CrossTab {
  post: (message: SessionMessage) => void;
  /** Calls `listener` for messages from other tabs; returns the unsubscribe function. */
  subscribe: (listener: (message: SessionMessage) => void) => () => void;
  close: () => void;
}

/** The part of BroadcastChannel this module uses, so tests can pass a fake. */
export interface ChannelLike {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export interface CrossTabOptions {
  /** Makes the channel; defaults to BroadcastChannel when the browser has it, else the storage fallback is used. */
  createChannel?: ((name: string) => ChannelLike) | null;
  storage?: Storage;
  /** Where `storage` events arrive; defaults to window. */
  eventTarget?: EventTarget;
}

function isSessionMessage(value: unknown): value is SessionMessage {
  if (!value || typeof value !== 'object') return false;
  const type = (value as { type?: unknown }).type;
  return type === 'activity' || type === 'logout';
}

function defaultChannelFactory(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null;
}

/**
 * Tab-to-tab messages over BroadcastChannel('citytax-session'), or over `storage` events when the
 * browser has no BroadcastChannel. A tab never receives its own messages.
 */
export function createCrossTab(options: CrossTabOptions = {}): CrossTab {
  const createChannel = options.createChannel === undefined ? defaultChannelFactory() : options.createChannel;
  const listeners = new Set<(message: SessionMessage) => void>();
  const deliver = (data: unknown) => {
    if (!isSessionMessage(data)) return;
    for (const listener of [...listeners]) listener({ type: data.type });
  };

  if (createChannel) {
    const channel = createChannel(SESSION_CHANNEL_NAME);
    const onMessage = (event: MessageEvent) => deliver(event.data);
    channel.addEventListener('message', onMessage);
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {
        channel.removeEventListener('message', onMessage);
        channel.close();
        listeners.clear();
      },
    };
  }

  const storage = options.storage ?? globalThis.localStorage;
  const target = options.eventTarget ?? globalThis.window;
  let counter = 0;
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== SESSION_EVENT_STORAGE_KEY || !newValue) return;
    try {
      deliver(JSON.parse(newValue));
    } catch {
      // Not ours or damaged: ignore.
    }
  };
  target?.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        // A changing nonce makes every write an event; removing it keeps storage clean.
        storage.setItem(
          SESSION_EVENT_STORAGE_KEY,
          JSON.stringify({ ...message, nonce: `${Date.now()}-${++counter}` }),
        );
        storage.removeItem(SESSION_EVENT_STORAGE_KEY);
      } catch {
        // Storage unavailable: the other tabs keep their own timers.
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      target?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
