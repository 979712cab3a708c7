import type { City } from '@citytax/tax-rules';
import type { ChangeFeed, ChangeListener } from './db/changes';
import type { taxpayers } from './db/schema';

/*
 * Signed-in reads without a database round trip (ADR 0043): an instance keeps the sessions it
 * has resolved (by token hash, with their user), the taxpayer rows its reads need and the city
 * table (read by every return and estimate), and forgets
 * them on every committed change of those rows, its own and other instances' alike, as the change
 * feed reports them (db/changes.ts: LISTEN/NOTIFY fed by triggers). A request uses the cache only
 * after the feed's barrier has passed for it (every change committed before the request arrived
 * has been delivered and forgotten); when it cannot pass (the listening connection is down, or
 * slow), nothing is read from or stored in the cache: the request goes to the database, as
 * without it.
 *
 * A read that goes to the database takes a ticket first and stores what it read only if nothing
 * was forgotten since: a row read before a change committed and stored after it was reported
 * would otherwise outlive the change.
 */

/** What requireAuth reads of a session and its user. */
export interface CachedSession {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  filingAsTaxpayerId: string | null;
  userId: string;
  email: string;
  firstName: string;
  isBusinessUser: boolean;
  status: string;
  taxpayerId: string | null;
}

export type TaxpayerRow = typeof taxpayers.$inferSelect;

export interface InstanceCacheSettings {
  /** Sessions kept, and taxpayers kept (each); 0 turns the cache off. */
  maxEntries: number;
  /**
   * How long an entry is used before it is read again, whatever the feed says: a bound on any
   * change that would not reach the cache (none is known; the triggers see every write).
   */
  maxAgeMs: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/** A read's ticket: the cache's state when the read started. */
export type CacheTicket = number;

export class InstanceCache implements ChangeListener {
  private feed: ChangeFeed | null = null;
  /** Moves on every forgetting; a read stores its row only under the ticket it started with. */
  private generation = 0;
  private readonly sessions = new Map<string, Entry<CachedSession>>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly taxpayers = new Map<string, Entry<TaxpayerRow>>();
  private cityTable: Entry<City[]> | null = null;
  /** Told when the change feed's connection is made or lost (app.ts logs it). */
  onFeedState?: (state: 'listening' | 'lost', err?: Error) => void;

  constructor(
    private readonly settings: InstanceCacheSettings,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Starts using the cache, as far as the feed is current. */
  attach(feed: ChangeFeed): void {
    this.feed = feed;
  }

  /**
   * Whether the request that calls it may use the cache: on, with a feed whose barrier passed
   * (changes committed before the call have been delivered). Call it once per request, before any
   * look-up, and store rows only when it answered true.
   */
  confirm(): boolean | Promise<boolean> {
    if (this.settings.maxEntries === 0 || this.feed === null) return false;
    return this.feed.barrier();
  }

  ticket(): CacheTicket {
    return this.generation;
  }

  /** The session of a token hash, if held (after confirm() answered true). */
  session(tokenHash: string): CachedSession | undefined {
    return this.fresh(this.sessions, tokenHash);
  }

  storeSession(tokenHash: string, session: CachedSession, ticket: CacheTicket): void {
    if (!this.mayStore(ticket)) return;
    this.evictFor(this.sessions, tokenHash, (hash, evicted) => this.unindex(evicted.userId, hash));
    this.sessions.set(tokenHash, { value: session, storedAt: this.now() });
    let hashes = this.sessionsOfUser.get(session.userId);
    if (!hashes) this.sessionsOfUser.set(session.userId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** A taxpayer, if held (after confirm() answered true). */
  taxpayer(id: string): TaxpayerRow | undefined {
    return this.fresh(this.taxpayers, id);
  }

  storeTaxpayer(row: TaxpayerRow, ticket: CacheTicket): void {
    if (!this.mayStore(ticket)) return;
    this.evictFor(this.taxpayers, row.id);
    this.taxpayers.set(row.id, { value: row, storedAt: this.now() });
  }

  /** The city table (names, rates), if held (after confirm() answered true). */
  cities(): City[] | undefined {
    const entry = this.cityTable;
    return entry && this.now() - entry.storedAt < this.settings.maxAgeMs ? entry.value : undefined;
  }

  /** Keeps the city table, frozen: every request shares it, none may change it. */
  storeCities(cities: City[], ticket: CacheTicket): void {
    if (!this.mayStore(ticket)) return;
    for (const city of cities) {
      for (const rate of city.rates) Object.freeze(rate);
      Object.freeze(city.rates);
      Object.freeze(city);
    }
    Object.freeze(cities);
    this.cityTable = { value: cities, storedAt: this.now() };
  }

  /**
   * Forgets a user's sessions at once. The writing instance calls it after the commit of a change
   * to a user or their sessions, so its own next request cannot find the old entry however the
   * feed's notice and the commit's answer race; every instance also forgets on the notice.
   */
  forgetUser(userId: string): void {
    this.generation++;
    const hashes = this.sessionsOfUser.get(userId);
    if (!hashes) return;
    for (const hash of hashes) this.sessions.delete(hash);
    this.sessionsOfUser.delete(userId);
  }

  forgetTaxpayer(id: string): void {
    this.generation++;
    this.taxpayers.delete(id);
  }

  onChange(payload: string): void {
    if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else if (payload.startsWith('t:')) this.forgetTaxpayer(payload.slice(2));
    else if (payload === 'c') {
      this.generation++;
      this.cityTable = null;
    } else this.onReset();
  }

  onReset(): void {
    this.generation++;
    this.sessions.clear();
    this.sessionsOfUser.clear();
    this.taxpayers.clear();
    this.cityTable = null;
  }

  /** Entries held (tests). */
  size(): { sessions: number; taxpayers: number } {
    return { sessions: this.sessions.size, taxpayers: this.taxpayers.size };
  }

  private mayStore(ticket: CacheTicket): boolean {
    return ticket === this.generation && this.settings.maxEntries > 0;
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.settings.maxAgeMs) return entry.value;
    return undefined;
  }

  /** Makes room for a key: the oldest stored entry goes when the map is full. */
  private evictFor<T>(map: Map<string, Entry<T>>, key: string, onEvict?: (key: string, value: T) => void) {
    if (map.delete(key) || map.size < this.settings.maxEntries) return;
    const oldest = map.keys().next();
    if (oldest.done) return;
    const evicted = map.get(oldest.value)!;
    map.delete(oldest.value);
    onEvict?.(oldest.value, evicted.value);
  }

  private unindex(userId: string, tokenHash: string): void {
    const hashes = this.sessionsOfUser.get(userId);
    if (!hashes) return;
    hashes.delete(tokenHash);
    if (hashes.size === 0) this.sessionsOfUser.delete(userId);
  }
}
