import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ProblemType } from '@citytax/api';
import type { InstanceCache, CachedSession } from './instanceCache';
import type { Config } from './config';
import type { Db } from './db/index';
import { sessions, users, userTaxpayers } from './db/schema';
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

/** The sign-in failure counts and locks (ADR 0046): signInLimits.ts. */
export {
  ACCOUNT_FAILURE_CAP,
  ACCOUNT_TOTAL,
  ANY_ADDRESS,
  clearSignInFailures,
  DEVICE_FAILURE_LIMIT,
  deviceTrust,
  failureDelayMs,
  lockedUntil,
  recordSignInFailure,
  reserveSignInAttempt,
  signInLockedProblem,
  UNKNOWN_DEVICES,
  unknownDevicesLockMs,
  type DeviceTrust,
  type Reservation,
  type SignInLock,
} from './signInLimits';
