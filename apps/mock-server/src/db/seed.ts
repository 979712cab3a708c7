import { hash } from '@node-rs/argon2';
import { and, count, eq, inArray } from 'drizzle-orm';
import { priorTaxYear, RegistrationStatus, TaxpayerType } from '@citytax/api';
import { CITIES } from '@citytax/tax-rules';
import { hashAccessCode } from '../accessCode';
import { DEV_SECOND_STEP_KEY } from '../config';
import { assignConfirmationNumber } from '../confirmation';
import { encryptSecret } from '../secondStep';
import type { Db } from './index';
import {
  businessAccessCodes,
  cities,
  payments,
  priorYearCredits,
  secondStepRequired,
  taxForms,
  totpAuthenticators,
  taxpayers,
  users,
  userTaxpayers,
  webauthnCredentials,
  type UserStatus,
} from './schema';

/** OWASP Argon2id parameters (m=19 MiB, t=2, p=1); @node-rs/argon2 defaults to Argon2id. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export const DEMO_PASSWORD = 'Demo-Password-1';

/** TAX-RULES.md §1: one row per city rate period, from the single source in @citytax/tax-rules. */
export const SEED_CITIES: (typeof cities.$inferInsert)[] = CITIES.flatMap((city) =>
  city.rates.map((rate) => ({
    code: city.code,
    name: city.name,
    member: city.member,
    ratePpm: rate.ratePpm,
    creditFactorPpm: rate.creditFactorPpm,
    creditLimitPpm: rate.creditLimitPpm,
    validFromYear: rate.fromYear,
    validToYear: rate.toYear,
  })),
);

