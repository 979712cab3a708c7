import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  netProfitEstimateRequestSchema,
  netProfitEstimateResponseSchema,
  ProblemType,
  TaxFormType,
  TaxpayerType,
  type NetProfitEstimateRequest,
  type NetProfitEstimateResponse,
} from '@citytax/api';
import { percentToPpm } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { taxpayers } from '../db/schema';
import { cents, storeEstimate, storedEstimateShape } from '../estimateShared';
import { filingTaxpayer, idempotencyKeyOf, toCents } from '../forms';
import { ProblemError } from '../problems';
import type { AppDeps } from '../app';

/** What a NetProfitEstimate row keeps in `data`: the inputs and the computation, in cents and ppm. */
const storedNetProfitEstimateSchema = z.object({
  businessCity: z.string(),
  estimatedNetProfitCents: cents,
  /** The share apportioned to the city: 62.5% is 625_000. */
  apportionmentPpm: z.number().int().min(0).max(1_000_000),
  ...storedEstimateShape,
});

const notAuthorized = () =>
  new ProblemError(
    403,
    ProblemType.NotAuthorizedToFile,
    'This user is not authorized to file this form for this taxpayer',
  );

/**
 * Net profit estimate (issue 7; TAX-RULES.md §3; spec §2, §7). Only a business taxpayer files
 * it: a session filing as an individual or joint taxpayer gets not-authorized-to-file, as the
 * portal's business-user guard keeps such users off the screen. The estimate is stored as a
 * Draft whose amount due is what the filer chose to pay now; the payment page (or no-payment,
 * for $0) files it.
 */
export const netProfitEstimateRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth },
) => {
  app.post(
    '/api/form/business/net-profit-estimate',
    {
      preHandler: requireAuth,
      schema: {
        body: netProfitEstimateRequestSchema,
        response: { 200: netProfitEstimateResponseSchema },
      },
    },
    async (request): Promise<NetProfitEstimateResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const [taxpayer] = await db
        .select({ type: taxpayers.type })
        .from(taxpayers)
        .where(eq(taxpayers.id, taxpayerId));
      if (taxpayer?.type !== TaxpayerType.Business) throw notAuthorized();

      const body: NetProfitEstimateRequest = request.body;
      const stored = {
        estimatedNetProfitCents: toCents(body.estimatedNetProfit),
        apportionmentPpm: percentToPpm(body.apportionmentPercent),
      };
      return storeEstimate(
        { db, clock },
        {
          session,
          taxpayerId,
          key: idempotencyKeyOf(request),
          type: TaxFormType.NetProfitEstimate,
          body,
          city: { field: 'businessCity', code: body.businessCity },
          estimate: {
            kind: 'business',
            estimatedIncome: stored.estimatedNetProfitCents,
            apportionmentPpm: stored.apportionmentPpm,
          },
          stored,
          storedSchema: storedNetProfitEstimateSchema,
        },
      );
    },
  );
};
