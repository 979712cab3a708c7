import { z } from 'zod';
import { PaymentMethod } from '../enums';
import type { TaxFormType } from '../taxFormTypes';
import { taxFormTypeSchema } from './forms';

/**
 * The taxpayer's account: every form of the filing-as taxpayer with where it stands, what
 * it owes or was paid, and what the taxpayer can do with it. Money in dollars.
 */

/** A form's place as the taxpayer reads it: Paid is filed with a payment. */
export const FilingStatus = {
  Draft: 'Draft',
  AwaitingPayment: 'AwaitingPayment',
  Filed: 'Filed',
  Paid: 'Paid',
} as const;
export type FilingStatus = (typeof FilingStatus)[keyof typeof FilingStatus];

/** What the list offers for a form: continue a draft, pay, view, download the PDF copy. */
export const FilingAction = {
  Continue: 'continue',
  Pay: 'pay',
  View: 'view',
  DownloadPdf: 'downloadPdf',
} as const;
export type FilingAction = (typeof FilingAction)[keyof typeof FilingAction];

/** What Filings and Payments offers for a form in each place of its lifecycle (server and mocks). */
export function filingActionsOf(status: FilingStatus): FilingAction[] {
  switch (status) {
    case FilingStatus.Draft:
      return [FilingAction.Continue];
    case FilingStatus.AwaitingPayment:
      return [FilingAction.Pay, FilingAction.View];
    case FilingStatus.Filed:
    case FilingStatus.Paid:
      return [FilingAction.View, FilingAction.DownloadPdf];
  }
}

/** The period a form is for, where it has one: an employer's return's month or quarter, an estimate's installment. */
export const filingPeriodSchema = z.object({
  kind: z.enum(['month', 'quarter', 'installment']),
  number: z.number().int(),
});
export type FilingPeriod = z.infer<typeof filingPeriodSchema>;

export const filingSchema = z.object({
  id: z.number().int(),
  taxFormType: taxFormTypeSchema,
  taxYear: z.number().int(),
  period: filingPeriodSchema.nullable(),
  status: z.enum(FilingStatus),
  /** What the form owes now (fixed once submitted; 0 once filed). */
  amountDue: z.number(),
  /** What completed payments of the form add up to. */
  amountPaid: z.number(),
  filedAt: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  actions: z.array(z.enum(FilingAction)),
});
export type Filing = z.infer<typeof filingSchema>;

/** GET /api/filings: newest first. */
export const filingsResponseSchema = z.object({ filings: z.array(filingSchema) });
export type FilingsResponse = z.infer<typeof filingsResponseSchema>;

/** A confirmation number as it is read aloud: CT-{tax year}-XXXX-XXXX, no look-alike symbols. */
export const CONFIRMATION_NUMBER_PATTERN = /^CT-\d{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/;

/** The payment that filed a form: how, how much, when, and the card's last four digits only. */
export const confirmationPaymentSchema = z.object({
  paymentType: z.enum(PaymentMethod),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  amount: z.number(),
  paidAt: z.string(),
});
export type ConfirmationPayment = z.infer<typeof confirmationPaymentSchema>;

/**
 * GET /api/tax-forms/{id}/confirmation: the facts of a filed form's confirmation, the
 * same the confirmation email and the PDF copy carry. A form that is not filed has none (409).
 */
export const confirmationSchema = z.object({
  id: z.number().int(),
  taxFormType: taxFormTypeSchema,
  taxYear: z.number().int(),
  period: filingPeriodSchema.nullable(),
  confirmationNumber: z.string().regex(CONFIRMATION_NUMBER_PATTERN),
  filedAt: z.string(),
  /** What completed payments of the form add up to, dollars (0: filed with no payment due). */
  amountPaid: z.number(),
  /** The payment that filed the form; null when it was filed with no payment due. */
  payment: confirmationPaymentSchema.nullable(),
  /** The PDF copy's file name, e.g. CT-2025-7K4P-9QXM-annual-return.pdf. */
  pdfFileName: z.string(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

/** A form's name in file names. */
const FILE_SLUGS: Record<TaxFormType, string> = {
  ExemptionCertificate: 'exemption-certificate',
  CityTaxForm: 'annual-return',
  FormW2: 'w-2',
  Form1099: '1099',
  IndividualEstimate: 'individual-estimate',
  NetProfitEstimate: 'net-profit-estimate',
  ReturnOfIncome: 'employers-return',
  BillingStatement: 'billing-statement',
};

/** The PDF copy's file name: `CT-2025-7K4P-9QXM-annual-return.pdf`. */
export function filingPdfFileName(confirmationNumber: string, type: TaxFormType): string {
  return `${confirmationNumber}-${FILE_SLUGS[type]}.pdf`;
}
