import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from './config';
import type { Db } from './db/index';
import {
  pendingSignIns,
  recoveryCodes,
  secondStepRequired,
  totpAuthenticators,
  webauthnChallenges,
  webauthnCredentials,
} from './db/schema';
import { hashToken, newSessionToken } from './auth';

/** RFC 6238 defaults every authenticator app knows: SHA-1, 6 digits, 30 s; ±1 step accepted. */
export const TOTP_STEP_SECONDS = 30;
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long a password-passed sign-in waits for its second step. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;
/** How long a set-up (app secret or passkey challenge) may take before it must start again. */
export const ENROLMENT_MS = 15 * 60_000;
const ISSUER = 'City Tax e-File';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

// ---- secrets at rest (AES-256-GCM) ----

function keyOf(config: Pick<Config, 'secondStep'>): Buffer {
  const secret = config.secondStep.secretKey;
  if (!secret) throw new Error('SECOND_STEP_KEY is not set');
  return createHash('sha256').update(`citytax-second-step:${secret}`).digest();
}

export function encryptSecret(config: Pick<Config, 'secondStep'>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(config: Config, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

// ---- TOTP ----

/** The time step a code of this secret matches, within ±1 step of now, else null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = authenticator.clone({ window: TOTP_WINDOW, epoch: now.getTime(), step: TOTP_STEP_SECONDS });
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS) + delta;
}

/** The code of a secret at a time (tests, and the seed's README example). */
export function totpCode(secret: string, at: Date): string {
  return authenticator.clone({ epoch: at.getTime(), step: TOTP_STEP_SECONDS }).generate(secret);
}

export interface TotpSetup {
  secret: string;
  uri: string;
  /** The URI as an SVG QR code, as a data: URL. */
  qrCode: string;
}

/** Starts setting up (or replacing) the authenticator app: a new pending secret, shown this once. */
export async function startTotpSetup(
  db: DbOrTx,
  config: Config,
  user: { id: string; email: string },
  now: Date,
): Promise<TotpSetup> {
  const secret = authenticator.generateSecret(20);
  const pendingSecretEnc = encryptSecret(config, secret);
  const pendingExpiresAt = new Date(now.getTime() + ENROLMENT_MS);
  await db
    .insert(totpAuthenticators)
    .values({ userId: user.id, pendingSecretEnc, pendingExpiresAt })
    .onConflictDoUpdate({ target: totpAuthenticators.userId, set: { pendingSecretEnc, pendingExpiresAt } });
  const uri = authenticator.keyuri(user.email, ISSUER, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Marks step s as used unless it, or a later one, already was: one conditional update, so of two
 * instances given the same code at once only one succeeds.
 */
async function spendStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(totpAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpAuthenticators.userId, userId),
        or(isNull(totpAuthenticators.lastUsedStep), lt(totpAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpAuthenticators.userId });
  return rows.length === 1;
}

/** Confirms the pending secret with a code of it: it becomes the app. False for a wrong code. */
export async function confirmTotpSetup(
  db: DbOrTx,
  config: Config,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
  if (!row?.pendingSecretEnc || !row.pendingExpiresAt || row.pendingExpiresAt <= now) return false;
  const step = matchingStep(decryptSecret(config, row.pendingSecretEnc), code, now);
  if (step === null || !(await spendStep(db, userId, step))) return false;
  await db
    .update(totpAuthenticators)
    .set({
      secretEnc: row.pendingSecretEnc,
      confirmedAt: now,
      pendingSecretEnc: null,
      pendingExpiresAt: null,
    })
    .where(eq(totpAuthenticators.userId, userId));
  return true;
}

/** A code of the confirmed app, accepted once (ADR 0045). */
export async function verifyTotp(
  db: DbOrTx,
  config: Config,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ secretEnc: totpAuthenticators.secretEnc })
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId));
  if (!row?.secretEnc) return false;
  const step = matchingStep(decryptSecret(config, row.secretEnc), code, now);
  return step !== null && (await spendStep(db, userId, step));
}

