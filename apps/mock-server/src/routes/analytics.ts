import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsBatchSchema,
  okSchema,
  paths,
  ProblemType,
  storedAnalyticsEventSchema,
  type StoredAnalyticsEvent,
} from '@citytax/api';
import { analyticsEvents } from '../db/schema';
import { ProblemError } from '../problems';
import type { AppDeps } from '../deps';

/** Batches per minute and client address; a tab sends at most one every 2 s. */
export const ANALYTICS_RATE_LIMIT_MAX = 120;

/**
 * POST /api/analytics stores the portal's batched events (spec §7). No session is needed and none
 * is read: rows carry the event, its allow-listed params (checked by analyticsBatchSchema, so no
 * names, emails, SSN/EIN or amounts) and the time received; not the user, taxpayer or address.
 * The anti-forgery check applies as for every POST (the portal sends the header; it uses fetch
 * with keepalive instead of sendBeacon for that reason).
 *
 * Outside production, GET /dev/analytics lists the stored events, newest first (for e2e tests).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, clock }) => {
  app.post(
    paths.analytics,
    {
      config: { rateLimit: { max: ANALYTICS_RATE_LIMIT_MAX, timeWindow: 60_000 } },
      schema: { body: analyticsBatchSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const receivedAt = clock();
      await db
        .insert(analyticsEvents)
        .values(request.body.events.map(({ event, params }) => ({ event, params, receivedAt })));
      return { ok: true as const };
    },
  );

  app.get(
    '/dev/analytics',
    {
      preHandler: async (request) => {
        if (config.production)
          throw new ProblemError(404, ProblemType.NotFound, (w) =>
            w.server.noResource('GET', request.url.split('?')[0] ?? ''),
          );
      },
      schema: { response: { 200: z.array(storedAnalyticsEventSchema) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id));
      return rows.map((r): StoredAnalyticsEvent => ({
        id: r.id,
        event: r.event as StoredAnalyticsEvent['event'],
        params: r.params as StoredAnalyticsEvent['params'],
        receivedAt: r.receivedAt.toISOString(),
      }));
    },
  );
};
