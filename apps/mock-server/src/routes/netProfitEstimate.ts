import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  netProfitEstimateRequestSchema,
  netProfitEstimateResponseSchema,
  TaxFormType,
  type NetProfitEstimateRequest,
  type NetProfitEstimateResponse,
} from '@citytax/api';
import { percentToPpm } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { signedCents, storeEstimate, storedEstimateShape } from '../estimateShared';
import { filingTaxpayer, idempotencyKeyOf, toCents } from '../forms';
import type { AppDeps } from '../deps';

/** What a NetProfitEstimate row keeps in `data`: the inputs and the computation, in cents and ppm. */
export const storedNetProfitEstimateSchema = z.object({
  businessCity: z.string(),
  /** Negative for an expected net loss (TAX-RULES.md §3); older rows are never negative. */
  estimatedNetProfitCents: signedCents,
  /** The share apportioned to the city: 62.5% is 625_000. */
  apportionmentPpm: z.number().int().min(0).max(1_000_000),
  ...storedEstimateShape,
});

/**
 * Net profit estimate (issue 7; TAX-RULES.md §3; spec §2, §7). Only a business taxpayer files
 * it (the who-may-file table: storeEstimate refuses others with not-allowed-for-taxpayer-type). The estimate is stored as a
 * Draft whose amount due is what the filer chose to pay now; the payment page (or no-payment,
 * for $0) files it.
 */
export const netProfitEstimateRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth, reads },
) => {
  app.post(
    '/api/form/business/net-profit-estimate',
    {
      onRequest: requireAuth,
      schema: {
        body: netProfitEstimateRequestSchema,
        response: { 200: netProfitEstimateResponseSchema },
      },
    },
    async (request): Promise<NetProfitEstimateResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const body: NetProfitEstimateRequest = request.body;
      const stored = {
        estimatedNetProfitCents: toCents(body.estimatedNetProfit),
        apportionmentPpm: percentToPpm(body.apportionmentPercent),
      };
      return storeEstimate({ db, clock, reads }, request, {
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
      });
    },
  );
};
