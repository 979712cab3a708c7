import { verify } from '@node-rs/argon2';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  okSchema,
  passkeyRegisterRequestSchema,
  pendingTokenRequestSchema,
  PROBLEMS,
  ProblemType,
  recoveryCodesRequestSchema,
  recoveryCodesSchema,
  secondStepCompleteRequestSchema,
  secondStepRemoveRequestSchema,
  secondStepSessionSchema,
  secondStepSetupResultSchema,
  secondStepStartRequestSchema,
  secondStepStatusSchema,
  totpConfirmRequestSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
  type SecondStepProof,
} from '@citytax/api';
import {
  authOf,
  clearSignInFailures,
  createSession,
  deviceTrust,
  failureDelayMs,
  lockedUntil,
  recordSignInFailure,
} from '../auth';
import { setDeviceCookie, signInSource } from '../deviceCookie';
import type { Db } from '../db/index';
import {
  pendingSignIns,
  taxpayers,
  totpAuthenticators,
  users,
  userTaxpayers,
  webauthnCredentials,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { recordAudit, sessionOrigin } from '../audit';
import { randomUUID } from 'node:crypto';
import { secondStepChangedNotice, type SecondStepChange } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { AccountProblem, ProblemError, requestLocale } from '../problems';
import {
  confirmTotpSetup,
  findPendingSignIn,
  hasSecondStep,
  issueRecoveryCodes,
  relyingParty,
  removeAllMethods,
  secondStepStatus,
  spendPendingSignIn,
  spendRecoveryCode,
  startTotpSetup,
  storeRegistrationChallenge,
  takeRegistrationChallenge,
  verifyTotp,
  type PendingSignIn,
} from '../secondStep';

const words = (type: AccountProblem) => PROBLEMS[type].detail;
const codeIncorrect = () =>
  new ProblemError(
    400,
    AccountProblem.SecondStepCodeIncorrect,
    words(AccountProblem.SecondStepCodeIncorrect),
    {
      errors: { code: [words(AccountProblem.SecondStepCodeIncorrect)] },
    },
  );
const pendingExpired = () =>
  new ProblemError(401, AccountProblem.SecondStepExpired, words(AccountProblem.SecondStepExpired));
const setupFailed = () =>
  new ProblemError(400, AccountProblem.SecondStepSetupFailed, words(AccountProblem.SecondStepSetupFailed));
const stillRequired = () =>
  new ProblemError(409, AccountProblem.SecondStepRequired, words(AccountProblem.SecondStepRequired));
const passwordIncorrect = () =>
  new ProblemError(
    400,
    AccountProblem.CurrentPasswordIncorrect,
    words(AccountProblem.CurrentPasswordIncorrect),
    { errors: { password: [words(AccountProblem.CurrentPasswordIncorrect)] } },
  );
const tooManyFailures = (locked: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 60_000));
  return new ProblemError(429, ProblemType.TooManyRequests, (w) => w.server.signInLocked(minutes), {
    headers: { 'Retry-After': String(Math.ceil((locked.getTime() - now.getTime()) / 1000)) },
  });
};

interface UserRow {
  id: string;
  email: string;
  firstName: string;
  isBusinessUser: boolean;
  taxpayerId: string | null;
  passwordHash: string | null;
}

async function userById(db: Db, id: string): Promise<UserRow> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isBusinessUser: users.isBusinessUser,
      taxpayerId: users.taxpayerId,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new ProblemError(401, ProblemType.Unauthorized, 'You must sign in to continue.');
  return user;
}

/** Whom a new session files as: as sign-in chooses (a business user's linked business, ADR 0010). */
async function filingAsOf(db: Db, user: UserRow): Promise<string | null> {
  if (!user.isBusinessUser) return user.taxpayerId;
  const [still] = user.taxpayerId
    ? await db
        .select({ id: userTaxpayers.taxpayerId })
        .from(userTaxpayers)
        .where(and(eq(userTaxpayers.userId, user.id), eq(userTaxpayers.taxpayerId, user.taxpayerId)))
    : [];
  if (still) return still.id;
  const [first] = await db
    .select({ id: taxpayers.id })
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .where(eq(userTaxpayers.userId, user.id))
    .orderBy(asc(taxpayers.federalId))
    .limit(1);
  return first?.id ?? null;
}

/**
 * The second sign-in step (ADR 0045): completing a sign-in whose password passed, and the account
 * security calls that set one up, change it or turn it off.
 */
