import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary content (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Municipalities (TAX-RULES.md §1). Rates are stored as integer parts per million
 * (2.5% = 25_000) so the tax math never touches floating point.
 */
export const cities = pgTable(
  'cities',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    member: boolean('member').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    /** Share of other-city tax credited, ppm (1_000_000 = 100%); null for non-members. */
    creditFactorPpm: integer('credit_factor_ppm'),
    /** Cap on credited rate, ppm of wages; null for non-members. */
    creditLimitPpm: integer('credit_limit_ppm'),
    validFromYear: smallint('valid_from_year').notNull(),
    /** Last tax year the row applies to; null means open-ended. */
    validToYear: smallint('valid_to_year'),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.validFromYear] }),
    check('cities_rate_nonnegative', sql`${t.ratePpm} >= 0`),
  ],
);

export const taxpayerRegistrationStatuses = ['registered', 'pending'] as const;

export const taxpayers = pgTable(
  'taxpayers',
  {
    id: text('id').primaryKey(),
    /** TaxpayerType: 0 individual, 1 joint, 2 business. */
    type: smallint('type').notNull(),
    name1: text('name1'),
    name2: text('name2'),
    middleInitial: text('middle_initial'),
    /** SSN or EIN, nine digits, no hyphens. */
    federalId: text('federal_id'),
    businessPhone: text('business_phone'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    spouseName1: text('spouse_name1'),
    spouseName2: text('spouse_name2'),
    spouseMiddleInitial: text('spouse_middle_initial'),
    spouseFederalId: text('spouse_federal_id'),
    /** Phone number of an individual taxpayer (businesses use businessPhone). */
    phone: text('phone'),
    /** The email address on file with the city (a business's: notices about who links it go here). */
    email: text('email'),
    /** The agency's own registration of the taxpayer: 'pending' while it is being processed. */
    registrationStatus: text('registration_status', { enum: taxpayerRegistrationStatuses })
      .notNull()
      .default('registered'),
    /** Set on a spouse's record: the primary taxpayer that files for both (NotPrimaryTaxpayer). */
    primaryTaxpayerId: text('primary_taxpayer_id').references((): AnyPgColumn => taxpayers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('taxpayers_type_valid', sql`${t.type} in (0, 1, 2)`),
    check('taxpayers_registration_status_valid', sql`${t.registrationStatus} in ('registered', 'pending')`),
    index('taxpayers_federal_id_idx').on(t.federalId),
    index('taxpayers_spouse_federal_id_idx').on(t.spouseFederalId),
  ],
);

/** New taxpayer IDs of registrations made through the portal. */
export const taxpayerIdSeq = pgSequence('taxpayer_id_seq', { startWith: 500001 });

export const userStatuses = ['active', 'inactive', 'migration_required'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** Null for a web user who has not set a password yet (WebUserRequiresPassword). */
    passwordHash: text('password_hash'),
    /** When the user proved the mailbox (confirmation link); null until then. */
    emailConfirmedAt: ts('email_confirmed_at'),
    firstName: text('first_name').notNull(),
    isBusinessUser: boolean('is_business_user').notNull().default(false),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    taxpayerId: text('taxpayer_id').references(() => taxpayers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_status_valid', sql`${t.status} in ('active', 'inactive', 'migration_required')`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Business taxpayers a user represents (EIN management). */
export const userTaxpayers = pgTable(
  'user_taxpayers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxpayerId] })],
);

/**
 * The business access code of a business taxpayer (issue 16), printed on the city's
 * letters: linking the business to a web account proves control with it. Only a salted scrypt
 * hash is stored (accessCode.ts).
 */
export const businessAccessCodes = pgTable('business_access_codes', {
  taxpayerId: text('taxpayer_id')
    .primaryKey()
    .references(() => taxpayers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  issuedAt: ts('issued_at').notNull(),
});

/** Wrong business access codes, per user and per EIN: the attempts are limited (accessCode.ts). */
export const businessLinkFailures = pgTable(
  'business_link_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ein: text('ein').notNull(),
    failedAt: ts('failed_at').notNull(),
  },
  (t) => [
    index('business_link_failures_user_idx').on(t.userId, t.failedAt),
    index('business_link_failures_ein_idx').on(t.ein, t.failedAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filingAsTaxpayerId: text('filing_as_taxpayer_id').references(() => taxpayers.id),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The client address that signed in (ADR 0048: shown masked on Account activity). */
    clientIp: text('client_ip'),
    /** A short summary of the browser that signed in, e.g. "Chrome on Android" (audit.ts). */
    device: text('device'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account name (lower-cased username, whether or not such a user exists, so
 * lockout does not reveal which accounts exist), per client address (ADR 0015: that address's lock),
 * and in the row whose client_ip is '*' across all addresses (issue 16: consecutive failures until a
 * success or a password reset; ANY_ADDRESS in auth.ts).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    username: text('username').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    failures: integer('failures').notNull(),
    windowStartedAt: ts('window_started_at').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.username, t.clientIp] })],
);

export const emailTokenPurposes = ['registration', 'legacy', 'reset', 'email-change'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** Single-use email-link tokens (ADR 0006); only the SHA-256 of a token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    /** SHA-256 (hex) of the token. */
    tokenHash: text('token_hash').notNull(),
    /** The address an email-change token confirms. */
    newEmail: text('new_email'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_idx').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'email_tokens_purpose_valid',
      sql`${t.purpose} in ('registration', 'legacy', 'reset', 'email-change')`,
    ),
  ],
);

/** Every message the server sends; with SMTP_URL a sender delivers and marks them (ADR 0006). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    /** Last delivery error (no message content). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time may a sender (re)try the row; also serves as the claim of a sender. */
    nextAttemptAt: ts('next_attempt_at'),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.nextAttemptAt)],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The client's Idempotency-Key: a repeated submit stores and mails nothing more. */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('contact_requests_idempotency_idx').on(t.idempotencyKey)],
);

