import { and, eq, inArray, or } from 'drizzle-orm';
import {
  mayFile,
  FilerKind,
  TaxpayerType,
  ProblemType,
  TAX_FORM_LOCKED_DETAILS,
  taxFormLockedDetail,
  YEAR_CONFLICTS,
  type TaxFormState,
  type TaxFormType,
} from '@citytax/api';
import type { Tx } from './db/index';
import * as filingWordsEn from './filingWords.en';
import * as filingWordsEs from './filingWords.es';
import { taxForms, taxpayers, type TaxFormRow } from './db/schema';
import { problem, type Wording } from './problems';

/**
 * The rules every write of a tax form checks (ADR 0017): who may file what, the forms of one year
 * that exclude each other, and the lifecycle's locks:
 * - Draft: editable;
 * - AwaitingPayment: submitted with a balance due; locked, the amount fixed;
 * - Filed: read-only forever.
 * Every route that changes a form goes through these checks; none spells them out again.
 */

/** The lock's details, from the one problem catalogue (a return, or any other form). */
export const TAX_FORM_LOCKED_RETURN = TAX_FORM_LOCKED_DETAILS.return;
export const TAX_FORM_LOCKED_FORM = TAX_FORM_LOCKED_DETAILS.form;

export const alreadyFiled = () => problem(ProblemType.TaxFormAlreadyFiled);
export const formLocked = (type: TaxFormType) =>
  problem(ProblemType.TaxFormLocked, taxFormLockedDetail(type));

/**
 * Throws unless the form may be changed: tax-form-locked while it awaits payment,
 * tax-form-already-filed once filed. `type` names the form the caller changes (an entry of a
 * return is locked by its return, and the message speaks of the return).
 */
export function assertWritable(form: Pick<TaxFormRow, 'status' | 'type'>): void {
  if (form.status === 'AwaitingPayment') throw formLocked(form.type);
  if (form.status === 'Filed') throw alreadyFiled();
}

/** The form's place in the lifecycle as the wire shows it. */
export function stateOf(form: TaxFormRow): TaxFormState {
  return {
    id: form.id,
    taxFormType: form.type,
    status: form.status,
    amountDue: form.amountDueCents / 100,
  };
}

/** The kind of a taxpayer by its type (spec §1: Individual=0, Joint=1, Business=2). */
export function filerKindOfTaxpayer(type: number): FilerKind {
  return type === TaxpayerType.Business ? FilerKind.Business : FilerKind.NonBusiness;
}

const FILING_WORDS = { en: filingWordsEn, es: filingWordsEs } as const;

/** The readable reason of a refusal (problem type not-allowed-for-taxpayer-type), in either language. */
export function notAllowedDetail(type: TaxFormType, kind: FilerKind): Wording {
  return (w, locale) =>
    w.server.notAllowed[kind === FilerKind.Business ? 'business' : 'individual'](
      FILING_WORDS[locale].formName(type),
    );
}

/** Throws not-allowed-for-taxpayer-type unless the taxpayer's kind may file forms of `type`. */
export async function assertMayFile(
  tx: Tx,
  taxpayerId: string,
  type: TaxFormType,
  /** The taxpayer's row when the caller has it (the instance's cache, ADR 0043); read when not. */
  known?: { id: string; type: number },
): Promise<void> {
  const [row] =
    known?.id === taxpayerId
      ? [known]
      : await tx.select({ type: taxpayers.type }).from(taxpayers).where(eq(taxpayers.id, taxpayerId));
  if (!row) {
    throw problem(ProblemType.NotAuthorizedToFile);
  }
  const kind = filerKindOfTaxpayer(row.type);
  if (!mayFile(type, kind)) {
    throw problem(ProblemType.NotAllowedForTaxpayerType, notAllowedDetail(type, kind));
  }
}

/**
 * Everyone who files one return with the taxpayer: the taxpayer, its primary taxpayer when it is a
 * spouse's record, and the spouse records that file through it (a joint return's two filers).
 */
export async function filersOfReturn(tx: Tx, taxpayerId: string): Promise<string[]> {
  const [self] = await tx
    .select({ primary: taxpayers.primaryTaxpayerId })
    .from(taxpayers)
    .where(eq(taxpayers.id, taxpayerId));
  const primary = self?.primary ?? taxpayerId;
  const rows = await tx
    .select({ id: taxpayers.id })
    .from(taxpayers)
    .where(or(eq(taxpayers.id, primary), eq(taxpayers.primaryTaxpayerId, primary)));
  return [...new Set([taxpayerId, ...rows.map((r) => r.id)])];
}

/**
 * Throws 409 when a form of the same tax year excludes this one (YEAR_CONFLICTS of packages/api:
 * an exemption certificate and an annual return), for every filer of the return.
 */
export async function assertNoYearConflict(
  tx: Tx,
  taxpayerId: string,
  type: TaxFormType,
  taxYear: number,
): Promise<void> {
  const rules = YEAR_CONFLICTS.filter((rule) => rule.form === type);
  if (rules.length === 0) return;
  const filers = await filersOfReturn(tx, taxpayerId);
  for (const rule of rules) {
    const [hit] = await tx
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(
        and(
          inArray(taxForms.taxpayerId, filers),
          eq(taxForms.taxYear, taxYear),
          eq(taxForms.type, rule.excludedBy),
          inArray(taxForms.status, [...rule.blocking]),
        ),
      )
      .limit(1);
    if (hit) throw problem(ProblemType.Conflict, rule.detail);
  }
}
