import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AnnualReturnOutcome,
  formW2RequestSchema,
  W2_MONEY,
  type W2MoneyKey,
  computeAnnualReturnCents,
  form1099ToCents,
  form1099ToDollars,
  summaryToDollars,
  TaxFormType,
  w2ToCents,
  w2ToDollars,
  type CityTaxForm,
  type CityTaxFormEntry,
  type Form1099,
  type Form1099Request,
  type FormW2,
  type FormW2Request,
  type AnnualReturnSummaryCents,
} from '@citytax/api';
import { mulDivRound, PPM, W2_WARNING_CODES, type City } from '@citytax/tax-rules';
import { payments, priorYearCredits, taxForms } from './db/schema';
import { centsSchema, loadCityTable, toDollars, withTaxRules, type TaxFormRow, type Tx } from './forms';

/**
 * The individual annual return (TAX-RULES.md §2) as the server stores it: the CityTaxForm
 * row holds the residence city and the last computed summary (cents, ppm), its W-2 and
 * 1099 entries are child rows whose money is stored in cents.
 */

const cents = centsSchema;
const signedCents = z.number().int();

/** `data` of a FormW2 row: the fields of formW2RequestSchema (no w2Number), its money in cents. */
export const storedW2Schema = formW2RequestSchema
  .omit({ w2Number: true })
  .extend(Object.fromEntries(W2_MONEY.map((key) => [key, cents])) as Record<W2MoneyKey, typeof cents>);
export type StoredW2 = z.infer<typeof storedW2Schema>;

/** `data` of a Form1099 row: the fields of form1099RequestSchema, money in cents. */
export const stored1099Schema = z.object({
  payerName: z.string(),
  payerTin: z.string(),
  amount: cents,
});
export type Stored1099 = z.infer<typeof stored1099Schema>;

/**
 * The computation of TAX-RULES.md §2 in cents and ppm, keyed by entry id. A summary stored before
 * it carried the credit limit reads with the limit its city had then: every member city's limit was
 * its credit factor × its rate (TAX-RULES.md §1), so that is what such a summary was computed with.
 */
export const summaryCentsSchema = z
  .object({
    qualifyingWages: cents,
    income1099: cents,
    taxableIncome: cents,
    ratePpm: cents,
    tax: cents,
    credits: z.array(z.object({ entryId: z.number().int(), locality: z.string(), amount: cents })),
    creditableTotal: cents,
    creditFactorPpm: cents,
    creditLimitPpm: cents.optional(),
    credit: cents,
    residenceWithheld: cents,
    estimatesPaid: cents,
    priorYearCredit: cents,
    net: signedCents,
    outcome: z.enum(AnnualReturnOutcome),
    amountDue: cents,
    warnings: z.array(z.object({ entryId: z.number().int(), code: z.enum(W2_WARNING_CODES) })),
  })
  .transform(({ creditLimitPpm, ...summary }): AnnualReturnSummaryCents => ({
    ...summary,
    creditLimitPpm: creditLimitPpm ?? mulDivRound(summary.creditFactorPpm, summary.ratePpm, PPM),
  }));
export type SummaryCents = z.infer<typeof summaryCentsSchema>;

/** `data` of a CityTaxForm row; the summary is what the last write (or the filing) computed. */
export const storedReturnSchema = z.object({
  residenceCity: z.string().nullable().default(null),
  summary: summaryCentsSchema.nullable().default(null),
});
export type StoredReturn = z.infer<typeof storedReturnSchema>;

export const emptyReturnData = (): StoredReturn => ({ residenceCity: null, summary: null });

/** A W-2 request as stored: w2Number dropped (spec §3), money in cents (the one codec). */
export function w2ToStored({ w2Number: _w2Number, ...body }: FormW2Request): StoredW2 {
  return w2ToCents(body);
}

export function form1099ToStored(body: Form1099Request): Stored1099 {
  return form1099ToCents(body);
}

export function w2ToWire(row: TaxFormRow): FormW2 {
  return {
    id: row.id,
    cityTaxFormId: row.parentId ?? 0,
    taxFormType: TaxFormType.FormW2,
    ...w2ToDollars(storedW2Schema.parse(row.data)),
  };
}

export function form1099ToWire(row: TaxFormRow): Form1099 {
  return {
    id: row.id,
    cityTaxFormId: row.parentId ?? 0,
    taxFormType: TaxFormType.Form1099,
    ...form1099ToDollars(stored1099Schema.parse(row.data)),
  };
}

function entryToWire(row: TaxFormRow): CityTaxFormEntry {
  if (row.type === 'FormW2') {
    const data = storedW2Schema.parse(row.data);
    return {
      id: row.id,
      taxFormType: TaxFormType.FormW2,
      name: data.employerName,
      amount: toDollars(data.medicareWages),
    };
  }
  const data = stored1099Schema.parse(row.data);
  return {
    id: row.id,
    taxFormType: TaxFormType.Form1099,
    name: data.payerName,
    amount: toDollars(data.amount),
  };
}

