import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  estimateCreditsResponseSchema,
  individualEstimateRequestSchema,
  individualEstimateResponseSchema,
  ProblemType,
  TaxFormType,
  type EstimateCreditRow,
  type IndividualEstimateRequest,
  type IndividualEstimateResponse,
} from '@citytax/api';
import { cityRate, computeEstimate, findCity, parseIsoDate, todayIn } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { payments, priorYearCredits, taxForms } from '../db/schema';
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

/** What an IndividualEstimate row keeps in `data`: the inputs and the computation, in cents. */
const storedEstimateSchema = z.object({
  residenceCity: z.string(),
  estimatedIncomeCents: cents,
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
type StoredEstimate = z.infer<typeof storedEstimateSchema>;

const invalid = (field: string, message: string) =>
  new ProblemError(400, ProblemType.ValidationError, `${field}: ${message}`, {
    errors: { [field]: [message] },
  });

/** Completed estimated payments of a taxpayer, in cents, per tax year. */
async function estimatePaymentsByYear(
  tx: Tx,
  taxpayerId: string,
  taxYears: number[],
  types: readonly ('IndividualEstimate' | 'NetProfitEstimate')[] = [TaxFormType.IndividualEstimate],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      taxYear: taxForms.taxYear,
      total: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
    })
    .from(payments)
    .innerJoin(taxForms, eq(taxForms.id, payments.taxFormId))
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        inArray(taxForms.type, [...types]),
        inArray(taxForms.taxYear, taxYears),
        eq(payments.status, 'Completed'),
      ),
    )
    .groupBy(taxForms.taxYear);
  return new Map(rows.map((r) => [r.taxYear, Number(r.total)]));
}

function toResponse(form: TaxFormRow): IndividualEstimateResponse {
  const parsed = storedEstimateSchema.safeParse(form.data);
  if (form.type !== TaxFormType.IndividualEstimate || !parsed.success) {
    // The key was spent on something else: a different request reusing a key is a client error.
    throw new ProblemError(
      409,
      ProblemType.Conflict,
      'Idempotency-Key: this key was already used for another request.',
    );
  }
  const stored: StoredEstimate = parsed.data;
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
 * Individual estimate and estimates and credits (issue 6; TAX-RULES.md §3; spec §2, §7, §9).
 * An estimate is stored as a Draft whose amount due is what the filer chose to pay now; the
 * payment page (or no-payment, for $0) files it.
 */
export const estimateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, requireAuth }) => {
  app.post(
    '/api/form/individual-estimate',
    {
      preHandler: requireAuth,
      schema: { body: individualEstimateRequestSchema, response: { 200: individualEstimateResponseSchema } },
    },
    async (request): Promise<IndividualEstimateResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const key = idempotencyKeyOf(request);
      const body: IndividualEstimateRequest = request.body;

      const earlier = await formByIdempotencyKey(db, taxpayerId, key);
      if (earlier) return toResponse(earlier);

      const today = todayIn(clock);
      const currentYear = parseIsoDate(today).y;
      // The previous year stays open: its last installment is due on January 15.
      if (body.taxYear !== currentYear && body.taxYear !== currentYear - 1) {
        throw invalid('taxYear', `must be ${currentYear} or ${currentYear - 1}`);
      }

      try {
        return await db.transaction(async (tx) => {
          const city = findCity(body.residenceCity, await loadCityTable(tx));
          if (!city?.member) throw invalid('residenceCity', 'must be a member city');
          const paidSoFarCents =
            (await estimatePaymentsByYear(tx, taxpayerId, [body.taxYear])).get(body.taxYear) ?? 0;
          const inputs = {
            estimatedIncomeCents: toCents(body.estimatedIncome),
            estimatedCreditsCents: toCents(body.estimatedCredits),
            priorYearTaxCents: body.priorYearTax === null ? null : toCents(body.priorYearTax),
            paymentAmountCents: toCents(body.paymentAmount),
          };
          const result = withTaxRules(() =>
            computeEstimate({
              kind: 'individual',
              taxYear: body.taxYear,
              ratePpm: cityRate(city, body.taxYear).ratePpm,
              estimatedIncome: inputs.estimatedIncomeCents,
              estimatedCredits: inputs.estimatedCreditsCents,
              priorYearTax: inputs.priorYearTaxCents,
              paidSoFar: paidSoFarCents,
              today,
            }),
          );
          const data: StoredEstimate = {
            residenceCity: city.code,
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
              type: TaxFormType.IndividualEstimate,
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

  app.get(
    '/api/forms/tax-year-estimate-credits',
    { preHandler: requireAuth, schema: { response: { 200: estimateCreditsResponseSchema } } },
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
