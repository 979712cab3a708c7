import { z } from 'zod';
import { signInResponseSchema } from './auth';

/*
 * The second sign-in step (ADR 0045): sign-in answers either a session or a pending sign-in that
 * owes its second step; the calls that complete it; the account-security calls.
 */

export const secondStepMethodSchema = z.enum(['totp', 'webauthn', 'recovery']);
export type SecondStepMethod = z.infer<typeof secondStepMethodSchema>;

const pendingTokenSchema = z.string().min(1).max(200);

/** Six digits, as an authenticator app shows them (spaces typed in between are dropped). */
export const totpCodeSchema = z
  .string({ error: 'is required' })
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'must be the 6 digits your app shows' }));

/** A recovery code as printed (xxxx-xxxx-xxxx); case, spaces and hyphens do not matter. */
export const recoveryCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(40, { error: 'must be at most 40 characters' });

/** A WebAuthn response as @simplewebauthn/browser makes it; the server's library checks the rest. */
const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
});

/** Sign-in's answer when the second step is owed: no session yet. */
export const signInSecondStepSchema = z.object({
  secondStep: z.object({
    pendingToken: z.string().min(1),
    /** How it may be completed; empty when mustEnrol (set one up first). */
    methods: z.array(secondStepMethodSchema),
    mustEnrol: z.boolean(),
    expiresAt: z.string(),
  }),
});
export type SignInSecondStep = z.infer<typeof signInSecondStepSchema>;

/** What POST /api/auth/signin answers. */
export const signInOutcomeSchema = z.union([signInResponseSchema, signInSecondStepSchema]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

export const secondStepCompleteRequestSchema = z.discriminatedUnion('method', [
  z.object({ pendingToken: pendingTokenSchema, method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ pendingToken: pendingTokenSchema, method: z.literal('recovery'), code: recoveryCodeSchema }),
  z.object({
    pendingToken: pendingTokenSchema,
    method: z.literal('webauthn'),
    response: webauthnResponseSchema,
  }),
]);
export type SecondStepCompleteRequest = z.input<typeof secondStepCompleteRequestSchema>;

/** A session, with the recovery codes when a set-up made them (shown once). */
export const secondStepSessionSchema = signInResponseSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type SecondStepSession = z.infer<typeof secondStepSessionSchema>;

export const pendingTokenRequestSchema = z.object({ pendingToken: pendingTokenSchema });

/** WebAuthn options as JSON, handed to @simplewebauthn/browser as they are. */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });

/** The authenticator app being set up: shown this once. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG QR code of the URI, as a data: URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The password and a current code (authenticator or recovery), asked before any change. */
export const secondStepProofSchema = z.object({
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(128),
  code: recoveryCodeSchema,
});
export type SecondStepProof = z.infer<typeof secondStepProofSchema>;

/** Starting a set-up: signed in (a proof once a method exists), or with a must-enrol pending token. */
export const secondStepStartRequestSchema = z.object({
  pendingToken: pendingTokenSchema.optional(),
  proof: secondStepProofSchema.optional(),
});
export type SecondStepStartRequest = z.infer<typeof secondStepStartRequestSchema>;

export const totpConfirmRequestSchema = z.object({
  pendingToken: pendingTokenSchema.optional(),
  code: totpCodeSchema,
});

const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(60, { error: 'must be at most 60 characters' });

export const passkeyRegisterRequestSchema = z.object({
  pendingToken: pendingTokenSchema.optional(),
  name: passkeyNameSchema,
  response: webauthnResponseSchema,
});

/** What a set-up gives back: a session when it ended a must-enrol sign-in, and new recovery codes. */
export const secondStepSetupResultSchema = z.object({
  session: signInResponseSchema.optional(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type SecondStepSetupResult = z.infer<typeof secondStepSetupResultSchema>;

export const secondStepStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(
    z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
  /** A business account: the second step cannot be turned off. */
  required: z.boolean(),
});
export type SecondStepStatus = z.infer<typeof secondStepStatusSchema>;

export const secondStepRemoveRequestSchema = z.object({
  proof: secondStepProofSchema,
  /** The app, one passkey, or everything. */
  what: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('totp') }),
    z.object({ kind: z.literal('passkey'), id: z.string().min(1).max(1024) }),
    z.object({ kind: z.literal('all') }),
  ]),
});
export type SecondStepRemoveRequest = z.infer<typeof secondStepRemoveRequestSchema>;

export const recoveryCodesRequestSchema = z.object({ proof: secondStepProofSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
