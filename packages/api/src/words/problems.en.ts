import { PASSWORD_MAX_LENGTH } from '../constants';
import type { ProblemName } from '../problems';
import { PASSWORD_MIN_LENGTH } from '../schemas/account';
import { UPLOAD_MAX_BYTES, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '../schemas/forms';

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
    'The taxpayer ID, the last four digits of the SSN or FEIN, the zip code and the access code do not match our records.',
  'current-password-incorrect': 'The current password is not right.',
  'email-unchanged': 'This is already your email address. Enter a different address to change it.',
  'new-password-not-accepted': 'The new password was not accepted.',
  'second-step-code-incorrect': 'That code is not right, or it has already been used. Try the newest code.',
  'second-step-expired': 'Your sign-in took too long. Sign in again with your email and password.',
  'second-step-setup-failed': 'The set-up did not work. Start again.',
  'second-step-required':
    'Business accounts must keep a second sign-in step. Add another method before you remove this one.',
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
    atMost100: 'must be at most 100',
    signedMinimum: 'has a minimum value of -999,999,999.99',
    oneLetter: 'must be one letter',
    frequency: 'must be monthly or quarterly',
    billingTaxType: 'must be individual, netProfit or withholding',
    draftKey: 'must be a draft key of lower-case letters, digits and -',
    contactType: 'must be General Tax and Filing or Website',
    taxFormType: 'is not a known tax form type',
    analyticsEvent: 'is not a known analytics event',
    controlCharacters: 'must not contain control characters',
    phoneDigits: 'must be 10 digits, like 216-555-0100',
    exemptionReason: 'You must choose a reason you are filing this form.',
  },
  /**
   * Per-field messages of the schemas that carry a number (the form's limits): the server finds
   * the number in the English message and words it again.
   */
  validationWithNumber: {
    atMost: (n: number) => `must be at most ${n} characters`,
    atLeast: (n: number) => `must be at least ${n} characters`,
  },
  /** After an account problem: where to get help. */
  contactLine: (email: string, phone: string) => `Please contact support at ${email} or ${phone}.`,
  /** A failure the page cannot explain (no answer, or one that is not a problem). */
  unexpected: 'An unexpected error occurred. Please try again.',
  /** The details the server's routes word themselves (apps/mock-server), beyond a problem's default. */
  server: {
    noResource: (method: string, path: string) => `No resource at ${method} ${path}.`,
    urlInvalid: 'The request URL is not valid.',
    bodyNotJson: 'The request body is not valid JSON.',
    bodyEmpty: 'The request body is empty but its content type is JSON.',
    contentLength: 'The request content length does not match its body.',
    antiForgery: 'Missing or invalid anti-forgery token.',
    databaseUnreachable: 'The database is not reachable.',
    /** 503 past the admission limit (ADR 0041). */
    busy: (seconds: number) =>
      `The service is busy with many requests right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    signInLocked: (minutes: number) =>
      `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    /**
     * Sign-in refused for browsers without the account's device cookie (ADR 0046): the wait, then
     * the two ways in that a stranger's guesses do not close.
     */
    signInLockedUnknownDevice: (minutes: number) =>
      `Too many failed sign-in attempts for this account from browsers that have not signed in to it before. Try again in ${
        minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`
      }, sign in from a browser you have used for this account before, or reset your password with “Forgot your password?”.`,
    /** NIST SP 800-63B's cap of 100 failures reached: only a password reset opens the account (ADR 0046). */
    signInNeedsReset:
      'Too many failed sign-in attempts for this account. To sign in again, reset your password with “Forgot your password?”.',
    registrationLimited: (minutes: number) =>
      `Too many registration requests for this email address or taxpayer. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    accessCodeLimited: (minutes: number) =>
      `Too many tries with a wrong business access code. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    passwordNotAccepted: (reasons: string) => `The password was not accepted: ${reasons}`,
    /** Why a taxpayer cannot be registered (RegistrationStatus), 409. */
    registration: {
      notRegisteredTaxpayer: 'No taxpayer has this taxpayer ID.',
      notPrimaryTaxpayer:
        "This taxpayer ID is a spouse's record. Register with the primary taxpayer's ID instead.",
      pendingTaxpayerRegistration:
        'The registration of this taxpayer is still being processed. Please try again later.',
      needsToCreateWebAccount: 'This taxpayer does not have a web account yet. Create one first.',
      needsAccountMigration:
        'This taxpayer already has a web account that must confirm its email address. Ask for the confirmation email instead.',
      webUserRequiresPassword:
        'This taxpayer already has a web account that has not set a password yet. Complete the registration or resend the confirmation email.',
      taxpayerAlreadyHasUser:
        'A web user already represents this business. Ask that user to link you to it by EIN.',
      readyToLogin:
        'This taxpayer already has a web account. Sign in, or reset your password if you forgot it.',
      other: 'This taxpayer cannot be registered now.',
    },
    /** not-allowed-for-taxpayer-type: who may not file the form (its name in the sentence). */
    notAllowed: {
      business: (formName: string) => `A business taxpayer cannot file this form (${formName}).`,
      individual: (formName: string) =>
        `An individual or joint taxpayer cannot file this form (${formName}).`,
    },
    taxpayerNotFound: 'This taxpayer could not be found.',
    sessionNotFound: 'This session is not open in your account.',
    businessNotFound:
      'This business could not be found. If this information is correct please complete registration.',
    businessAlreadyLinked: 'This business is already linked to your account.',
    einManagementOff: 'Business account management is not available.',
    notABusinessUser: 'Only business accounts can manage linked businesses.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for another form.',
    hasPayments: 'This form has payments and cannot be deleted.',
    entryFiledWithReturn: 'A W-2 or 1099 is filed with its annual return, not on its own.',
    nothingToPay: 'This form has nothing to pay; file it without payment.',
    balanceDue: 'This form has a balance due and must be paid.',
    overpayment: 'An overpayment cannot be filed electronically. Please file a paper return.',
    noResidence: 'residenceCity: is required. Choose the city you lived in before filing the annual return.',
    certificateAlreadyFiled:
      'You cannot file an exemption certificate because you have already filed one for this tax year.',
    returnAlreadyFiled: 'A return for this period has already been filed.',
    /** The forms of one year that exclude each other (YEAR_CONFLICTS of filingPolicy.ts). */
    yearConflicts: {
      certificate:
        'You cannot file an exemption certificate because you have already filed tax forms for this tax year.',
      annualReturn:
        'You cannot file an annual return because an exemption certificate is on file for this tax year.',
    },
    providerUnavailable: 'The payment service is not available right now. Please try again later.',
    paymentBeingProcessed: 'A payment for this form is being processed. Reload the page to see its status.',
    paymentsNotConfigured: 'Payments are not configured on this server.',
    withdrawPaid: 'This form has just been paid and cannot be withdrawn. Reload the page to see its status.',
    upload: {
      wrongType: 'The file must be a PDF, PNG or JPEG.',
      tooLarge: `The file is too large. Files must be ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
      missingFile: 'file: is required. Choose a PDF, PNG or JPEG file to upload.',
      notMultipart: 'The upload must be sent as multipart/form-data with a field named file.',
      malformed: 'The upload could not be read. Please try again.',
      oneFile: 'Send one file per upload.',
      /** A polyglot: valid as its type, and also another format (ADR 0047). */
      mixed:
        'The file holds data of more than one kind. Save or export it again as a PDF, PNG or JPEG and upload that copy.',
      passwordProtected: 'The PDF is protected by a password. Upload a copy that opens without one.',
      badName:
        'The file name contains control, invisible or text-direction characters. Rename the file and upload it again.',
      /** 429 past a limit per user or per taxpayer (ADR 0047). */
      limited: (minutes: number) =>
        `Too many files were uploaded in a short time. Try again in ${
          minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`
        }.`,
    },
  },
  /** Per-field messages the server's routes word themselves, after the field's name. */
  fields: {
    noNul: 'must not contain NUL characters',
    noSurrogates: 'must not contain unpaired surrogate characters',
    keysNoNul: 'keys must not contain NUL characters',
    keysNoSurrogates: 'keys must not contain unpaired surrogate characters',
    nestedTooDeep: (levels: number) => `must not nest more than ${levels} levels deep`,
    idempotencyKey: 'must be 8 to 100 letters, digits, - or _',
    fileType: 'must be a PDF, PNG or JPEG',
    oneFile: 'only one file per upload',
    fileName: 'name must not contain control, invisible or text-direction characters',
    spouseSsn: 'must differ from the taxpayer SSN',
    memberCity: 'must be a member city',
    openTaxYear: (current: number, previous: number) => `must be ${current} or ${previous}`,
    soldInTaxYear: (taxYear: number) => `must be within or before the tax year ${taxYear}`,
    periodNotEnded: (end: string) => `cannot be filed before the period ends on ${end}`,
    password: {
      tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
      common: 'Password is too common. Choose a password that is harder to guess.',
      sameAsEmail: 'Password must not be the same as your email address.',
      /** Change password: the new password is the one the account already has. */
      sameAsCurrent: 'The new password must be different from your current password.',
    },
  },
  /**
   * Zod's own messages (its English locale, zod 4), for the fields whose schema words none: the
   * server checks that these words give zod's message exactly before it words one in Spanish.
   */
  zod: {
    invalidType: (expected: string, received: string) =>
      `Invalid input: expected ${expected}, received ${received}`,
    invalidValue: (value: string) => `Invalid input: expected ${value}`,
    invalidOption: (values: string) => `Invalid option: expected one of ${values}`,
    tooBigSize: (origin: string, bound: string, unit: string) =>
      `Too big: expected ${origin} to have ${bound} ${unit}`,
    tooBigValue: (origin: string, bound: string) => `Too big: expected ${origin} to be ${bound}`,
    tooSmallSize: (origin: string, bound: string, unit: string) =>
      `Too small: expected ${origin} to have ${bound} ${unit}`,
    tooSmallValue: (origin: string, bound: string) => `Too small: expected ${origin} to be ${bound}`,
    /** Before the bound of a size or value that must be exact: "exactly 4". */
    exactly: 'exactly ',
    startsWith: (prefix: string) => `Invalid string: must start with "${prefix}"`,
    endsWith: (suffix: string) => `Invalid string: must end with "${suffix}"`,
    includes: (part: string) => `Invalid string: must include "${part}"`,
    pattern: (pattern: string) => `Invalid string: must match pattern ${pattern}`,
    invalidFormat: (format: string) => `Invalid ${format}`,
    notMultipleOf: (divisor: string) => `Invalid number: must be a multiple of ${divisor}`,
    unrecognizedKeys: (count: number, keys: string) => `Unrecognized key${count > 1 ? 's' : ''}: ${keys}`,
    invalidKey: (origin: string) => `Invalid key in ${origin}`,
    invalidElement: (origin: string) => `Invalid value in ${origin}`,
    discriminator: (options: string) => `Invalid discriminator value. Expected ${options}`,
    moreThanOne: 'Invalid input: more than one option matched',
    invalidInput: 'Invalid input',
    /** The kinds of value zod names; a kind not listed is named as zod names it. */
    types: {
      string: 'string',
      number: 'number',
      int: 'int',
      bigint: 'bigint',
      boolean: 'boolean',
      symbol: 'symbol',
      undefined: 'undefined',
      null: 'null',
      object: 'object',
      array: 'array',
      date: 'date',
      function: 'function',
      map: 'map',
      set: 'set',
      file: 'file',
      promise: 'promise',
      record: 'record',
      tuple: 'tuple',
      nan: 'NaN',
      value: 'value',
    } as Readonly<Record<string, string>>,
    /** The units of a size: "to have <=3 characters". */
    units: { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' } as Readonly<
      Record<string, string>
    >,
    /** The formats zod names; a format not listed is named as zod names it. */
    formats: {
      email: 'email address',
      url: 'URL',
      uuid: 'UUID',
      datetime: 'ISO datetime',
      date: 'ISO date',
      time: 'ISO time',
      duration: 'ISO duration',
      ipv4: 'IPv4 address',
      ipv6: 'IPv6 address',
      base64: 'base64-encoded string',
      base64url: 'base64url-encoded string',
      json_string: 'JSON string',
      e164: 'E.164 number',
      template_literal: 'input',
    } as Readonly<Record<string, string>>,
  },
};
