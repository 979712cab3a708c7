import { verify } from '@node-rs/argon2';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  okSchema,
  PROBLEMS,
  resetPasswordEmailRequestSchema,
  resetPasswordRequestSchema,
  ProblemType,
  signInOutcomeSchema,
  signInRequestSchema,
} from '@citytax/api';
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { emailInUse, isUniqueViolation, sendTokenMail } from '../accounts';
import { recordAudit, sessionOrigin } from '../audit';
import { randomUUID } from 'node:crypto';
import {
  authOf,
  bearerToken,
  hashToken,
  clearSignInFailures,
  createSession,
  failureDelayMs,
  reserveSignInAttempt,
  revokeSession,
  signInLockedProblem,
} from '../auth';
import { setDeviceCookie, signInSource } from '../deviceCookie';
import { hashPassword } from '../db/seed';
import { createPendingSignIn, hasSecondStep, methodsOf, secondStepStatus } from '../secondStep';
import { emailTokens, sessions, signInFailures, taxpayers, users, userTaxpayers } from '../db/schema';
import { emailChangedNotice, emailChangeMail, passwordChangedNotice, resetMail } from '../mail/messages';
import { PASSWORD_REASONS, passwordProblems } from '../passwordPolicy';
import { enqueueMail, type MailLog } from '../mail/outbox';
import { AccountProblem, inLanguage, ProblemError, requestLocale } from '../problems';
import {
  consumeEmailToken,
  expiredToken,
  invalidToken,
  issueEmailToken,
  setPasswordFromLink,
  verifyEmailToken,
} from '../tokens';
import type { AppDeps } from '../deps';

const INVALID_CREDENTIALS = 'The email address or password is incorrect.';
/** Spec §8: the change-email screen shows its Duplicate Email modal for any 400. */
export const DUPLICATE_EMAIL_DETAIL = 'This email address already exists in our records. Please try another.';
const LEGACY_MAIL_INTERVAL_MS = 60 * 60_000;

/** Issue 16: a wrong current password before an account change (400: 401/403 end the portal's session). */
export const CURRENT_PASSWORD_INCORRECT = PROBLEMS[AccountProblem.CurrentPasswordIncorrect].detail;

const duplicateEmail = () =>
  new ProblemError(400, AccountProblem.DuplicateEmail, DUPLICATE_EMAIL_DETAIL, {
    errors: { email: [DUPLICATE_EMAIL_DETAIL] },
  });

