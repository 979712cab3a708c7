import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type IndividualEstimateResponse, ProblemType, problemWords, TaxFormType } from '@citytax/api';
import {
  cityRate,
  computeEstimate,
  findCity,
  parseIsoDate,
  todayIn,
  type City,
  type Clock,
  type EstimateInput,
} from '@citytax/tax-rules';
import type { FastifyRequest } from 'fastify';
import type { AuthSession } from './auth';
import type { CachedReads } from './cachedReads';
import type { Db } from './db/index';
import { payments, taxForms } from './db/schema';
import { assertMayFile } from './policy';
import { createOnce, toCents, toDollars, withTaxRules, type TaxFormRow, type Tx, centsSchema } from './forms';
import { inLanguage, ProblemError, type Wording } from './problems';

/**
 * What the individual and the net profit estimate routes share (TAX-RULES.md §3): the open tax
 * years, the member-city check, the payments made so far, the stored computation and its
 * response, and storing one Draft per Idempotency-Key.
 */

export type EstimateFormType = typeof TaxFormType.IndividualEstimate | typeof TaxFormType.NetProfitEstimate;
/**
 * Both estimates answer with the same shape; the net profit estimate's also says whether the
 * business expects a net loss (the individual estimate's response schema leaves that out).
 */
export type EstimateResponse = IndividualEstimateResponse & { netLoss: boolean };

/** An amount the row keeps, in cents. */
export const cents = centsSchema;
/** An amount the row keeps that may be negative (an expected net loss), in cents. */
export const signedCents = z.number().int();

/** What every estimate row keeps in `data` beside its own inputs: in cents, with the computation. */
export const storedEstimateShape = {
  estimatedCreditsCents: cents,
  priorYearTaxCents: cents.nullable(),
  paymentAmountCents: cents,
  paidSoFarCents: cents,
  /** The authority's date the estimate was computed on. */
  computedOn: z.string(),
  result: z.object({
    /** Rows stored before a net loss could be entered have none: they expected no loss. */
    netLoss: z.boolean().default(false),
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
};
type StoredEstimate = z.infer<z.ZodObject<typeof storedEstimateShape>>;

export const invalid = (field: string, message: Wording) =>
  new ProblemError(400, ProblemType.ValidationError, `${field}: ${inLanguage(message, 'en')}`, {
    errors: { [field]: [message] },
    issues: [[field, message]],
  });

/** An estimate is for the current year, or the previous one while late payments may still come in. */
function assertOpenTaxYear(taxYear: number, today: string): void {
  const currentYear = parseIsoDate(today).y;
  if (taxYear !== currentYear && taxYear !== currentYear - 1) {
    throw invalid('taxYear', (w) => w.fields.openTaxYear(currentYear, currentYear - 1));
  }
}

/** The city a request names, which must be a member city; `field` names it in the error. */
function memberCity(cities: City[], code: string, field: string): City {
  const city = findCity(code, cities);
  if (!city?.member) throw invalid(field, problemWords.fields.memberCity);
  return city;
}

/** Completed payments on a taxpayer's estimates of `types`, in cents, per tax year. */
export async function estimatePaymentsByYear(
  tx: Tx,
  taxpayerId: string,
  taxYears: number[],
  types: readonly EstimateFormType[],
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

/** A stored estimate as the wire shows it. */
function estimateResponse(form: TaxFormRow, schema: z.ZodType<StoredEstimate>): EstimateResponse {
  const stored = schema.parse(form.data);
  return {
    id: form.id,
    taxYear: form.taxYear,
    estimatedTax: toDollars(stored.result.estimatedTax),
    required: stored.result.required,
    netLoss: stored.result.netLoss,
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

export interface StoreEstimateOptions {
  session: AuthSession;
  taxpayerId: string;
  /** The request's Idempotency-Key, if any. */
  key: string | null;
  type: EstimateFormType;
  /** The amounts every estimate request carries, in dollars. */
  body: { taxYear: number; estimatedCredits: number; priorYearTax: number | null; paymentAmount: number };
  /** The request field naming the member city (also its key in the row's data), and its code. */
  city: { field: string; code: string };
  /** The tax rules' inputs of this kind of estimate. */
  estimate: Pick<EstimateInput, 'kind' | 'estimatedIncome' | 'apportionmentPpm'>;
  /** This kind's own inputs as the row keeps them. */
  stored: Record<string, unknown>;
  /** The whole of the row's data, for reading it back. */
  storedSchema: z.ZodType<StoredEstimate>;
}

/**
 * Computes an estimate and stores it as a Draft whose amount due is what the filer chose to pay
 * now; a repeat of an Idempotency-Key answers with the first estimate and stores nothing.
 */
export async function storeEstimate(
  { db, clock, reads }: { db: Db; clock: Clock; reads: CachedReads },
  request: FastifyRequest,
  { session, taxpayerId, key, type, body, city: named, estimate, stored, storedSchema }: StoreEstimateOptions,
): Promise<EstimateResponse> {
  await assertMayFile(db, taxpayerId, type, await reads.taxpayer(request, taxpayerId));
  const cities = await reads.cities(request);
  const today = todayIn(clock);
  const form = await createOnce({
    db,
    request,
    userId: session.userId,
    taxpayerId,
    key,
    type,
    now: clock(),
    prepare: async (tx) => {
      assertOpenTaxYear(body.taxYear, today);
      const city = memberCity(cities, named.code, named.field);
      const paidSoFarCents =
        (await estimatePaymentsByYear(tx, taxpayerId, [body.taxYear], [type])).get(body.taxYear) ?? 0;
      const amounts = {
        estimatedCreditsCents: toCents(body.estimatedCredits),
        priorYearTaxCents: body.priorYearTax === null ? null : toCents(body.priorYearTax),
        paymentAmountCents: toCents(body.paymentAmount),
      };
      const result = withTaxRules(() =>
        computeEstimate({
          ...estimate,
          taxYear: body.taxYear,
          ratePpm: cityRate(city, body.taxYear).ratePpm,
          estimatedCredits: amounts.estimatedCreditsCents,
          priorYearTax: amounts.priorYearTaxCents,
          paidSoFar: paidSoFarCents,
          today,
        }),
      );
      const data = {
        [named.field]: city.code,
        ...stored,
        ...amounts,
        paidSoFarCents,
        computedOn: today,
        result,
      };
      return { taxYear: body.taxYear, data, amountDueCents: amounts.paymentAmountCents };
    },
  });
  return estimateResponse(form, storedSchema);
}
