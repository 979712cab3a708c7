import { and, eq } from 'drizzle-orm';
import { AnnualReturnOutcome, ProblemType, problemWords, type TaxFormType } from '@citytax/api';
import { recomputeReturn, storedReturnSchema } from './annualReturn';
import { confirmFiling, type FiledBy } from './confirmation';
import { taxForms } from './db/schema';
import type { TaxFormRow, Tx } from './forms';
import { alreadyFiled, assertNoYearConflict, assertWritable } from './policy';
import { ProblemError } from './problems';

/**
 * The one filing lifecycle of every tax form (ADR 0017): Draft → AwaitingPayment (locked, the amount
 * fixed) → Filed, and withdraw back to Draft. Each transition runs inside the caller's transaction
 * on a form row it has locked FOR UPDATE; the routes (payments.ts) add the payment side.
 */

export const ENTRY_FILED_WITH_RETURN = problemWords.server.entryFiledWithReturn;
export const NOTHING_TO_PAY_DETAIL = problemWords.server.nothingToPay;
export const BALANCE_DUE_DETAIL = problemWords.server.balanceDue;
export const OVERPAYMENT_DETAIL = problemWords.server.overpayment;
export const NO_RESIDENCE_DETAIL = problemWords.server.noResidence;

const ENTRY_TYPES: readonly TaxFormType[] = ['FormW2', 'Form1099'];
export const isEntry = (form: Pick<TaxFormRow, 'type'>): boolean => ENTRY_TYPES.includes(form.type);

/**
 * What a form is when it leaves Draft: its final amount computed by the server (an annual return is
 * recomputed from its entries; the other forms computed theirs when stored), and the year's
 * conflicts checked. An entry is never submitted on its own.
 */
async function finalize(tx: Tx, form: TaxFormRow, now: Date): Promise<TaxFormRow> {
  if (isEntry(form)) throw new ProblemError(400, ProblemType.ValidationError, ENTRY_FILED_WITH_RETURN);
  await assertNoYearConflict(tx, form.taxpayerId, form.type, form.taxYear);
  if (form.type !== 'CityTaxForm') return form;
  const recomputed = await recomputeReturn(tx, form, now);
  const { summary } = storedReturnSchema.parse(recomputed.data);
  if (!summary) {
    throw new ProblemError(400, ProblemType.ValidationError, NO_RESIDENCE_DETAIL, {
      errors: { residenceCity: ['is required'] },
    });
  }
  if (summary.outcome === AnnualReturnOutcome.Overpayment) {
    throw new ProblemError(400, ProblemType.ValidationError, OVERPAYMENT_DETAIL);
  }
  return recomputed;
}

/** Moves a locked form from `from` to `to` (conditional: of two racing writers one moves it). */
async function move(
  tx: Tx,
  form: TaxFormRow,
  from: TaxFormRow['status'],
  set: Partial<typeof taxForms.$inferInsert>,
): Promise<TaxFormRow> {
  const [row] = await tx
    .update(taxForms)
    .set(set)
    .where(and(eq(taxForms.id, form.id), eq(taxForms.status, from)))
    .returning();
  if (!row) throw alreadyFiled();
  return row;
}

/**
 * Draft → AwaitingPayment: the amount due is computed one last time and fixed; from now on every
 * write answers tax-form-locked and the payment session carries exactly this amount. A form that
 * awaits payment already is answered as it is.
 */
export async function submitLocked(tx: Tx, form: TaxFormRow, now: Date): Promise<TaxFormRow> {
  if (form.status === 'AwaitingPayment') return form;
  if (form.status === 'Filed') throw alreadyFiled();
  const final = await finalize(tx, form, now);
  if (final.amountDueCents <= 0)
    throw new ProblemError(400, ProblemType.ValidationError, NOTHING_TO_PAY_DETAIL);
  return move(tx, final, 'Draft', { status: 'AwaitingPayment', updatedAt: now });
}

/**
 * Draft → Filed for a form that owes nothing; its entries are filed with it, and `by` gets the
 * confirmation email.
 */
export async function fileWithoutPaymentLocked(
  tx: Tx,
  form: TaxFormRow,
  now: Date,
  by: FiledBy,
): Promise<TaxFormRow> {
  assertWritable(form);
  const final = await finalize(tx, form, now);
  if (final.amountDueCents !== 0)
    throw new ProblemError(400, ProblemType.ValidationError, BALANCE_DUE_DETAIL);
  const filed = await move(tx, final, 'Draft', { status: 'Filed', filedAt: now, updatedAt: now });
  await fileEntries(tx, filed.id, now);
  return confirmFiling(tx, filed, by, now);
}

/**
 * AwaitingPayment → Filed, by the payment of exactly the submitted amount (completed in this
 * transaction before, so the confirmation email carries it).
 */
export async function filePaidLocked(tx: Tx, form: TaxFormRow, now: Date, by: FiledBy): Promise<TaxFormRow> {
  const filed = await move(tx, form, 'AwaitingPayment', { status: 'Filed', filedAt: now, updatedAt: now });
  await fileEntries(tx, filed.id, now);
  return confirmFiling(tx, filed, by, now);
}

/** AwaitingPayment → Draft (the caller voids the pending payment in the same transaction). */
export async function withdrawLocked(tx: Tx, form: TaxFormRow, now: Date): Promise<TaxFormRow> {
  if (form.status === 'Draft') return form;
  if (form.status === 'Filed') throw alreadyFiled();
  return move(tx, form, 'AwaitingPayment', { status: 'Draft', updatedAt: now });
}

async function fileEntries(tx: Tx, parentId: number, now: Date): Promise<void> {
  await tx
    .update(taxForms)
    .set({ status: 'Filed', filedAt: now, updatedAt: now })
    .where(and(eq(taxForms.parentId, parentId), eq(taxForms.status, 'Draft')));
}
