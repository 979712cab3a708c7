import { z } from 'zod';
import { emailSchema, taxpayerIdSchema } from './common';

/** Sign-in payload. The username is the account's email address. */
export const signInRequestSchema = z.object({
  username: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(128, { error: 'must be at most 128 characters' }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Sign-in response; taxpayerId is null for a business user who has linked no business yet. */
export const signInResponseSchema = z.object({
  taxpayerId: taxpayerIdSchema.nullable(),
  isBusinessUser: z.boolean(),
  token: z.string().min(1),
  username: z.string(),
  firstName: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** The signed-in user, as kept in browser storage under `auth_user`. */
export const userSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  token: z.string(),
  taxpayerId: taxpayerIdSchema.nullable().optional(),
  isBusinessUser: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
