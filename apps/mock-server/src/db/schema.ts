import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('taxpayers_type_valid', sql`${t.type} in (0, 1, 2)`),
    index('taxpayers_federal_id_idx').on(t.federalId),
  ],
);

export const userStatuses = ['active', 'inactive', 'migration_required'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
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
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account name (lower-cased username, whether or not such a user exists,
 * so lockout does not reveal which accounts exist).
 */
export const signInFailures = pgTable('sign_in_failures', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
  lockedUntil: ts('locked_until'),
});
