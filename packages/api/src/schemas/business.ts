import { z } from 'zod';
import { signInResponseSchema } from './auth';
import { accessCodeSchema, taxpayerIdSchema, textSchema } from './common';

/*
 * Business accounts: a business user links businesses by EIN and chooses which
 * one to file as. The server decides what a user represents; the client never asserts it.
 */

export const einSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{9}$/, { error: 'must be a nine-digit number with no hyphens' });

/** A business taxpayer; list entries are compared by ein. */
export const businessTaxpayerSchema = z.object({
  taxpayerId: taxpayerIdSchema,
  ein: einSchema,
  /** Business name. */
  name1: z.string(),
  /** Alternate name. */
  name2: z.string().nullable(),
});
export type BusinessTaxpayer = z.infer<typeof businessTaxpayerSchema>;
export const businessListSchema = z.array(businessTaxpayerSchema);

/** Business search input: both required, the EIN exactly nine digits. */
export const einSearchRequestSchema = z.object({
  ein: einSchema,
  businessName: textSchema(100),
});
export type EinSearchRequest = z.infer<typeof einSearchRequestSchema>;

/** Links a business found by search: the server checks the EIN and name again, and the access code. */
export const addEinRequestSchema = einSearchRequestSchema.extend({ accessCode: accessCodeSchema });
export type AddEinRequest = z.input<typeof addEinRequestSchema>;

/** Unlinks a business (the removal payload). */
export const removeEinRequestSchema = z.object({ taxpayerId: taxpayerIdSchema });
export type RemoveEinRequest = z.infer<typeof removeEinRequestSchema>;

/** Link change response: userToken carries the user's new filing-as taxpayer, when it changed. */
export const linkChangeResponseSchema = z.object({
  success: z.boolean(),
  newTaxpayerCount: z.number().int().nonnegative(),
  userToken: signInResponseSchema.nullable(),
});
export type LinkChangeResponse = z.infer<typeof linkChangeResponseSchema>;

/** Filing-as payload. The response is the updated user. */
export const filingAsRequestSchema = z.object({ taxpayerId: taxpayerIdSchema });
export type FilingAsRequest = z.infer<typeof filingAsRequestSchema>;
