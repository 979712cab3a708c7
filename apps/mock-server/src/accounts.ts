import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PROBLEMS,
  ProblemType,
  RegistrationStatus,
  TaxpayerType,
  type Locale,
  type SupportContact,
} from '@citytax/api';
import { accessCodeMatches, storedAccessCode } from './accessCode';
import type { Config } from './config';
import type { Db } from './db/index';
import { secondStepRequired, taxpayers, users, userTaxpayers, type EmailTokenPurpose } from './db/schema';
import { enqueueMail, type MailLog } from './mail/outbox';
import { legacyMail, registrationMail } from './mail/messages';
import { AccountProblem, ProblemError, type Wording } from './problems';
import { issueEmailToken } from './tokens';

export type TaxpayerRow = typeof taxpayers.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface RegistrationState {
  status: RegistrationStatus;
  taxpayer: TaxpayerRow | null;
  user: UserRow | null;
}

/** The web user of a taxpayer: its own user, or for a business a user that has linked it. */
export async function webUserOf(db: Db, taxpayer: TaxpayerRow): Promise<UserRow | null> {
  const [own] = await db
    .select()
    .from(users)
    .where(eq(users.taxpayerId, taxpayer.id))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (own) return own;
  if (taxpayer.type !== TaxpayerType.Business) return null;
  const [linked] = await db
    .select({ user: users })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, taxpayer.id))
    .orderBy(asc(userTaxpayers.createdAt))
    .limit(1);
  return linked?.user ?? null;
}

/** The registration status of a taxpayer ID, evaluated in the order of ADR 0006. */
export async function registrationStateOf(db: Db, taxpayerId: string): Promise<RegistrationState> {
  const [taxpayer] = await db.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
  if (!taxpayer) return { status: RegistrationStatus.NotRegisteredTaxpayer, taxpayer: null, user: null };
  const state = (status: RegistrationStatus, user: UserRow | null = null) => ({ status, taxpayer, user });
  if (taxpayer.primaryTaxpayerId) return state(RegistrationStatus.NotPrimaryTaxpayer);
  if (taxpayer.registrationStatus === 'pending') return state(RegistrationStatus.PendingTaxpayerRegistration);
  const user = await webUserOf(db, taxpayer);
  if (!user) return state(RegistrationStatus.NeedsToCreateWebAccount);
  if (user.status === 'inactive') return state(RegistrationStatus.AccountInactive, user);
  if (user.status === 'migration_required') return state(RegistrationStatus.NeedsAccountMigration, user);
  if (!user.passwordHash || !user.emailConfirmedAt)
    return state(RegistrationStatus.WebUserRequiresPassword, user);
  if (taxpayer.type === TaxpayerType.Business) return state(RegistrationStatus.TaxpayerAlreadyHasUser, user);
  return state(RegistrationStatus.ReadyToLogin, user);
}

export const IDENTITY_MISMATCH = PROBLEMS[AccountProblem.IdentityNotVerified].detail;

/**
 * Identity proof (ADR 0006, ADR 0050): the taxpayer ID, the last four of the SSN/FEIN and the zip on
 * record, and the access code the city printed on its letters to the taxpayer. The last four and a
 * zip are public facts; the code is what only the taxpayer received. Any mismatch, including an
 * unknown ID or a taxpayer without a code, answers the same 400 after the same work: the code's key
 * is always derived.
 */
export async function proveIdentity(
  db: Db,
  proof: { taxpayerId: string; federalIdLast4: string; zip: string; accessCode: string },
): Promise<TaxpayerRow> {
  const [taxpayer] = await db.select().from(taxpayers).where(eq(taxpayers.id, proof.taxpayerId));
  const stored = taxpayer ? await storedAccessCode(db, taxpayer.id) : null;
  const codeOk = await accessCodeMatches(proof.accessCode, stored);
  const recordZip = (taxpayer?.zip ?? '').replace(/\D/g, '');
  const zipOk = proof.zip.length === 5 ? recordZip.slice(0, 5) === proof.zip : recordZip === proof.zip;
  const idOk = !!taxpayer?.federalId && taxpayer.federalId.slice(-4) === proof.federalIdLast4;
  if (!taxpayer || !zipOk || !idOk || !codeOk)
    throw new ProblemError(400, AccountProblem.IdentityNotVerified, IDENTITY_MISMATCH, {
      errors: { taxpayerId: [IDENTITY_MISMATCH] },
    });
  return taxpayer;
}

