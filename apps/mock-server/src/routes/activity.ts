import { and, desc, eq, gt, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_DAYS,
  ACTIVITY_PAGE_SIZE,
  activityQuerySchema,
  activityResponseSchema,
  auditDetailSchema,
  auditEventKindSchema,
  okSchema,
  ProblemType,
  problemWords,
  sessionIdParamsSchema,
  sessionsResponseSchema,
  type ActivityActor,
  type ActivityResponse,
  type SessionsResponse,
} from '@citytax/api';
import { maskAddress, recordAudit } from '../audit';
import { authOf } from '../auth';
import { auditEvents, sessions, users, userTaxpayers } from '../db/schema';
import { ProblemError } from '../problems';
import type { AppDeps } from '../deps';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Kept in the record, left off the page (ADR 0048): drafts are saved as the filer types and read as
 * each form opens, dozens an hour, and would bury the sign-ins and changes the page is for.
 */
const NOT_LISTED = ['draft.saved', 'draft.read'];

/**
 * Account activity (issue 30, ADR 0048): the last 90 days of the signed-in user's account (their
 * own events, and events on the taxpayers they represent, whoever acted) and the sessions still
 * open, each of which the user may end. Only the caller's own account is ever read or changed.
 */
export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, clock, requireAuth, cache },
) => {
  app.get(
    '/api/account/activity',
    {
      onRequest: requireAuth,
      schema: { querystring: activityQuerySchema, response: { 200: activityResponseSchema } },
    },
    async (request): Promise<ActivityResponse> => {
      const session = authOf(request);
      const limit = request.query.limit ?? ACTIVITY_PAGE_SIZE;
      const since = new Date(clock().getTime() - ACTIVITY_DAYS * DAY_MS);
      let cursor: SQL | undefined;
      if (request.query.before) {
        const [ms, id] = request.query.before.split('.');
        const at = new Date(Number(ms)).toISOString();
        cursor = sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (${at}::timestamptz, ${Number(id)})`;
      }
      const represented = db
        .select({ id: userTaxpayers.taxpayerId })
        .from(userTaxpayers)
        .where(eq(userTaxpayers.userId, session.userId));
      const rows = await db
        .select()
        .from(auditEvents)
        .where(
          and(
            gt(auditEvents.occurredAt, since),
            notInArray(auditEvents.kind, NOT_LISTED),
            or(
              eq(auditEvents.userId, session.userId),
              session.taxpayerId ? eq(auditEvents.taxpayerId, session.taxpayerId) : undefined,
              sql`${auditEvents.taxpayerId} in ${represented}`,
            ),
            cursor,
          ),
        )
        .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const by = (row: (typeof rows)[number]): ActivityActor => {
        if (row.actorKind === 'anonymous') return 'unknown';
        if (row.actorKind !== 'user') return row.actorKind;
        return row.actorId === session.userId ? 'you' : 'other-user';
      };
      const last = page.at(-1);
      return {
        // A kind or detail this version does not know is left out, not sent as something else.
        events: page.flatMap((row) => {
          const kind = auditEventKindSchema.safeParse(row.kind);
          const detail = auditDetailSchema.safeParse(row.detail);
          if (!kind.success || !detail.success) return [];
          return [
            {
              id: String(row.id),
              at: row.occurredAt.toISOString(),
              kind: kind.data,
              by: by(row),
              detail: detail.data,
              address: maskAddress(row.clientIp),
              device: row.device,
            },
          ];
        }),
        nextCursor: rows.length > limit && last ? `${last.occurredAt.getTime()}.${last.id}` : null,
      };
    },
  );

  /** The user's sessions that would still be accepted now (not revoked, idle or expired). */
  const openSessions = (userId: string, now: Date) =>
    and(
      eq(sessions.userId, userId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, now),
      gt(sessions.lastSeenAt, new Date(now.getTime() - config.session.idleMs)),
    );

  app.get(
    '/api/account/sessions',
    { onRequest: requireAuth, schema: { response: { 200: sessionsResponseSchema } } },
    async (request): Promise<SessionsResponse> => {
      const session = authOf(request);
      const rows = await db
        .select()
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(openSessions(session.userId, clock()))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      return {
        sessions: rows.map(({ sessions: s }) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          device: s.device,
          address: maskAddress(s.clientIp),
          current: s.id === session.sessionId,
        })),
      };
    },
  );

  app.post(
    '/api/account/sessions/:sessionId/signout',
    { onRequest: requireAuth, schema: { params: sessionIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const session = authOf(request);
      const now = clock();
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.id, request.params.sessionId), openSessions(session.userId, now)))
          .returning({ id: sessions.id });
        if (row) await recordAudit(tx, request, { kind: 'session.ended', taxpayerId: null });
        return row;
      });
      // Another user's session, or one already ended, is not found: nothing tells them apart.
      if (!ended) throw new ProblemError(404, ProblemType.NotFound, problemWords.server.sessionNotFound);
      cache.forgetUser(session.userId);
      return { ok: true as const };
    },
  );
};
