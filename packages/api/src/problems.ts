import { z } from 'zod';
import type { TaxFormType } from './schemas/forms';
import { problemWords } from './words/problems.en';

/** Problem types the API answers with, as the last path segment of the problem `type` URI. */
export const ProblemType = {
  MissingTaxRate: 'missing-tax-rate',
  MissingTaxForm: 'missing-tax-form',
  TaxFormAlreadyFiled: 'tax-form-already-filed',
  NotAuthorizedToFile: 'not-authorized-to-file',
  MisconfiguredAccount: 'misconfigured-account',
  InactiveUserAccount: 'inactive-user-account',
  AccountMigrationRequired: 'account-migration-required',
  /** 409: the form awaits payment; withdraw it to change it. */
  TaxFormLocked: 'tax-form-locked',
  /** 403: this kind of taxpayer may not file this form (packages/api filingPolicy). */
  NotAllowedForTaxpayerType: 'not-allowed-for-taxpayer-type',
  /** 409: the form has no confirmation or PDF copy before it is filed. */
  TaxFormNotFiled: 'tax-form-not-filed',
  /** 409: the taxpayer has uploaded the most files allowed this calendar year. */
  UploadQuotaExceeded: 'upload-quota-exceeded',
  /**
   * 400: linking a business, the business access code did not match. Not 403: the
   * portal treats a 401/403 as an expired session and signs out.
   */
  AccessCodeIncorrect: 'access-code-incorrect',
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

/** Problems of the email-link and password calls; the portal picks its message by status. */
export const AccountProblem = {
  /** 401: unknown, used or mismatched email token. */
  InvalidToken: 'invalid-token',
  /** 410: the email link has expired. */
  TokenExpired: 'token-expired',
  /** 403: the password policy refused the password; errors.password lists why. */
  InvalidPassword: 'invalid-password',
  /** 400: the email address belongs to another account. */
  DuplicateEmail: 'duplicate-email',
  /** 400: the identity proof does not match the taxpayer on record. */
  IdentityNotVerified: 'identity-not-verified',
  /**
   * 400: the current password asked before an account change is wrong. Not 401/403,
   * which the portal reads as the session's end.
   */
  CurrentPasswordIncorrect: 'current-password-incorrect',
  /**
   * 409: the new address asked for is the account's own. Not 400, which the portal
   * reads as someone else's address ("Duplicate Email Address").
   */
  EmailUnchanged: 'email-unchanged',
  /**
   * 400: change password (issue 30) refused the new password; errors.newPassword lists why. Not
   * invalid-password's 403, which the portal reads as the session's end.
   */
  NewPasswordNotAccepted: 'new-password-not-accepted',
  /** 400: a second-step code (authenticator or recovery) or passkey was wrong or already used (ADR 0045). */
  SecondStepCodeIncorrect: 'second-step-code-incorrect',
  /** 401: the sign-in waiting for its second step is unknown or has expired: sign in again. */
  SecondStepExpired: 'second-step-expired',
  /** 400: setting up a second step failed (expired set-up, or a passkey the server could not verify). */
  SecondStepSetupFailed: 'second-step-setup-failed',
  /** 409: a business account may not turn off its last second step. */
  SecondStepRequired: 'second-step-required',
} as const;
export type AccountProblem = (typeof AccountProblem)[keyof typeof AccountProblem];

/** Transport-level failures, which the portal only ever shows by their detail. */
export const TransportProblem = {
  PayloadTooLarge: 'payload-too-large',
  UnsupportedMediaType: 'unsupported-media-type',
  MethodNotAllowed: 'method-not-allowed',
  UriTooLong: 'uri-too-long',
} as const;
export type TransportProblem = (typeof TransportProblem)[keyof typeof TransportProblem];

/** Every problem name the server (and so the MSW mocks) answers with. */
export type ProblemName = ProblemType | AccountProblem | TransportProblem;

export const PROBLEM_TYPE_BASE = 'https://citytax.example/problems/';

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  status: z.number().int().optional(),
  /** Field errors: field name to messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export interface SupportContact {
  email: string;
  phone: string;
}

export function contactLine(contact: SupportContact): string {
  return problemWords.contactLine(contact.email, contact.phone);
}

/**
 * How the portal words a problem for the user:
 * - `fixed`: always the catalogue's text, whatever detail the server sent;
 * - `withContact`: the catalogue's text followed by the support contact line;
 * - `serverDetail`: the server's detail (the catalogue's text is only the server's default).
 */
export type ProblemWording = 'fixed' | 'withContact' | 'serverDetail';

export interface ProblemEntry {
  /** The HTTP status the problem is answered with. */
  readonly status: number;
  /** The detail sent when the caller has nothing more specific: the text users are shown. */
  readonly detail: string;
  readonly wording: ProblemWording;
}

/** The two texts of tax-form-locked: a "return" (annual or employer's, with its entries) or a "form". */
export const TAX_FORM_LOCKED_DETAILS = problemWords.taxFormLocked;

const { details } = problemWords;

/**
 * The one problem catalogue: for each problem name its status and default detail (its English
 * text, from words/problems.en.ts), read by the server's problems, the MSW mocks and the portal's
 * messages, so none of them copies a text.
 */
export const PROBLEMS: Readonly<Record<ProblemName, ProblemEntry>> = {
  'missing-tax-rate': { status: 400, detail: details['missing-tax-rate'], wording: 'fixed' },
  'missing-tax-form': { status: 404, detail: details['missing-tax-form'], wording: 'fixed' },
  'tax-form-already-filed': { status: 409, detail: details['tax-form-already-filed'], wording: 'fixed' },
  'not-authorized-to-file': { status: 403, detail: details['not-authorized-to-file'], wording: 'fixed' },
  'misconfigured-account': { status: 403, detail: details['misconfigured-account'], wording: 'withContact' },
  'inactive-user-account': { status: 403, detail: details['inactive-user-account'], wording: 'withContact' },
  'account-migration-required': {
    status: 403,
    detail: details['account-migration-required'],
    wording: 'fixed',
  },
  // The detail names the form ("return" or "form"; see taxFormLockedDetail), so the portal shows it.
  'tax-form-locked': { status: 409, detail: details['tax-form-locked'], wording: 'serverDetail' },
  // The detail names the form and the kind of taxpayer (the server's notAllowedDetail).
  'not-allowed-for-taxpayer-type': {
    status: 403,
    detail: details['not-allowed-for-taxpayer-type'],
    wording: 'serverDetail',
  },
  'tax-form-not-filed': { status: 409, detail: details['tax-form-not-filed'], wording: 'fixed' },
  'upload-quota-exceeded': { status: 409, detail: details['upload-quota-exceeded'], wording: 'serverDetail' },
  'access-code-incorrect': { status: 400, detail: details['access-code-incorrect'], wording: 'fixed' },
  'validation-error': { status: 400, detail: details['validation-error'], wording: 'serverDetail' },
  'invalid-credentials': { status: 401, detail: details['invalid-credentials'], wording: 'serverDetail' },
  unauthorized: { status: 401, detail: details['unauthorized'], wording: 'serverDetail' },
  forbidden: { status: 403, detail: details['forbidden'], wording: 'serverDetail' },
  'not-found': { status: 404, detail: details['not-found'], wording: 'serverDetail' },
  conflict: { status: 409, detail: details['conflict'], wording: 'serverDetail' },
  'too-many-requests': { status: 429, detail: details['too-many-requests'], wording: 'serverDetail' },
  'service-unavailable': { status: 503, detail: details['service-unavailable'], wording: 'serverDetail' },
  'internal-error': { status: 500, detail: details['internal-error'], wording: 'serverDetail' },
  'invalid-token': { status: 401, detail: details['invalid-token'], wording: 'serverDetail' },
  'token-expired': { status: 410, detail: details['token-expired'], wording: 'serverDetail' },
  'invalid-password': { status: 403, detail: details['invalid-password'], wording: 'serverDetail' },
  'duplicate-email': { status: 400, detail: details['duplicate-email'], wording: 'serverDetail' },
  'identity-not-verified': { status: 400, detail: details['identity-not-verified'], wording: 'serverDetail' },
  'current-password-incorrect': {
    status: 400,
    detail: details['current-password-incorrect'],
    wording: 'serverDetail',
  },
  'email-unchanged': { status: 409, detail: details['email-unchanged'], wording: 'serverDetail' },
  'new-password-not-accepted': {
    status: 400,
    detail: details['new-password-not-accepted'],
    wording: 'serverDetail',
  },
  'second-step-code-incorrect': {
    status: 400,
    detail: details['second-step-code-incorrect'],
    wording: 'serverDetail',
  },
  'second-step-expired': { status: 401, detail: details['second-step-expired'], wording: 'serverDetail' },
  'second-step-setup-failed': {
    status: 400,
    detail: details['second-step-setup-failed'],
    wording: 'serverDetail',
  },
  'second-step-required': { status: 409, detail: details['second-step-required'], wording: 'serverDetail' },
  'payload-too-large': { status: 413, detail: details['payload-too-large'], wording: 'serverDetail' },
  'unsupported-media-type': {
    status: 415,
    detail: details['unsupported-media-type'],
    wording: 'serverDetail',
  },
  'method-not-allowed': { status: 405, detail: details['method-not-allowed'], wording: 'serverDetail' },
  'uri-too-long': { status: 414, detail: details['uri-too-long'], wording: 'serverDetail' },
};

/** The forms a taxpayer reads as "returns": the annual return, its entries, the employer's return. */
const RETURN_TYPES: readonly TaxFormType[] = ['CityTaxForm', 'FormW2', 'Form1099', 'ReturnOfIncome'];

/** The tax-form-locked detail for a write to a form of `type` (an entry speaks of its return). */
export function taxFormLockedDetail(type: TaxFormType): string {
  return RETURN_TYPES.includes(type) ? TAX_FORM_LOCKED_DETAILS.return : TAX_FORM_LOCKED_DETAILS.form;
}

/** The problem title of an HTTP status (its reason phrase; 'Error' for one not listed). */
export function problemTitle(status: number): string {
  return (problemWords.titles as Readonly<Record<number, string>>)[status] ?? problemWords.otherTitle;
}

export interface ProblemOptions {
  /** Overrides the catalogue's status (e.g. the 400 of a transport error Fastify reports). */
  status?: number;
  /** Overrides the catalogue's default detail with a more specific one. */
  detail?: string;
  /** Overrides the status's English title (the server's, in the request's language). */
  title?: string;
  /** Field errors: field name to messages. */
  errors?: Record<string, string[]>;
}

/**
 * The application/problem+json body of a problem: the catalogue's status and default detail
 * unless `options` says otherwise, the title of the status, the type URI of the name.
 */
export function makeProblem(name: ProblemName, options: ProblemOptions = {}): Problem {
  const entry = PROBLEMS[name];
  const status = options.status ?? entry.status;
  return {
    type: PROBLEM_TYPE_BASE + name,
    title: options.title ?? problemTitle(status),
    detail: options.detail ?? entry.detail,
    status,
    ...(options.errors ? { errors: options.errors } : {}),
  };
}

/** The short name of a problem type URI ('.../problems/missing-tax-rate' → 'missing-tax-rate'). */
export function problemTypeName(type: string): string {
  const i = type.lastIndexOf('/');
  return i >= 0 ? type.slice(i + 1) : type;
}

function isProblemName(name: string): name is ProblemName {
  return Object.hasOwn(PROBLEMS, name);
}

/**
 * The message a user sees for a problem: a fixed text for the known
 * types, the contact line after account problems, the server's detail otherwise.
 */
export function problemMessage(problem: Problem, contact: SupportContact): string {
  const name = problemTypeName(problem.type);
  const entry = isProblemName(name) ? PROBLEMS[name] : undefined;
  // The catalogue's text read now, in the page's language (PROBLEMS keeps the English default).
  if (entry?.wording === 'fixed') return details[name as ProblemName];
  if (entry?.wording === 'withContact') return `${details[name as ProblemName]} ${contactLine(contact)}`;
  return problem.detail ?? problem.title;
}
