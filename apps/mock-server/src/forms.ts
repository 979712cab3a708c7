import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ProblemType } from '@citytax/api';
import {
  centsToDollars,
  dollarsToCents,
  MissingTaxRateError,
  TaxRuleInputError,
  type City,
} from '@citytax/tax-rules';
import { assertRepresents, type AuthSession } from './auth';
import type { Db } from './db/index';
import { cities, taxForms } from './db/schema';
import { ProblemError } from './problems';

/**
 * What every tax-form route shares (issue 6): which taxpayer the call is for, loading
 * a form with its authorization, the filed/missing problems, money at the boundary,
 * tax-rule errors as problems, and one record per Idempotency-Key.
 */

export type TaxFormRow = typeof taxForms.$inferSelect;
export type NewTaxFormRow = typeof taxForms.$inferInsert;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The seeded city table as the tax rules take it: the database is the authority's data. */
export async function loadCityTable(tx: Tx): Promise<City[]> {
  const rows = await tx.select().from(cities);
  const byCode = new Map<string, City>();
  for (const row of rows) {
    const city = byCode.get(row.code) ?? { code: row.code, name: row.name, member: row.member, rates: [] };
    city.rates.push({
      fromYear: row.validFromYear,
      toYear: row.validToYear,
      ratePpm: row.ratePpm,
      creditFactorPpm: row.creditFactorPpm,
      creditLimitPpm: row.creditLimitPpm,
    });
    byCode.set(row.code, city);
  }
  return [...byCode.values()];
}

/** The taxpayer the session files as, checked against the user's representation. */
export function filingTaxpayer(db: Db, session: AuthSession): Promise<string> {
  return assertRepresents(db, session, session.filingAsTaxpayerId ?? session.taxpayerId);
}

export const missingTaxForm = () =>
  new ProblemError(
    404,
    ProblemType.MissingTaxForm,
    'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
  );

export const alreadyFiled = () =>
  new ProblemError(
    409,
    ProblemType.TaxFormAlreadyFiled,
    'Your tax form has already been filed. You can no longer make changes to your tax form.',
  );

/**
 * Loads a form by id for the session: missing-tax-form when there is none (or it is
 * not of one of `types`), not-authorized-to-file when the user does not represent its
 * taxpayer.
 */
export async function loadForm(
  tx: Tx,
  db: Db,
  session: AuthSession,
  id: number,
  types?: readonly TaxFormRow['type'][],
): Promise<TaxFormRow> {
  const [form] = await tx.select().from(taxForms).where(eq(taxForms.id, id));
  if (!form || (types && !types.includes(form.type))) throw missingTaxForm();
  await assertRepresents(db, session, form.taxpayerId);
  return form;
}

/** Throws tax-form-already-filed unless the form is still a draft. */
export function assertDraft(form: Pick<TaxFormRow, 'status'>): void {
  if (form.status !== 'Draft') throw alreadyFiled();
}

/** Dollars of the wire (≤ 2 decimals, checked by the zod schemas) to integer cents. */
export function toCents(dollars: number): number {
  return dollarsToCents(dollars);
}

/** Integer cents to dollars for the wire. */
export function toDollars(cents: number): number {
  return centsToDollars(cents);
}

/** Runs tax math; its input and missing-rate errors become problems the portal can show. */
export function withTaxRules<T>(compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof MissingTaxRateError) {
      throw new ProblemError(
        400,
        ProblemType.MissingTaxRate,
        "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
      );
    }
    if (err instanceof TaxRuleInputError) {
      throw new ProblemError(400, ProblemType.ValidationError, `${err.field}: ${err.message}`, {
        errors: { [err.field]: [err.message] },
      });
    }
    throw err;
  }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key header, if any (400 when malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new ProblemError(
      400,
      ProblemType.ValidationError,
      'Idempotency-Key: must be 8 to 100 letters, digits, - or _.',
      { errors: { 'Idempotency-Key': ['must be 8 to 100 letters, digits, - or _'] } },
    );
  }
  return key;
}

/** The form a taxpayer created earlier with this Idempotency-Key, if any. */
export async function formByIdempotencyKey(
  tx: Tx,
  taxpayerId: string,
  key: string | null,
): Promise<TaxFormRow | undefined> {
  if (!key) return undefined;
  const [form] = await tx
    .select()
    .from(taxForms)
    .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.idempotencyKey, key)));
  return form;
}

export { isUniqueViolation } from './accounts';