/** E-file eligibility answers per taxpayer and tax year. */
export const efileQuestionnaires = pgTable(
  'efile_questionnaires',
  {
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: smallint('tax_year').notNull(),
    answers: jsonb('answers').notNull(),
    eligible: boolean('eligible').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxpayerId, t.taxYear] })],
);

export const taxFormTypes = [
  'ExemptionCertificate',
  'CityTaxForm',
  'FormW2',
  'Form1099',
  'IndividualEstimate',
  'NetProfitEstimate',
  'ReturnOfIncome',
  'BillingStatement',
] as const;
/** The one filing lifecycle (ADR 0017): Draft → AwaitingPayment (locked, amount fixed) → Filed. */
export const taxFormStatuses = ['Draft', 'AwaitingPayment', 'Filed'] as const;

/**
 * Every tax form a taxpayer enters (issue 6). W-2 and 1099 entries are rows whose
 * parent is the annual return (CityTaxForm). The form's own fields live in `data`
 * (validated by the shared zod schemas on the way in); money the server computes
 * for billing is `amount_due_cents`, integer cents.
 */
export const taxForms = pgTable(
  'tax_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    type: text('type', { enum: taxFormTypes }).notNull(),
    taxYear: smallint('tax_year').notNull(),
    status: text('status', { enum: taxFormStatuses }).notNull().default('Draft'),
    /** The annual return a W-2 or 1099 belongs to; entries go with it when it is deleted. */
    parentId: integer('parent_id').references((): AnyPgColumn => taxForms.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    /**
     * What the server computed as owed (0 when nothing is billed), cents; fixed from submission
     * (AwaitingPayment) on: the payment session carries this amount and nothing else is filed.
     */
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull().default(0),
    /** The client's Idempotency-Key of the creating request: one record per key. */
    idempotencyKey: text('idempotency_key'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    filedAt: ts('filed_at'),
    /**
     * Given when the form is filed (issue 15): CT-{tax year}-XXXX-XXXX, read aloud on the phone, from
     * an alphabet without look-alike characters; unique across all forms.
     */
    confirmationNumber: text('confirmation_number'),
  },
  (t) => [
    uniqueIndex('tax_forms_confirmation_number_idx').on(t.confirmationNumber),
    index('tax_forms_taxpayer_year_idx').on(t.taxpayerId, t.taxYear, t.type),
    index('tax_forms_parent_idx').on(t.parentId),
    uniqueIndex('tax_forms_idempotency_idx').on(t.taxpayerId, t.idempotencyKey),
    // At most one annual return and one exemption certificate per taxpayer and tax year.
    uniqueIndex('tax_forms_one_per_year_idx')
      .on(t.taxpayerId, t.taxYear, t.type)
      .where(sql`${t.type} in ('CityTaxForm', 'ExemptionCertificate')`),
    check(
      'tax_forms_type_valid',
      sql`${t.type} in ('ExemptionCertificate', 'CityTaxForm', 'FormW2', 'Form1099', 'IndividualEstimate', 'NetProfitEstimate', 'ReturnOfIncome', 'BillingStatement')`,
    ),
    check('tax_forms_status_valid', sql`${t.status} in ('Draft', 'AwaitingPayment', 'Filed')`),
    check('tax_forms_amount_nonnegative', sql`${t.amountDueCents} >= 0`),
  ],
);

export type TaxFormRow = typeof taxForms.$inferSelect;

/**
 * W-2 attachments (POST /api/file-upload); content checked by its magic bytes. The bytes are in
 * `content` (PostgreSQL) or in a content-addressed file named by `storage_key` (PGlite; ADR 0025).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content'),
    /** The file under the upload directory holding the bytes, when they are not in `content`. */
    storageKey: text('storage_key'),
    /** The client's Idempotency-Key: a repeated upload returns the file stored the first time. */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('uploaded_files_taxpayer_idx').on(t.taxpayerId),
    uniqueIndex('uploaded_files_idempotency_idx').on(t.taxpayerId, t.idempotencyKey),
    check('uploaded_files_content_stored', sql`${t.content} is not null or ${t.storageKey} is not null`),
  ],
);

