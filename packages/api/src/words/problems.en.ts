import type { ProblemName } from '../problems';
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '../schemas/forms';

// The English texts of the problem catalogue (packages/api problems.ts): the default detail of
// every problem, the titles of the HTTP statuses, and the common per-field validation messages
// the server answers with. The server sends them in the request's language (ADR 0039); a second
// language is a second file of the same shape (problems.es.ts).

/** The two texts of tax-form-locked: a "return" (annual or employer's, with its entries) or a "form". */
const taxFormLocked = {
  return: 'This return is waiting for payment. Withdraw it to make changes.',
  form: 'This form is waiting for payment. Withdraw it to make changes.',
};

/** The detail sent when the caller has nothing more specific: the text users are shown. */
const details: Readonly<Record<ProblemName, string>> = {
  'missing-tax-rate':
    "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
  'missing-tax-form':
    'This tax form cannot be found. This is often caused by deleting the form in another browser tab or window.',
  'tax-form-already-filed':
    'Your tax form has already been filed. You can no longer make changes to your tax form.',
  'not-authorized-to-file': 'This user is not authorized to file this form for this taxpayer',
  'misconfigured-account': 'Our records indicate that your account is not properly configured at this time.',
  'inactive-user-account': 'Our records indicate that your account is not active at this time.',
  'account-migration-required':
    'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
  'tax-form-locked': taxFormLocked.form,
  'not-allowed-for-taxpayer-type': 'This kind of taxpayer cannot file this form.',
  'tax-form-not-filed':
    'This form has not been filed yet. Its confirmation and PDF copy are ready once it is filed.',
  'upload-quota-exceeded': `You have uploaded the most files allowed this year (${UPLOAD_QUOTA_FILES} files or ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB). Please contact support if you need to send more.`,
  'access-code-incorrect':
    'The business access code is not right. It is printed on letters the city sent to this business.',
  'validation-error': 'The request is invalid.',
  'invalid-credentials': 'The email address or password is incorrect.',
  unauthorized: 'You must sign in to continue.',
  forbidden: 'This request is not allowed.',
  'not-found': 'The resource was not found.',
  conflict: 'The request conflicts with the current state of the resource.',
  'too-many-requests': 'Too many requests. Please try again later.',
  'service-unavailable': 'The service is temporarily unavailable. Please try again in a few minutes.',
  'internal-error': 'An unexpected error occurred. Please try again later.',
  'invalid-token': 'We were unable to complete your email confirmation request.',
  'token-expired': 'The email confirmation link has expired. You may initiate a new request and try again.',
  'invalid-password': 'The password was not accepted.',
  'duplicate-email': 'This email address already exists in our records. Please try another.',
  'identity-not-verified':
    'The taxpayer ID, the last four digits of the SSN or FEIN, and the zip code do not match our records.',
  'current-password-incorrect': 'The current password is not right.',
  'email-unchanged': 'This is already your email address. Enter a different address to change it.',
  'payload-too-large': 'The request body is too large.',
  'unsupported-media-type': 'The request content type is not supported; send application/json.',
  'method-not-allowed': 'This method is not allowed on this resource.',
  'uri-too-long': 'A path parameter of the request is too long.',
};

export const problemWords = {
  details,
  taxFormLocked,
  /** The problem title of each HTTP status the server answers with (its reason phrase). */
  titles: {
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
  },
  /** The title of a status not listed. */
  otherTitle: 'Error',
  /**
   * The per-field messages the contract's schemas (schemas/*.ts) answer with most often, as the
   * server's 400 lists them after the field's name. Others stay as the schema words them.
   */
  validation: {
    required: 'is required',
    invalid: 'is invalid',
    tooLarge: 'is too large',
    number: 'must be a number',
    wholeNumber: 'must be a whole number',
    twoDecimals: 'must have at most two decimal places',
    notNegative: 'must be greater than or equal to zero',
    nineDigits: 'must be a nine-digit number with no hyphens',
    taxpayerId: 'must be a taxpayer ID of digits only',
    lastFour: 'must be the last four digits',
    taxYear: 'must be a tax year',
    isoDate: 'must be a date (YYYY-MM-DD)',
    calendarDate: 'is not a real calendar date',
    email: 'must be a valid email address',
    phone: 'must be a phone number',
    zip: 'must be 5 or 9 digits',
    state: 'must be a two-letter state code',
    city: 'must be a city from the list',
    trueOrFalse: 'must be true or false',
    maxLength128: 'must be at most 128 characters',
  },
  /** After an account problem: where to get help. */
  contactLine: (email: string, phone: string) => `Please contact support at ${email} or ${phone}.`,
};
