import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  estimateCreditsResponseSchema,
  individualEstimateRequestSchema,
  individualEstimateResponseSchema,
  TaxFormType,
  type EstimateCreditRow,
  type IndividualEstimateRequest,
  type IndividualEstimateResponse,
} from '@citytax/api';
import { parseIsoDate, todayIn } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { priorYearCredits } from '../db/schema';
import { cents, estimatePaymentsByYear, storeEstimate, storedEstimateShape } from '../estimateShared';
import { filingTaxpayer, idempotencyKeyOf, toCents, toDollars } from '../forms';
import type { AppDeps } from '../deps';

/** What an IndividualEstimate row keeps in `data`: the inputs and the computation, in cents. */
export const storedEstimateSchema = z.object({
  residenceCity: z.string(),
  estimatedIncomeCents: cents,
  ...storedEstimateShape,
});

/**
 * Individual estimate and estimates and credits (issue 6; TAX-RULES.md §3; spec §2, §7, §9).
 * An estimate is stored as a Draft whose amount due is what the filer chose to pay now; the
 * payment page (or no-payment, for $0) files it.
 */
export const estimateRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth, reads },
) => {
  app.post(
    '/api/form/individual-estimate',
    {
      onRequest: requireAuth,
      schema: { body: individualEstimateRequestSchema, response: { 200: individualEstimateResponseSchema } },
    },
    async (request): Promise<IndividualEstimateResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const body: IndividualEstimateRequest = request.body;
      const estimatedIncomeCents = toCents(body.estimatedIncome);
      return storeEstimate({ db, clock, reads }, request, {
        session,
        taxpayerId,
        key: idempotencyKeyOf(request),
        type: TaxFormType.IndividualEstimate,
        body,
        city: { field: 'residenceCity', code: body.residenceCity },
        estimate: { kind: 'individual', estimatedIncome: estimatedIncomeCents },
        stored: { estimatedIncomeCents },
        storedSchema: storedEstimateSchema,
      });
    },
  );

  app.get(
    '/api/forms/tax-year-estimate-credits',
    {
      onRequest: requireAuth,
      schema: { response: { 200: estimateCreditsResponseSchema } },
      config: { audit: 'payment.read' },
    },
    async (request): Promise<EstimateCreditRow[]> => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      const currentYear = parseIsoDate(todayIn(clock)).y;
      // Spec §9: the current and the previous tax year, in that order.
      const years = [currentYear, currentYear - 1];
      // Individual and net profit estimates alike: a business's list shows its net profit payments.
      const paid = await estimatePaymentsByYear(db, taxpayerId, years, [
        TaxFormType.IndividualEstimate,
        TaxFormType.NetProfitEstimate,
      ]);
      const credits = await db
        .select({ taxYear: priorYearCredits.taxYear, amountCents: priorYearCredits.amountCents })
        .from(priorYearCredits)
        .where(and(eq(priorYearCredits.taxpayerId, taxpayerId), inArray(priorYearCredits.taxYear, years)));
      const creditByYear = new Map(credits.map((c) => [c.taxYear, c.amountCents]));
      return years.map((taxYear) => ({
        taxYear,
        amountPaid: toDollars(paid.get(taxYear) ?? 0),
        priorYearCreditAmount: toDollars(creditByYear.get(taxYear) ?? 0),
      }));
    },
  );
};
