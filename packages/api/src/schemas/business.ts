import { z } from 'zod';
import { signInResponseSchema } from './auth';
import { taxpayerIdSchema } from './common';

/*
 * Business accounts (spec §3, §4, §7): a business user links businesses by EIN and chooses which
 * one to file as. The server decides what a user represents; the client never asserts it.
 */

export const einSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{9}$/, { error: 'must be a nine-digit number with no hyphens' });

/** A business taxpayer (spec §3); list entries are compared by ein. */
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

/** Business search input (spec §3): both required, the EIN exactly nine digits (spec §5). */
export const einSearchRequestSchema = z.object({
  ein: einSchema,
  businessName: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be at most 100 characters' }),
});
export type EinSearchRequest = z.infer<typeof einSearchRequestSchema>;

/** Links a business found by search; the server checks the EIN and name again. */
export const addEinRequestSchema = einSearchRequestSchema;
export type AddEinRequest = EinSearchRequest;

/** Unlinks a business (the removal payload). */
export const removeEinRequestSchema = z.object({ taxpayerId: taxpayerIdSchema });
export type RemoveEinRequest = z.infer<typeof removeEinRequestSchema>;

/** Link change response (spec §3): userToken carries the user's new filing-as taxpayer, when it changed. */
export const linkChangeResponseSchema = z.object({
  success: z.boolean(),
  newTaxpayerCount: z.number().int().nonnegative(),
  userToken: signInResponseSchema.nullable(),
});
export type LinkChangeResponse = z.infer<typeof linkChangeResponseSchema>;

/** Filing-as payload (spec §3). The response is the updated user. */
export const filingAsRequestSchema = z.object({ taxpayerId: taxpayerIdSchema });
export type FilingAsRequest = z.infer<typeof filingAsRequestSchema>;
