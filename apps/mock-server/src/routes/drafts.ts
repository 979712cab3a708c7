import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DRAFT_MAX_BYTES,
  draftParamsSchema,
  draftRequestSchema,
  draftResponseSchema,
  okSchema,
  ProblemType,
  problemWords,
} from '@citytax/api';
import { authOf } from '../auth';
import { drafts } from '../db/schema';
import { filingTaxpayer } from '../forms';
import { ProblemError } from '../problems';
import { recordAudit } from '../audit';
import type { AppDeps } from '../deps';

/**
 * Drafts of dirty forms (issue 6, issue 9): one per user, filing-as taxpayer and form key,
 * saved as the filer types (debounced) and before an inactivity logout.
 */
export const draftRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, requireAuth }) => {
  app.get(
    '/api/drafts/:key',
    {
      onRequest: requireAuth,
      schema: { params: draftParamsSchema, response: { 200: draftResponseSchema } },
      config: { audit: 'draft.read' },
    },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const [row] = await db
        .select()
        .from(drafts)
        .where(
          and(
            eq(drafts.userId, session.userId),
            eq(drafts.taxpayerId, taxpayerId),
            eq(drafts.key, request.params.key),
          ),
        );
      return {
        draft: row
          ? {
              key: row.key,
              data: row.data as Record<string, unknown>,
              updatedAt: row.updatedAt.toISOString(),
            }
          : null,
      };
    },
  );

  app.put(
    '/api/drafts/:key',
    {
      onRequest: requireAuth,
      schema: { params: draftParamsSchema, body: draftRequestSchema, response: { 200: draftResponseSchema } },
    },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      if (Buffer.byteLength(JSON.stringify(request.body.data)) > DRAFT_MAX_BYTES) {
        throw new ProblemError(400, ProblemType.ValidationError, 'data: the draft is too large.', {
          errors: { data: [problemWords.validation.tooLarge] },
          issues: [['data', problemWords.validation.tooLarge]],
        });
      }
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(drafts)
          .values({
            userId: session.userId,
            taxpayerId,
            key: request.params.key,
            data: request.body.data,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [drafts.userId, drafts.taxpayerId, drafts.key],
            set: { data: request.body.data, updatedAt: now },
          });
        await recordAudit(tx, request, { kind: 'draft.saved', detail: { draftKey: request.params.key } });
      });
      return { draft: { key: request.params.key, data: request.body.data, updatedAt: now.toISOString() } };
    },
  );

  app.delete(
    '/api/drafts/:key',
    { onRequest: requireAuth, schema: { params: draftParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(drafts)
          .where(
            and(
              eq(drafts.userId, session.userId),
              eq(drafts.taxpayerId, taxpayerId),
              eq(drafts.key, request.params.key),
            ),
          )
          .returning({ key: drafts.key });
        if (deleted.length > 0)
          await recordAudit(tx, request, { kind: 'draft.deleted', detail: { draftKey: request.params.key } });
      });
      return { ok: true as const };
    },
  );
};
