import { randomBytes } from 'node:crypto';
import { eq, or, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type BusinessRegistrationRequest,
  businessRegistrationRequestSchema,
  type CompletePartialRegistrationRequest,
  completePartialRegistrationRequestSchema,
  type ConfirmEmailRequest,
  confirmEmailRequestSchema,
  type ConfirmLegacyEmailRequest,
  confirmLegacyEmailRequestSchema,
  emailConfirmationStatusQuerySchema,
  emailStatusResponseSchema,
  type ExistingTaxpayerEmailRequest,
  existingTaxpayerEmailRequestSchema,
  type IndividualRegistrationRequest,
  individualRegistrationRequestSchema,
  okSchema,
  ProblemType,
  problemWords,
  type RegistrationCheckRequest,
  registrationCheckRequestSchema,
  type RegistrationResult,
  registrationResultSchema,
  RegistrationStatus,
  registrationStatusResponseSchema,
  resendConfirmationQuerySchema,
  TaxpayerType,
  type WebUserRequest,
  webUserRequestSchema,
} from '@citytax/api';
import {
  createWebUser,
  emailInUse,
  isUniqueViolation,
  lockTaxpayer,
  nextTaxpayerId,
  proveIdentity,
  registrationStateOf,
  sendTokenMail,
  statusConflict,
  webUserOf,
  type TaxpayerRow,
} from '../accounts';
import { hashToken } from '../auth';
import type { Db } from '../db/index';
import { generateAccessCode, hashAccessCode, issueAccessCode, maskEmail } from '../accessCode';
import { taxpayers, users } from '../db/schema';
import {
  accessCodeMail,
  accountClaimedNotice,
  alreadyRegisteredMail,
  registrationAttemptNotice,
  registrationNotCompletedMail,
  taxpayerAccessCodeMail,
} from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { ProblemError, requestLocale } from '../problems';
import { findEmailToken, expiredToken, invalidToken, setPasswordFromLink } from '../tokens';
import type { AppDeps } from '../deps';

const DUPLICATE_EMAIL: RegistrationResult = { status: RegistrationStatus.DuplicateEmail, taxpayerId: null };
const created = (taxpayerId: string): RegistrationResult => ({
  status: RegistrationStatus.AccountCreated,
  taxpayerId,
});
/**
 * The one answer of a new-taxpayer registration (issue 16), whatever happened: the portal says
 * "check your email" and the outcome goes by mail. It names no taxpayer ID, which would tell a new
 * registration from a refused one.
 */
const CHECK_YOUR_EMAIL: RegistrationResult = { status: RegistrationStatus.AccountCreated, taxpayerId: null };

/** Thrown inside a transaction to roll it back and answer DuplicateEmail. */
class DuplicateEmail extends Error {}

const HOUR_MS = 60 * 60_000;