type TaxpayerRow = typeof taxpayers.$inferInsert;
const business = (
  id: string,
  ein: string,
  name1: string,
  name2: string,
  street: string,
  phone: string,
): TaxpayerRow => ({
  id,
  type: TaxpayerType.Business,
  name1,
  name2,
  federalId: ein,
  businessPhone: phone,
  // The business's email on file: notices about accounts linking it go here (issue 16).
  email: `office@${name2.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  street,
  city: 'Cleveland',
  state: 'OH',
  zip: '44114',
});

export const SEED_TAXPAYERS: TaxpayerRow[] = [
  {
    id: '100001',
    type: TaxpayerType.Individual,
    name1: 'Pat',
    name2: 'Rivera',
    middleInitial: 'Q',
    federalId: '123456789',
    street: '1200 Lakeside Ave E',
    city: 'Cleveland',
    state: 'OH',
    zip: '441141234',
  },
  {
    id: '100002',
    type: TaxpayerType.Individual,
    name1: 'Ira',
    name2: 'Nash',
    federalId: '123450002',
    street: '3 Euclid Ave',
    city: 'Cleveland',
    state: 'OH',
    zip: '44115',
  },
  {
    id: '100003',
    type: TaxpayerType.Individual,
    name1: 'Lee',
    name2: 'Gacy',
    federalId: '123450003',
    street: '9 Superior Ave',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
  },
  {
    id: '200001',
    type: TaxpayerType.Joint,
    name1: 'Jordan',
    name2: 'Lee',
    middleInitial: 'A',
    federalId: '234567890',
    street: '45 Main St',
    city: 'Germantown',
    state: 'OH',
    zip: '45327',
    spouseName1: 'Casey',
    spouseName2: 'Lee',
    spouseMiddleInitial: 'B',
    spouseFederalId: '345678901',
  },
  // Registration demo data (ADR 0006): registered taxpayers without a web user, for e2e runs.
  {
    id: '100004',
    type: TaxpayerType.Individual,
    name1: 'Alex',
    name2: 'Morgan',
    federalId: '987654321',
    street: '1 Public Sq',
    city: 'Cleveland',
    state: 'OH',
    zip: '44113',
  },
  {
    id: '100005',
    type: TaxpayerType.Individual,
    name1: 'Sam',
    name2: 'Taylor',
    federalId: '876548765',
    street: '2100 Lorain Ave',
    city: 'Cleveland',
    state: 'OH',
    zip: '44113',
  },
  // The agency's registration of this taxpayer is still being processed.
  {
    id: '100006',
    type: TaxpayerType.Individual,
    name1: 'Dana',
    name2: 'Pending',
    federalId: '765436006',
    street: '500 W St Clair Ave',
    city: 'Cleveland',
    state: 'OH',
    zip: '44113',
    registrationStatus: 'pending',
  },
  // Has a web user (partial@example.com) that never set a password.
  {
    id: '100007',
    type: TaxpayerType.Individual,
    name1: 'Parker',
    name2: 'Quinn',
    federalId: '654327007',
    street: '1375 E 9th St',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
  },
  // The spouse's own record of joint filers 200001: files through the primary taxpayer.
  {
    id: '200002',
    type: TaxpayerType.Individual,
    name1: 'Casey',
    name2: 'Lee',
    middleInitial: 'B',
    federalId: '345678901',
    street: '45 Main St',
    city: 'Germantown',
    state: 'OH',
    zip: '45327',
    primaryTaxpayerId: '200001',
  },
  business(
    '300001',
    '341234567',
    'Lakeshore Bakery LLC',
    'Lakeshore Bakery',
    '601 Lakeside Ave E',
    '216-555-0142',
  ),
  business(
    '300002',
    '345550002',
    'Cuyahoga Hardware Inc',
    'Cuyahoga Hardware',
    '77 Detroit Ave',
    '216-555-0177',
  ),
  // Registered businesses no web user has linked yet (EIN management links them by EIN + name).
  business(
    '300003',
    '346660003',
    'Erie Street Diner LLC',
    'Erie Street Diner',
    '12 E 9th St',
    '216-555-0103',
  ),
  business('300004', '347770004', 'Flats Bicycle Co', 'Flats Bicycles', '1010 Old River Rd', '216-555-0104'),
  business(
    '300005',
    '348880005',
    'Tremont Print Shop Inc',
    'Tremont Print',
    '2200 Professor Ave',
    '216-555-0105',
  ),
];

/**
 * The access code of each demo taxpayer, as the city's letters print it: the businesses' since
 * issue 16, every taxpayer's since issue 30 (ADR 0050). The README lists them. Only their hashes
 * are stored.
 */
export const DEMO_ACCESS_CODES: Readonly<Record<string, string>> = {
  '100001': 'Y2KR-RZCG-HQAN',
  '100002': '3KZM-9QEY-V4Q3',
  '100003': 'JWCP-3PG7-9UDF',
  '100004': 'G43Z-3HSY-G88G',
  '100005': 'QT9P-2HXC-3GPU',
  '100006': 'ESA5-ZBUR-HB5M',
  '100007': 'S5HF-9X6Y-7W33',
  '200001': 'UP2S-RHBG-KE6U',
  '200002': 'AGRU-Y68T-MKGX',
  '300001': '9N4R-9RQK-Z8TE',
  '300002': '456V-S5B8-FUS6',
  '300003': 'FHVM-476T-W833',
  '300004': 'JAH9-TTRX-FYZZ',
  '300005': 'B7RD-68CT-CPFS',
};

export interface DemoAccount {
  email: string;
  firstName: string;
  isBusinessUser: boolean;
  status: UserStatus;
  taxpayerId: string | null;
  linkedTaxpayerIds: string[];
  /** What signing in with this account does. */
  outcome: string;
  /** False for a web user who has not set a password yet (default true). */
  hasPassword?: boolean;
}

/**
 * The demo business accounts' second step (issue 30: a business account must have one, ADR 0045).
 * Both have the authenticator app of this key (README: add it to an app to sign in as them) and a
 * passkey whose private key the tests hold (`tests/support/secondStep.ts`), which signs in with no
 * wait for the next 30-second step. Public, as the demo password is: production refuses demo data.
 */
export const DEMO_AUTHENTICATOR_KEY = 'HJMG2RL7LFTXGLIGGZ6HQTZVFETDCHBG';
/** The demo passkeys' one public key (COSE, ES256), base64url. */
export const DEMO_PASSKEY_PUBLIC_KEY =
  'pQECAyYgASFYIAeNp5UQIELv6MnYYXXdn2vcn1CiGU67lBsqsnvTgcGnIlgg8anZSdYyAHQLKMpMGmJ_lmDnq8L1p87O7CrNwWmEssc';
/** Each demo business account's passkey credential ID, base64url. */
export const DEMO_PASSKEY_IDS: Readonly<Record<string, string>> = {
  'business@example.com': 'IMwwwAxC8thQsXNmb_Io-g',
  'newbusiness@example.com': 'GxJzLk4oxp3PI6aI01sjOQ',
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'individual@example.com',
    firstName: 'Pat',
    isBusinessUser: false,
    status: 'active',
    taxpayerId: '100001',
    linkedTaxpayerIds: [],
    outcome: '200, individual taxpayer 100001',
  },
  {
    email: 'joint@example.com',
    firstName: 'Jordan',
    isBusinessUser: false,
    status: 'active',
    taxpayerId: '200001',
    linkedTaxpayerIds: [],
    outcome: '200, joint filers, taxpayer 200001',
  },
  {
    email: 'business@example.com',
    firstName: 'Morgan',
    isBusinessUser: true,
    status: 'active',
    taxpayerId: '300001',
    linkedTaxpayerIds: ['300001', '300002'],
    outcome: '200 after the second step, business user, files as 300001 (also 300002)',
  },
  {
    email: 'newbusiness@example.com',
    firstName: 'Robin',
    isBusinessUser: true,
    status: 'active',
    taxpayerId: null,
    linkedTaxpayerIds: [],
    outcome: '200 after the second step, business user with taxpayerId null',
  },
  {
    email: 'inactive@example.com',
    firstName: 'Ira',
    isBusinessUser: false,
    status: 'inactive',
    taxpayerId: '100002',
    linkedTaxpayerIds: [],
    outcome: '403 inactive-user-account',
  },
  {
    email: 'legacy@example.com',
    firstName: 'Lee',
    isBusinessUser: false,
    status: 'migration_required',
    taxpayerId: '100003',
    linkedTaxpayerIds: [],
    outcome: '403 account-migration-required',
  },
  {
    email: 'notaxpayer@example.com',
    firstName: 'Nora',
    isBusinessUser: false,
    status: 'active',
    taxpayerId: null,
    linkedTaxpayerIds: [],
    outcome: '403 misconfigured-account',
  },
  {
    email: 'partial@example.com',
    firstName: 'Parker',
    isBusinessUser: false,
    status: 'active',
    taxpayerId: '100007',
    linkedTaxpayerIds: [],
    outcome: '401 (no password yet: finish registration from the confirmation email)',
    hasPassword: false,
  },
];

/** A taxpayer ID for each registration status (ADR 0006); the identity proof is SSN/EIN last 4 + zip. */
export const SEED_REGISTRATION_STATUSES: {
  taxpayerId: string;
  status: RegistrationStatus;
  federalIdLast4: string;
  zip: string;
  email: string | null;
}[] = [
  {
    taxpayerId: '999999',
    status: RegistrationStatus.NotRegisteredTaxpayer,
    federalIdLast4: '',
    zip: '',
    email: null,
  },
  {
    taxpayerId: '200002',
    status: RegistrationStatus.NotPrimaryTaxpayer,
    federalIdLast4: '8901',
    zip: '45327',
    email: null,
  },
  {
    taxpayerId: '100006',
    status: RegistrationStatus.PendingTaxpayerRegistration,
    federalIdLast4: '6006',
    zip: '44113',
    email: null,
  },
  {
    taxpayerId: '100004',
    status: RegistrationStatus.NeedsToCreateWebAccount,
    federalIdLast4: '4321',
    zip: '44113',
    email: null,
  },
  {
    taxpayerId: '100005',
    status: RegistrationStatus.NeedsToCreateWebAccount,
    federalIdLast4: '8765',
    zip: '44113',
    email: null,
  },
  {
    taxpayerId: '300003',
    status: RegistrationStatus.NeedsToCreateWebAccount,
    federalIdLast4: '0003',
    zip: '44114',
    email: null,
  },
  {
    taxpayerId: '100002',
    status: RegistrationStatus.AccountInactive,
    federalIdLast4: '0002',
    zip: '44115',
    email: 'inactive@example.com',
  },
  {
    taxpayerId: '100003',
    status: RegistrationStatus.NeedsAccountMigration,
    federalIdLast4: '0003',
    zip: '44114',
    email: 'legacy@example.com',
  },
  {
    taxpayerId: '100007',
    status: RegistrationStatus.WebUserRequiresPassword,
    federalIdLast4: '7007',
    zip: '44114',
    email: 'partial@example.com',
  },
  {
    taxpayerId: '300001',
    status: RegistrationStatus.TaxpayerAlreadyHasUser,
    federalIdLast4: '4567',
    zip: '44114',
    email: 'business@example.com',
  },
  {
    taxpayerId: '100001',
    status: RegistrationStatus.ReadyToLogin,
    federalIdLast4: '6789',
    zip: '44114',
    email: 'individual@example.com',
  },
];

/**
 * Estimated payments the authority has on record (estimates and credits, and the
 * annual return's "estimates paid"), relative to the tax year of the seed date.
 * yearOffset 0 is the prior tax year (the one the annual return is for), 1 the current one.
 */
export const SEED_ESTIMATE_PAYMENTS = [
  { key: 'seed-estimate-200001-prior', taxpayerId: '200001', yearOffset: 0, cents: 15_000, last4: '4242' },
  { key: 'seed-estimate-100001-current', taxpayerId: '100001', yearOffset: 1, cents: 10_000, last4: '4242' },
] as const;

/** Audited overpayments applied as a credit to a tax year (yearOffset as above). */
export const SEED_PRIOR_YEAR_CREDITS = [{ taxpayerId: '200001', yearOffset: 0, cents: 2_500 }] as const;

async function seedEstimates(db: Db, now: Date): Promise<void> {
  const prior = priorTaxYear(now);
  for (const p of SEED_ESTIMATE_PAYMENTS) {
    const taxYear = prior + p.yearOffset;
    await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: taxForms.id })
        .from(taxForms)
        .where(and(eq(taxForms.taxpayerId, p.taxpayerId), eq(taxForms.idempotencyKey, p.key)));
      if (existing.length > 0) return;
      const [form] = await tx
        .insert(taxForms)
        .values({
          taxpayerId: p.taxpayerId,
          type: 'IndividualEstimate',
          taxYear,
          status: 'Filed',
          data: { seeded: true },
          amountDueCents: p.cents,
          idempotencyKey: p.key,
          createdAt: now,
          updatedAt: now,
          filedAt: now,
        })
        .returning();
      await assignConfirmationNumber(tx, form!);
      await tx.insert(payments).values({
        id: `${p.key}-payment`,
        taxFormId: form!.id,
        taxpayerId: p.taxpayerId,
        amountCents: p.cents,
        status: 'Completed',
        paymentType: 'CreditDebitCard',
        partialCcNumber: p.last4,
        createdAt: now,
        completedAt: now,
      });
    });
  }
  await db
    .insert(priorYearCredits)
    .values(
      SEED_PRIOR_YEAR_CREDITS.map((c) => ({
        taxpayerId: c.taxpayerId,
        taxYear: prior + c.yearOffset,
        amountCents: c.cents,
      })),
    )
    .onConflictDoNothing();
}

/** The demo taxpayers' codes, for those that have none yet (a hash costs a scrypt: only when missing). */
async function seedAccessCodes(db: Db, now: Date): Promise<void> {
  const ids = Object.keys(DEMO_ACCESS_CODES);
  const have = new Set(
    (
      await db
        .select({ id: businessAccessCodes.taxpayerId })
        .from(businessAccessCodes)
        .where(inArray(businessAccessCodes.taxpayerId, ids))
    ).map((r) => r.id),
  );
  const missing = ids.filter((id) => !have.has(id));
  const rows = await Promise.all(
    missing.map(async (taxpayerId) => ({
      taxpayerId,
      codeHash: await hashAccessCode(DEMO_ACCESS_CODES[taxpayerId]!),
      issuedAt: now,
    })),
  );
  if (rows.length > 0) await db.insert(businessAccessCodes).values(rows).onConflictDoNothing();
}

/** Inserts what is missing; never overwrites rows, so it is safe on every start. */
/**
 * Reference data (the cities and their rates) always; the demo taxpayers, accounts (public
 * password) and payments unless `demo` is false, as in production by default (DEMO_DATA). The demo
 * authenticator key is stored encrypted with `secondStepKey` (SECOND_STEP_KEY; the development key
 * when unset).
 */
export async function seed(
  db: Db,
  now: Date = new Date(),
  options: { demo?: boolean; secondStepKey?: string | null } = {},
): Promise<void> {
  await db.insert(cities).values(SEED_CITIES).onConflictDoNothing();
  if (options.demo === false) return;
  // Primary records first: a spouse record references its primary taxpayer.
  const ordered = [...SEED_TAXPAYERS].sort(
    (a, b) => Number(!!a.primaryTaxpayerId) - Number(!!b.primaryTaxpayerId),
  );
  await db.insert(taxpayers).values(ordered).onConflictDoNothing();
  await seedAccessCodes(db, now);
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing.length > 0) continue;
    const id = `demo-${String(i + 1).padStart(4, '0')}`;
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({
          id,
          email: account.email,
          passwordHash: account.hasPassword === false ? null : await hashPassword(DEMO_PASSWORD),
          // Demo accounts are confirmed, except the legacy one (it confirms on migration) and the
          // web user without a password.
          emailConfirmedAt:
            account.status === 'migration_required' || account.hasPassword === false ? null : new Date(),
          firstName: account.firstName,
          isBusinessUser: account.isBusinessUser,
          status: account.status,
          taxpayerId: account.taxpayerId,
        })
        .onConflictDoNothing();
      if (account.linkedTaxpayerIds.length > 0) {
        await tx
          .insert(userTaxpayers)
          .values(account.linkedTaxpayerIds.map((taxpayerId) => ({ userId: id, taxpayerId })))
          .onConflictDoNothing();
      }
      const passkeyId = DEMO_PASSKEY_IDS[account.email];
      if (account.isBusinessUser && passkeyId) {
        const since = new Date();
        await tx.insert(secondStepRequired).values({ userId: id, since }).onConflictDoNothing();
        await tx
          .insert(totpAuthenticators)
          .values({
            userId: id,
            secretEnc: encryptSecret(
              { secondStep: { secretKey: options.secondStepKey ?? DEV_SECOND_STEP_KEY } },
              DEMO_AUTHENTICATOR_KEY,
            ),
            confirmedAt: since,
          })
          .onConflictDoNothing();
        await tx
          .insert(webauthnCredentials)
          .values({
            id: passkeyId,
            userId: id,
            publicKey: DEMO_PASSKEY_PUBLIC_KEY,
            name: 'Demo passkey',
            createdAt: since,
          })
          .onConflictDoNothing();
      }
    });
  }
  await seedEstimates(db, now);
}

/**
 * Why a production server must not start on this database, or null: it holds demo accounts, whose
 * password is public (issue 30). A database seeded earlier for a demonstration keeps them when
 * NODE_ENV later says production, and the start banner's "no demo data" would not be true.
 */
export async function demoDataRefusal(db: Db): Promise<string | null> {
  const [found] = await db
    .select({ n: count() })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const n = found?.n ?? 0;
  return n === 0
    ? null
    : `Refusing to start in production: the database holds ${n} demo account(s) whose password is public (README, Demo accounts). Start on a database that was never seeded with demo data.`;
}
