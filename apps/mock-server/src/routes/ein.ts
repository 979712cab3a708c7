import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addEinRequestSchema,
  businessListSchema,
  type BusinessTaxpayer,
  businessTaxpayerSchema,
  einSearchRequestSchema,
  filingAsRequestSchema,
  type LinkChangeResponse,
  linkChangeResponseSchema,
  type Locale,
  PROBLEMS,
  ProblemType,
  problemWords,
  removeEinRequestSchema,
  type SignInResponse,
  signInResponseSchema,
  TaxpayerType,
} from '@citytax/api';
import {
  accessCodeMatches,
  accessCodeRetryAfter,
  maskEmail,
  recordAccessCodeFailure,
  storedAccessCode,
} from '../accessCode';
import { assertRepresents, authOf, bearerToken, type AuthSession } from '../auth';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { sessions, taxpayers, users, userTaxpayers } from '../db/schema';
import { businessLinkedNotice } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { problem, ProblemError, requestLocale } from '../problems';
import { recordAudit } from '../audit';
import type { AppDeps } from '../deps';

/** Spec §8, Business search: the one message for a business that does not match. */
export const BUSINESS_NOT_FOUND = problemWords.server.businessNotFound;
export const BUSINESS_ALREADY_LINKED = problemWords.server.businessAlreadyLinked;
export const EIN_MANAGEMENT_OFF = problemWords.server.einManagementOff;
export const NOT_A_BUSINESS_USER = problemWords.server.notABusinessUser;
export const ACCESS_CODE_INCORRECT = PROBLEMS[ProblemType.AccessCodeIncorrect].detail;
/**
 * Lookups of an EIN and name per user in EIN_SEARCH_WINDOW_MS, search and add-ein together (each
 * tells whether the pair matches): plenty for a person, too few to probe EIN and name pairs.
 */
export const EIN_SEARCH_MAX = 20;
export const EIN_SEARCH_WINDOW_MS = 15 * 60_000;

