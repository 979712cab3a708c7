import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ProblemType } from '@citytax/api';
import type { Config } from './config';
import type { Db } from './db/index';
import { signInFailures as failuresTable } from './db/schema';
import type { SignInSource } from './deviceCookie';
import { ProblemError } from './problems';

/*
 * How many password guesses an account takes, and from whom (ADR 0046, amending ADR 0021). Every
 * count lives in sign_in_failures, keyed by (username, client_ip), so every instance sees the same:
 *
 * - (username, <address>): attempts from browsers without the account's device cookie, per client
 *   address: LOCKOUT_MAX_FAILURES in LOCKOUT_WINDOW_MS lock that address for LOCKOUT_DURATION_MS.
 * - (username, '*'): attempts from every browser without the device cookie ("unknown browsers"),
 *   consecutive: from ACCOUNT_LOCKOUT_FAILURES on they lock unknown browsers for 1, 5, 15, 60
 *   minutes, then a day per failure. The owner's known browsers are not held by it.
 * - (username, 'device:<hash>'): attempts with one browser's valid device cookie: after
 *   DEVICE_FAILURE_LIMIT consecutive failures that cookie is trusted no more (its attempts are an
 *   unknown browser's) until a success from the browser gives it a new one.
 * - (username, 'all'): every failure, known browser or not (NIST SP 800-63B): at ACCOUNT_FAILURE_CAP
 *   consecutive failures the account takes no more attempts until a password reset.
 *
 * An attempt is counted before its password is checked, in one transaction that refuses it if any
 * of its counts is locked: parallel guesses cannot slip past a lock, so the cap of 100 is reached no
 * faster than the unknown browsers' locks allow. A success deletes the counts it went through.
 */

/** The client_ip key of the count of attempts from unknown browsers (every address). */
export const UNKNOWN_DEVICES = '*';
/** The name ADR 0021 gave the same row: consecutive failures from every address. */
export const ANY_ADDRESS = UNKNOWN_DEVICES;
/** The client_ip key of the account's count of every failure (the NIST cap). */
export const ACCOUNT_TOTAL = 'all';

/** NIST SP 800-63B: no more than 100 consecutive failures on one account, then a reset. */
export const ACCOUNT_FAILURE_CAP = 100;
/** Consecutive failures with one device cookie before it is trusted no more. */
export const DEVICE_FAILURE_LIMIT = 5;
const UNKNOWN_LOCK_STEPS_MS = [1, 5, 15, 60].map((m) => m * 60_000);
const DAY_MS = 24 * 60 * 60_000;

/**
 * How long unknown browsers stay locked after the n-th consecutive failure among them: nothing
 * below the threshold, then 1, 5, 15 and 60 minutes, then a day for each further failure.
 */
export function unknownDevicesLockMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return UNKNOWN_LOCK_STEPS_MS[failures - threshold] ?? DAY_MS;
}

/** The growing delay before answering the n-th consecutive failure: from half the threshold, up to it. */
export function failureDelayMs(failures: number, config: Config): number {
  const threshold = config.signIn.accountLockoutFailures;
  const from = Math.ceil(threshold / 2);
  const n = Math.min(failures, threshold);
  return n < from ? 0 : (n - from + 1) * config.signIn.failureDelayMs;
}

/** Why an attempt is refused: a wait (unknown browsers, or this address), or the cap (a reset). */
export type SignInLock = { kind: 'wait'; until: Date } | { kind: 'reset' };

/** The 429 of a refused attempt: what to do, and Retry-After for a wait. */
export function signInLockedProblem(lock: SignInLock, now: Date): ProblemError {
  if (lock.kind === 'reset')
    return new ProblemError(429, ProblemType.TooManyRequests, (w) => w.server.signInNeedsReset);
  const ms = lock.until.getTime() - now.getTime();
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new ProblemError(
    429,
    ProblemType.TooManyRequests,
    (w) => w.server.signInLockedUnknownDevice(minutes),
    { headers: { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) } },
  );
}

/** Whether the attempt came from a known browser, and which (for clearSignInFailures). */
export interface DeviceTrust {
  key: string | null;
  trusted: boolean;
}

export type Reservation =
  { ok: true; device: DeviceTrust; failures: number } | { ok: false; lock: SignInLock };

interface Count {
  failures: number;
  lockedUntil: Date | null;
}

const keysOf = (source: SignInSource) => [
  source.clientIp,
  UNKNOWN_DEVICES,
  ACCOUNT_TOTAL,
  ...(source.deviceKey ? [source.deviceKey] : []),
];

