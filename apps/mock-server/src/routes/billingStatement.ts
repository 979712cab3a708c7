import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BillingStatementCalculation,
  billingStatementCalculationSchema,
  billingStatementMissingRateYear,
  type BillingStatementRequest,
  billingStatementRequestSchemaOn,
  type BillingStatementResponse,
  billingStatementResponseSchema,
  billingStatementWords,
  billingStatementWordsEs,
  penaltyInterestToDollars,
  ProblemType,
  TAX_TYPES,
  TaxFormType,
} from '@citytax/api';
import { computePenaltyAndInterest, todayIn, type PenaltyInterestResult } from '@citytax/tax-rules';
import { authOf } from '../auth';
import {
  centsSchema,
  createOnce,
  filingTaxpayer,
  storedPenaltyInterestSchema,
  idempotencyKeyOf,
  toCents,
  withTaxRules,
  type TaxFormRow,
} from '../forms';
import { assertMayFile } from '../policy';
import { problem } from '../problems';
import type { AppDeps } from '../deps';

const CALCULATE_PATH = '/api/form/tax-penalty-interest-billing-statement/calculate';
const STORE_PATH = '/api/form/tax-penalty-interest-billing-statement';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a BillingStatement row keeps in `data`: the inputs and the computation, in cents. */
export const storedStatementSchema = z.object({
  taxType: z.enum(TAX_TYPES),
  unpaidTaxCents: centsSchema,
  dueDate: isoDate,
  filedDate: isoDate,
  paymentDate: isoDate,
  /** The filer's answer to "Have you filed a return late before?" (absent in older rows: false). */
  priorLateFiling: z.boolean().default(false),
  result: storedPenaltyInterestSchema,
});
type StoredStatement = z.infer<typeof storedStatementSchema>;

/**
 * TAX-RULES.md §5 in cents; a year with no interest rate or bad input becomes a problem. A late
 * month without a rate is named with its year: the catalogue's default detail speaks of the city
 * tax form's cities, which a billing statement has none of.
 */
function compute(body: BillingStatementRequest): PenaltyInterestResult {
  const missingRateYear = billingStatementMissingRateYear(body);
  if (missingRateYear !== undefined) {
    throw problem(ProblemType.MissingTaxRate, (_w, locale) =>
      (locale === 'es' ? billingStatementWordsEs : billingStatementWords).missingRate(missingRateYear),
    );
  }
  return withTaxRules(() =>
    computePenaltyAndInterest({
      taxType: body.taxType,
      taxYear: body.taxYear,
      unpaidTax: toCents(body.unpaidTax),
      dueDate: body.dueDate,
      filedDate: body.filedDate,
      paymentDate: body.paymentDate,
      priorLateFiling: body.priorLateFiling,
    }),
  );
}

function toResponse(form: TaxFormRow): BillingStatementResponse {
  const parsed = storedStatementSchema.safeParse(form.data);
  if (!parsed.success) throw new Error(`billing statement ${form.id} holds data of another shape`);
  return { id: form.id, ...penaltyInterestToDollars(parsed.data.result) };
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
  // The dates are checked against the server's today (its injected clock), at each request.
  const billingStatementRequestSchema = billingStatementRequestSchemaOn(() => todayIn(clock));

  app.post(
    CALCULATE_PATH,
    {
      onRequest: requireAuth,
      schema: { body: billingStatementRequestSchema, response: { 200: billingStatementCalculationSchema } },
    },
    async (request): Promise<BillingStatementCalculation> => {
      await assertMayFile(db, await filingTaxpayer(db, authOf(request)), TaxFormType.BillingStatement);
      return penaltyInterestToDollars(compute(request.body));
    },
  );

  app.post(
    STORE_PATH,
    {
      onRequest: requireAuth,
      schema: { body: billingStatementRequestSchema, response: { 200: billingStatementResponseSchema } },
    },
    async (request): Promise<BillingStatementResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      await assertMayFile(db, taxpayerId, TaxFormType.BillingStatement);
      const body = request.body;
      const form = await createOnce({
        db,
        request,
        userId: session.userId,
        taxpayerId,
        key: idempotencyKeyOf(request),
        type: TaxFormType.BillingStatement,
        now: clock(),
        prepare: async () => {
          const result = compute(body);
          const data: StoredStatement = {
            taxType: body.taxType,
            unpaidTaxCents: result.unpaidTax,
            dueDate: body.dueDate,
            filedDate: body.filedDate,
            paymentDate: body.paymentDate,
            priorLateFiling: body.priorLateFiling,
            result,
          };
          return { taxYear: body.taxYear, data, amountDueCents: result.total };
        },
      });
      return toResponse(form);
    },
  );
};