/** A dirty form's values, saved as the filer works so a timeout or a closed tab loses nothing. */
export const drafts = pgTable(
  'drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxpayerId, t.key] })],
);

/** Voided: the form was withdrawn while this remittance was pending; it can never complete. */
export const paymentStatuses = ['Initiated', 'InProgress', 'Completed', 'Error', 'Voided'] as const;
/** amount_mismatch: the provider reported another amount than the one submitted; nothing filed. */
export const paymentFailureReasons = ['declined', 'error', 'amount_mismatch'] as const;
/** The languages a payment's confirmation email can be in (packages/api SUPPORTED_LOCALES). */
export const paymentLocales = ['en', 'es'] as const;

/**
 * Payments (remittances) of a form. Issue 8 drives them through the payment
 * provider; estimates and credits sum the completed ones.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    taxFormId: integer('tax_form_id')
      .notNull()
      .references(() => taxForms.id),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** PaymentMethod of spec §3. */
    paymentType: text('payment_type').notNull().default('CreditDebitCard'),
    /** The user who started the payment: the confirmation email of the filing goes to them. */
    initiatedByUserId: text('initiated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Last four digits only; a card number is never stored. */
    partialCcNumber: text('partial_cc_number'),
    partialAccountNumber: text('partial_account_number'),
    createdAt: ts('created_at').notNull(),
    /** When the attempt ended (Completed or Error). */
    completedAt: ts('completed_at'),
    /** The provider's reference of the charge, from its signed callback (reconciliation). */
    providerReference: text('provider_reference'),
    /** Why an attempt ended in Error: the provider's outcome (declined | error). */
    failureReason: text('failure_reason', { enum: paymentFailureReasons }),
    /**
     * The language of the request that started the payment: the confirmation email, written when
     * the provider's callback files the form, is in it (ADR 0039).
     */
    locale: text('locale', { enum: paymentLocales }).notNull().default('en'),
  },
  (t) => [
    index('payments_form_idx').on(t.taxFormId),
    // Never a second charge: at most one pending (Initiated/InProgress) remittance per form.
    uniqueIndex('payments_one_pending_per_form_idx')
      .on(t.taxFormId)
      .where(sql`${t.status} in ('Initiated', 'InProgress')`),
    // At most one completed payment per form.
    uniqueIndex('payments_one_completed_per_form_idx')
      .on(t.taxFormId)
      .where(sql`${t.status} = 'Completed'`),
    index('payments_taxpayer_idx').on(t.taxpayerId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'payments_status_valid',
      sql`${t.status} in ('Initiated', 'InProgress', 'Completed', 'Error', 'Voided')`,
    ),
    check(
      'payments_failure_reason_valid',
      sql`${t.failureReason} is null or ${t.failureReason} in ('declined', 'error', 'amount_mismatch')`,
    ),
    check('payments_locale_valid', sql`${t.locale} in ('en', 'es')`),
  ],
);

export const paymentCallbackResults = [
  'applied',
  'replayed',
  'voided',
  'amount_mismatch',
  'conflict',
] as const;