const EMAIL_UNCHANGED_DETAIL = PROBLEMS[AccountProblem.EmailUnchanged].detail;
const emailUnchanged = () =>
  new ProblemError(409, AccountProblem.EmailUnchanged, EMAIL_UNCHANGED_DETAIL, {
    errors: { email: [EMAIL_UNCHANGED_DETAIL] },
  });

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, clock, requireAuth, cache },
) => {
  // Verified against for unknown users, so both failures cost one Argon2 verification.
  const dummyHash = hashPassword('not-a-real-password-' + Math.random().toString(36));
  const accountProblem = (type: ProblemType) =>
    new ProblemError(
      403,
      type,
      // The catalogue's text, with the support contact where it has one (problemMessage's words).
      (w) =>
        PROBLEMS[type].wording === 'withContact'
          ? `${w.details[type]} ${w.contactLine(config.support.email, config.support.phone)}`
          : w.details[type],
    );

  app.post(
    '/api/auth/signin',
    {
      schema: { body: signInRequestSchema, response: { 200: signInOutcomeSchema } },
      config: { rateLimit: { max: config.signIn.rateLimitMax, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const username = request.body.username.toLowerCase();
      const now = clock();
      // Counted before the password is checked: against this browser when it has the account's
      // device cookie, else against its address and the account's unknown browsers (ADR 0046).
      const source = signInSource(request, config.signIn.deviceCookieSecret, username);
      const attempt = await reserveSignInAttempt(db, config, source, now);
      if (!attempt.ok) throw signInLockedProblem(attempt.lock, now);
      const [user] = await db.select().from(users).where(eq(users.email, username));
      const ok = await verify(user?.passwordHash ?? (await dummyHash), request.body.password).catch(
        () => false,
      );
      if (!user || !ok) {
        const failures = attempt.failures;
        request.log.info({ event: 'signin_failed' }, 'sign-in failed');
        await recordAudit(db, request, {
          kind: 'signin.failure',
          userId: user?.id ?? null,
          actorKind: 'anonymous',
          detail: { reason: 'credentials' },
        });
        // The same for a known and an unknown name, so the delay reveals nothing either.
        const delay = failureDelayMs(failures, config);
        if (delay > 0) await sleep(delay);
        throw new ProblemError(401, ProblemType.InvalidCredentials, INVALID_CREDENTIALS);
      }
      // ADR 0045: while a second step is owed, the counters are cleared only once it is passed.
      const secondStep = await secondStepStatus(db, user.id);
      const owesSecondStep = hasSecondStep(secondStep) || secondStep.required;
      if (!owesSecondStep) await clearSignInFailures(db, username, request.ip, attempt.device);
      if (user.status === 'inactive') throw accountProblem(ProblemType.InactiveUserAccount);
      if (user.status === 'migration_required') {
        // The 403 tells the user to check their mailbox: make that true, at most once an hour.
        await db.transaction(async (tx) => {
          const [recent] = await tx
            .select({ id: emailTokens.id })
            .from(emailTokens)
            .where(
              and(
                eq(emailTokens.userId, user.id),
                eq(emailTokens.purpose, 'legacy'),
                gt(emailTokens.createdAt, new Date(now.getTime() - LEGACY_MAIL_INTERVAL_MS)),
              ),
            )
            .limit(1);
          if (!recent)
            await sendTokenMail(tx, config, {
              userId: user.id,
              email: user.email,
              purpose: 'legacy',
              now,
              locale: requestLocale(request),
            });
        });
        throw accountProblem(ProblemType.AccountMigrationRequired);
      }

      if (owesSecondStep) {
        // No session yet: a pending sign-in, completed (or, for a required one, set up) at /api/auth/second-step.
        const mustEnrol = !hasSecondStep(secondStep);
        const pending = await createPendingSignIn(db, user.id, mustEnrol, now);
        request.log.info(
          { event: 'signin_second_step', userId: user.id },
          'password passed, second step owed',
        );
        return {
          secondStep: {
            pendingToken: pending.token,
            methods: methodsOf(secondStep),
            mustEnrol,
            expiresAt: pending.expiresAt.toISOString(),
          },
        };
      }
      let taxpayerId = user.taxpayerId;
      if (user.isBusinessUser) {
        // Files as the user's business if it is still linked, else the first linked by EIN (ADR 0010).
        const [still] = taxpayerId
          ? await db
              .select({ id: userTaxpayers.taxpayerId })
              .from(userTaxpayers)
              .where(and(eq(userTaxpayers.userId, user.id), eq(userTaxpayers.taxpayerId, taxpayerId)))
          : [];
        const [first] = still
          ? [still]
          : await db
              .select({ id: taxpayers.id })
              .from(userTaxpayers)
              .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
              .where(eq(userTaxpayers.userId, user.id))
              .orderBy(asc(taxpayers.federalId))
              .limit(1);
        taxpayerId = first?.id ?? null;
      }
      if (!taxpayerId && !user.isBusinessUser) throw accountProblem(ProblemType.MisconfiguredAccount);

      const origin = { id: randomUUID(), ...sessionOrigin(request) };
      const token = await createSession(db, config, now, user.id, taxpayerId, origin);
      await recordAudit(db, request, {
        kind: 'signin.success',
        userId: user.id,
        sessionId: origin.id,
        taxpayerId,
      });
      request.log.info({ event: 'signin', userId: user.id }, 'signed in');
      // This browser is now known to the account (a new cookie, so its own count starts again).
      setDeviceCookie(reply, request, config.signIn.deviceCookieSecret, username);
      return {
        taxpayerId,
        isBusinessUser: user.isBusinessUser,
        token,
        username: user.email,
        firstName: user.firstName,
      };
    },
  );

  app.post('/api/auth/signout', { schema: { response: { 200: okSchema } } }, async (request) => {
    const token = bearerToken(request);
    if (token)
      for (const ended of await revokeSession(db, cache, token, clock()))
        await recordAudit(db, request, { kind: 'signout.self', ...ended });
    return { ok: true as const };
  });

  const emailRateLimit = { rateLimit: { max: config.mail.rateLimitMax, timeWindow: 60_000 } };
  // The per-address mail cap of ADR 0022, for the link mails a caller can ask for again and again.
  const mailCap = (log: MailLog) => ({ perAddressPerHour: config.mail.perAddressPerHour, log });

  app.post(
    '/api/auth/reset-password-email',
    {
      schema: { body: resetPasswordEmailRequestSchema, response: { 200: okSchema } },
      config: emailRateLimit,
    },
    async (request) => {
      // Same answer whether or not the account exists (ADR 0006).
      const email = request.body.email.toLowerCase();
      const now = clock();
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email));
        if (!user || user.status !== 'active') return;
        const issued = await issueEmailToken(tx, {
          userId: user.id,
          purpose: 'reset',
          now,
          ttlMs: config.mail.tokenTtlMs,
        });
        await enqueueMail(
          tx,
          resetMail(config, email, issued.token, requestLocale(request)),
          now,
          mailCap(request.log),
        );
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const { email, token, password } = request.body;
      const now = clock();
      const user = await setPasswordFromLink(db, {
        token,
        purpose: 'reset',
        email,
        password,
        now,
        accepts: (u) => u.status === 'active',
        apply: async (tx, u, passwordHash) => {
          await tx
            .update(users)
            .set({ passwordHash, emailConfirmedAt: u.emailConfirmedAt ?? now })
            .where(eq(users.id, u.id));
          // A reset signs the user out everywhere and lifts a lockout.
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, u.id), isNull(sessions.revokedAt)));
          await tx.delete(signInFailures).where(eq(signInFailures.username, u.email));
          await recordAudit(tx, request, { kind: 'password.reset', userId: u.id });
        },
      });
      cache.forgetUser(user.id);
      request.log.info({ event: 'password_reset', userId: user.id }, 'password reset');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/change-email',
    { onRequest: requireAuth, schema: { body: changeEmailRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const session = authOf(request);
      const now = clock();
      // The current password, checked as sign-in checks it and counted toward the same limits, so a
      // session alone (left open, or stolen) cannot move the account to another address. The
      // browser's device cookie counts here as at sign-in (ADR 0046).
      const source = signInSource(request, config.signIn.deviceCookieSecret, session.email);
      const attempt = await reserveSignInAttempt(db, config, source, now);
      if (!attempt.ok) throw signInLockedProblem(attempt.lock, now);
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, session.userId));
      const ok = await verify(user?.passwordHash ?? (await dummyHash), request.body.currentPassword).catch(
        () => false,
      );
      if (!user?.passwordHash || !ok) {
        const failures = attempt.failures;
        request.log.info({ event: 'change_email_password_failed', userId: session.userId }, 'wrong password');
        const delay = failureDelayMs(failures, config);
        if (delay > 0) await sleep(delay);
        throw new ProblemError(400, AccountProblem.CurrentPasswordIncorrect, CURRENT_PASSWORD_INCORRECT, {
          errors: { currentPassword: [CURRENT_PASSWORD_INCORRECT] },
        });
      }
      await clearSignInFailures(db, source.username, request.ip, attempt.device);
      const email = request.body.email.toLowerCase();
      // Their own address is not "someone else's" (issue 18): a distinct 409 says so.
      if (email === session.email.toLowerCase()) throw emailUnchanged();
      if (await emailInUse(db, email, session.userId)) throw duplicateEmail();
      await db.transaction(async (tx) => {
        const issued = await issueEmailToken(tx, {
          userId: session.userId,
          purpose: 'email-change',
          newEmail: email,
          now,
          ttlMs: config.mail.tokenTtlMs,
        });
        await enqueueMail(
          tx,
          emailChangeMail(config, email, issued.token, issued.id, requestLocale(request)),
          now,
          mailCap(request.log),
        );
        await recordAudit(tx, request, { kind: 'email.change-requested', taxpayerId: null });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/confirm-email-change',
    { schema: { body: confirmEmailChangeRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      // Public: the link may open in a browser where the user is not signed in.
      const { email, token, id } = request.body;
      const now = clock();
      const { row, user } = await verifyEmailToken(db, { token, purpose: 'email-change', email, now });
      const a = Buffer.from(row.id);
      const b = Buffer.from(id);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw invalidToken();
      if (row.tokenHash !== hashToken(token)) throw invalidToken();
      if (row.expiresAt.getTime() <= now.getTime()) throw expiredToken();
      const newEmail = email.toLowerCase();
      if (await emailInUse(db, newEmail, user.id)) throw duplicateEmail();
      try {
        await db.transaction(async (tx) => {
          await consumeEmailToken(tx, row, now);
          await tx.update(users).set({ email: newEmail }).where(eq(users.id, user.id));
          // The account moved: every other session of the user ends. The one confirming keeps going
          // when it is the user's own; a link opened without one ends them all (issue 16).
          const bearer = bearerToken(request);
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(sessions.userId, user.id),
                isNull(sessions.revokedAt),
                bearer ? ne(sessions.tokenHash, hashToken(bearer)) : undefined,
              ),
            );
          await enqueueMail(tx, emailChangedNotice(user.email, newEmail, requestLocale(request)), now);
          await recordAudit(tx, request, { kind: 'email.changed', userId: user.id, taxpayerId: null });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateEmail();
        throw err;
      }
      cache.forgetUser(user.id);
      request.log.info({ event: 'email_changed', userId: user.id }, 'email changed');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/change-password',
    { onRequest: requireAuth, schema: { body: changePasswordRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const session = authOf(request);
      const now = clock();
      const { currentPassword, newPassword } = request.body;
      // Issue 30. The current password, checked as change-email checks it and counted toward the same
      // limits (ADR 0024): a session alone (left open, or stolen) cannot choose the password.
      const source = signInSource(request, config.signIn.deviceCookieSecret, session.email);
      const attempt = await reserveSignInAttempt(db, config, source, now);
      if (!attempt.ok) throw signInLockedProblem(attempt.lock, now);
      const [user] = await db
        .select({ passwordHash: users.passwordHash, email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, session.userId));
      const ok = await verify(user?.passwordHash ?? (await dummyHash), currentPassword).catch(() => false);
      if (!user?.passwordHash || !ok) {
        const failures = attempt.failures;
        request.log.info(
          { event: 'change_password_password_failed', userId: session.userId },
          'wrong password',
        );
        const delay = failureDelayMs(failures, config);
        if (delay > 0) await sleep(delay);
        throw new ProblemError(400, AccountProblem.CurrentPasswordIncorrect, CURRENT_PASSWORD_INCORRECT, {
          errors: { currentPassword: [CURRENT_PASSWORD_INCORRECT] },
        });
      }
      await clearSignInFailures(db, source.username, request.ip, attempt.device);
      // The set-password policy (common passwords, the address), and not the password it has now.
      const reasons = passwordProblems(newPassword, user.email);
      if (newPassword === currentPassword) reasons.push(PASSWORD_REASONS.sameAsCurrent);
      if (reasons.length > 0) {
        // 400, not the set-password 403: the portal reads a 401/403 as the session's end.
        throw new ProblemError(
          400,
          AccountProblem.NewPasswordNotAccepted,
          (w, locale) => w.server.passwordNotAccepted(reasons.map((r) => inLanguage(r, locale)).join(' ')),
          { errors: { newPassword: reasons } },
        );
      }
      const passwordHash = await hashPassword(newPassword);
      const changed = await db.transaction(async (tx) => {
        // Only over the hash just verified: a reset or another change in between wins, and this one
        // is refused as a wrong current password (not counted).
        const updated = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, session.userId), eq(users.passwordHash, user.passwordHash!)))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        // Every other session of the user ends; the one that changed it goes on.
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(sessions.userId, session.userId),
              isNull(sessions.revokedAt),
              ne(sessions.id, session.sessionId),
            ),
          );
        // A notice of a security change: never dropped by the per-address mail cap (ADR 0024).
        await enqueueMail(tx, passwordChangedNotice(config, user, now, requestLocale(request)), now);
        await recordAudit(tx, request, { kind: 'password.changed', taxpayerId: null });
        return true;
      });
      if (!changed) {
        throw new ProblemError(400, AccountProblem.CurrentPasswordIncorrect, CURRENT_PASSWORD_INCORRECT, {
          errors: { currentPassword: [CURRENT_PASSWORD_INCORRECT] },
        });
      }
      cache.forgetUser(session.userId);
      request.log.info({ event: 'password_changed', userId: session.userId }, 'password changed');
      return { ok: true as const };
    },
  );
};