async function countsOf(db: Db, source: SignInSource): Promise<Map<string, Count>> {
  const rows = await db
    .select({
      key: failuresTable.clientIp,
      failures: failuresTable.failures,
      lockedUntil: failuresTable.lockedUntil,
    })
    .from(failuresTable)
    .where(and(eq(failuresTable.username, source.username), inArray(failuresTable.clientIp, keysOf(source))));
  return new Map(rows.map((r) => [r.key, r]));
}

const isTrusted = (counts: Map<string, Count>, source: SignInSource) =>
  source.deviceKey !== null && (counts.get(source.deviceKey)?.failures ?? 0) < DEVICE_FAILURE_LIMIT;

function lockOf(
  counts: Map<string, Count>,
  source: SignInSource,
  trusted: boolean,
  now: Date,
): SignInLock | null {
  if ((counts.get(ACCOUNT_TOTAL)?.failures ?? 0) >= ACCOUNT_FAILURE_CAP) return { kind: 'reset' };
  if (trusted) return null;
  const until = Math.max(
    0,
    ...[source.clientIp, UNKNOWN_DEVICES].map((key) => counts.get(key)?.lockedUntil?.getTime() ?? 0),
  );
  return until > now.getTime() ? { kind: 'wait', until: new Date(until) } : null;
}

/** A transaction handle (the same query surface as Db). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Adds one to a count unless `allowed` (over the stored row) says no: the new count, or null when
 * refused. One statement: the row's lock orders concurrent attempts.
 */
async function bump(
  tx: Tx,
  username: string,
  key: string,
  options: {
    allowed: SQL;
    next?: SQL;
    lockedUntil?: (next: SQL) => SQL;
    first?: { lockedUntil: Date | null };
    windowStartedAt?: SQL;
  },
  now: Date,
): Promise<number | null> {
  const next = options.next ?? sql`(${failuresTable.failures} + 1)`;
  const [row] = await tx
    .insert(failuresTable)
    .values({
      username,
      clientIp: key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: options.first?.lockedUntil ?? null,
    })
    .onConflictDoUpdate({
      target: [failuresTable.username, failuresTable.clientIp],
      set: {
        failures: next,
        ...(options.lockedUntil ? { lockedUntil: options.lockedUntil(next) } : {}),
        ...(options.windowStartedAt ? { windowStartedAt: options.windowStartedAt } : {}),
      },
      setWhere: options.allowed,
    })
    .returning({ failures: failuresTable.failures });
  return row?.failures ?? null;
}

const iso = (at: Date | number) => new Date(at).toISOString();

/** Counts an attempt from a browser without a valid device cookie: its address, unknown browsers, the total. */
async function countUnknown(tx: Tx, config: Config, source: SignInSource, now: Date): Promise<number | null> {
  const { lockoutMaxFailures, lockoutWindowMs, lockoutDurationMs, accountLockoutFailures } = config.signIn;
  const t = now.getTime();
  const unlocked = sql`(${failuresTable.lockedUntil} is null or ${failuresTable.lockedUntil} <= ${iso(t)}::timestamptz)`;

  // Per address: LOCKOUT_MAX_FAILURES in the window; the count restarts after the window or a lock.
  const restart = sql`(${failuresTable.windowStartedAt} <= ${iso(t - lockoutWindowMs)}::timestamptz or ${failuresTable.lockedUntil} is not null)`;
  const addressLock = iso(t + lockoutDurationMs);
  const address = await bump(
    tx,
    source.username,
    source.clientIp,
    {
      allowed: unlocked,
      next: sql`(case when ${restart} then 1 else ${failuresTable.failures} + 1 end)`,
      lockedUntil: (next) =>
        sql`(case when ${next} >= ${lockoutMaxFailures} then ${addressLock}::timestamptz else null end)`,
      windowStartedAt: sql`(case when ${restart} then ${iso(t)}::timestamptz else ${failuresTable.windowStartedAt} end)`,
      first: { lockedUntil: lockoutMaxFailures <= 1 ? new Date(t + lockoutDurationMs) : null },
    },
    now,
  );
  if (address === null) return null;

  // Unknown browsers, consecutive: 1, 5, 15, 60 minutes, then a day per failure from the threshold.
  const steps = UNKNOWN_LOCK_STEPS_MS.map(
    (ms, i) => sql`when ${accountLockoutFailures + i} then ${iso(t + ms)}::timestamptz`,
  );
  const unknown = await bump(
    tx,
    source.username,
    UNKNOWN_DEVICES,
    {
      allowed: unlocked,
      lockedUntil: (next) =>
        sql`(case when ${next} < ${accountLockoutFailures} then null else (case ${next} ${sql.join(steps, sql` `)} else ${iso(t + DAY_MS)}::timestamptz end) end)`,
    },
    now,
  );
  if (unknown === null) return null;
  return (await countTotal(tx, source, now)) === null ? null : unknown;
}

