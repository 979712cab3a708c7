import { z } from 'zod';
import { signInResponseSchema } from './auth';
import { taxpayerIdSchema, textSchema } from './common';

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

/**
 * The characters of a business access code: digits and capitals without 0/O, 1/I/L, so
 * a code read off a letter is typed right.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 12;
/** The message of a code that cannot be one (wrong length or characters). */
export const ACCESS_CODE_FORMAT_MESSAGE =
  'must be 12 letters and digits, as printed: for example 7K4P-9QXM-2H3D';

/**
 * A business access code as printed on the city's letters (`7K4P-9QXM-2H3D`): read in any case,
 * with or without the hyphens and spaces, and normalized to its 12 characters.
 */
export const accessCodeSchema = z
  .string({ error: 'is required' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'is required' })
      .regex(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`), {
        error: ACCESS_CODE_FORMAT_MESSAGE,
      }),
  );

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