/** The 409 answer when a taxpayer is not in the state a registration call needs. */
export function statusConflict(status: RegistrationStatus, support: SupportContact): ProblemError {
  const detail: Wording = (w) => {
    const r = w.server.registration;
    const details: Partial<Record<RegistrationStatus, string>> = {
      NotRegisteredTaxpayer: r.notRegisteredTaxpayer,
      NotPrimaryTaxpayer: r.notPrimaryTaxpayer,
      PendingTaxpayerRegistration: r.pendingTaxpayerRegistration,
      NeedsToCreateWebAccount: r.needsToCreateWebAccount,
      AccountInactive: `${w.details['inactive-user-account']} ${w.contactLine(support.email, support.phone)}`,
      NeedsAccountMigration: r.needsAccountMigration,
      WebUserRequiresPassword: r.webUserRequiresPassword,
      TaxpayerAlreadyHasUser: r.taxpayerAlreadyHasUser,
      ReadyToLogin: r.readyToLogin,
    };
    return details[status] ?? r.other;
  };
  return new ProblemError(409, ProblemType.Conflict, detail);
}

/** True for a unique-constraint violation from either driver (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function emailInUse(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return !!row && row.id !== exceptUserId;
}

/** A new numeric taxpayer ID from the taxpayer_id_seq sequence. */
export async function nextTaxpayerId(tx: Db): Promise<string> {
  const result = (await tx.execute(sql`select nextval('taxpayer_id_seq')::text as id`)) as unknown as {
    rows: { id: string }[];
  };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('taxpayer_id_seq returned no value');
  return id;
}

/** Creates a web user without a password (it is set from the confirmation email). */
export async function createWebUser(
  tx: Db,
  input: {
    email: string;
    firstName: string;
    taxpayer: TaxpayerRow | { id: string; type: number };
    now: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const isBusinessUser = input.taxpayer.type === TaxpayerType.Business;
  await tx.insert(users).values({
    id,
    email: input.email,
    passwordHash: null,
    emailConfirmedAt: null,
    firstName: input.firstName,
    isBusinessUser,
    status: 'active',
    taxpayerId: input.taxpayer.id,
    createdAt: input.now,
  });
  if (isBusinessUser) {
    await tx
      .insert(userTaxpayers)
      .values({ userId: id, taxpayerId: input.taxpayer.id, createdAt: input.now })
      .onConflictDoNothing();
    // A business account files and pays for businesses: it sets up a second step at its first sign-in (ADR 0045).
    await tx.insert(secondStepRequired).values({ userId: id, since: input.now }).onConflictDoNothing();
  }
  return id;
}

/** Issues a token and writes its email to the outbox (throttled per address), in the caller's transaction. */
export async function sendTokenMail(
  tx: Db,
  config: Config,
  input: {
    userId: string;
    email: string;
    purpose: Extract<EmailTokenPurpose, 'registration' | 'legacy'>;
    now: Date;
    /** The language of the request that caused the mail. */
    locale: Locale;
    log?: MailLog;
  },
): Promise<void> {
  const issued = await issueEmailToken(tx, {
    userId: input.userId,
    purpose: input.purpose,
    now: input.now,
    ttlMs: config.mail.tokenTtlMs,
  });
  const mail =
    input.purpose === 'registration'
      ? registrationMail(config, input.email, issued.token, input.locale)
      : legacyMail(config, input.email, issued.token, input.locale);
  await enqueueMail(tx, mail, input.now, {
    perAddressPerHour: config.mail.perAddressPerHour,
    ...(input.log ? { log: input.log } : {}),
  });
}

/** Locks a taxpayer row for the rest of the transaction (serialises account creation per taxpayer). */
export async function lockTaxpayer(tx: Db, taxpayerId: string): Promise<void> {
  await tx
    .select({ id: taxpayers.id })
    .from(taxpayers)
    .where(and(eq(taxpayers.id, taxpayerId)))
    .for('update');
}
