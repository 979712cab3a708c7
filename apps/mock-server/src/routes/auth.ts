import { verify } from '@node-rs/argon2';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okSchema,
  ProblemType,
  problemMessage,
  PROBLEM_TYPE_BASE,
  signInRequestSchema,
  signInResponseSchema,
} from '@citytax/api';
import {
  bearerToken,
  clearSignInFailures,
  createSession,
  lockedUntil,
  recordSignInFailure,
  revokeSession,
} from '../auth';
import { hashPassword } from '../db/seed';
import { taxpayers, users, userTaxpayers } from '../db/schema';
import { ProblemError } from '../problems';
import type { AppDeps } from '../app';

const INVALID_CREDENTIALS = 'The email address or password is incorrect.';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, clock }) => {
  // Verified against for unknown users, so both failures cost one Argon2 verification.
  const dummyHash = hashPassword('not-a-real-password-' + Math.random().toString(36));
  const accountProblem = (type: ProblemType) =>
    new ProblemError(
      403,
      type,
      problemMessage({ type: PROBLEM_TYPE_BASE + type, title: '' }, config.support),
    );

  app.post(
    '/api/auth/signin',
    {
      schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } },
      config: { rateLimit: { max: config.signIn.rateLimitMax, timeWindow: 60_000 } },
    },
    async (request) => {
      const username = request.body.username.toLowerCase();
      const now = clock();
      const locked = await lockedUntil(db, username, now);
      if (locked) {
        const minutes = Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 60_000));
        throw new ProblemError(
          429,
          ProblemType.TooManyRequests,
          `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { headers: { 'Retry-After': String(Math.ceil((locked.getTime() - now.getTime()) / 1000)) } },
        );
      }
      const [user] = await db.select().from(users).where(eq(users.email, username));
      const ok = await verify(user?.passwordHash ?? (await dummyHash), request.body.password).catch(
        () => false,
      );
      if (!user || !ok) {
        await recordSignInFailure(db, config, username, now);
        request.log.info({ event: 'signin_failed' }, 'sign-in failed');
        throw new ProblemError(401, ProblemType.InvalidCredentials, INVALID_CREDENTIALS);
      }
      await clearSignInFailures(db, username);
      if (user.status === 'inactive') throw accountProblem(ProblemType.InactiveUserAccount);
      if (user.status === 'migration_required') throw accountProblem(ProblemType.AccountMigrationRequired);

      let taxpayerId = user.taxpayerId;
      if (!taxpayerId && user.isBusinessUser) {
        const [first] = await db
          .select({ id: taxpayers.id })
          .from(userTaxpayers)
          .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
          .where(eq(userTaxpayers.userId, user.id))
          .orderBy(asc(taxpayers.federalId))
          .limit(1);
        taxpayerId = first?.id ?? null;
      }
      if (!taxpayerId && !user.isBusinessUser) throw accountProblem(ProblemType.MisconfiguredAccount);

      const token = await createSession(db, config, now, user.id, taxpayerId);
      request.log.info({ event: 'signin', userId: user.id }, 'signed in');
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
    if (token) await revokeSession(db, token, clock());
    return { ok: true as const };
  });
};