// ---- recovery codes ----

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters of a 32-letter alphabet without 0/O and 1/I (60 bits), shown as xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`.toLowerCase();
}

/** As typed: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

const hashRecoveryCode = (code: string) => hashToken(`recovery:${normalizeRecoveryCode(code)}`);

/** Ten new codes replace any old ones; the codes are returned this once, only hashes are kept. */
export async function issueRecoveryCodes(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ id: randomUUID(), userId, codeHash: hashRecoveryCode(code), createdAt: now })),
    );
  return codes;
}

/** Spends a recovery code: true once per code, across instances. */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!/^[A-Za-z0-9\s-]{1,40}$/.test(code)) return false;
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

// ---- what a user has ----

export interface SecondStepStatus {
  totp: boolean;
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
  required: boolean;
}

export async function secondStepStatus(db: DbOrTx, userId: string): Promise<SecondStepStatus> {
  const [[totp], passkeys, [left], [required]] = await Promise.all([
    db
      .select({ confirmedAt: totpAuthenticators.confirmedAt })
      .from(totpAuthenticators)
      .where(and(eq(totpAuthenticators.userId, userId), sql`${totpAuthenticators.secretEnc} is not null`)),
    db
      .select({
        id: webauthnCredentials.id,
        name: webauthnCredentials.name,
        createdAt: webauthnCredentials.createdAt,
        lastUsedAt: webauthnCredentials.lastUsedAt,
      })
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userId, userId))
      .orderBy(webauthnCredentials.createdAt),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    db
      .select({ userId: secondStepRequired.userId })
      .from(secondStepRequired)
      .where(eq(secondStepRequired.userId, userId)),
  ]);
  return { totp: !!totp, passkeys, recoveryCodesLeft: left?.n ?? 0, required: !!required };
}

export const hasSecondStep = (s: SecondStepStatus) => s.totp || s.passkeys.length > 0;

/** The methods a pending sign-in may be completed with. */
export function methodsOf(s: SecondStepStatus): ('totp' | 'webauthn' | 'recovery')[] {
  return [
    ...(s.totp ? (['totp'] as const) : []),
    ...(s.passkeys.length > 0 ? (['webauthn'] as const) : []),
    ...(s.recoveryCodesLeft > 0 ? (['recovery'] as const) : []),
  ];
}

/** Turns the second step off: app, passkeys and recovery codes. */
export async function removeAllMethods(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
  await db.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

// ---- pending sign-ins ----

export async function createPendingSignIn(
  db: DbOrTx,
  userId: string,
  mustEnrol: boolean,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + (mustEnrol ? ENROLMENT_MS : PENDING_SIGN_IN_MS));
  // Old ones of this user that have expired go (a user has few at a time).
  await db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.userId, userId), lt(pendingSignIns.expiresAt, now)));
  await db
    .insert(pendingSignIns)
    .values({ tokenHash: hashToken(token), userId, mustEnrol, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type PendingSignIn = typeof pendingSignIns.$inferSelect;

export async function findPendingSignIn(db: DbOrTx, token: string, now: Date): Promise<PendingSignIn | null> {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, now)));
  return row ?? null;
}

/** Spends the pending sign-in: true for the one caller that deleted it. */
export async function spendPendingSignIn(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, tokenHash))
    .returning({ tokenHash: pendingSignIns.tokenHash });
  return rows.length === 1;
}

// ---- passkey challenges ----

export async function storeRegistrationChallenge(
  db: DbOrTx,
  userId: string,
  challenge: string,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + 5 * 60_000);
  await db
    .insert(webauthnChallenges)
    .values({ userId, challenge, expiresAt })
    .onConflictDoUpdate({ target: webauthnChallenges.userId, set: { challenge, expiresAt } });
}

/** Takes the user's registration challenge (deleted as it is read), if it has not expired. */
export async function takeRegistrationChallenge(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.userId, userId))
    .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
  return row && row.expiresAt > now ? row.challenge : null;
}

/** The relying party: this portal's host name and origin (PUBLIC_URL). */
export function relyingParty(config: Config) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: ISSUER };
}
