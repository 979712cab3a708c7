import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ProblemType,
  returnOfIncomeRequestSchema,
  returnOfIncomeResponseSchema,
  TaxFormType,
  type ReturnOfIncomeRequest,
  type ReturnOfIncomeResponse,
} from '@citytax/api';
import {
  computeWithholdingReturn,
  formatIsoDate,
  PPM,
  todayIn,
  type WithholdingPeriod,
} from '@citytax/tax-rules';
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
  type Tx,
} from '../forms';
import { ProblemError } from '../problems';
import type { AppDeps } from '../app';

/** The 409 detail of a second return for a period already on file. */
export const RETURN_ALREADY_FILED = 'A return for this period has already been filed.';

const cents = z.number().int().nonnegative();

/** What a ReturnOfIncome row keeps in `data`: the period, the inputs and the computation, in cents. */
const storedReturnSchema = z.object({
  frequency: z.enum(['monthly', 'quarterly']),
  /** Month 1–12 or quarter 1–4. */
  period: z.number().int(),
  /** The authority's date the return was filed (and the payment date its penalty assumes). */
  filedDate: z.string(),
  inputs: z.object({
    employeeCount: z.number().int().nonnegative(),
    totalWagesCents: cents,
    taxWithheldCents: cents,
    priorCreditCents: cents,
  }),
  result: z.object({
    dueDate: z.string(),
    late: z.boolean(),
    taxDue: cents,
    penaltyAndInterest: z.object({
      unpaidTax: cents,
      latePaymentPenalty: cents,
      lateFilingPenalty: cents,
      interest: cents,
      total: cents,
      interestByYear: z.array(
        z.object({ year: z.number().int(), months: z.number().int(), ratePpm: cents, amount: cents }),
      ),
    }),
    amountDue: cents,
  }),
});
type StoredReturn = z.infer<typeof storedReturnSchema>;

const keyReused = () =>
  new ProblemError(
    409,
    ProblemType.Conflict,
    'Idempotency-Key: this key was already used for another request.',
  );

function toResponse(form: TaxFormRow): ReturnOfIncomeResponse {
  const parsed = storedReturnSchema.safeParse(form.data);
  // The key was spent on another kind of form: reusing it for this one is a client error.
  if (form.type !== TaxFormType.ReturnOfIncome || !parsed.success) throw keyReused();
  const { frequency, period, filedDate, inputs, result } = parsed.data;
  const pi = result.penaltyAndInterest;
  return {
    id: form.id,
    frequency,
    taxYear: form.taxYear,
    period,
    dueDate: result.dueDate,
    filedDate,
    late: result.late,
    employeeCount: inputs.employeeCount,
    totalWages: toDollars(inputs.totalWagesCents),
    taxWithheld: toDollars(inputs.taxWithheldCents),
    priorCredit: toDollars(inputs.priorCreditCents),
    taxDue: toDollars(result.taxDue),
    penaltyAndInterest: {
      unpaidTax: toDollars(pi.unpaidTax),
      latePaymentPenalty: toDollars(pi.latePaymentPenalty),
      lateFilingPenalty: toDollars(pi.lateFilingPenalty),
      interest: toDollars(pi.interest),
      total: toDollars(pi.total),
      interestByYear: pi.interestByYear.map((row) => ({
        year: row.year,
        months: row.months,
        rate: row.ratePpm / PPM,
        amount: toDollars(row.amount),
      })),
    },
    amountDue: toDollars(result.amountDue),
  };
}

function periodOf(body: ReturnOfIncomeRequest): WithholdingPeriod {
  return body.frequency === 'monthly'
    ? { frequency: 'monthly', year: body.taxYear, month: body.period }
    : { frequency: 'quarterly', year: body.taxYear, quarter: body.period as 1 | 2 | 3 | 4 };
}

/** The last day of a month (1–12) or quarter (1–4) of the tax year. */
function periodEnd(body: ReturnOfIncomeRequest): string {
  const month = body.frequency === 'monthly' ? body.period : body.period * 3;
  const last = new Date(Date.UTC(body.taxYear, month, 0)).getUTCDate();
  return formatIsoDate(body.taxYear, month, last);
}

