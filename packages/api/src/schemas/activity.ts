import { z } from 'zod';
import { CONFIRMATION_NUMBER_PATTERN } from './filings';
import { draftKeySchema, taxFormTypeSchema } from './forms';

/*
 * The audit record as the account holder sees it (issue 30, ADR 0048): Account activity (the last
 * 90 days of the account's events) and the sessions still open.
 */

/**
 * Every kind of event the audit record holds. The database checks the shape (`area.action`); this
 * list is the contract: the server writes only these, the portal has words for each.
 */
/** The changes of a second sign-in step (ADR 0045), as the audit record and the account's mail name them. */
export const SECOND_STEP_CHANGES = [
  'totpAdded',
  'totpRemoved',
  'passkeyAdded',
  'passkeyRemoved',
  'recoveryCodesRenewed',
  'turnedOff',
] as const;
export type SecondStepChange = (typeof SECOND_STEP_CHANGES)[number];

export const AUDIT_EVENT_KINDS = [
  'signin.success',
  'signin.failure',
  'signout.self',
  'session.ended',
  'password.reset',
  'password.changed',
  'email.change-requested',
  'email.changed',
  'second-step.added',
  'second-step.removed',
  'taxpayer.read',
  'filings.read',
  'form.read',
  'draft.read',
  'confirmation.read',
  'pdf.downloaded',
  'payment.read',
  'form.created',
  'form.saved',
  'form.deleted',
  'form.submitted',
  'form.withdrawn',
  'form.filed',
  'draft.saved',
  'draft.deleted',
  'payment.started',
  'payment.completed',
  'payment.failed',
  'business.linked',
  'business.unlinked',
  'business.selected',
  'upload.added',
] as const;
export const auditEventKindSchema = z.enum(AUDIT_EVENT_KINDS);
export type AuditEventKind = z.infer<typeof auditEventKindSchema>;

/**
 * The small facts an event keeps: ids and kinds, never personal data (no SSN, EIN, email, name,
 * full account number, token or password). Strict: a field not listed here is refused on write.
 */
export const auditDetailSchema = z
  .object({
    formType: taxFormTypeSchema.optional(),
    formId: z.number().int().positive().optional(),
    taxYear: z.number().int().min(1900).max(2200).optional(),
    confirmationNumber: z.string().regex(CONFIRMATION_NUMBER_PATTERN).optional(),
    /** The last four digits of a card or bank account, nothing more. */
    accountLast4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    method: z.enum(['card', 'bank']).optional(),
    /** A whole amount of cents. */
    amountCents: z.number().int().nonnegative().optional(),
    /** A draft's key (the form it belongs to, e.g. "city-tax-form-2025"). */
    draftKey: draftKeySchema.optional(),
    fileId: z.uuid().optional(),
    /** Why a sign-in failed, in a word. */
    reason: z.enum(['credentials', 'locked', 'inactive', 'second-step']).optional(),
    /** Which second sign-in step was set up, renewed or removed. */
    secondStep: z.enum(SECOND_STEP_CHANGES).optional(),
  })
  .strict();
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** Who did it, as the account holder is told: never a name or an email. */
export const ACTIVITY_ACTORS = ['you', 'other-user', 'staff', 'representative', 'unknown'] as const;
export const activityActorSchema = z.enum(ACTIVITY_ACTORS);
export type ActivityActor = z.infer<typeof activityActorSchema>;

export const activityEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  kind: auditEventKindSchema,
  by: activityActorSchema,
  detail: auditDetailSchema,
  /** The client address, masked (ADR 0048: IPv4 without its last part, IPv6 its first 48 bits). */
  address: z.string().nullable(),
  /** A short summary of the browser, e.g. "Chrome on Android". */
  device: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const ACTIVITY_DAYS = 90;
export const ACTIVITY_PAGE_SIZE = 50;

/** A page of the cursor (opaque to the client): the next page's `before`. */
export const activityQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}\.\d{1,18}$/, { error: 'is invalid' })
    .optional(),
  limit: z
    .string()
    .regex(/^(100|[1-9]\d?)$/, { error: 'must be a whole number from 1 to 100' })
    .transform(Number)
    .optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityResponseSchema = z.object({
  events: z.array(activityEventSchema),
  /** Pass as `before` for older events; null when there are none. */
  nextCursor: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const openSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  device: z.string().nullable(),
  address: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(openSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid({ error: 'is invalid' }) });