/** Counts an attempt with a trusted device cookie: that browser, and the total. */
async function countKnown(tx: Tx, source: SignInSource, now: Date): Promise<number | null> {
  const device = await bump(
    tx,
    source.username,
    source.deviceKey!,
    { allowed: sql`${failuresTable.failures} < ${DEVICE_FAILURE_LIMIT}` },
    now,
  );
  if (device === null) return null;
  return (await countTotal(tx, source, now)) === null ? null : device;
}

const countTotal = (tx: Tx, source: SignInSource, now: Date) =>
  bump(
    tx,
    source.username,
    ACCOUNT_TOTAL,
    { allowed: sql`${failuresTable.failures} < ${ACCOUNT_FAILURE_CAP}` },
    now,
  );

class Refused extends Error {}

/**
 * Counts a sign-in attempt before its password is checked, or refuses it (429) when a count it goes
 * through is locked. On a right password, clearSignInFailures takes the counts back. The failures
 * returned are those of the attempt's own bucket (this browser, or the unknown ones), for the delay.
 */
export async function reserveSignInAttempt(
  db: Db,
  config: Config,
  source: SignInSource,
  now: Date,
): Promise<Reservation> {
  let last: SignInLock | null = null;
  // Another instance may lock a count between the read and the transaction: read again (twice at most).
  for (let round = 0; round < 3; round++) {
    const counts = await countsOf(db, source);
    const trusted = isTrusted(counts, source);
    last = lockOf(counts, source, trusted, now);
    if (last) return { ok: false, lock: last };
    const failures = await db
      .transaction(async (tx) => {
        const counted = trusted
          ? await countKnown(tx, source, now)
          : await countUnknown(tx, config, source, now);
        if (counted === null) throw new Refused();
        return counted;
      })
      .catch((err: unknown) => {
        if (err instanceof Refused) return null;
        throw err;
      });
    if (failures !== null) return { ok: true, device: { key: source.deviceKey, trusted }, failures };
  }
  return { ok: false, lock: last ?? { kind: 'wait', until: new Date(now.getTime() + 60_000) } };
}

/**
 * Whether this source's browser is trusted now (its cookie valid and under DEVICE_FAILURE_LIMIT), for
 * a caller that clears the counts after a check of its own (the second step's completion).
 */
export async function deviceTrust(db: Db, source: SignInSource): Promise<DeviceTrust> {
  if (!source.deviceKey) return { key: null, trusted: false };
  return { key: source.deviceKey, trusted: isTrusted(await countsOf(db, source), source) };
}

/**
 * The lock an attempt from this source would meet now, or null. For callers that check a password
 * and then count with recordSignInFailure (a wait until `until`; the cap as a day's wait).
 */
export async function lockedUntil(
  db: Db,
  username: string,
  clientIp: string,
  now: Date,
  deviceKey: string | null = null,
): Promise<Date | null> {
  const source = { username, clientIp, deviceKey };
  const counts = await countsOf(db, source);
  const lock = lockOf(counts, source, isTrusted(counts, source), now);
  if (!lock) return null;
  return lock.kind === 'wait' ? lock.until : new Date(now.getTime() + DAY_MS);
}

/**
 * Counts a failure already checked (lockedUntil first): against this browser when it is trusted,
 * else its address and the unknown browsers; and the total. Returns the count for the delay.
 */
export async function recordSignInFailure(
  db: Db,
  config: Config,
  username: string,
  clientIp: string,
  now: Date,
  deviceKey: string | null = null,
): Promise<number> {
  const reserved = await reserveSignInAttempt(db, config, { username, clientIp, deviceKey }, now);
  return reserved.ok ? reserved.failures : config.signIn.accountLockoutFailures;
}

/**
 * After a right password: the counts the attempt went through start again. From a trusted browser:
 * that browser's and the total (the unknown browsers stay as they are, so the owner signing in does
 * not give a stranger new guesses); from an unknown one: its address, the unknown browsers, the
 * total, and the distrusted cookie's row (the browser gets a new cookie).
 */
export async function clearSignInFailures(
  db: Db,
  username: string,
  clientIp: string,
  device: DeviceTrust = { key: null, trusted: false },
): Promise<void> {
  const keys = device.trusted
    ? [device.key!, ACCOUNT_TOTAL]
    : [clientIp, UNKNOWN_DEVICES, ACCOUNT_TOTAL, ...(device.key ? [device.key] : [])];
  // One row a statement, in the order the transactions above lock them: no lock waits in a cycle.
  for (const key of keys)
    await db
      .delete(failuresTable)
      .where(and(eq(failuresTable.username, username), eq(failuresTable.clientIp, key)));
}
