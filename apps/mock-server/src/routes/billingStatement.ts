import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingStatementCalculationSchema,
  billingStatementRequestSchema,
  billingStatementResponseSchema,
  ProblemType,
  TAX_TYPES,
  TaxFormType,
  type BillingStatementCalculation,
  type BillingStatementRequest,
  type BillingStatementResponse,
} from '@citytax/api';
import { computePenaltyAndInterest, PPM, type PenaltyInterestResult } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { taxForms } from '../db/schema';
import {
  filingTaxpayer,
  formByIdempotencyKey,
  idempotencyKeyOf,
  isUniqueViolation,
  toCents,
  toDollars,
  withTaxRules,
  type TaxFormRow,
} from '../forms';
import { ProblemError } from '../problems';
import type { AppDeps } from '../app';
import { IDEMPOTENCY_REUSED_DETAIL } from './cityTaxForm';

const CALCULATE_PATH = '/api/form/tax-penalty-interest-billing-statement/calculate';
const STORE_PATH = '/api/form/tax-penalty-interest-billing-statement';

const cents = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a BillingStatement row keeps in `data`: the inputs and the computation, in cents. */
const storedStatementSchema = z.object({
  taxType: z.enum(TAX_TYPES),
  unpaidTaxCents: cents,
  dueDate: isoDate,
  filedDate: isoDate,
  paymentDate: isoDate,
  result: z.object({
    unpaidTax: cents,
    latePaymentPenalty: cents,
    lateFilingPenalty: cents,
    interest: cents,
    total: cents,
    interestByYear: z.array(
      z.object({ year: z.number().int(), months: z.number().int(), ratePpm: cents, amount: cents }),
    ),
  }),
});
type StoredStatement = z.infer<typeof storedStatementSchema>;

/** TAX-RULES.md §5 in cents; a year with no interest rate or bad input becomes a problem. */
function compute(body: BillingStatementRequest): PenaltyInterestResult {
  return withTaxRules(() =>
    computePenaltyAndInterest({
      taxType: body.taxType,
      taxYear: body.taxYear,
      unpaidTax: toCents(body.unpaidTax),
      dueDate: body.dueDate,
      filedDate: body.filedDate,
      paymentDate: body.paymentDate,
    }),
  );
}

/** The computation on the wire: dollars, and each year's rate as a fraction (0.07). */
function toCalculation(result: PenaltyInterestResult): BillingStatementCalculation {
  return {
    unpaidTax: toDollars(result.unpaidTax),
    latePaymentPenalty: toDollars(result.latePaymentPenalty),
    lateFilingPenalty: toDollars(result.lateFilingPenalty),
    interest: toDollars(result.interest),
    total: toDollars(result.total),
    interestByYear: result.interestByYear.map((row) => ({
      year: row.year,
      months: row.months,
      rate: row.ratePpm / PPM,
      amount: toDollars(row.amount),
    })),
  };
}

function toResponse(form: TaxFormRow): BillingStatementResponse {
  const parsed = storedStatementSchema.safeParse(form.data);
  // The key was spent on another kind of form: reusing a key for a different request is a client error.
  if (form.type !== TaxFormType.BillingStatement || !parsed.success) {
    throw new ProblemError(409, ProblemType.Conflict, IDEMPOTENCY_REUSED_DETAIL);
  }
  return { id: form.id, ...toCalculation(parsed.data.result) };
}

/**
 * The tax, penalty and interest billing statement (issue 7; TAX-RULES.md §5; spec §7). Calculate
 * answers the computation and stores nothing; the statement itself is stored as a Draft whose
 * amount due is the total, for the payment page (or no-payment when the total is $0.00) to file.
 * Both calls act for the taxpayer the session files as, so the authorization rule is the one every
 * tax form follows even though calculate reads no taxpayer data.
 */
export const billingStatementRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth },
) => {
  app.post(
    CALCULATE_PATH,
    {
      preHandler: requireAuth,
      schema: { body: billingStatementRequestSchema, response: { 200: billingStatementCalculationSchema } },
    },
    async (request): Promise<BillingStatementCalculation> => {
      await filingTaxpayer(db, authOf(request));
      return toCalculation(compute(request.body));
    },
  );

  app.post(
    STORE_PATH,
    {
      preHandler: requireAuth,
      schema: { body: billingStatementRequestSchema, response: { 200: billingStatementResponseSchema } },
    },
    async (request): Promise<BillingStatementResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      try {
        return await db.transaction(async (tx) => {
          const earlier = await formByIdempotencyKey(tx, taxpayerId, key);
          if (earlier) return toResponse(earlier);
          const result = compute(body);
          const data: StoredStatement = {
            taxType: body.taxType,
            unpaidTaxCents: result.unpaidTax,
            dueDate: body.dueDate,
            filedDate: body.filedDate,
            paymentDate: body.paymentDate,
            result,
          };
          const now = clock();
          const [form] = await tx
            .insert(taxForms)
            .values({
              taxpayerId,
              type: TaxFormType.BillingStatement,
              taxYear: body.taxYear,
              status: 'Draft',
              data,
              amountDueCents: result.total,
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