/**
 * Every signed provider callback as it arrived, with what it did (ADR 0017): a callback for a voided
 * remittance or of another amount changes no form, and this row is the record for reconciliation.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remittanceId: text('remittance_id')
      .notNull()
      .references(() => payments.id),
    outcome: text('outcome').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    providerReference: text('provider_reference'),
    result: text('result', { enum: paymentCallbackResults }).notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    index('payment_callbacks_remittance_idx').on(t.remittanceId),
    check(
      'payment_callbacks_result_valid',
      sql`${t.result} in ('applied', 'replayed', 'voided', 'amount_mismatch', 'conflict')`,
    ),
  ],
);

/** Overpayments of an earlier year the authority applied (after audit) as a credit to a tax year. */
export const priorYearCredits = pgTable(
  'prior_year_credits',
  {
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: smallint('tax_year').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taxpayerId, t.taxYear] }),
    check('prior_year_credits_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Analytics events of spec §7 (POST /api/analytics). Never personal data: no user, taxpayer, IP or
 * free text; params hold only the allow-listed booleans, codes and ids of @citytax/api.
 */
export const analyticsEvents = pgTable('analytics_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  event: text('event').notNull(),
  params: jsonb('params').notNull(),
  receivedAt: ts('received_at').notNull(),
});

/** Who acts in an audit event (ADR 0048): a user for now; the division's staff and representatives later. */
export const auditActorKinds = ['user', 'staff', 'representative', 'anonymous'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

/**
 * The audit record (issue 30, ADR 0048): who did what to which account and taxpayer, when, from where.
 * Append-only: a trigger of migration 0016 refuses UPDATE, DELETE and TRUNCATE. No foreign keys, so
 * a row outlives the user, session or taxpayer it names. The detail holds ids and small facts only,
 * never an SSN, full account number, email, token or password (audit.ts checks; the test scans).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    /** The user (or, later, staff member) who acted; null for an attempt on no known account. */
    actorId: text('actor_id'),
    /** The web account whose history the event belongs to (for a failed sign-in, the account tried). */
    userId: text('user_id'),
    /** The taxpayer whose data was read or changed, when there is one. */
    taxpayerId: text('taxpayer_id'),
    /** An event kind of AUDIT_EVENT_KINDS in packages/api (e.g. 'form.saved'). */
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    clientIp: text('client_ip'),
    device: text('device'),
    sessionId: text('session_id'),
  },
  (t) => [
    index('audit_events_user_idx').on(t.userId, t.occurredAt),
    index('audit_events_taxpayer_idx').on(t.taxpayerId, t.occurredAt),
    check(
      'audit_events_actor_kind_valid',
      sql`${t.actorKind} in ('user', 'staff', 'representative', 'anonymous')`,
    ),
    check('audit_events_kind_shape', sql`${t.kind} ~ '^[a-z][a-z-]*\\.[a-z][a-z-]*$'`),
  ],
);

/**
 * A user's authenticator app (ADR 0045): the confirmed TOTP secret, and a pending one while one is
 * set up or replaced, each AES-256-GCM encrypted (secondStep.ts) and never returned after set-up.
 * last_used_step makes a code work once across instances: a code of step s is accepted only by the
 * update that raises last_used_step to s.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc'),
  confirmedAt: ts('confirmed_at'),
  pendingSecretEnc: text('pending_secret_enc'),
  pendingExpiresAt: ts('pending_expires_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time recovery codes (ADR 0045): SHA-256 of each, spent by setting used_at once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** Passkeys (WebAuthn credentials, ADR 0045). id is the credential ID, base64url. */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The authenticator's transports, comma-separated (usb, nfc, ble, internal, hybrid). */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('webauthn_credentials_user_idx').on(t.userId)],
);

/** A passkey registration under way (ADR 0045): one challenge per user, deleted when used. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * A sign-in whose password was right and whose second step is still owed (ADR 0045). Only the
 * SHA-256 of the pending token is stored; must_enrol marks a user who must first set one up. The
 * row is deleted in the transaction that makes the session.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mustEnrol: boolean('must_enrol').notNull(),
    /** The passkey sign-in challenge, once asked for. */
    challenge: text('challenge'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId)],
);

/** Users who must have a second step (ADR 0045): business accounts. */
export const secondStepRequired = pgTable('second_step_required', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  since: ts('since').notNull(),
});
