import pg from 'pg';

/*
 * Changes other processes made to the rows an instance caches (ADR 0043): PostgreSQL's
 * LISTEN/NOTIFY on one channel. Triggers (migration 0014) announce every update and delete of
 * sessions, users and taxpayers in the writing transaction, so the notice is sent on commit and
 * only on commit, to every instance listening, the writer included.
 */

/** The channel of migration 0014's triggers. */
export const AUTH_CHANGES_CHANNEL = 'citytax_auth_changes';

/** application_name of the listening connection (pg_stat_activity). */
export const CHANGE_FEED_APPLICATION_NAME = 'citytax-change-feed';

export interface ChangeListener {
  /** A committed change: 'u:<user id>', 't:<taxpayer id>' or '*'. */
  onChange(payload: string): void;
  /** Changes may have been missed (the connection was lost, or has just been made): forget everything. */
  onReset(): void;
  /** The listening connection was made, or an established one was lost (the server logs it). */
  onFeedState?(state: 'listening' | 'lost', err?: Error): void;
}

export interface ChangeFeed {
  /**
   * A read barrier: resolves true once every change committed before the call has been delivered
   * to the listener (and so forgotten by the cache), false when that cannot be known now (the
   * listening connection is down, or did not answer within BARRIER_TIMEOUT_MS). A cached row may
   * be used only after true: then no change committed before the request arrived can be missed,
   * whichever instance made it. PGlite answers true at once (its notices run before the
   * committing query returns).
   */
  barrier(): boolean | Promise<boolean>;
  close(): Promise<void>;
}

/** How long a request waits for the barrier before it reads the database instead. */
export const BARRIER_TIMEOUT_MS = 1_000;

/** PGlite runs in this process: a notice reaches the listener before the committing query returns. */
export async function listenPglite(
  client: {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  },
  listener: ChangeListener,
): Promise<ChangeFeed> {
  const unlisten = await client.listen(AUTH_CHANGES_CHANNEL, (payload) => listener.onChange(payload));
  listener.onReset();
  let open = true;
  return {
    barrier: () => open,
    async close() {
      if (!open) return;
      open = false;
      listener.onReset();
      await unlisten().catch(() => undefined);
    },
  };
}

export interface PostgresFeedOptions {
  /** How long a barrier waits for its check; BARRIER_TIMEOUT_MS. */
  barrierTimeoutMs?: number;
  /** Wait before connecting again after a loss; 1 s. */
  retryMs?: number;
  /** Told when the connection is lost or made again (the server logs it). */
  onState?: (state: 'listening' | 'lost', err?: Error) => void;
}

/**
 * A dedicated connection LISTENing on AUTH_CHANGES_CHANNEL, reconnecting after a loss; returns at
 * once (no barrier passes until the connection is made, so the cache is bypassed meanwhile).
 *
 * The barrier is a round trip on that connection (`select 1`) sent after the call: PostgreSQL
 * signals every listener when a NOTIFY commits and delivers pending notices before it answers the
 * listener's next query, so the answer comes after every notice of a commit that preceded the
 * call. Concurrent calls share checks: while one is in flight, the callers that come meanwhile
 * wait for the next, so there are never more than two per connection.
 */
export function listenPostgres(
  connectionString: string,
  listener: ChangeListener,
  options: PostgresFeedOptions = {},
): ChangeFeed {
  const barrierTimeoutMs = options.barrierTimeoutMs ?? BARRIER_TIMEOUT_MS;
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** The check last sent, until it is answered, and when it was sent. */
  let inFlight: Promise<void> | null = null;
  let inFlightSince = 0;
  /** The check to be sent once the one in flight is answered, shared by the callers meanwhile. */
  let next: Promise<boolean> | null = null;

  const lose = (c: pg.Client, err?: Error) => {
    if (client === c) {
      client = null;
      inFlight = null;
      next = null;
      listener.onReset();
      options.onState?.('lost', err);
      listener.onFeedState?.('lost', err);
    }
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, retryMs);
      retry.unref();
    }
  };

  const connect = async () => {
    if (closed || client) return;
    const c = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      // Named, so an operator (and the scale-out test) sees each instance's listener.
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    c.on('notification', (message) => {
      if (client === c && message.channel === AUTH_CHANGES_CHANNEL) listener.onChange(message.payload ?? '');
    });
    c.on('error', (err) => lose(c, err));
    c.on('end', () => lose(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      // What was cached before (or was being read while the connection was down) is forgotten.
      listener.onReset();
      options.onState?.('listening');
      listener.onFeedState?.('listening');
    } catch (err) {
      lose(c, err as Error);
    }
  };

  const send = (c: pg.Client): Promise<boolean> => {
    const answered = c.query('select 1').then(
      () => client === c,
      (err: Error) => {
        lose(c, err);
        return false;
      },
    );
    inFlightSince = performance.now();
    const cleared = answered.then(() => {
      if (inFlight === cleared) inFlight = null;
    });
    inFlight = cleared;
    return answered;
  };

  void connect();

  return {
    barrier() {
      const c = client;
      if (!c) return false;
      let checked: Promise<boolean>;
      if (!inFlight) checked = send(c);
      else {
        // Unanswered for long: the connection hangs (a partition sends no reset); a new one is made.
        if (performance.now() - inFlightSince > 3 * barrierTimeoutMs) {
          lose(c, new Error('the change feed stopped answering'));
          return false;
        }
        const after = inFlight;
        checked = next ??= after.then(() => {
          next = null;
          return client === c ? send(c) : false;
        });
      }
      let timer: NodeJS.Timeout | undefined;
      return Promise.race([
        checked,
        new Promise<boolean>((resolve) => (timer = setTimeout(resolve, barrierTimeoutMs, false))),
      ]).finally(() => clearTimeout(timer));
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      listener.onReset();
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