/** The taxpayer's return of the same tax year, frequency and period, if any. */
async function returnOfPeriod(tx: Tx, taxpayerId: string, body: ReturnOfIncomeRequest) {
  const [row] = await tx
    .select({ id: taxForms.id })
    .from(taxForms)
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        eq(taxForms.type, TaxFormType.ReturnOfIncome),
        eq(taxForms.taxYear, body.taxYear),
        sql`${taxForms.data}->>'frequency' = ${body.frequency}`,
        sql`(${taxForms.data}->>'period')::int = ${body.period}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The employer's return of income tax withheld (issue 7; TAX-RULES.md §4, §5): the amount due of a
 * month or quarter, with the withholding penalty, late-filing penalty and interest when filed after
 * its due date. Stored as a Draft whose amount due is billed on /form/{id}/pay (or filed with no
 * payment at $0). One return per period and taxpayer, enforced under a per-period lock.
 */
export const returnOfIncomeRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth },
) => {
  app.post(
    '/api/return-of-income',
    {
      preHandler: requireAuth,
      schema: { body: returnOfIncomeRequestSchema, response: { 200: returnOfIncomeResponseSchema } },
    },
    async (request): Promise<ReturnOfIncomeResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const key = idempotencyKeyOf(request);
      const body: ReturnOfIncomeRequest = request.body;

      const earlier = await formByIdempotencyKey(db, taxpayerId, key);
      if (earlier) return toResponse(earlier);

      const today = todayIn(clock);
      const end = periodEnd(body);
      if (end > today) {
        const message = `cannot be filed before the period ends on ${end}`;
        throw new ProblemError(400, ProblemType.ValidationError, `period: ${message}`, {
          errors: { period: [message] },
        });
      }

      const inputs: StoredReturn['inputs'] = {
        employeeCount: body.employeeCount,
        totalWagesCents: toCents(body.totalWages),
        taxWithheldCents: toCents(body.taxWithheld),
        priorCreditCents: toCents(body.priorCredit),
      };
      const result = withTaxRules(() =>
        computeWithholdingReturn({
          period: periodOf(body),
          taxWithheld: inputs.taxWithheldCents,
          priorCredit: inputs.priorCreditCents,
          filedDate: today,
          paymentDate: today,
        }),
      );

      try {
        const form = await db.transaction(async (tx) => {
          // One writer per taxpayer and period at a time: a concurrent second submit waits here,
          // then sees the first one's row. (No row exists yet to lock with SELECT … FOR UPDATE.)
          const lock = `return-of-income:${taxpayerId}:${body.taxYear}:${body.frequency}:${body.period}`;
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
          // The same key that won meanwhile answers with its record, not a conflict.
          const raced = await formByIdempotencyKey(tx, taxpayerId, key);
          if (raced) return raced;
          if (await returnOfPeriod(tx, taxpayerId, body)) {
            throw new ProblemError(409, ProblemType.Conflict, RETURN_ALREADY_FILED);
          }
          const data: StoredReturn = {
            frequency: body.frequency,
            period: body.period,
            filedDate: today,
            inputs,
            result,
          };
          const now = clock();
          const [inserted] = await tx
            .insert(taxForms)
            .values({
              taxpayerId,
              type: TaxFormType.ReturnOfIncome,
              taxYear: body.taxYear,
              status: 'Draft',
              data,
              amountDueCents: result.amountDue,
              idempotencyKey: key,
              createdByUserId: session.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!inserted) throw new Error('insert returned no row');
          return inserted;
        });
        return toResponse(form);
      } catch (err) {
        // The key was taken by a request for another period in the meantime: answer with it.
        if (key && isUniqueViolation(err)) {
          const winner = await formByIdempotencyKey(db, taxpayerId, key);
          if (winner) return toResponse(winner);
        }
        throw err;
      }
    },
  );
};