export const secondStepRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, clock, requireAuth, cache },
) => {
  const rp = relyingParty(config);

  /** Where an attempt comes from: its address, and its browser when it has this account's device cookie (ADR 0046). */
  const sourceOf = (request: FastifyRequest, email: string) =>
    signInSource(request, config.signIn.deviceCookieSecret, email);

  /** A failure of the second step: counted and slowed exactly as a wrong password, from the same browser. */
  async function failure(request: FastifyRequest, email: string, now: Date, error: ProblemError) {
    const { deviceKey } = sourceOf(request, email);
    const failures = await recordSignInFailure(db, config, email, request.ip, now, deviceKey);
    request.log.info({ event: 'second_step_failed' }, 'second step failed');
    const delay = failureDelayMs(failures, config);
    if (delay > 0) await sleep(delay);
    return error;
  }

  async function assertNotLocked(request: FastifyRequest, email: string, now: Date) {
    const locked = await lockedUntil(db, email, request.ip, now, sourceOf(request, email).deviceKey);
    if (locked) throw tooManyFailures(locked, now);
  }

  /**
   * Ends a pending sign-in with a session (the pending token works once). As the password-only
   * sign-in does (ADR 0046): the counts the attempt went through start again, a known browser
   * keeping its trust, and the browser gets this account's device cookie.
   */
  async function finishSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    pending: PendingSignIn,
    user: UserRow,
    now: Date,
  ) {
    if (!(await spendPendingSignIn(db, pending.tokenHash))) throw pendingExpired();
    await clearSignInFailures(
      db,
      user.email,
      request.ip,
      await deviceTrust(db, sourceOf(request, user.email)),
    );
    setDeviceCookie(reply, request, config.signIn.deviceCookieSecret, user.email);
    const taxpayerId = await filingAsOf(db, user);
    const origin = { id: randomUUID(), ...sessionOrigin(request) };
    const token = await createSession(db, config, now, user.id, taxpayerId, origin);
    await recordAudit(db, request, {
      kind: 'signin.success',
      userId: user.id,
      sessionId: origin.id,
      taxpayerId,
    });
    request.log.info({ event: 'signin', userId: user.id }, 'signed in with a second step');
    return {
      taxpayerId,
      isBusinessUser: user.isBusinessUser,
      token,
      username: user.email,
      firstName: user.firstName,
    };
  }

  async function pendingOf(token: string, now: Date, mustEnrol?: boolean): Promise<PendingSignIn> {
    const pending = await findPendingSignIn(db, token, now);
    if (!pending || (mustEnrol !== undefined && pending.mustEnrol !== mustEnrol)) throw pendingExpired();
    return pending;
  }

  /**
   * Who sets up: a must-enrol pending sign-in (its token in the body), or the signed-in user. Once
   * the user has a method, a signed-in change needs the password and a current code.
   */
  async function enroller(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { pendingToken?: string | undefined; proof?: SecondStepProof | undefined },
    now: Date,
  ): Promise<{ user: UserRow; pending: PendingSignIn | null }> {
    if (body.pendingToken) {
      const pending = await pendingOf(body.pendingToken, now, true);
      return { user: await userById(db, pending.userId), pending };
    }
    await requireAuth.call(app, request, reply);
    const user = await userById(db, authOf(request).userId);
    if (hasSecondStep(await secondStepStatus(db, user.id))) await checkProof(request, user, body.proof, now);
    return { user, pending: null };
  }

  /** The password and a current code (authenticator or recovery), each counted as at sign-in. */
  async function checkProof(
    request: FastifyRequest,
    user: UserRow,
    proof: SecondStepProof | undefined,
    now: Date,
  ) {
    if (!proof) throw passwordIncorrect();
    await assertNotLocked(request, user.email, now);
    const ok = user.passwordHash ? await verify(user.passwordHash, proof.password).catch(() => false) : false;
    if (!ok) throw await failure(request, user.email, now, passwordIncorrect());
    const code = proof.code.replace(/\s/g, '');
    const codeOk = /^\d{6}$/.test(code)
      ? await verifyTotp(db, config, user.id, code, now)
      : await spendRecoveryCode(db, user.id, proof.code, now);
    if (!codeOk) throw await failure(request, user.email, now, codeIncorrect());
    await clearSignInFailures(
      db,
      user.email,
      request.ip,
      await deviceTrust(db, sourceOf(request, user.email)),
    );
  }

  /** After a set-up: the first method brings recovery codes; a must-enrol sign-in its session. */
  async function afterSetup(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    pending: PendingSignIn | null,
    change: SecondStepChange,
    hadMethod: boolean,
    now: Date,
  ) {
    const recoveryCodes = hadMethod ? undefined : await issueRecoveryCodes(db, user.id, now);
    await notify(request, user, change, now);
    cache.forgetUser(user.id);
    const session = pending ? await finishSignIn(request, reply, pending, user, now) : undefined;
    return { ...(session ? { session } : {}), ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  /** The account is told, and the change recorded (ADR 0048), in one transaction. */
  async function notify(request: FastifyRequest, user: UserRow, change: SecondStepChange, now: Date) {
    const removed = change === 'totpRemoved' || change === 'passkeyRemoved' || change === 'turnedOff';
    await db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        secondStepChangedNotice(config, user.email, change, now, requestLocale(request)),
        now,
      );
      await recordAudit(tx, request, {
        kind: removed ? 'second-step.removed' : 'second-step.added',
        userId: user.id,
        detail: { secondStep: change },
      });
    });
    request.log.info({ event: 'second_step_changed', change, userId: user.id }, 'second step changed');
  }

  // ---- completing a sign-in ----

  app.post(
    '/api/auth/second-step',
    {
      schema: { body: secondStepCompleteRequestSchema, response: { 200: secondStepSessionSchema } },
      config: { rateLimit: { max: config.signIn.rateLimitMax, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const body = request.body;
      const now = clock();
      const pending = await pendingOf(body.pendingToken, now, false);
      const user = await userById(db, pending.userId);
      await assertNotLocked(request, user.email, now);
      let ok = false;
      if (body.method === 'totp') ok = await verifyTotp(db, config, user.id, body.code, now);
      else if (body.method === 'recovery') ok = await spendRecoveryCode(db, user.id, body.code, now);
      else ok = await verifyPasskey(pending, body.response as unknown as AuthenticationResponseJSON, now);
      if (!ok) throw await failure(request, user.email, now, codeIncorrect());
      return finishSignIn(request, reply, pending, user, now);
    },
  );

  async function verifyPasskey(pending: PendingSignIn, response: AuthenticationResponseJSON, now: Date) {
    if (!pending.challenge) return false;
    const [credential] = await db
      .select()
      .from(webauthnCredentials)
      .where(and(eq(webauthnCredentials.id, response.id), eq(webauthnCredentials.userId, pending.userId)));
    if (!credential) return false;
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: pending.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: credential.id,
          publicKey: isoBase64URL.toBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports.split(',').filter(Boolean) as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      });
      if (!verified) return false;
      // Compare-and-set: of two uses of one assertion, one moves the counter.
      const moved = await db
        .update(webauthnCredentials)
        .set({ counter: authenticationInfo.newCounter, lastUsedAt: now })
        .where(
          and(eq(webauthnCredentials.id, credential.id), eq(webauthnCredentials.counter, credential.counter)),
        )
        .returning({ id: webauthnCredentials.id });
      return moved.length === 1;
    } catch {
      return false;
    }
  }

  app.post(
    '/api/auth/second-step/passkey-options',
    { schema: { body: pendingTokenRequestSchema, response: { 200: webauthnOptionsSchema } } },
    async (request) => {
      const now = clock();
      const pending = await pendingOf(request.body.pendingToken, now, false);
      const credentials = await db
        .select({ id: webauthnCredentials.id, transports: webauthnCredentials.transports })
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.userId, pending.userId));
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'preferred',
        allowCredentials: credentials.map((c) => ({
          id: c.id,
          transports: c.transports.split(',').filter(Boolean) as AuthenticatorTransportFuture[],
        })),
      });
      await db
        .update(pendingSignIns)
        .set({ challenge: options.challenge })
        .where(eq(pendingSignIns.tokenHash, pending.tokenHash));
      return options as typeof options & Record<string, unknown>;
    },
  );

  // ---- account security ----

  app.get(
    '/api/account/second-step',
    { onRequest: requireAuth, schema: { response: { 200: secondStepStatusSchema } } },
    async (request) => {
      const status = await secondStepStatus(db, authOf(request).userId);
      return {
        ...status,
        passkeys: status.passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/account/second-step/totp/start',
    { schema: { body: secondStepStartRequestSchema, response: { 200: totpSetupSchema } } },
    async (request, reply) => {
      const now = clock();
      const { user } = await enroller(request, reply, request.body, now);
      return startTotpSetup(db, config, user, now);
    },
  );

  app.post(
    '/api/account/second-step/totp/confirm',
    { schema: { body: totpConfirmRequestSchema, response: { 200: secondStepSetupResultSchema } } },
    async (request, reply) => {
      const now = clock();
      const { pendingToken, code } = request.body;
      // The proof was asked when the set-up started; only that user's pending secret is confirmed.
      const pending = pendingToken ? await pendingOf(pendingToken, now, true) : null;
      if (!pending) await requireAuth.call(app, request, reply);
      const user = await userById(db, pending?.userId ?? authOf(request).userId);
      await assertNotLocked(request, user.email, now);
      const had = hasSecondStep(await secondStepStatus(db, user.id));
      const [row] = await db
        .select({ pending: totpAuthenticators.pendingSecretEnc })
        .from(totpAuthenticators)
        .where(eq(totpAuthenticators.userId, user.id));
      if (!row?.pending) throw setupFailed();
      if (!(await confirmTotpSetup(db, config, user.id, code, now)))
        throw await failure(request, user.email, now, codeIncorrect());
      return afterSetup(request, reply, user, pending, 'totpAdded', had, now);
    },
  );

  app.post(
    '/api/account/second-step/passkey/options',
    { schema: { body: secondStepStartRequestSchema, response: { 200: webauthnOptionsSchema } } },
    async (request, reply) => {
      const now = clock();
      const { user } = await enroller(request, reply, request.body, now);
      const existing = await db
        .select({ id: webauthnCredentials.id, transports: webauthnCredentials.transports })
        .from(webauthnCredentials)
        .where(eq(webauthnCredentials.userId, user.id));
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: user.email,
        userDisplayName: user.firstName,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({
          id: c.id,
          transports: c.transports.split(',').filter(Boolean) as AuthenticatorTransportFuture[],
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await storeRegistrationChallenge(db, user.id, options.challenge, now);
      return options as typeof options & Record<string, unknown>;
    },
  );

  app.post(
    '/api/account/second-step/passkey',
    { schema: { body: passkeyRegisterRequestSchema, response: { 200: secondStepSetupResultSchema } } },
    async (request, reply) => {
      const now = clock();
      const { pendingToken, name, response } = request.body;
      const pending = pendingToken ? await pendingOf(pendingToken, now, true) : null;
      if (!pending) await requireAuth.call(app, request, reply);
      const user = await userById(db, pending?.userId ?? authOf(request).userId);
      const challenge = await takeRegistrationChallenge(db, user.id, now);
      if (!challenge) throw setupFailed();
      const had = hasSecondStep(await secondStepStatus(db, user.id));
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: false,
        });
        if (!result.verified) throw setupFailed();
        info = result.registrationInfo;
      } catch (err) {
        if (err instanceof ProblemError) throw err;
        throw setupFailed();
      }
      await db
        .insert(webauthnCredentials)
        .values({
          id: info.credential.id,
          userId: user.id,
          publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
          counter: info.credential.counter,
          transports: (info.credential.transports ?? []).join(','),
          name,
          createdAt: now,
        })
        .onConflictDoNothing();
      return afterSetup(request, reply, user, pending, 'passkeyAdded', had, now);
    },
  );

  app.post(
    '/api/account/second-step/remove',
    { onRequest: requireAuth, schema: { body: secondStepRemoveRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const now = clock();
      const user = await userById(db, authOf(request).userId);
      const { proof, what } = request.body;
      await checkProof(request, user, proof, now);
      const status = await secondStepStatus(db, user.id);
      const left = {
        totp: what.kind === 'totp' || what.kind === 'all' ? false : status.totp,
        passkeys:
          what.kind === 'all'
            ? 0
            : status.passkeys.filter((p) => what.kind !== 'passkey' || p.id !== what.id).length,
      };
      if (status.required && !left.totp && left.passkeys === 0) throw stillRequired();
      let change: SecondStepChange;
      if (what.kind === 'all') {
        await removeAllMethods(db, user.id);
        change = 'turnedOff';
      } else if (what.kind === 'totp') {
        await db.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id));
        change = 'totpRemoved';
      } else {
        await db
          .delete(webauthnCredentials)
          .where(and(eq(webauthnCredentials.id, what.id), eq(webauthnCredentials.userId, user.id)));
        change = 'passkeyRemoved';
      }
      // The last method gone: the recovery codes go with it.
      if (!left.totp && left.passkeys === 0) await removeAllMethods(db, user.id);
      await notify(request, user, change, now);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/second-step/recovery-codes',
    {
      onRequest: requireAuth,
      schema: { body: recoveryCodesRequestSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const now = clock();
      const user = await userById(db, authOf(request).userId);
      await checkProof(request, user, request.body.proof, now);
      if (!hasSecondStep(await secondStepStatus(db, user.id))) throw setupFailed();
      const recoveryCodes = await issueRecoveryCodes(db, user.id, now);
      await notify(request, user, 'recoveryCodesRenewed', now);
      return { recoveryCodes };
    },
  );
};
