import { and, eq, sql } from 'drizzle-orm';
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
import { cityRate, computeEstimate, findCity, parseIsoDate, percentToPpm, todayIn } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { payments, taxForms, taxpayers } from '../db/schema';
import {
  filingTaxpayer,
  formByIdempotencyKey,
  idempotencyKeyOf,
  isUniqueViolation,
  loadCityTable,
  toCents,
  toDollars,
  withTaxRules,
  type TaxFormRow,
  type Tx,
} from '../forms';
import { ProblemError } from '../problems';
import type { AppDeps } from '../app';

const cents = z.number().int().nonnegative();

/** What a NetProfitEstimate row keeps in `data`: the inputs and the computation, in cents and ppm. */
const storedNetProfitEstimateSchema = z.object({
  businessCity: z.string(),
  estimatedNetProfitCents: cents,
  /** The share apportioned to the city: 62.5% is 625_000. */
  apportionmentPpm: z.number().int().min(0).max(1_000_000),
  estimatedCreditsCents: cents,
  priorYearTaxCents: cents.nullable(),
  paymentAmountCents: cents,
  paidSoFarCents: cents,
  /** The authority's date the estimate was computed on. */
  computedOn: z.string(),
  result: z.object({
    grossTax: cents,
    estimatedTax: cents,
    required: z.boolean(),
    annualRequirement: cents,
    safeHarborApplied: z.boolean(),
    installments: z.array(
      z.object({ number: z.number().int(), dueDate: z.string(), cumulativeTarget: cents }),
    ),
    currentInstallment: z.number().int(),
    suggestedPayment: cents,
  }),
});
type StoredNetProfitEstimate = z.infer<typeof storedNetProfitEstimateSchema>;

const invalid = (field: string, message: string) =>
  new ProblemError(400, ProblemType.ValidationError, `${field}: ${message}`, {
    errors: { [field]: [message] },
  });

const notAuthorized = () =>
  new ProblemError(
    403,
    ProblemType.NotAuthorizedToFile,
    'This user is not authorized to file this form for this taxpayer',
  );

/** Completed payments on the taxpayer's net profit estimates of one tax year, in cents. */
async function netProfitEstimatePayments(tx: Tx, taxpayerId: string, taxYear: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .innerJoin(taxForms, eq(taxForms.id, payments.taxFormId))
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        eq(taxForms.type, TaxFormType.NetProfitEstimate),
        eq(taxForms.taxYear, taxYear),
        eq(payments.status, 'Completed'),
      ),
    );
  return Number(row?.total ?? 0);
}

function toResponse(form: TaxFormRow): NetProfitEstimateResponse {
  const parsed = storedNetProfitEstimateSchema.safeParse(form.data);
  if (form.type !== TaxFormType.NetProfitEstimate || !parsed.success) {
    // The key was spent on something else: a different request reusing a key is a client error.
    throw new ProblemError(
      409,
      ProblemType.Conflict,
      'Idempotency-Key: this key was already used for another request.',
    );
  }
  const stored: StoredNetProfitEstimate = parsed.data;
  return {
    id: form.id,
    taxYear: form.taxYear,
    estimatedTax: toDollars(stored.result.estimatedTax),
    required: stored.result.required,
    safeHarborApplied: stored.result.safeHarborApplied,
    installments: stored.result.installments.map((i) => ({
      number: i.number,
      dueDate: i.dueDate,
      cumulativeTarget: toDollars(i.cumulativeTarget),
    })),
    currentInstallment: stored.result.currentInstallment,
    paidSoFar: toDollars(stored.paidSoFarCents),
    suggestedPayment: toDollars(stored.result.suggestedPayment),
    paymentAmount: toDollars(stored.paymentAmountCents),
  };
}

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

      const key = idempotencyKeyOf(request);
      const body: NetProfitEstimateRequest = request.body;
      const earlier = await formByIdempotencyKey(db, taxpayerId, key);
      if (earlier) return toResponse(earlier);

      const today = todayIn(clock);
      const currentYear = parseIsoDate(today).y;
      // The previous year stays open for late estimated payments made before its return is filed.
      if (body.taxYear !== currentYear && body.taxYear !== currentYear - 1) {
        throw invalid('taxYear', `must be ${currentYear} or ${currentYear - 1}`);
      }

      try {
        return await db.transaction(async (tx) => {
          const city = findCity(body.businessCity, await loadCityTable(tx));
          if (!city?.member) throw invalid('businessCity', 'must be a member city');
          const paidSoFarCents = await netProfitEstimatePayments(tx, taxpayerId, body.taxYear);
          const inputs = {
            estimatedNetProfitCents: toCents(body.estimatedNetProfit),
            apportionmentPpm: percentToPpm(body.apportionmentPercent),
            estimatedCreditsCents: toCents(body.estimatedCredits),
            priorYearTaxCents: body.priorYearTax === null ? null : toCents(body.priorYearTax),
            paymentAmountCents: toCents(body.paymentAmount),
          };
          const result = withTaxRules(() =>
            computeEstimate({
              kind: 'business',
              taxYear: body.taxYear,
              ratePpm: cityRate(city, body.taxYear).ratePpm,
              estimatedIncome: inputs.estimatedNetProfitCents,
              apportionmentPpm: inputs.apportionmentPpm,
              estimatedCredits: inputs.estimatedCreditsCents,
              priorYearTax: inputs.priorYearTaxCents,
              paidSoFar: paidSoFarCents,
              today,
            }),
          );
          const data: StoredNetProfitEstimate = {
            businessCity: city.code,
            ...inputs,
            paidSoFarCents,
            computedOn: today,
            result,
          };
          const now = clock();
          const [form] = await tx
            .insert(taxForms)
            .values({
              taxpayerId,
              type: TaxFormType.NetProfitEstimate,
              taxYear: body.taxYear,
              status: 'Draft',
              data,
              amountDueCents: inputs.paymentAmountCents,
              idempotencyKey: key,
              createdByUserId: session.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          return toResponse(form!);
        });
      } catch (err) {
        // A concurrent double submit with the same key lost the race: answer with the winner.
        if (key && isUniqueViolation(err)) {
          const winner = await formByIdempotencyKey(db, taxpayerId, key);
          if (winner) return toResponse(winner);
        }
        throw err;
      }
    },
  );
};