export const summaryToWire = summaryToDollars;

/** The W-2 and 1099 entries of an annual return, oldest first. */
export function loadEntries(tx: Tx, returnId: number): Promise<TaxFormRow[]> {
  return tx
    .select()
    .from(taxForms)
    .where(and(eq(taxForms.parentId, returnId), inArray(taxForms.type, ['FormW2', 'Form1099'])))
    .orderBy(asc(taxForms.id));
}

/**
 * Completed payments on the taxpayer's individual estimates of the tax year, and the audited
 * credit applied to it, cents (0 when there is none): one round trip (ADR 0043).
 */
export async function paidAndCreditCents(
  tx: Tx,
  taxpayerId: string,
  taxYear: number,
): Promise<{ estimatesPaid: number; priorYearCredit: number }> {
  const paid = tx
    .select({ total: sql`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .innerJoin(taxForms, eq(taxForms.id, payments.taxFormId))
    .where(
      and(
        eq(taxForms.taxpayerId, taxpayerId),
        eq(taxForms.type, 'IndividualEstimate'),
        eq(taxForms.taxYear, taxYear),
        eq(payments.status, 'Completed'),
      ),
    );
  const credit = tx
    .select({ amountCents: priorYearCredits.amountCents })
    .from(priorYearCredits)
    .where(and(eq(priorYearCredits.taxpayerId, taxpayerId), eq(priorYearCredits.taxYear, taxYear)));
  const result = (await tx.execute(
    sql`select (${paid})::text as paid, coalesce((${credit}), 0)::text as credit`,
  )) as unknown as { rows: { paid: string; credit: string }[] };
  const row = result.rows[0];
  return { estimatesPaid: Number(row?.paid ?? 0), priorYearCredit: Number(row?.credit ?? 0) };
}

/**
 * TAX-RULES.md §2 over the stored return: the DB city table, the entries, the completed
 * estimate payments and the prior-year credit. Null until a residence city is chosen.
 * A missing rate is the missing-tax-rate problem.
 */
export async function computeSummary(
  tx: Tx,
  form: TaxFormRow,
  entries?: TaxFormRow[],
  /** The city table, when the caller has it (the instance's cache, ADR 0043); read when not. */
  cityTable?: City[],
): Promise<SummaryCents | null> {
  const { residenceCity } = storedReturnSchema.parse(form.data);
  if (!residenceCity) return null;
  const rows = entries ?? (await loadEntries(tx, form.id));
  const w2Rows = rows.filter((r) => r.type === 'FormW2');
  const form1099s = rows.filter((r) => r.type === 'Form1099').map((r) => stored1099Schema.parse(r.data));
  const cities = cityTable ?? (await loadCityTable(tx));
  const { estimatesPaid, priorYearCredit } = await paidAndCreditCents(tx, form.taxpayerId, form.taxYear);
  return withTaxRules(() =>
    computeAnnualReturnCents(
      {
        taxYear: form.taxYear,
        residenceCity,
        w2s: w2Rows.map((r) => ({ ...storedW2Schema.parse(r.data), id: r.id })),
        form1099s,
        estimatesPaid,
        priorYearCredit,
      },
      cities,
    ),
  );
}

/**
 * Recomputes a draft return and stores its summary and amount due (call inside the
 * transaction of the write that changed it, after locking the return row).
 */
export async function recomputeReturn(
  tx: Tx,
  form: TaxFormRow,
  now: Date,
  cities?: City[],
): Promise<TaxFormRow> {
  const data = storedReturnSchema.parse(form.data);
  const summary = await computeSummary(tx, form, undefined, cities);
  const [updated] = await tx
    .update(taxForms)
    .set({ data: { ...data, summary }, amountDueCents: summary?.amountDue ?? 0, updatedAt: now })
    .where(eq(taxForms.id, form.id))
    .returning();
  return updated!;
}

/**
 * The return as the portal reads it. A draft's summary is computed afresh (an estimate
 * payment may have completed since the last write) unless `stored` says the row was just
 * recomputed; a submitted or filed return shows what was submitted.
 */
export async function cityTaxFormToWire(
  tx: Tx,
  form: TaxFormRow,
  stored = form.status !== 'Draft',
  cities?: City[],
): Promise<CityTaxForm> {
  const data = storedReturnSchema.parse(form.data);
  const entries = await loadEntries(tx, form.id);
  const summary = stored ? data.summary : await computeSummary(tx, form, entries, cities);
  return {
    id: form.id,
    taxYear: form.taxYear,
    status: form.status,
    residenceCity: data.residenceCity,
    entries: entries.map(entryToWire),
    summary: summary ? summaryToWire(summary) : null,
    filedAt: form.filedAt ? form.filedAt.toISOString() : null,
  };
}
