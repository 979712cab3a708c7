import { z } from 'zod';
import { PaymentHistoryStatus, PaymentMethod, PaymentStatus } from '../enums';
import { taxFormStatusSchema, taxFormTypeSchema } from './forms';

/** Payment of a form: its payment information, history and calls. Money in dollars. */

export const paymentHistoryRowSchema = z.object({
  paymentType: z.enum(PaymentMethod),
  /** Last four digits of the card only; never the full number. */
  partialCcNumber: z.string().nullable(),
  partialAccountNumber: z.string().nullable(),
  /** When the attempt ended (ISO timestamp). */
  paymentDate: z.string(),
  /** How the date is labelled, e.g. 'Payment Date'. */
  paymentDateTitle: z.string(),
  status: z.enum(PaymentHistoryStatus),
  /** The amount of the attempt, dollars. */
  amount: z.number(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/** GET /api/payments/tax-forms/{id}: paid when paymentStatus is Completed. */
export const paymentInfoSchema = z.object({
  taxFormType: taxFormTypeSchema,
  /** What the form owes (or, when paid, the amount applied), dollars. */
  amount: z.number(),
  paymentStatus: z.enum(PaymentStatus),
  /** Where the form is in its lifecycle: the pay page and the form agree on one amount. */
  formStatus: taxFormStatusSchema,
  paymentHistory: z.array(paymentHistoryRowSchema),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** POST /api/payments/tax-forms/{id}/initiate-payment-session (empty body). */
export const paymentSessionSchema = z.object({
  applicationId: z.string(),
  messageVersion: z.string(),
  /** The provider's hosted payment page; the browser posts a hidden form there. */
  postUrl: z.string(),
  remittanceId: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
