import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@citytax/api';
import type { Db } from './db/index';
import { businessAccessCodes, businessLinkFailures } from './db/schema';

/*
 * Business access codes (issue 16, ADR 0023): the city prints one on its letters to each business;
 * linking the business to a web account proves control with it. Stored as a salted scrypt hash,
 * compared in constant time, and the wrong codes are limited per user and per EIN.
 */

/** scrypt cost: about 30 ms and 16 MiB a check, so a stolen table cannot be searched cheaply. */
const SCRYPT: ScryptOptions = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

/** Wrong codes allowed per user, and per EIN, in any ACCESS_CODE_WINDOW_MS. */
export const ACCESS_CODE_MAX_FAILURES = 5;
export const ACCESS_CODE_WINDOW_MS = 15 * 60_000;

/** A code as the letters print it: `7K4P-9QXM-2H3D`. */
export function formatAccessCode(code: string): string {
  const normalized = normalizeAccessCode(code);
  return normalized.match(/.{1,4}/g)?.join('-') ?? normalized;
}

/** The 12 characters of a code typed with any case, hyphens or spaces. */
export function normalizeAccessCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** A new random code (about 59 bits), formatted. */
export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return formatAccessCode(code);
}

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(normalizeAccessCode(code), salt, KEY_BYTES, SCRYPT, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$<salt>$<key>` (base64url): what is stored instead of the code. */
export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Compared against when a business has no code, so that case costs the same and never matches. */
const NO_CODE = `scrypt$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_BYTES).toString('base64url')}`;

/** Derived keys compared with crypto.timingSafeEqual (exported for its unit test). */
export function sameKey(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether `code` is the one `stored` hashes. The key is always derived and compared in constant
 * time, whether or not there is a stored hash and whatever the code's first wrong character.
 */
export async function accessCodeMatches(code: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? NO_CODE).split('$');
  const valid = parts.length === 3 && parts[0] === 'scrypt';
  const [, salt, key] = valid ? parts : NO_CODE.split('$');
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(code, Buffer.from(salt!, 'base64url'));
  return sameKey(actual, expected) && Boolean(stored) && valid;
}

/** Gives the business a new code (replacing any), in the caller's transaction; returns it formatted. */
export async function issueAccessCode(tx: Db, taxpayerId: string, now: Date, code = generateAccessCode()) {
  const codeHash = await hashAccessCode(code);
  await tx
    .insert(businessAccessCodes)
    .values({ taxpayerId, codeHash, issuedAt: now })
    .onConflictDoUpdate({ target: businessAccessCodes.taxpayerId, set: { codeHash, issuedAt: now } });
  return formatAccessCode(code);
}

/** The stored hash of the business's code, or null when it has none. */
export async function storedAccessCode(tx: Db, taxpayerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ codeHash: businessAccessCodes.codeHash })
    .from(businessAccessCodes)
    .where(eq(businessAccessCodes.taxpayerId, taxpayerId));
  return row?.codeHash ?? null;
}

/**
 * Seconds until one more attempt is allowed, or 0 when it is now: the user and the EIN each get
 * ACCESS_CODE_MAX_FAILURES wrong codes in any ACCESS_CODE_WINDOW_MS.
 */
export async function accessCodeRetryAfter(
  tx: Db,
  who: { userId: string; ein: string },
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - ACCESS_CODE_WINDOW_MS);
  const waits = await Promise.all(
    [eq(businessLinkFailures.userId, who.userId), eq(businessLinkFailures.ein, who.ein)].map(async (key) => {
      const recent = await tx
        .select({ failedAt: businessLinkFailures.failedAt })
        .from(businessLinkFailures)
        .where(and(key, gt(businessLinkFailures.failedAt, since)))
        .orderBy(desc(businessLinkFailures.failedAt))
        .limit(ACCESS_CODE_MAX_FAILURES);
      const oldest = recent[ACCESS_CODE_MAX_FAILURES - 1];
      if (!oldest) return 0;
      return Math.max(
        1,
        Math.ceil((oldest.failedAt.getTime() + ACCESS_CODE_WINDOW_MS - now.getTime()) / 1000),
      );
    }),
  );
  return Math.max(...waits);
}

/** Counts a wrong code against the user and the EIN. */
export async function recordAccessCodeFailure(tx: Db, who: { userId: string; ein: string }, now: Date) {
  await tx.insert(businessLinkFailures).values({ userId: who.userId, ein: who.ein, failedAt: now });
}

/** `newbusiness@example.com` → `n***s@example.com`: enough for the owner to recognise, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? `${local[0]}***${local[local.length - 1]}` : `${local[0]}***`;
  return `${shown}${email.slice(at)}`;
}
