import { z } from 'zod';

/**
 * The wire between the server and the card payment provider (ADR 0014). Every call either
 * way is JSON signed with `X-Provider-Signature` (signature.ts); money is integer cents.
 */

/** The server's callback route the provider posts outcomes to. */
export const CALLBACK_PATH = '/api/payments/provider-callback';

export const PROVIDER_PATHS = {
  /** Server → provider: register (or re-register) the session of a remittance. */
  sessions: '/api/v1/sessions',
  /** Server → provider: cancel an open session that is no longer wanted. */
  cancel: (remittanceId: string) => `/api/v1/sessions/${encodeURIComponent(remittanceId)}/cancel`,
  /** Browser → provider: the hidden form of the portal lands here. */
  pay: '/pay',
  /** Browser → provider: the card form of the hosted page. */
  card: (remittanceId: string) => `/pay/${encodeURIComponent(remittanceId)}`,
} as const;

export const remittanceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'is not a remittance id' });
const httpUrl = z.url({ protocol: /^https?$/ });
const cents = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const paymentOutcomes = ['succeeded', 'declined', 'error'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** Server → provider: what the hosted page charges and where it reports back. */
export const sessionRegistrationSchema = z.object({
  applicationId: z.string().min(1).max(64),
  remittanceId: remittanceIdSchema,
  amountCents: cents,
  description: z.string().min(1).max(200),
  /** Where the browser returns after paying or cancelling; it carries no outcome. */
  returnUrl: httpUrl,
  /** Where the signed outcome is posted. */
  callbackUrl: httpUrl,
  /**
   * The language of the hosted page: the payer's, as the server negotiated it from their request
   * (ADR 0039). Without it the page follows the browser's Accept-Language.
   */
  locale: z.enum(['en', 'es']).optional(),
});
export type SessionRegistration = z.infer<typeof sessionRegistrationSchema>;

/**
 * The provider's view of a session: open (can still be paid), finished (paid, declined or
 * failed; its callback has been delivered again when it had not been acknowledged), or
 * cancelled (can no longer be paid).
 */
export const sessionStateSchema = z.object({
  remittanceId: remittanceIdSchema,
  state: z.enum(['open', 'finished', 'cancelled']),
  outcome: z.enum(paymentOutcomes).optional(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/** Provider → server: the outcome of a session. No card data besides the last four digits. */
export const providerCallbackSchema = z.object({
  remittanceId: remittanceIdSchema,
  outcome: z.enum(paymentOutcomes),
  last4: z.string().regex(/^\d{4}$/, { error: 'must be the last four digits of the card' }),
  amountCents: cents,
  providerReference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'is not a provider reference' }),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

/**
 * Log redaction of the card fields the provider's page receives (and of the signature
 * header), for the loggers of the provider and of the server.
 */
export const PAYMENT_LOG_REDACT = [
  'req.headers["x-provider-signature"]',
  'cardNumber',
  'cvc',
  'expiry',
  '*.cardNumber',
  '*.cvc',
  '*.expiry',
  'body.cardNumber',
  'body.cvc',
  'body.expiry',
];
