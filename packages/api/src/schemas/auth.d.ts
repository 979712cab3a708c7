import { z } from 'zod';
/** Sign-in payload (spec §3). The username is the account's email address. */
export declare const signInRequestSchema: z.ZodObject<
  {
    username: z.ZodPipe<z.ZodString, z.ZodEmail>;
    password: z.ZodString;
  },
  z.core.$strip
>;
export type SignInRequest = z.infer<typeof signInRequestSchema>;
/** Sign-in response (spec §3); taxpayerId is null for a business user who has linked no business yet. */
export declare const signInResponseSchema: z.ZodObject<
  {
    taxpayerId: z.ZodNullable<z.ZodString>;
    isBusinessUser: z.ZodBoolean;
    token: z.ZodString;
    username: z.ZodString;
    firstName: z.ZodString;
  },
  z.core.$strip
>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;
/** The signed-in user, as kept in browser storage under `auth_user` (spec §3). */
export declare const userSchema: z.ZodObject<
  {
    username: z.ZodString;
    firstName: z.ZodString;
    token: z.ZodString;
    taxpayerId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    isBusinessUser: z.ZodBoolean;
  },
  z.core.$strip
>;
export type User = z.infer<typeof userSchema>;
