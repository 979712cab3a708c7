import { z } from 'zod';

/** Problem types of spec §8, as the last path segment of the problem `type` URI. */
export const ProblemType = {
  MissingTaxRate: 'missing-tax-rate',
  MissingTaxForm: 'missing-tax-form',
  TaxFormAlreadyFiled: 'tax-form-already-filed',
  NotAuthorizedToFile: 'not-authorized-to-file',
  MisconfiguredAccount: 'misconfigured-account',
  InactiveUserAccount: 'inactive-user-account',
  AccountMigrationRequired: 'account-migration-required',
  // Generic types this server also answers with; their detail is shown as is.
  ValidationError: 'validation-error',
  InvalidCredentials: 'invalid-credentials',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not-found',
  Conflict: 'conflict',
  TooManyRequests: 'too-many-requests',
  ServiceUnavailable: 'service-unavailable',
  InternalError: 'internal-error',
} as const;
export type ProblemType = (typeof ProblemType)[keyof typeof ProblemType];

export const PROBLEM_TYPE_BASE = 'https://citytax.example/problems/';

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  status: z.number().int().optional(),
  /** Field errors: field name to messages (spec §3 "other error body"). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export interface SupportContact {
  email: string;
  phone: string;
}

export function contactLine(contact: SupportContact): string {
  return `Please contact support at ${contact.email} or ${contact.phone}.`;
}

const FIXED_MESSAGES: Partial<Record<ProblemType, string>> = {
  'missing-tax-rate':
    "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
  'missing-tax-form':
    'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
  'tax-form-already-filed':
    'Your tax form has already been filed. You can no longer make changes to your tax form.',
  'not-authorized-to-file': 'This user is not authorized to file this form for this taxpayer',
  'account-migration-required':
    'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
};

const WITH_CONTACT: Partial<Record<ProblemType, string>> = {
  'misconfigured-account': 'Our records indicate that your account is not properly configured at this time.',
  'inactive-user-account': 'Our records indicate that your account is not active at this time.',
};

/** The short name of a problem type URI ('.../problems/missing-tax-rate' → 'missing-tax-rate'). */
export function problemTypeName(type: string): string {
  const i = type.lastIndexOf('/');
  return i >= 0 ? type.slice(i + 1) : type;
}

/**
 * The message a user sees for a problem (spec §8): a fixed text for the known
 * types, the contact line after account problems, the server's detail otherwise.
 */
export function problemMessage(problem: Problem, contact: SupportContact): string {
  const name = problemTypeName(problem.type) as ProblemType;
  const fixed = FIXED_MESSAGES[name];
  if (fixed) return fixed;
  const withContact = WITH_CONTACT[name];
  if (withContact) return `${withContact} ${contactLine(contact)}`;
  return problem.detail ?? problem.title;
}
