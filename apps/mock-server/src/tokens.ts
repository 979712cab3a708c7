import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from './auth';
import type { Db } from './db/index';
import { emailTokens, users, type EmailTokenPurpose } from './db/schema';
import { hashPassword } from './db/seed';
import { assertPasswordAcceptable } from './passwordPolicy';
import { AccountProblem, ProblemError } from './problems';

const HOUR = 60 * 60_000;

/** Lifetime of each kind of email link (ADR 0006). */
export const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  registration: 24 * HOUR,
  legacy: 24 * HOUR,
  'email-change': 24 * HOUR,
  reset: 1 * HOUR,
};

export const TOKEN_MESSAGES = {
  invalid: 'We were unable to complete your email confirmation request.',
  expired: 'The email confirmation link has expired. You may initiate a new request and try again.',
} as const;

export const invalidToken = () => new ProblemError(401, AccountProblem.InvalidToken, TOKEN_MESSAGES.invalid);
export const expiredToken = () => new ProblemError(410, AccountProblem.TokenExpired, TOKEN_MESSAGES.expired);

export interface IssuedToken {
  id: string;
  /** The secret for the email link; never stored, never logged. */
  token: string;
  expiresAt: Date;
}

/**
 * Issues a token for a user and purpose inside the caller's transaction; older unused tokens
 * of the same user and purpose stop working.
 */
export async function issueEmailToken(
  tx: Db,
  input: { userId: string; purpose: EmailTokenPurpose; now: Date; newEmail?: string; ttlMs?: number },
): Promise<IssuedToken> {
  const { userId, purpose, now } = input;
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + (input.ttlMs ?? TOKEN_TTL_MS[purpose]));
  await tx.insert(emailTokens).values({
    id,
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: input.newEmail ?? null,
    expiresAt,
    createdAt: now,
  });
  return { id, token, expiresAt };
}

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The token row and its user, or undefined when no token has that hash and purpose. */
export async function findEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ row: EmailTokenRow; user: UserRow } | undefined> {
  const [found] = await db
    .select({ row: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  return found;
}

/**
 * Checks a token without using it: unknown, for another email, or used → 401; expired → 410.
 * For 'email-change' the email is the new address the token confirms; otherwise the user's address.
 */
export async function verifyEmailToken(
  db: Db,
  input: { token: string; purpose: EmailTokenPurpose; email: string; now: Date },
): Promise<{ row: EmailTokenRow; user: UserRow }> {
  const found = await findEmailToken(db, input.token, input.purpose);
  if (!found) throw invalidToken();
  const email = input.email.trim().toLowerCase();
  const expected = input.purpose === 'email-change' ? found.row.newEmail : found.user.email;
  if (expected !== email) throw invalidToken();
  if (found.row.usedAt !== null) throw invalidToken();
  if (found.row.expiresAt.getTime() <= input.now.getTime()) throw expiredToken();
  return found;
}

/**
 * Uses a token exactly once: a conditional update on `used_at is null`, so of two concurrent
 * attempts only one gets the row. Throws 401 for the loser (and 410 if it expired meanwhile).
 */
export async function consumeEmailToken(tx: Db, row: EmailTokenRow, now: Date): Promise<void> {
  if (row.expiresAt.getTime() <= now.getTime()) throw expiredToken();
  const used = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (used.length !== 1) throw invalidToken();
}

/**
 * Sets a password from an email link: verify the link, check the password policy and hash it
 * outside the transaction, then consume the link and apply the user's changes in one transaction,
 * so a replayed link changes nothing.
 */
export async function setPasswordFromLink(
  db: Db,
  input: {
    token: string;
    purpose: EmailTokenPurpose;
    email: string;
    password: string;
    now: Date;
    /** A user in another state gets the same 401 as an unknown link. */
    accepts?: (user: UserRow) => boolean;
    apply: (tx: Db, user: UserRow, passwordHash: string) => Promise<unknown>;
  },
): Promise<UserRow> {
  const { row, user } = await verifyEmailToken(db, input);
  if (input.accepts && !input.accepts(user)) throw invalidToken();
  assertPasswordAcceptable(input.password, user.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await consumeEmailToken(tx, row, input.now);
    await input.apply(tx, user, passwordHash);
  });
  return user;
}
