import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  penaltyInterestToDollars,
  ProblemType,
  problemWords,
  type ReturnOfIncomeContext,
  returnOfIncomeContextSchema,
  type ReturnOfIncomeRequest,
  returnOfIncomeRequestSchema,
  type ReturnOfIncomeResponse,
  returnOfIncomeResponseSchema,
  TaxFormType,
} from '@citytax/api';
import { computeWithholdingReturn, formatIsoDate, todayIn, type WithholdingPeriod } from '@citytax/tax-rules';
import { authOf } from '../auth';
import { taxForms } from '../db/schema';
import { assertMayFile } from '../policy';
import {
  centsSchema,
  createOnce,
  filingTaxpayer,
  storedPenaltyInterestSchema,
  idempotencyKeyOf,
  toCents,
  toDollars,
  withTaxRules,
  type TaxFormRow,
  type Tx,
} from '../forms';
import { inLanguage, ProblemError, type Wording } from '../problems';
import type { AppDeps } from '../deps';

/** The 409 detail of a second return for a period already on file. */
export const RETURN_ALREADY_FILED = problemWords.server.returnAlreadyFiled;

const cents = centsSchema;

/** What a ReturnOfIncome row keeps in `data`: the period, the inputs and the computation, in cents. */
export const storedReturnOfIncomeSchema = z.object({
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
    penaltyAndInterest: storedPenaltyInterestSchema,
    amountDue: cents,
  }),
});
type StoredReturn = z.infer<typeof storedReturnOfIncomeSchema>;

function toResponse(form: TaxFormRow): ReturnOfIncomeResponse {
  const parsed = storedReturnOfIncomeSchema.safeParse(form.data);
  if (!parsed.success) throw new Error(`employer's return ${form.id} holds data of another shape`);
  const { frequency, period, filedDate, inputs, result } = parsed.data;
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
    penaltyAndInterest: penaltyInterestToDollars(result.penaltyAndInterest),
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

/** Whether the taxpayer has an employer's return on record that also meets `condition`. */
async function hasReturn(tx: Tx, taxpayerId: string, condition: SQL): Promise<boolean> {
  const [row] = await tx
    .select({ id: taxForms.id })
    .from(taxForms)
    .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, TaxFormType.ReturnOfIncome), condition))
    .limit(1);
  return Boolean(row);
}

/** Whether the taxpayer has a return of the same tax year, frequency and period. */
const hasReturnOfPeriod = (tx: Tx, taxpayerId: string, body: ReturnOfIncomeRequest) =>
  hasReturn(
    tx,
    taxpayerId,
    and(
      eq(taxForms.taxYear, body.taxYear),
      sql`${taxForms.data}->>'frequency' = ${body.frequency}`,
      sql`(${taxForms.data}->>'period')::int = ${body.period}`,
    )!,
  );

/**
 * Whether the taxpayer filed a return late before (TAX-RULES.md §5: from tax year 2023 the $25
 * late-filing penalty of a first failure to file on time is abated). Its own history: an
 * employer's return on record that was filed after its due date. A return is on record (and its
 * period taken) from the day it is stored, paid or not, so an unpaid late return counts too.
 */
export const hasFiledLate = (tx: Tx, taxpayerId: string): Promise<boolean> =>
  hasReturn(tx, taxpayerId, sql`${taxForms.data}->>'filedDate' > ${taxForms.data}->'result'->>'dueDate'`);

/**
 * The employer's return of income tax withheld (issue 7; TAX-RULES.md §4, §5): the amount due of a
 * month or quarter, with the withholding penalty, late-filing penalty and interest when filed after
 * its due date. Stored as a Draft whose amount due is billed on /form/{id}/pay (or filed with no
 * payment at $0). One return per period and taxpayer, enforced under a per-taxpayer lock.
 */
export const returnOfIncomeRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth },
) => {
  app.post(
    '/api/return-of-income',
    {
      onRequest: requireAuth,
      schema: { body: returnOfIncomeRequestSchema, response: { 200: returnOfIncomeResponseSchema } },
    },
    async (request): Promise<ReturnOfIncomeResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      await assertMayFile(db, taxpayerId, TaxFormType.ReturnOfIncome);
      const body: ReturnOfIncomeRequest = request.body;

      const today = todayIn(clock);
      const end = periodEnd(body);
      if (end > today) {
        const message: Wording = (w) => w.fields.periodNotEnded(end);
        throw new ProblemError(400, ProblemType.ValidationError, `period: ${inLanguage(message, 'en')}`, {
          errors: { period: [message] },
          issues: [['period', message]],
        });
      }

      const inputs: StoredReturn['inputs'] = {
        employeeCount: body.employeeCount,
        totalWagesCents: toCents(body.totalWages),
        taxWithheldCents: toCents(body.taxWithheld),
        priorCreditCents: toCents(body.priorCredit),
      };
      const compute = (priorLateFiling: boolean) =>
        withTaxRules(() =>
          computeWithholdingReturn({
            period: periodOf(body),
            taxWithheld: inputs.taxWithheldCents,
            priorCredit: inputs.priorCreditCents,
            filedDate: today,
            paymentDate: today,
            priorLateFiling,
          }),
        );
      // A missing rate or bad period is refused before anything is written.
      compute(false);

      const form = await createOnce({
        db,
        request,
        userId: session.userId,
        taxpayerId,
        key: idempotencyKeyOf(request),
        type: TaxFormType.ReturnOfIncome,
        now: clock(),
        // One writer per taxpayer at a time: a concurrent second submit of the period waits, then
        // sees the first one's row, and two late returns of different periods cannot both be the
        // "first" late filing. (No row exists yet to lock with SELECT … FOR UPDATE.)
        lock: `return-of-income:${taxpayerId}`,
        prepare: async (tx) => {
          if (await hasReturnOfPeriod(tx, taxpayerId, body)) {
            throw new ProblemError(409, ProblemType.Conflict, RETURN_ALREADY_FILED);
          }
          const result = compute(await hasFiledLate(tx, taxpayerId));
          const data: StoredReturn = {
            frequency: body.frequency,
            period: body.period,
            filedDate: today,
            inputs,
            result,
          };
          return { taxYear: body.taxYear, data, amountDueCents: result.amountDue };
        },
      });
      return toResponse(form);
    },
  );

  app.get(
    '/api/return-of-income/context',
    { onRequest: requireAuth, schema: { response: { 200: returnOfIncomeContextSchema } } },
    async (request): Promise<ReturnOfIncomeContext> => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      await assertMayFile(db, taxpayerId, TaxFormType.ReturnOfIncome);
      return { today: todayIn(clock), priorLateFiling: await hasFiledLate(db, taxpayerId) };
    },
  );
};
