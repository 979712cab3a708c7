import { z } from 'zod';

/** The analytics events the portal sends. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'sign_up',
  'login',
  'logout',
  'forgot_password',
  'resend_confirmation_email',
  'change_email',
  'efile_ineligible',
  'add_annual_return_form',
  'print',
  'payment_start',
  'payment_complete',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * The only params each event may carry. They are booleans, small enums and ids, never personal
 * data (no names, emails, SSN/EIN or amounts); anything else is dropped by the portal and refused
 * by the server. Events not listed carry no params.
 */
export const ANALYTICS_PARAM_KEYS: Readonly<Partial<Record<AnalyticsEventName, readonly string[]>>> = {
  page_view: ['path'],
  sign_up: ['method'],
  login: ['business'],
  efile_ineligible: ['income_reported', 'rental_or_business_activity', 'filing_status_change'],
  add_annual_return_form: ['taxYear'],
  print: ['form'],
  payment_start: ['formId', 'taxFormType'],
  payment_complete: ['formId', 'taxFormType'],
};

/** Most events a batch may hold. */
export const ANALYTICS_BATCH_MAX = 20;

/** Enum-like codes: start with a letter, no spaces, '@' or '.', so never an email, name or number. */
const CODE = /^[A-Za-z][\w-]{0,39}$/;
/** Route patterns: '/', or up to 8 segments that are words or ':id' (the portal replaces numbers). */
const PATH = /^\/$|^(\/([A-Za-z][\w-]{0,39}|:id)){1,8}$/;

/** True when `event` may carry `key` with this value. */
export function analyticsParamAllowed(event: AnalyticsEventName, key: string, value: unknown): boolean {
  if (!ANALYTICS_PARAM_KEYS[event]?.includes(key)) return false;
  if (key === 'path') return typeof value === 'string' && PATH.test(value);
  return (
    typeof value === 'boolean' ||
    // Ids and years: whole numbers of at most 8 digits, never a 9-digit SSN/EIN or an amount in cents.
    (Number.isInteger(value) && (value as number) >= 0 && (value as number) < 1e8) ||
    (typeof value === 'string' && CODE.test(value))
  );
}

// The zod schemas are built in pure functions so the portal, which only needs the allow-list
// above on its first page, does not pull zod into that bundle.
function makeEventSchema() {
  return z
    .object({
      event: z.enum(ANALYTICS_EVENTS, { error: 'is not a known analytics event' }),
      params: z.record(z.string(), z.union([z.boolean(), z.number(), z.string().max(100)])),
      /** When the portal recorded the event. */
      at: z.iso.datetime(),
    })
    .superRefine((e, ctx) => {
      // Refinements may run after a failed enum check: never look up an unknown event's keys.
      if (!ANALYTICS_EVENTS.includes(e.event)) return;
      for (const [key, value] of Object.entries(e.params)) {
        if (!analyticsParamAllowed(e.event, key, value)) {
          ctx.addIssue({ code: 'custom', path: ['params', key], message: `is not allowed for ${e.event}` });
        }
      }
    });
}
export const analyticsEventSchema = /* @__PURE__ */ makeEventSchema();
export type AnalyticsBatchEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/analytics body. */
function makeBatchSchema() {
  return z.object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX) });
}
export const analyticsBatchSchema = /* @__PURE__ */ makeBatchSchema();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** A stored event, as GET /dev/analytics lists it (development only). */
function makeStoredSchema() {
  return z.object({
    id: z.number().int(),
    event: z.enum(ANALYTICS_EVENTS),
    params: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])),
    receivedAt: z.string(),
  });
}
export const storedAnalyticsEventSchema = /* @__PURE__ */ makeStoredSchema();
export type StoredAnalyticsEvent = z.infer<typeof storedAnalyticsEventSchema>;
