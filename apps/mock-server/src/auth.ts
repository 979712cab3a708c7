import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ProblemType } from '@citytax/api';
import type { InstanceCache, CachedSession } from './instanceCache';
import type { Config } from './config';
import type { Db } from './db/index';
import { sessions, signInFailures, users, userTaxpayers } from './db/schema';
import { problem, ProblemError } from './problems';
import { noteAuditSubject } from './audit';

/** The signed-in caller, resolved from the bearer token by requireAuth. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  email: string;
  firstName: string;
  isBusinessUser: boolean;
  /** The user's own taxpayer (null for a business user who has linked none). */
  taxpayerId: string | null;
  /** The taxpayer the session files as. */
  filingAsTaxpayerId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
    /** requireAuth's cache barrier passed: this request may use the instance's cache (ADR 0043). */
    cacheConfirmed: boolean;
  }
}

export type Clock = () => Date;

/** 32 random bytes, base64url: the opaque bearer token handed to the client once. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export async function createSession(
  db: Db,
  config: Config,
  now: Date,
  userId: string,
  filingAsTaxpayerId: string | null,
  /** Where the sign-in came from (audit.ts sessionOrigin), kept for Account activity. */
  origin?: { id?: string; clientIp: string; device: string | null },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    id: origin?.id ?? randomUUID(),
    clientIp: origin?.clientIp ?? null,
    device: origin?.device ?? null,
    tokenHash: hashToken(token),
    userId,
    filingAsTaxpayerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.session.absoluteMs),
  });
  return token;
}

/** Sign-out: the session ends, on this instance at once and on the others by the change feed. */
export async function revokeSession(
  db: Db,
  cache: InstanceCache,
  token: string,
  now: Date,
): Promise<{ userId: string; sessionId: string }[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId, sessionId: sessions.id });
  for (const { userId } of revoked) cache.forgetUser(userId);
  return revoked;
}

/** A prepared query made on first use, then reused (ADR 0041). */
export function preparedOnce<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => (prepared ??= prepare());
}

const unauthorized = (detail: string) => new ProblemError(401, ProblemType.Unauthorized, detail);

/**
 * A hook factory (run onRequest): resolves the session or answers 401 unauthorized.
 *
 * One prepared query reads the session and its user (ADR 0041), unless the instance's cache holds
 * it (ADR 0043). last_seen_at is written only once it is config.session.touchIntervalMs old, not
 * on every request: the idle timeout then ends a session between idleMs − touchIntervalMs and
 * idleMs after its last request, never later. The idle and absolute expiry are checked on every
 * request, on the cached row as on one just read.
 */
export function makeRequireAuth(db: Db, config: Config, clock: Clock, cache: InstanceCache) {
  // Prepared on first use: building the app touches no database (the route-table tests build it on none).
  const sessionByToken = preparedOnce(() =>
    db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        filingAsTaxpayerId: sessions.filingAsTaxpayerId,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        isBusinessUser: users.isBusinessUser,
        status: users.status,
        taxpayerId: users.taxpayerId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .prepare('auth_session_by_token'),
  );
  // Only a stale value is replaced: of concurrent requests of one session, one writes.
  const touchSession = preparedOnce(() =>
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          sql`${sessions.lastSeenAt} < ${sql.placeholder('now')}::timestamptz`,
        ),
      )
      .prepare('auth_touch_session'),
  );
  const { idleMs, touchIntervalMs } = config.session;
  const valid = (row: CachedSession, now: number) =>
    row.revokedAt === null &&
    row.expiresAt.getTime() > now &&
    row.lastSeenAt.getTime() + idleMs > now &&
    row.status === 'active';

  return async function requireAuth(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('You must sign in to continue.');
    const now = clock();
    const nowMs = now.getTime();
    const tokenHash = hashToken(token);
    // The cache, once its barrier has passed for this request (ADR 0043), answers only for a
    // session it finds valid. One that looks revoked, idle or expired is read again: another
    // instance may have used it since (its last_seen_at).
    const confirmed = cache.confirm();
    request.cacheConfirmed = confirmed === true || (confirmed !== false && (await confirmed));
    let row = request.cacheConfirmed ? cache.session(tokenHash) : undefined;
    if (!row || !valid(row, nowMs)) {
      const ticket = cache.ticket();
      [row] = await sessionByToken().execute({ tokenHash });
      if (!row || !valid(row, nowMs)) throw unauthorized('Your session has expired and you must login.');
      if (request.cacheConfirmed) cache.storeSession(tokenHash, row, ticket);
    }
    if (nowMs - row.lastSeenAt.getTime() >= touchIntervalMs) {
      await touchSession().execute({ sessionId: row.sessionId, now: now.toISOString() });
      // The entry holds the old last_seen_at: read again next time (the trigger tells the others).
      cache.forgetUser(row.userId);
    }
    request.auth = {
      sessionId: row.sessionId,
      userId: row.userId,
      email: row.email,
      firstName: row.firstName,
      isBusinessUser: row.isBusinessUser,
      taxpayerId: row.taxpayerId,
      filingAsTaxpayerId: row.filingAsTaxpayerId,
    };
  };
}

/** The session of a route behind requireAuth. */
export function authOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw unauthorized('You must sign in to continue.');
  return request.auth;
}