function tooManyCodes(retryAfterSeconds: number): ProblemError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ProblemError(429, ProblemType.TooManyRequests, (w) => w.server.accessCodeLimited(minutes), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** A transaction handle (the same query surface as Db). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const businessColumns = {
  taxpayerId: taxpayers.id,
  ein: taxpayers.federalId,
  name1: taxpayers.name1,
  name2: taxpayers.name2,
};

function toBusiness(row: {
  taxpayerId: string;
  ein: string | null;
  name1: string | null;
  name2: string | null;
}): BusinessTaxpayer {
  return { taxpayerId: row.taxpayerId, ein: row.ein ?? '', name1: row.name1 ?? '', name2: row.name2 };
}

/** The business taxpayer with this EIN whose name or alternate name is businessName (any case). */
async function findBusiness(db: Db, ein: string, businessName: string): Promise<BusinessTaxpayer> {
  const name = businessName.trim().toLowerCase();
  const [row] = await db
    .select(businessColumns)
    .from(taxpayers)
    .where(
      and(
        eq(taxpayers.type, TaxpayerType.Business),
        eq(taxpayers.federalId, ein),
        or(sql`lower(trim(${taxpayers.name1})) = ${name}`, sql`lower(trim(${taxpayers.name2})) = ${name}`),
      ),
    )
    .orderBy(asc(taxpayers.id))
    .limit(1);
  if (!row) throw new ProblemError(404, ProblemType.NotFound, BUSINESS_NOT_FOUND);
  return toBusiness(row);
}

/** The user's linked businesses, ascending by EIN (then taxpayer ID). */
async function linkedBusinesses(db: Db | Tx, userId: string): Promise<BusinessTaxpayer[]> {
  const rows = await db
    .select(businessColumns)
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .where(and(eq(userTaxpayers.userId, userId), isNotNull(taxpayers.federalId)))
    .orderBy(asc(taxpayers.federalId), asc(taxpayers.id));
  return rows.map(toBusiness);
}

/** The user as sign-in returns it, with the session's token and the given filing-as taxpayer. */
function userToken(request: FastifyRequest, session: AuthSession, taxpayerId: string | null): SignInResponse {
  const token = bearerToken(request);
  if (!token) throw new ProblemError(401, ProblemType.Unauthorized, 'You must sign in to continue.');
  return {
    taxpayerId,
    isBusinessUser: session.isBusinessUser,
    token,
    username: session.email,
    firstName: session.firstName,
  };
}

/** Serializes link changes of one user (the first-link and last-unlink rules read the count). */
async function lockUser(tx: Tx, userId: string): Promise<{ taxpayerId: string | null }> {
  const [row] = await tx
    .select({ taxpayerId: users.taxpayerId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new ProblemError(401, ProblemType.Unauthorized, 'You must sign in to continue.');
  return row;
}

/** Serializes the access-code attempts on one business (the limit per EIN reads the count). */
async function lockBusiness(tx: Tx, taxpayerId: string): Promise<void> {
  await tx.select({ id: taxpayers.id }).from(taxpayers).where(eq(taxpayers.id, taxpayerId)).for('update');
}

/**
 * Tells the business that an account linked it (issue 16): every other user linked to it and the
 * business's email on file, once per address, in the link's transaction, in the language of the
 * request that linked it (the others' language is not known).
 */
async function noticeBusinessLinked(
  tx: Tx,
  config: Config,
  business: BusinessTaxpayer,
  linkedBy: { userId: string; email: string; firstName: string },
  now: Date,
  locale: Locale,
): Promise<void> {
  const linkedUsers = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, business.taxpayerId))
    .orderBy(asc(users.email));
  const [onFile] = await tx
    .select({ email: taxpayers.email })
    .from(taxpayers)
    .where(eq(taxpayers.id, business.taxpayerId));
  const recipients = new Map<string, string | null>();
  for (const user of linkedUsers) if (user.id !== linkedBy.userId) recipients.set(user.email, user.firstName);
  const fileEmail = onFile?.email?.trim().toLowerCase();
  if (fileEmail && !recipients.has(fileEmail)) recipients.set(fileEmail, null);
  const who = { firstName: linkedBy.firstName, maskedEmail: maskEmail(linkedBy.email) };
  for (const [email, firstName] of recipients) {
    await enqueueMail(
      tx,
      businessLinkedNotice(
        config,
        { email, firstName },
        { name: business.name1, ein: business.ein },
        who,
        now,
        locale,
      ),
      now,
    );
  }
}

/**
 * EIN management (spec §4 Business linking, §7 Businesses; ADR 0010). Business users only, and only
 * while the EinManagement feature is on. The server decides what a session represents.
 */
export const einRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, clock, requireAuth, cache },
) => {
  // Encapsulated: applies to this plugin's routes only.
  app.addHook('onRequest', async () => {
    if (!config.features.einManagement) throw new ProblemError(404, ProblemType.NotFound, EIN_MANAGEMENT_OFF);
  });

  const requireBusinessUser = async (request: FastifyRequest) => {
    if (!authOf(request).isBusinessUser)
      throw new ProblemError(403, ProblemType.Forbidden, NOT_A_BUSINESS_USER);
  };
  // Authentication onRequest (before the body is validated), then the business-user check.
  const hooks = { onRequest: requireAuth, preHandler: requireBusinessUser };
  // One counter per user for search and add-ein (issue 16, issue 30): both answer whether an EIN and
  // a name match. Made once, so the two routes share it in memory as in Redis.
  const einLookupLimit = app.rateLimit({
    max: EIN_SEARCH_MAX,
    timeWindow: EIN_SEARCH_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `ein-search:${authOf(request).userId}`,
  });
  const lookupHooks = { onRequest: requireAuth, preHandler: [requireBusinessUser, einLookupLimit] };

  app.post(
    '/api/ein/search',
    {
      // Per user, after the business-user check (issue 16).
      ...lookupHooks,
      schema: { body: einSearchRequestSchema, response: { 200: businessTaxpayerSchema } },
    },
    async (request) => findBusiness(db, request.body.ein, request.body.businessName),
  );

  app.post(
    '/api/ein/add-ein',
    { ...lookupHooks, schema: { body: addEinRequestSchema, response: { 200: linkChangeResponseSchema } } },
    async (request): Promise<LinkChangeResponse> => {
      const session = authOf(request);
      const business = await findBusiness(db, request.body.ein, request.body.businessName);
      const who = { userId: session.userId, ein: business.ein };
      const now = clock();
      // Locks the user, then the business, so both limits count exactly; a wrong code is committed
      // as a failure before it is answered.
      const outcome = await db.transaction(async (tx) => {
        await lockUser(tx, session.userId);
        await lockBusiness(tx, business.taxpayerId);
        const retryAfter = await accessCodeRetryAfter(tx, who, now);
        if (retryAfter > 0) return { kind: 'limited', retryAfter } as const;
        const stored = await storedAccessCode(tx, business.taxpayerId);
        if (!(await accessCodeMatches(request.body.accessCode, stored))) {
          await recordAccessCodeFailure(tx, who, now);
          return { kind: 'wrong-code' } as const;
        }
        const inserted = await tx
          .insert(userTaxpayers)
          .values({ userId: session.userId, taxpayerId: business.taxpayerId })
          .onConflictDoNothing()
          .returning({ taxpayerId: userTaxpayers.taxpayerId });
        if (inserted.length === 0) throw new ProblemError(409, ProblemType.Conflict, BUSINESS_ALREADY_LINKED);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(userTaxpayers)
          .where(eq(userTaxpayers.userId, session.userId));
        const n = Number(counted?.n ?? 0);
        if (n === 1) {
          // The first business becomes what the user files as (spec §4).
          await tx.update(users).set({ taxpayerId: business.taxpayerId }).where(eq(users.id, session.userId));
          await tx
            .update(sessions)
            .set({ filingAsTaxpayerId: business.taxpayerId })
            .where(eq(sessions.id, session.sessionId));
        }
        await noticeBusinessLinked(tx, config, business, session, now, requestLocale(request));
        await recordAudit(tx, request, { kind: 'business.linked', taxpayerId: business.taxpayerId });
        return { kind: 'linked', count: n } as const;
      });
      // The user's taxpayer and the session's filing-as may have changed (ADR 0043).
      cache.forgetUser(session.userId);
      if (outcome.kind === 'limited') throw tooManyCodes(outcome.retryAfter);
      if (outcome.kind === 'wrong-code') {
        request.log.info({ event: 'business_link_refused', userId: session.userId }, 'wrong access code');
        throw problem(ProblemType.AccessCodeIncorrect, ACCESS_CODE_INCORRECT, {
          errors: { accessCode: [ACCESS_CODE_INCORRECT] },
        });
      }
      const count = outcome.count;
      request.log.info(
        { event: 'business_linked', userId: session.userId, taxpayerId: business.taxpayerId },
        'business linked',
      );
      return {
        success: true,
        newTaxpayerCount: count,
        userToken: count === 1 ? userToken(request, session, business.taxpayerId) : null,
      };
    },
  );

  app.get(
    '/api/ein/get-eins-for-user',
    { ...hooks, schema: { response: { 200: businessListSchema } } },
    async (request) => linkedBusinesses(db, authOf(request).userId),
  );

  app.post(
    '/api/ein/remove-ein',
    { ...hooks, schema: { body: removeEinRequestSchema, response: { 200: linkChangeResponseSchema } } },
    async (request): Promise<LinkChangeResponse> => {
      const session = authOf(request);
      const removedId = request.body.taxpayerId;
      const result = await db.transaction(async (tx) => {
        const user = await lockUser(tx, session.userId);
        const deleted = await tx
          .delete(userTaxpayers)
          .where(and(eq(userTaxpayers.userId, session.userId), eq(userTaxpayers.taxpayerId, removedId)))
          .returning({ taxpayerId: userTaxpayers.taxpayerId });
        if (deleted.length === 0) {
          throw new ProblemError(
            403,
            ProblemType.NotAuthorizedToFile,
            'This user is not authorized to file this form for this taxpayer',
          );
        }
        await recordAudit(tx, request, { kind: 'business.unlinked', taxpayerId: removedId });
        const [current] = await tx
          .select({ filingAs: sessions.filingAsTaxpayerId })
          .from(sessions)
          .where(eq(sessions.id, session.sessionId));
        const remaining = await linkedBusinesses(tx, session.userId);
        const wasCurrent = current?.filingAs === removedId || user.taxpayerId === removedId;
        const next =
          remaining.length === 0 ? null : wasCurrent ? (remaining[0]?.taxpayerId ?? null) : undefined;
        if (next !== undefined) {
          await tx.update(users).set({ taxpayerId: next }).where(eq(users.id, session.userId));
          await tx
            .update(sessions)
            .set({ filingAsTaxpayerId: next })
            .where(eq(sessions.id, session.sessionId));
        }
        // The user's other sessions stop filing as the business they no longer represent.
        await tx
          .update(sessions)
          .set({ filingAsTaxpayerId: remaining[0]?.taxpayerId ?? null })
          .where(and(eq(sessions.userId, session.userId), eq(sessions.filingAsTaxpayerId, removedId)));
        return { count: remaining.length, next };
      });
      cache.forgetUser(session.userId);
      request.log.info(
        { event: 'business_unlinked', userId: session.userId, taxpayerId: removedId },
        'business unlinked',
      );
      return {
        success: true,
        newTaxpayerCount: result.count,
        userToken: result.next === undefined ? null : userToken(request, session, result.next),
      };
    },
  );

  app.post(
    '/api/ein/changed',
    { ...hooks, schema: { body: filingAsRequestSchema, response: { 200: signInResponseSchema } } },
    async (request): Promise<SignInResponse> => {
      const session = authOf(request);
      const taxpayerId = await assertRepresents(db, session, request.body.taxpayerId);
      await db
        .update(sessions)
        .set({ filingAsTaxpayerId: taxpayerId })
        .where(eq(sessions.id, session.sessionId));
      await recordAudit(db, request, { kind: 'business.selected', taxpayerId });
      cache.forgetUser(session.userId);
      return userToken(request, session, taxpayerId);
    },
  );
};
