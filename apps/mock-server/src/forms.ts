import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from './accounts';
import { confirmFiling } from './confirmation';
import type { Config } from './config';
import type { FastifyRequest } from 'fastify';
import { type Locale, ProblemType, problemWords } from '@citytax/api';
import { z } from 'zod';
import {
  centsToDollars,
  dollarsToCents,
  MissingTaxRateError,
  TaxRuleInputError,
  type City,
} from '@citytax/tax-rules';
import { assertRepresents, type AuthSession } from './auth';
import type { Db, Tx } from './db/index';
import { cities, taxForms, type TaxFormRow } from './db/schema';
import { noteAuditSubject, recordAudit } from './audit';
import { assertMayFile } from './policy';
import { problem, ProblemError } from './problems';

/**
 * What every tax-form route shares (issue 6): which taxpayer the call is for, loading
 * a form with its authorization, the filed/missing problems, money at the boundary,
 * tax-rule errors as problems, and one record per Idempotency-Key.
 */

export type { TaxFormRow } from './db/schema';
export type { Tx } from './db/index';
export type NewTaxFormRow = typeof taxForms.$inferInsert;

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

export const missingTaxForm = () => problem(ProblemType.MissingTaxForm);

export { alreadyFiled } from './policy';

/**
 * Loads a form by id for the session: missing-tax-form when there is none (or it is
 * not of one of `types`), not-authorized-to-file when the user does not represent its
 * taxpayer, not-allowed-for-taxpayer-type when its taxpayer's kind may not file it.
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
  await assertMayFile(tx, form.taxpayerId, form.type);
  noteAuditSubject(session, { taxpayerId: form.taxpayerId, form });
  return form;
}

/** An amount a stored form keeps, in integer cents. */
export const centsSchema = z.number().int().nonnegative();

/** TAX-RULES.md §5 as a billing statement and an employer's return store it, in cents and ppm. */
export const storedPenaltyInterestSchema = z.object({
  unpaidTax: centsSchema,
  latePaymentPenalty: centsSchema,
  lateFilingPenalty: centsSchema,
  /** Stored before first-failure abatement existed: nothing was abated then. */
  lateFilingPenaltyAbated: z.boolean().default(false),
  interest: centsSchema,
  total: centsSchema,
  interestByYear: z.array(
    z.object({ year: z.number().int(), months: z.number().int(), ratePpm: centsSchema, amount: centsSchema }),
  ),
});

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
      throw problem(ProblemType.MissingTaxRate);
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
      {
        errors: { 'Idempotency-Key': [problemWords.fields.idempotencyKey] },
        issues: [['Idempotency-Key', problemWords.fields.idempotencyKey]],
      },
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

export const IDEMPOTENCY_REUSED_DETAIL = problemWords.server.idempotencyKeyReused;

const keyReused = () => new ProblemError(409, ProblemType.Conflict, IDEMPOTENCY_REUSED_DETAIL);

/** What a creating route computes for its new row; the rest of the row is createOnce's. */
export interface NewForm {
  taxYear: number;
  data: Record<string, unknown>;
  /** What the server computed as owed, cents (0 when nothing is billed). */
  amountDueCents?: number;
  /** Draft unless the form is filed as it is stored (an exemption certificate). */
  status?: TaxFormRow['status'];
  /** The annual return a W-2 or 1099 belongs to. */
  parentId?: number;
}

export interface CreateOnceOptions {
  db: Db;
  /** The user who creates the form, and the taxpayer it is filed for. */
  userId: string;
  taxpayerId: string;
  /** The request's Idempotency-Key, if any. */
  key: string | null;
  /** The kind of form the request creates: a key spent on another kind is a client error. */
  type: TaxFormRow['type'];
  now: Date;
  /** Checks and computes the new form inside the transaction (throw a problem to refuse). */
  prepare: (tx: Tx) => Promise<NewForm>;
  /** Runs after the insert, in the same transaction (an entry's return is recomputed). */
  afterInsert?: (tx: Tx, row: TaxFormRow) => Promise<void>;
  /** Serializes writers of one logical record that has no row to lock yet (pg advisory lock). */
  lock?: string;
  /** A unique violation that is not this key's replay (e.g. one form per year): what to throw. */
  onConflict?: () => Error;
  /**
   * The server's configuration, needed when prepare files the form as it is stored (an exemption
   * certificate): the confirmation email links to the portal.
   */
  config?: Config;
  /** The language of the request, for the confirmation email of a form filed as it is stored. */
  locale?: Locale;
  /** The request that creates it: the audit record's form.created (or form.filed) is written with it. */
  request: FastifyRequest;
}

/**
 * The one way a form is created (ADR 0012, ADR 0017): one record per Idempotency-Key. The form
 * stored the first time answers every repeat, whether the repeat comes after it or commits while it
 * runs (looked up inside the transaction, before anything else; one query less for a new form than
 * a look-up before it, ADR 0041) or races it to the unique index (looked up after).
 */
export async function createOnce({
  db,
  userId,
  taxpayerId,
  key,
  type,
  now,
  prepare,
  afterInsert,
  lock,
  onConflict,
  config,
  locale,
  request,
}: CreateOnceOptions): Promise<TaxFormRow> {
  const replay = async (tx: Tx): Promise<TaxFormRow | undefined> => {
    const earlier = await formByIdempotencyKey(tx, taxpayerId, key);
    if (earlier && earlier.type !== type) throw keyReused();
    return earlier;
  };
  try {
    return await db.transaction(async (tx) => {
      if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
      const raced = await replay(tx);
      if (raced) return raced;
      const form = await prepare(tx);
      const status = form.status ?? 'Draft';
      const [row] = await tx
        .insert(taxForms)
        .values({
          taxpayerId,
          type,
          taxYear: form.taxYear,
          status,
          parentId: form.parentId ?? null,
          data: form.data,
          amountDueCents: form.amountDueCents ?? 0,
          idempotencyKey: key,
          createdByUserId: userId,
          createdAt: now,
          updatedAt: now,
          filedAt: status === 'Filed' ? now : null,
        })
        .returning();
      await afterInsert?.(tx, row!);
      if (status !== 'Filed') {
        await recordAudit(tx, request, { kind: 'form.created', form: row! });
        return row!;
      }
      // A form filed as it is stored (an exemption certificate) is confirmed now: its number, and
      // the email to the user who filed it.
      if (!config || !locale)
        throw new Error(`createOnce filed a ${type} without the config and locale its confirmation needs`);
      const filed = await confirmFiling(tx, row!, { userId, config, locale }, now);
      await recordAudit(tx, request, { kind: 'form.filed', form: filed });
      return filed;
    });
  } catch (err) {
    // A request with this key that committed while this one ran won: whatever this one met (the
    // unique index, or prepare finding the winner's form as "already filed"), the answer is the
    // winner's. Under READ COMMITTED the first replay can miss a winner that prepare then sees.
    const winner = await replay(db);
    if (winner) return winner;
    if (!isUniqueViolation(err)) throw err;
    throw onConflict ? onConflict() : err;
  }
}

export { isUniqueViolation };