/**
 * Server-side authorization for every taxpayer-scoped call: the user must represent
 * the taxpayer (their own taxpayer, or a business linked to them).
 */
export async function assertRepresents(
  db: Db,
  session: AuthSession,
  taxpayerId: string | null,
): Promise<string> {
  // The problem is made only when it is thrown: an Error captures a stack trace as it is made.
  const denied = () => problem(ProblemType.NotAuthorizedToFile);
  if (!taxpayerId) throw denied();
  if (session.taxpayerId === taxpayerId) return noted(session, taxpayerId);
  const [link] = await db
    .select({ taxpayerId: userTaxpayers.taxpayerId })
    .from(userTaxpayers)
    .where(and(eq(userTaxpayers.userId, session.userId), eq(userTaxpayers.taxpayerId, taxpayerId)));
  if (!link) throw denied();
  return noted(session, taxpayerId);
}

/** The audit record learns which taxpayer the request concerns from its authorization. */
function noted(session: AuthSession, taxpayerId: string): string {
  noteAuditSubject(session, { taxpayerId });
  return taxpayerId;
}

/** The client_ip key of the per-account row: it counts consecutive failures from every address. */
export const ANY_ADDRESS = '*';

/** NIST SP 800-63B: no more than 100 consecutive failures on one account; past it, one guess a day. */
export const ACCOUNT_FAILURE_CAP = 100;
const ACCOUNT_LOCK_STEPS_MS = [1, 5, 15].map((m) => m * 60_000);

/**
 * How long one account stays locked after its n-th consecutive failure from any address: nothing
 * below the threshold, then 1, 5 and 15 minutes, and a day at the NIST cap.
 */
export function accountLockMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  if (failures >= ACCOUNT_FAILURE_CAP) return 24 * 60 * 60_000;
  return ACCOUNT_LOCK_STEPS_MS[Math.min(failures - threshold, ACCOUNT_LOCK_STEPS_MS.length - 1)]!;
}

/** The growing delay before answering the n-th consecutive failure: from half the threshold on. */
export function failureDelayMs(failures: number, config: Config): number {
  const from = Math.ceil(config.signIn.accountLockoutFailures / 2);
  return failures < from ? 0 : (failures - from + 1) * config.signIn.failureDelayMs;
}

/**
 * When sign-in is locked for this name from this address, else null: locked either for the address
 * (LOCKOUT_MAX_FAILURES in the window) or for the account from every address (consecutive failures).
 */
export async function lockedUntil(
  db: Db,
  username: string,
  clientIp: string,
  now: Date,
): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(
      and(eq(signInFailures.username, username), inArray(signInFailures.clientIp, [clientIp, ANY_ADDRESS])),
    );
  const latest = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return latest > now.getTime() ? new Date(latest) : null;
}

/**
 * Counts a failure for the address (one atomic upsert; the count restarts after the window or an
 * expired lock) and for the account across addresses (consecutive, until a success or a reset).
 * Returns the account's consecutive failures.
 */
export async function recordSignInFailure(
  db: Db,
  config: Config,
  username: string,
  clientIp: string,
  now: Date,
): Promise<number> {
  const { lockoutMaxFailures, lockoutWindowMs, lockoutDurationMs, accountLockoutFailures } = config.signIn;
  const nowIso = now.toISOString();
  const windowStartIso = new Date(now.getTime() - lockoutWindowMs).toISOString();
  const lockIso = new Date(now.getTime() + lockoutDurationMs).toISOString();
  const restart = sql`(${signInFailures.windowStartedAt} <= ${windowStartIso}::timestamptz or (${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= ${nowIso}::timestamptz))`;
  const nextCount = sql`(case when ${restart} then 1 else ${signInFailures.failures} + 1 end)`;
  await db
    .insert(signInFailures)
    .values({
      username,
      clientIp,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: lockoutMaxFailures <= 1 ? new Date(now.getTime() + lockoutDurationMs) : null,
    })
    .onConflictDoUpdate({
      target: [signInFailures.username, signInFailures.clientIp],
      set: {
        failures: nextCount,
        windowStartedAt: sql`(case when ${restart} then ${nowIso}::timestamptz else ${signInFailures.windowStartedAt} end)`,
        lockedUntil: sql`(case when ${nextCount} >= ${lockoutMaxFailures} then ${lockIso}::timestamptz else null end)`,
      },
    });

  // In the database, so every instance sees the same count.
  const [account] = await db
    .insert(signInFailures)
    .values({ username, clientIp: ANY_ADDRESS, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.username, signInFailures.clientIp],
      set: { failures: sql`${signInFailures.failures} + 1` },
    })
    .returning({ failures: signInFailures.failures });
  const failures = account?.failures ?? 1;
  const lockMs = accountLockMs(failures, accountLockoutFailures);
  if (lockMs > 0)
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + lockMs) })
      .where(and(eq(signInFailures.username, username), eq(signInFailures.clientIp, ANY_ADDRESS)));
  return failures;
}

/** After a successful sign-in: the address's count and the account's consecutive count start again. */
export async function clearSignInFailures(db: Db, username: string, clientIp: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(eq(signInFailures.username, username), inArray(signInFailures.clientIp, [clientIp, ANY_ADDRESS])),
    );
}
