import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeyOf } from '../forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactSupportRequestSchema,
  efileQuestionsRequestSchema,
  efileQuestionsResponseSchema,
  isEfileEligible,
  okSchema,
  priorTaxYear,
  questionnaireSavedResponseSchema,
} from '@citytax/api';
import { assertRepresents, authOf, type AuthSession } from '../auth';
import { contactRequests, efileQuestionnaires } from '../db/schema';
import { contactSupportMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import type { AppDeps } from '../deps';

/** The taxpayer a session files as (its own taxpayer when no filing-as is chosen). */
const filingTaxpayer = (session: AuthSession) => session.filingAsTaxpayerId ?? session.taxpayerId;

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, clock, requireAuth },
) => {
  app.post(
    '/api/account/contact-support',
    {
      schema: { body: contactSupportRequestSchema, response: { 200: okSchema } },
      config: { rateLimit: { max: config.mail.rateLimitMax, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      // Public: a signed-in caller is recorded, an anonymous one (or a stale token) is not.
      let userId: string | null = null;
      if (request.headers.authorization) {
        try {
          await requireAuth.call(app, request, reply);
          userId = request.auth?.userId ?? null;
        } catch {
          userId = null;
        }
      }
      const body = request.body;
      const idempotencyKey = idempotencyKeyOf(request);
      const now = clock();
      const id = randomUUID();
      // A repeated key (a double submit, a retry after a lost answer) stores and mails nothing more.
      const stored = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(contactRequests)
          .values({
            id,
            userId,
            type: body.type,
            name: body.name,
            phone: body.phoneNumber,
            email: body.emailAddress.toLowerCase(),
            message: body.message,
            idempotencyKey,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: contactRequests.id });
        if (inserted.length === 0) return false;
        await enqueueMail(tx, contactSupportMail(config, body, id), now);
        return true;
      });
      if (stored)
        request.log.info({ event: 'contact_request', contactRequestId: id }, 'contact request stored');
      else request.log.info({ event: 'contact_request_repeated' }, 'contact request already stored');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/efilequestions',
    {
      onRequest: requireAuth,
      schema: { body: efileQuestionsRequestSchema, response: { 200: efileQuestionsResponseSchema } },
    },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = await assertRepresents(db, session, filingTaxpayer(session));
      const now = clock();
      const answers = request.body;
      const eligible = isEfileEligible(answers);
      await db
        .insert(efileQuestionnaires)
        .values({ taxpayerId, taxYear: priorTaxYear(now), answers, eligible, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [efileQuestionnaires.taxpayerId, efileQuestionnaires.taxYear],
          set: { answers, eligible, updatedAt: now },
        });
      return { eligible };
    },
  );

  app.get(
    '/api/isquestionnairesaved',
    { onRequest: requireAuth, schema: { response: { 200: questionnaireSavedResponseSchema } } },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = filingTaxpayer(session);
      if (!taxpayerId) return { saved: false, eligible: null };
      await assertRepresents(db, session, taxpayerId);
      const [row] = await db
        .select({ eligible: efileQuestionnaires.eligible })
        .from(efileQuestionnaires)
        .where(
          and(
            eq(efileQuestionnaires.taxpayerId, taxpayerId),
            eq(efileQuestionnaires.taxYear, priorTaxYear(clock())),
          ),
        );
      return row ? { saved: true, eligible: row.eligible } : { saved: false, eligible: null };
    },
  );
};
