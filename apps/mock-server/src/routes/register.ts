import { eq, or, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessRegistrationRequestSchema,
  completePartialRegistrationRequestSchema,
  confirmEmailRequestSchema,
  confirmLegacyEmailRequestSchema,
  emailConfirmationStatusQuerySchema,
  emailStatusResponseSchema,
  existingTaxpayerEmailRequestSchema,
  individualRegistrationRequestSchema,
  okSchema,
  ProblemType,
  registrationCheckRequestSchema,
  registrationResultSchema,
  registrationStatusResponseSchema,
  RegistrationStatus,
  resendConfirmationQuerySchema,
  TaxpayerType,
  webUserRequestSchema,
  type RegistrationResult,
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
} from '../accounts';
import { taxpayers, users } from '../db/schema';
import { ProblemError } from '../problems';
import { findEmailToken, expiredToken, invalidToken, setPasswordFromLink } from '../tokens';
import type { AppDeps } from '../deps';

const DUPLICATE_EMAIL: RegistrationResult = { status: RegistrationStatus.DuplicateEmail, taxpayerId: null };
const created = (taxpayerId: string): RegistrationResult => ({
  status: RegistrationStatus.AccountCreated,
  taxpayerId,
});

/** Thrown inside a transaction to roll it back and answer DuplicateEmail. */
class DuplicateEmail extends Error {}

export const registerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, clock }) => {
  const emailRateLimit = { rateLimit: { max: config.mail.rateLimitMax, timeWindow: 60_000 } };

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
    },
    async (request) => ({ status: (await registrationStateOf(db, request.body.taxpayerId)).status }),
  );

  async function assertFederalIdsFree(ids: string[], what: string): Promise<void> {
    const [existing] = await db
      .select({ id: taxpayers.id })
      .from(taxpayers)
      .where(or(inArray(taxpayers.federalId, ids), inArray(taxpayers.spouseFederalId, ids)))
      .limit(1);
    if (existing)
      throw new ProblemError(
        409,
        ProblemType.Conflict,
        `A taxpayer with this ${what} is already registered. Create a web account for the existing taxpayer instead, or contact support.`,
      );
  }

  app.post(
    '/api/register/individual',
    { schema: { body: individualRegistrationRequestSchema, response: { 200: registrationResultSchema } } },
    async (request) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      const spouse = body.spouse ?? null;
      if (spouse && spouse.ssn === body.ssn)
        throw new ProblemError(400, ProblemType.ValidationError, 'spouse.ssn: must differ from ssn', {
          errors: { 'spouse.ssn': ['must differ from the taxpayer SSN'] },
        });
      await assertFederalIdsFree(spouse ? [body.ssn, spouse.ssn] : [body.ssn], 'SSN');
      if (await emailInUse(db, email)) return DUPLICATE_EMAIL;
      const now = clock();
      return register(() =>
        db.transaction(async (tx) => {
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
          const userId = await createWebUser(tx, {
            email,
            firstName: body.firstName,
            taxpayer: { id, type },
            now,
          });
          await sendTokenMail(tx, config, { userId, email, purpose: 'registration', now });
          request.log.info(
            { event: 'registered', taxpayerId: id, kind: 'individual' },
            'taxpayer registered',
          );
          return created(id);
        }),
      );
    },
  );

  app.post(
    '/api/register/business',
    { schema: { body: businessRegistrationRequestSchema, response: { 200: registrationResultSchema } } },
    async (request) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      await assertFederalIdsFree([body.ein], 'EIN');
      if (await emailInUse(db, email)) return DUPLICATE_EMAIL;
      const now = clock();
      return register(() =>
        db.transaction(async (tx) => {
          const id = await nextTaxpayerId(tx);
          await tx.insert(taxpayers).values({
            id,
            type: TaxpayerType.Business,
            name1: body.businessName,
            name2: body.alternateName || null,
            federalId: body.ein,
            businessPhone: body.phoneNumber,
            street: body.address.street,
            city: body.address.city,
            state: body.address.state,
            zip: body.address.zip,
            registrationStatus: 'registered',
            createdAt: now,
          });
          const userId = await createWebUser(tx, {
            email,
            firstName: body.contactFirstName,
            taxpayer: { id, type: TaxpayerType.Business },
            now,
          });
          await sendTokenMail(tx, config, { userId, email, purpose: 'registration', now });
          request.log.info({ event: 'registered', taxpayerId: id, kind: 'business' }, 'taxpayer registered');
          return created(id);
        }),
      );
    },
  );

  app.post(
    '/api/register/web',
    // Rate limited like the mail calls: the identity proof (last four digits + zip) must not be guessable.
    {
      schema: { body: webUserRequestSchema, response: { 200: registrationResultSchema } },
      config: emailRateLimit,
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
          await sendTokenMail(tx, config, { userId, email, purpose: 'registration', now });
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
    },
    async (request) => {
      const taxpayer = await proveIdentity(db, request.body);
      const now = clock();
      await db.transaction(async (tx) => {
        const { status, user } = await registrationStateOf(tx, taxpayer.id);
        if (status === RegistrationStatus.NeedsAccountMigration && user)
          await sendTokenMail(tx, config, { userId: user.id, email: user.email, purpose: 'legacy', now });
        else if (status === RegistrationStatus.WebUserRequiresPassword && user)
          await sendTokenMail(tx, config, {
            userId: user.id,
            email: user.email,
            purpose: 'registration',
            now,
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
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const taxpayer = await proveIdentity(db, request.body);
      const now = clock();
      return register(() =>
        db.transaction(async (tx) => {
          await lockTaxpayer(tx, taxpayer.id);
          const { status, user } = await registrationStateOf(tx, taxpayer.id);
          if (status !== RegistrationStatus.WebUserRequiresPassword || !user)
            throw statusConflict(status, config.support);
          if (email !== user.email) {
            if (await emailInUse(tx, email, user.id)) throw new DuplicateEmail();
            await tx.update(users).set({ email }).where(eq(users.id, user.id));
          }
          await sendTokenMail(tx, config, { userId: user.id, email, purpose: 'registration', now });
          return created(taxpayer.id);
        }),
      );
    },
  );

  app.post(
    '/api/register/confirm-email',
    { schema: { body: confirmEmailRequestSchema, response: { 200: okSchema } } },
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
    },
    async (request) => {
      const email = request.query.emailAddress.toLowerCase();
      const now = clock();
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email));
        if (!user || user.emailConfirmedAt) return;
        if (user.status === 'migration_required')
          await sendTokenMail(tx, config, { userId: user.id, email, purpose: 'legacy', now });
        else if (user.status === 'active' && !user.passwordHash)
          await sendTokenMail(tx, config, { userId: user.id, email, purpose: 'registration', now });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/register/confirm-legacy-email',
    { schema: { body: confirmLegacyEmailRequestSchema, response: { 200: okSchema } } },
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
      request.log.info({ event: 'legacy_confirmed', userId: user.id }, 'legacy account migrated');
      return { ok: true as const };
    },
  );
};
