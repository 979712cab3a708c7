import { z } from 'zod';
import { taxFormTypeSchema } from './forms';

/**
 * The taxpayer's account (issue 15): every form of the filing-as taxpayer with where it stands, what
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
