import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDollars } from '@citytax/tax-rules';
import {
  filingPdfFileName,
  PaymentMethod,
  ProblemType,
  type Confirmation,
  type FilingPeriod,
  type TaxFormType,
} from '@citytax/api';
import type { Tx } from './db/index';
import { payments, type TaxFormRow } from './db/schema';
import { problem } from './problems';

/**
 * The facts of a filed form's confirmation (issue 15), defined once: GET /confirmation answers
 * them, the confirmation email and the PDF copy print them. A form that is not filed has none.
 */

/** The completed payment that filed a form; of the card, the last four digits only. */
export interface ConfirmationPaymentFacts {
  paymentType: PaymentMethod;
  cardLast4: string | null;
  amountCents: number;
  paidAt: Date;
}

export interface ConfirmationFacts {
  id: number;
  taxFormType: TaxFormType;
  taxYear: number;
  period: FilingPeriod | null;
  confirmationNumber: string;
  filedAt: Date;
  /** What completed payments of the form add up to (0: filed with no payment due). */
  amountPaidCents: number;
  /** The payment that filed the form; null when nothing was due. */
  payment: ConfirmationPaymentFacts | null;
  pdfFileName: string;
}

/** The period kept in an employer's return's or an estimate's data, where it has one. */
const periodData = z.union([
  z.object({ frequency: z.enum(['monthly', 'quarterly']), period: z.number().int() }),
  z.object({ result: z.object({ currentInstallment: z.number().int() }) }),
]);

/** The month or quarter of an employer's return, the installment of an estimate; null for the rest. */
export function periodOf(form: Pick<TaxFormRow, 'type' | 'data'>): FilingPeriod | null {
  if (
    form.type !== 'ReturnOfIncome' &&
    form.type !== 'IndividualEstimate' &&
    form.type !== 'NetProfitEstimate'
  ) {
    return null;
  }
  const parsed = periodData.safeParse(form.data);
  if (!parsed.success) return null;
  if ('frequency' in parsed.data) {
    return { kind: parsed.data.frequency === 'monthly' ? 'month' : 'quarter', number: parsed.data.period };
  }
  return { kind: 'installment', number: parsed.data.result.currentInstallment };
}

export const notFiled = () => problem(ProblemType.TaxFormNotFiled);

const paymentMethodSchema = z.enum(PaymentMethod).catch(PaymentMethod.Unknown);
const last4Schema = z
  .string()
  .regex(/^\d{4}$/)
  .nullable()
  .catch(null);

/** The completed payments of a form, oldest first (the unique index allows one). */
export async function completedPayments(tx: Tx, formId: number): Promise<ConfirmationPaymentFacts[]> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.taxFormId, formId), eq(payments.status, 'Completed')))
    .orderBy(asc(payments.completedAt), asc(payments.id));
  return rows.map((p) => ({
    paymentType: paymentMethodSchema.parse(p.paymentType),
    cardLast4: last4Schema.parse(p.partialCcNumber),
    amountCents: p.amountCents,
    paidAt: p.completedAt ?? p.createdAt,
  }));
}

/**
 * The confirmation of a filed form, read in the caller's transaction (the filing's own, for the
 * email). Throws tax-form-not-filed (409) for a form that is not filed.
 */
export async function confirmationFacts(tx: Tx, form: TaxFormRow): Promise<ConfirmationFacts> {
  if (form.status !== 'Filed') throw notFiled();
  if (!form.confirmationNumber || !form.filedAt) {
    // Filing gives both (lifecycle.ts; migration 0008 numbered the forms filed before).
    throw new Error(`filed form ${form.id} has no confirmation number or filed date`);
  }
  const paid = await completedPayments(tx, form.id);
  return {
    id: form.id,
    taxFormType: form.type,
    taxYear: form.taxYear,
    period: periodOf(form),
    confirmationNumber: form.confirmationNumber,
    filedAt: form.filedAt,
    amountPaidCents: paid.reduce((sum, p) => sum + p.amountCents, 0),
    payment: paid.at(-1) ?? null,
    pdfFileName: filingPdfFileName(form.confirmationNumber, form.type),
  };
}

/** The confirmation on the wire: dollars and ISO dates. */
export function confirmationToWire(facts: ConfirmationFacts): Confirmation {
  return {
    id: facts.id,
    taxFormType: facts.taxFormType,
    taxYear: facts.taxYear,
    period: facts.period,
    confirmationNumber: facts.confirmationNumber,
    filedAt: facts.filedAt.toISOString(),
    amountPaid: centsToDollars(facts.amountPaidCents),
    payment: facts.payment
      ? {
          paymentType: facts.payment.paymentType,
          cardLast4: facts.payment.cardLast4,
          amount: centsToDollars(facts.payment.amountCents),
          paidAt: facts.payment.paidAt.toISOString(),
        }
      : null,
    pdfFileName: facts.pdfFileName,
  };
}