export const registerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, clock, cache }) => {
  const emailRateLimit = { rateLimit: { max: config.mail.rateLimitMax, timeWindow: 60_000 } };

  /*
   * Limits per email address and per taxpayer (SSN, EIN or taxpayer ID) on every registration call
   * (issue 16), on top of the per-client-address ones: counted in the rate-limit store (Redis when
   * configured), one budget per address and per ID shared by all /api/register calls.
   */
  const countCall = app.createRateLimit({
    max: config.registration.rateLimitMax,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => (request as unknown as { limitKey: string }).limitKey,
  });
  function limitPer<I>(keysOf: (input: I) => { emails?: string[]; ids?: (string | null | undefined)[] }) {
    return async (request: FastifyRequest) => {
      const input = (request.body ?? request.query) as I;
      const { emails = [], ids = [] } = keysOf(input);
      const keys = [
        ...emails.map((e) => `register-email:${e.trim().toLowerCase()}`),
        ...ids.filter((id): id is string => !!id).map((id) => `register-id:${id}`),
      ];
      for (const limitKey of keys) {
        const counted = await countCall({ routeOptions: request.routeOptions, limitKey } as never);
        if (!counted.isAllowed && counted.isExceeded) {
          const seconds = Math.max(1, counted.ttlInSeconds);
          const minutes = Math.ceil(seconds / 60);
          request.log.info({ event: 'registration_limited' }, 'registration call limited');
          throw new ProblemError(
            429,
            ProblemType.TooManyRequests,
            (w) => w.server.registrationLimited(minutes),
            { headers: { 'Retry-After': String(seconds) } },
          );
        }
      }
    };
  }

  /** Runs a registration transaction; a taken email (checked or raced) answers DuplicateEmail. */
  async function register(work: () => Promise<RegistrationResult>): Promise<RegistrationResult> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof DuplicateEmail) return DUPLICATE_EMAIL;
      if (isUniqueViolation(err)) return DUPLICATE_EMAIL;
      throw err;
    }
  }

  app.post(
    '/api/register/check_registration',
    {
      schema: { body: registrationCheckRequestSchema, response: { 200: registrationStatusResponseSchema } },
      // A status per taxpayer ID: limited so the ID space cannot be enumerated quickly.
      config: { rateLimit: { max: config.mail.rateLimitMax * 4, timeWindow: 60_000 } },
      preHandler: limitPer<RegistrationCheckRequest>((b) => ({ ids: [b.taxpayerId] })),
    },
    async (request) => ({ status: (await registrationStateOf(db, request.body.taxpayerId)).status }),
  );

  /**
   * A new taxpayer and its first web user (issue 16: ADR 0022). The caller always gets
   * CHECK_YOUR_EMAIL, after about the same work whatever the outcome; the outcome goes by mail:
   * - SSN/EIN and address both new: the taxpayer and user are created, and the address gets the
   *   confirmation link;
   * - the SSN/EIN is registered: its account on file is told someone tried to register it again,
   *   and the address given is told the registration could not be completed and what to do;
   * - the address belongs to an account: that account is told it already has one.
   */
  async function registerNewTaxpayer(
    request: FastifyRequest,
    input: {
      email: string;
      federalIds: string[];
      what: 'SSN' | 'EIN';
      kind: 'individual' | 'business';
      /** Inserts the taxpayer; answers its ID and type and the web user's first name. */
      create: (tx: Db, now: Date) => Promise<{ id: string; type: number; firstName: string }>;
      /** The costly part of `create` (a key derivation), done when nothing is created, for equal time. */
      costOfCreate?: () => Promise<unknown>;
    },
  ): Promise<RegistrationResult> {
    const { email, federalIds, what } = input;
    const now = clock();
    const mailOptions = { perAddressPerHour: config.mail.perAddressPerHour, log: request.log };
    try {
      await db.transaction(async (tx) => {
        // Serialises registrations of one SSN/EIN or one address, which have no row to lock yet.
        for (const key of [...federalIds.map((id) => `federal-id:${id}`), `email:${email}`].sort())
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const [holder] = await tx
          .select()
          .from(taxpayers)
          .where(or(inArray(taxpayers.federalId, federalIds), inArray(taxpayers.spouseFederalId, federalIds)))
          .limit(1);
        const emailTaken = await emailInUse(tx, email);
        if (!holder && !emailTaken) {
          const taxpayer = await input.create(tx, now);
          const userId = await createWebUser(tx, {
            email,
            firstName: taxpayer.firstName,
            taxpayer: { id: taxpayer.id, type: taxpayer.type },
            now,
          });
          await sendTokenMail(tx, config, {
            userId,
            email,
            purpose: 'registration',
            now,
            locale: requestLocale(request),
            log: request.log,
          });
          request.log.info(
            { event: 'registered', taxpayerId: taxpayer.id, kind: input.kind },
            'taxpayer registered',
          );
          return;
        }
        // The same work as a registration: a token is hashed and the mails are written.
        hashToken(randomBytes(32).toString('base64url'));
        await input.costOfCreate?.();
        if (holder) {
          const onFile = await webUserOf(tx, await primaryOf(tx, holder));
          if (onFile && onFile.email !== email)
            await enqueueMail(
              tx,
              registrationAttemptNotice(config, onFile.email, what, requestLocale(request)),
              now,
              mailOptions,
            );
        }
        await enqueueMail(
          tx,
          emailTaken
            ? alreadyRegisteredMail(config, email, requestLocale(request))
            : registrationNotCompletedMail(config, email, what, requestLocale(request)),
          now,
          mailOptions,
        );
        request.log.info(
          { event: 'registration_refused', kind: input.kind, reason: holder ? 'federal-id' : 'email' },
          'registration refused; the outcome went by mail',
        );
      });
    } catch (err) {
      // The address was taken by another call meanwhile (a web account, an email change): that
      // account's owner is not told again.
      if (!isUniqueViolation(err)) throw err;
    }
    return CHECK_YOUR_EMAIL;
  }

  /**
   * Tells the addresses already on file (the taxpayer's, an account's) that the taxpayer's access
   * code was used to create its web account or move it to `newEmail` (issue 30), in the caller's
   * transaction. The new address is masked; an address that is the new one is not told.
   */
  async function tellOnFile(
    tx: Db,
    request: FastifyRequest,
    what: 'created' | 'emailChanged',
    onFile: (string | null | undefined)[],
    newEmail: string,
    now: Date,
  ): Promise<void> {
    const to = new Set(onFile.filter((e): e is string => !!e).map((e) => e.toLowerCase()));
    to.delete(newEmail);
    for (const address of to)
      await enqueueMail(
        tx,
        accountClaimedNotice(config, address, what, maskEmail(newEmail), requestLocale(request)),
        now,
        { perAddressPerHour: config.mail.perAddressPerHour, log: request.log },
      );
  }

  /** The primary taxpayer of a spouse's record, else the record itself. */
  async function primaryOf(tx: Db, taxpayer: TaxpayerRow): Promise<TaxpayerRow> {
    if (!taxpayer.primaryTaxpayerId) return taxpayer;
    const [primary] = await tx.select().from(taxpayers).where(eq(taxpayers.id, taxpayer.primaryTaxpayerId));
    return primary ?? taxpayer;
  }

  app.post(
    '/api/register/individual',
    {
      schema: { body: individualRegistrationRequestSchema, response: { 200: registrationResultSchema } },
      config: emailRateLimit,
      preHandler: limitPer<IndividualRegistrationRequest>((b) => ({
        emails: [b.email],
        ids: [b.ssn, b.spouse?.ssn],
      })),
    },
    async (request) => {
      const body = request.body;
      const spouse = body.spouse ?? null;
      if (spouse && spouse.ssn === body.ssn)
        throw new ProblemError(400, ProblemType.ValidationError, 'spouse.ssn: must differ from ssn', {
          errors: { 'spouse.ssn': [problemWords.fields.spouseSsn] },
          issues: [['spouse.ssn', problemWords.fields.spouseSsn]],
        });
      return registerNewTaxpayer(request, {
        email: body.email.toLowerCase(),
        federalIds: spouse ? [body.ssn, spouse.ssn] : [body.ssn],
        what: 'SSN',
        kind: 'individual',
        create: async (tx, now) => {
          const id = await nextTaxpayerId(tx);
          const type = spouse ? TaxpayerType.Joint : TaxpayerType.Individual;
          await tx.insert(taxpayers).values({
            id,
            type,
            name1: body.firstName,
            name2: body.lastName,
            middleInitial: body.middleInitial?.toUpperCase() || null,
            federalId: body.ssn,
            phone: body.phoneNumber,
            street: body.address.street,
            city: body.address.city,
            state: body.address.state,
            zip: body.address.zip,
            spouseName1: spouse?.firstName ?? null,
            spouseName2: spouse?.lastName ?? null,
            spouseMiddleInitial: spouse?.middleInitial?.toUpperCase() || null,
            spouseFederalId: spouse?.ssn ?? null,
            registrationStatus: 'registered',
            createdAt: now,
          });
          // Every taxpayer has an access code (issue 30); the city prints it on its letters, and
          // this demo also mails it, as for a business (ADR 0023).
          const code = await issueAccessCode(tx, id, now);
          await enqueueMail(
            tx,
            taxpayerAccessCodeMail(body.email.toLowerCase(), body.firstName, code, requestLocale(request)),
            now,
          );
          return { id, type, firstName: body.firstName };
        },
        costOfCreate: () => hashAccessCode(generateAccessCode()),
      });
    },
  );

  app.post(
    '/api/register/business',
    {
      schema: { body: businessRegistrationRequestSchema, response: { 200: registrationResultSchema } },
      config: emailRateLimit,
      preHandler: limitPer<BusinessRegistrationRequest>((b) => ({ emails: [b.email], ids: [b.ein] })),
    },
    async (request) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      return registerNewTaxpayer(request, {
        email,
        federalIds: [body.ein],
        what: 'EIN',
        kind: 'business',
        create: async (tx, now) => {
          const id = await nextTaxpayerId(tx);
          await tx.insert(taxpayers).values({
            id,
            type: TaxpayerType.Business,
            name1: body.businessName,
            name2: body.alternateName || null,
            federalId: body.ein,
            businessPhone: body.phoneNumber,
            email,
            street: body.address.street,
            city: body.address.city,
            state: body.address.state,
            zip: body.address.zip,
            registrationStatus: 'registered',
            createdAt: now,
          });
          // The city prints the code on its letters; this demo also mails it (ADR 0023).
          const code = await issueAccessCode(tx, id, now);
          await enqueueMail(
            tx,
            accessCodeMail(email, { name: body.businessName }, code, requestLocale(request)),
            now,
          );
          return { id, type: TaxpayerType.Business, firstName: body.contactFirstName };
        },
        costOfCreate: () => hashAccessCode(generateAccessCode()),
      });
    },
  );

  app.post(
    '/api/register/web',
    // Rate limited like the mail calls: the identity proof (last four digits + zip) must not be guessable.
    {
      schema: { body: webUserRequestSchema, response: { 200: registrationResultSchema } },
      config: emailRateLimit,
      preHandler: limitPer<WebUserRequest>((b) => ({ emails: [b.email], ids: [b.taxpayerId] })),
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const taxpayer = await proveIdentity(db, request.body);
      const now = clock();
      return register(() =>
        db.transaction(async (tx) => {
          await lockTaxpayer(tx, taxpayer.id);
          const state = await registrationStateOf(tx, taxpayer.id);
          if (state.status !== RegistrationStatus.NeedsToCreateWebAccount)
            throw statusConflict(state.status, config.support);
          if (await emailInUse(tx, email)) throw new DuplicateEmail();
          const userId = await createWebUser(tx, {
            email,
            firstName: taxpayer.name1 ?? 'Taxpayer',
            taxpayer,
            now,
          });
          await tellOnFile(tx, request, 'created', [taxpayer.email], email, now);
          await sendTokenMail(tx, config, {
            userId,
            email,
            purpose: 'registration',
            now,
            locale: requestLocale(request),
            log: request.log,
          });
          return created(taxpayer.id);
        }),
      );
    },
  );

  app.post(
    '/api/register/existing-taxpayer-registration-email',
    {
      schema: { body: existingTaxpayerEmailRequestSchema, response: { 200: okSchema } },
      config: emailRateLimit,
      preHandler: limitPer<ExistingTaxpayerEmailRequest>((b) => ({ ids: [b.taxpayerId] })),
    },
    async (request) => {
      const taxpayer = await proveIdentity(db, request.body);
      const now = clock();
      await db.transaction(async (tx) => {
        const { status, user } = await registrationStateOf(tx, taxpayer.id);
        if (status === RegistrationStatus.NeedsAccountMigration && user)
          await sendTokenMail(tx, config, {
            userId: user.id,
            email: user.email,
            purpose: 'legacy',
            now,
            locale: requestLocale(request),
            log: request.log,
          });
        else if (status === RegistrationStatus.WebUserRequiresPassword && user)
          await sendTokenMail(tx, config, {
            userId: user.id,
            email: user.email,
            purpose: 'registration',
            now,
            locale: requestLocale(request),
          });
        else throw statusConflict(status, config.support);
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/register/complete-partial-registration',
    {
      schema: { body: completePartialRegistrationRequestSchema, response: { 200: registrationResultSchema } },
      config: emailRateLimit,
      preHandler: limitPer<CompletePartialRegistrationRequest>((b) => ({
        emails: [b.email],
        ids: [b.taxpayerId],
      })),
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const taxpayer = await proveIdentity(db, request.body);
      const now = clock();
      let changedUser: string | null = null;
      const result = await register(() =>
        db.transaction(async (tx) => {
          await lockTaxpayer(tx, taxpayer.id);
          const { status, user } = await registrationStateOf(tx, taxpayer.id);
          if (status !== RegistrationStatus.WebUserRequiresPassword || !user)
            throw statusConflict(status, config.support);
          if (email !== user.email) {
            if (await emailInUse(tx, email, user.id)) throw new DuplicateEmail();
            await tx.update(users).set({ email }).where(eq(users.id, user.id));
            await tellOnFile(tx, request, 'emailChanged', [user.email, taxpayer.email], email, now);
            changedUser = user.id;
          }
          await sendTokenMail(tx, config, {
            userId: user.id,
            email,
            purpose: 'registration',
            now,
            locale: requestLocale(request),
            log: request.log,
          });
          return created(taxpayer.id);
        }),
      );
      if (changedUser) cache.forgetUser(changedUser);
      return result;
    },
  );

  app.post(
    '/api/register/confirm-email',
    {
      schema: { body: confirmEmailRequestSchema, response: { 200: okSchema } },
      preHandler: limitPer<ConfirmEmailRequest>((b) => ({ emails: [b.emailAddress] })),
    },
    async (request) => {
      const { emailAddress, emailConfirmationToken, password } = request.body;
      const now = clock();
      const user = await setPasswordFromLink(db, {
        token: emailConfirmationToken,
        purpose: 'registration',
        email: emailAddress,
        password,
        now,
        apply: (tx, u, passwordHash) =>
          tx.update(users).set({ passwordHash, emailConfirmedAt: now }).where(eq(users.id, u.id)),
      });
      cache.forgetUser(user.id);
      request.log.info({ event: 'email_confirmed', userId: user.id }, 'registration confirmed');
      return { ok: true as const };
    },
  );

  app.get(
    '/api/register/email-confirmation-status',
    {
      schema: {
        querystring: emailConfirmationStatusQuerySchema,
        response: { 200: emailStatusResponseSchema },
      },
      preHandler: limitPer<{ emailAddress: string }>((q) => ({ emails: [q.emailAddress] })),
    },
    async (request) => {
      const { emailAddress, token } = request.query;
      const found = await findEmailToken(db, token, 'registration');
      if (!found || found.user.email !== emailAddress.toLowerCase()) throw invalidToken();
      const confirmed = !!found.user.emailConfirmedAt && !!found.user.passwordHash;
      if (confirmed) return { emailConfirmed: true, canSetPassword: false };
      if (found.row.usedAt !== null) throw invalidToken();
      if (found.row.expiresAt.getTime() <= clock().getTime()) throw expiredToken();
      return { emailConfirmed: false, canSetPassword: true };
    },
  );

  app.get(
    '/api/register/resend-confirmation-email',
    {
      schema: { querystring: resendConfirmationQuerySchema, response: { 200: okSchema } },
      config: emailRateLimit,
      preHandler: limitPer<{ emailAddress: string }>((q) => ({ emails: [q.emailAddress] })),
    },
    async (request) => {
      const email = request.query.emailAddress.toLowerCase();
      const now = clock();
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email));
        if (!user || user.emailConfirmedAt) return;
        if (user.status === 'migration_required')
          await sendTokenMail(tx, config, {
            userId: user.id,
            email,
            purpose: 'legacy',
            now,
            locale: requestLocale(request),
            log: request.log,
          });
        else if (user.status === 'active' && !user.passwordHash)
          await sendTokenMail(tx, config, {
            userId: user.id,
            email,
            purpose: 'registration',
            now,
            locale: requestLocale(request),
            log: request.log,
          });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/register/confirm-legacy-email',
    {
      schema: { body: confirmLegacyEmailRequestSchema, response: { 200: okSchema } },
      preHandler: limitPer<ConfirmLegacyEmailRequest>((b) => ({ emails: [b.email] })),
    },
    async (request) => {
      const { email, token, password } = request.body;
      const now = clock();
      const user = await setPasswordFromLink(db, {
        token,
        purpose: 'legacy',
        email,
        password,
        now,
        accepts: (u) => u.status === 'migration_required',
        apply: (tx, u, passwordHash) =>
          tx
            .update(users)
            .set({ passwordHash, emailConfirmedAt: now, status: 'active' })
            .where(eq(users.id, u.id)),
      });
      cache.forgetUser(user.id);
      request.log.info({ event: 'legacy_confirmed', userId: user.id }, 'legacy account migrated');
      return { ok: true as const };
    },
  );
};
