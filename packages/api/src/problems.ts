import { z } from 'zod';
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES, type TaxFormType } from './schemas/forms';

/** Problem types of spec §8, as the last path segment of the problem `type` URI. */
export const ProblemType = {
  MissingTaxRate: 'missing-tax-rate',
  MissingTaxForm: 'missing-tax-form',
  TaxFormAlreadyFiled: 'tax-form-already-filed',
  NotAuthorizedToFile: 'not-authorized-to-file',
  MisconfiguredAccount: 'misconfigured-account',
  InactiveUserAccount: 'inactive-user-account',
  AccountMigrationRequired: 'account-migration-required',
  /** 409: the form awaits payment; withdraw it to change it (ADR 0017). */
  TaxFormLocked: 'tax-form-locked',
  /** 403: this kind of taxpayer may not file this form (packages/api filingPolicy). */
  NotAllowedForTaxpayerType: 'not-allowed-for-taxpayer-type',
  /** 409: the form has no confirmation or PDF copy before it is filed (issue 15). */
  TaxFormNotFiled: 'tax-form-not-filed',
  /** 409: the taxpayer has uploaded the most files allowed this calendar year (issue 16). */
  UploadQuotaExceeded: 'upload-quota-exceeded',
  /**
   * 400: linking a business, the business access code did not match (issue 16). Not 403: the
   * portal treats a 401/403 as an expired session and signs out (spec §4).
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

/** Problems of the email-link and password calls (ADR 0006); the portal picks its message by status. */
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
   * 400: the current password asked before an account change is wrong (issue 16). Not 401/403,
   * which the portal reads as the session's end.
   */
  CurrentPasswordIncorrect: 'current-password-incorrect',
  /**
   * 409: the new address asked for is the account's own (issue 18). Not 400, which the portal
   * reads as someone else's address (spec §8 "Duplicate Email Address").
   */
  EmailUnchanged: 'email-unchanged',
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

/**
 * How the portal words a problem for the user (spec §8):
 * - `fixed`: always the catalogue's text, whatever detail the server sent;
 * - `withContact`: the catalogue's text followed by the support contact line;
 * - `serverDetail`: the server's detail (the catalogue's text is only the server's default).
 */
export type ProblemWording = 'fixed' | 'withContact' | 'serverDetail';

export interface ProblemEntry {
  /** The HTTP status the problem is answered with. */
  readonly status: number;
  /** The detail sent when the caller has nothing more specific (spec §8 texts exactly). */
  readonly detail: string;
  readonly wording: ProblemWording;
}

/** The two texts of tax-form-locked: a "return" (annual or employer's, with its entries) or a "form". */
export const TAX_FORM_LOCKED_DETAILS = {
  return: 'This return is waiting for payment. Withdraw it to make changes.',
  form: 'This form is waiting for payment. Withdraw it to make changes.',
} as const;

/**
 * The one problem catalogue: for each problem name its status and default detail, read by the
 * server's problems, the MSW mocks and the portal's messages, so none of them copies a text.
 */
export const PROBLEMS: Readonly<Record<ProblemName, ProblemEntry>> = {
  'missing-tax-rate': {
    status: 400,
    detail:
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    wording: 'fixed',
  },
  'missing-tax-form': {
    status: 404,
    detail:
      'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
    wording: 'fixed',
  },
  'tax-form-already-filed': {
    status: 409,
    detail: 'Your tax form has already been filed. You can no longer make changes to your tax form.',
    wording: 'fixed',
  },
  'not-authorized-to-file': {
    status: 403,
    detail: 'This user is not authorized to file this form for this taxpayer',
    wording: 'fixed',
  },
  'misconfigured-account': {
    status: 403,
    detail: 'Our records indicate that your account is not properly configured at this time.',
    wording: 'withContact',
  },
  'inactive-user-account': {
    status: 403,
    detail: 'Our records indicate that your account is not active at this time.',
    wording: 'withContact',
  },
  'account-migration-required': {
    status: 403,
    detail:
      'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
    wording: 'fixed',
  },
  // The detail names the form ("return" or "form"; see taxFormLockedDetail), so the portal shows it.
  'tax-form-locked': { status: 409, detail: TAX_FORM_LOCKED_DETAILS.form, wording: 'serverDetail' },
  // The detail names the form and the kind of taxpayer (the server's notAllowedDetail).
  'not-allowed-for-taxpayer-type': {
    status: 403,
    detail: 'This kind of taxpayer cannot file this form.',
    wording: 'serverDetail',
  },
  'tax-form-not-filed': {
    status: 409,
    detail: 'This form has not been filed yet. Its confirmation and PDF copy are ready once it is filed.',
    wording: 'fixed',
  },
  'upload-quota-exceeded': {
    status: 409,
    detail: `You have uploaded the most files allowed this year (${UPLOAD_QUOTA_FILES} files or ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB). Please contact support if you need to send more.`,
    wording: 'serverDetail',
  },
  'access-code-incorrect': {
    status: 400,
    detail: 'The business access code is not right. It is printed on letters the city sent to this business.',
    wording: 'fixed',
  },
  'validation-error': { status: 400, detail: 'The request is invalid.', wording: 'serverDetail' },
  'invalid-credentials': {
    status: 401,
    detail: 'The email address or password is incorrect.',
    wording: 'serverDetail',
  },
  unauthorized: { status: 401, detail: 'You must sign in to continue.', wording: 'serverDetail' },
  forbidden: { status: 403, detail: 'This request is not allowed.', wording: 'serverDetail' },
  'not-found': { status: 404, detail: 'The resource was not found.', wording: 'serverDetail' },
  conflict: {
    status: 409,
    detail: 'The request conflicts with the current state of the resource.',
    wording: 'serverDetail',
  },
  'too-many-requests': {
    status: 429,
    detail: 'Too many requests. Please try again later.',
    wording: 'serverDetail',
  },
  'service-unavailable': {
    status: 503,
    detail: 'The service is temporarily unavailable. Please try again in a few minutes.',
    wording: 'serverDetail',
  },
  'internal-error': {
    status: 500,
    detail: 'An unexpected error occurred. Please try again later.',
    wording: 'serverDetail',
  },
  'invalid-token': {
    status: 401,
    detail: 'We were unable to complete your email confirmation request.',
    wording: 'serverDetail',
  },
  'token-expired': {
    status: 410,
    detail: 'The email confirmation link has expired. You may initiate a new request and try again.',
    wording: 'serverDetail',
  },
  'invalid-password': { status: 403, detail: 'The password was not accepted.', wording: 'serverDetail' },
  'duplicate-email': {
    status: 400,
    detail: 'This email address already exists in our records. Please try another.',
    wording: 'serverDetail',
  },
  'identity-not-verified': {
    status: 400,
    detail:
      'The taxpayer ID, the last four digits of the SSN or FEIN, and the zip code do not match our records.',
    wording: 'serverDetail',
  },
  'current-password-incorrect': {
    status: 400,
    detail: 'The current password is not right.',
    wording: 'serverDetail',
  },
  'email-unchanged': {
    status: 409,
    detail: 'This is already your email address. Enter a different address to change it.',
    wording: 'serverDetail',
  },
  'payload-too-large': { status: 413, detail: 'The request body is too large.', wording: 'serverDetail' },
  'unsupported-media-type': {
    status: 415,
    detail: 'The request content type is not supported; send application/json.',
    wording: 'serverDetail',
  },
  'method-not-allowed': {
    status: 405,
    detail: 'This method is not allowed on this resource.',
    wording: 'serverDetail',
  },
  'uri-too-long': {
    status: 414,
    detail: 'A path parameter of the request is too long.',
    wording: 'serverDetail',
  },
};

/** The forms a taxpayer reads as "returns": the annual return, its entries, the employer's return. */
const RETURN_TYPES: readonly TaxFormType[] = ['CityTaxForm', 'FormW2', 'Form1099', 'ReturnOfIncome'];

/** The tax-form-locked detail for a write to a form of `type` (an entry speaks of its return). */
export function taxFormLockedDetail(type: TaxFormType): string {
  return RETURN_TYPES.includes(type) ? TAX_FORM_LOCKED_DETAILS.return : TAX_FORM_LOCKED_DETAILS.form;
}

const HTTP_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The problem title of an HTTP status (its reason phrase; 'Error' for one not listed). */
export function problemTitle(status: number): string {
  return HTTP_TITLES[status] ?? 'Error';
}

export interface ProblemOptions {
  /** Overrides the catalogue's status (e.g. the 400 of a transport error Fastify reports). */
  status?: number;
  /** Overrides the catalogue's default detail with a more specific one. */
  detail?: string;
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
    title: problemTitle(status),
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
 * The message a user sees for a problem (spec §8): a fixed text for the known
 * types, the contact line after account problems, the server's detail otherwise.
 */
export function problemMessage(problem: Problem, contact: SupportContact): string {
  const name = problemTypeName(problem.type);
  const entry = isProblemName(name) ? PROBLEMS[name] : undefined;
  if (entry?.wording === 'fixed') return entry.detail;
  if (entry?.wording === 'withContact') return `${entry.detail} ${contactLine(contact)}`;
  return problem.detail ?? problem.title;
}
