import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { paths } from '../paths';
import { RegistrationStatus } from '../enums';
import { PROBLEMS } from '../problems';
import type { RegistrationResult } from '../schemas/account';
import { problemResponse, serverFails } from './problem';

/** The registration check of the server's seed (README "Registration demo data"); other IDs are unknown. */
export const registrationStatusByTaxpayerId: Readonly<Record<string, RegistrationStatus>> = {
  '100004': RegistrationStatus.NeedsToCreateWebAccount,
  '100005': RegistrationStatus.NeedsToCreateWebAccount,
  '300003': RegistrationStatus.NeedsToCreateWebAccount,
  '100007': RegistrationStatus.WebUserRequiresPassword,
  '100003': RegistrationStatus.NeedsAccountMigration,
  '100002': RegistrationStatus.AccountInactive,
  '100006': RegistrationStatus.PendingTaxpayerRegistration,
  '200002': RegistrationStatus.NotPrimaryTaxpayer,
  '300001': RegistrationStatus.TaxpayerAlreadyHasUser,
  '100001': RegistrationStatus.ReadyToLogin,
};

export const IDENTITY_MISMATCH_DETAIL = PROBLEMS['identity-not-verified'].detail;
export const REGISTRATION_PASSWORD_REASONS = [
  'Password is too common. Choose a password that is harder to guess.',
  'Password must not be the same as your email address.',
];

const created = (taxpayerId: string): RegistrationResult => ({
  status: RegistrationStatus.AccountCreated,
  taxpayerId,
});
const duplicate: RegistrationResult = { status: RegistrationStatus.DuplicateEmail, taxpayerId: null };
/**
 * A new taxpayer's registration answers this whatever happened; the outcome goes by mail, so the
 * answer says nothing about the account.
 */
const checkYourEmail: RegistrationResult = { status: RegistrationStatus.AccountCreated, taxpayerId: null };
const ok = () => HttpResponse.json({ ok: true });

const registrationPosts = [
  paths.registerWeb,
  paths.registerIndividual,
  paths.registerBusiness,
  paths.completePartialRegistration,
] as const;

/** MSW handlers for the registration and confirmation calls (default: happy path). */
export const registrationHandlers: HttpHandler[] = [
  http.post(paths.checkRegistration, async ({ request }) => {
    const { taxpayerId } = (await request.json()) as { taxpayerId?: string };
    const status =
      (taxpayerId && registrationStatusByTaxpayerId[taxpayerId]) || RegistrationStatus.NotRegisteredTaxpayer;
    return HttpResponse.json({ status });
  }),
  http.post(paths.registerWeb, async ({ request }) => {
    const { taxpayerId } = (await request.json()) as { taxpayerId: string };
    return HttpResponse.json(created(taxpayerId));
  }),
  http.post(paths.completePartialRegistration, async ({ request }) => {
    const { taxpayerId } = (await request.json()) as { taxpayerId: string };
    return HttpResponse.json(created(taxpayerId));
  }),
  http.post(paths.registerIndividual, () => HttpResponse.json(checkYourEmail)),
  http.post(paths.registerBusiness, () => HttpResponse.json(checkYourEmail)),
  http.post(paths.existingTaxpayerEmail, ok),
  http.get(paths.emailConfirmationStatus, () =>
    HttpResponse.json({ emailConfirmed: false, canSetPassword: true }),
  ),
  http.post(paths.confirmEmail, ok),
  http.get(paths.resendConfirmationEmail, ok),
  http.post(paths.confirmLegacyEmail, ok),
];

const tokenProblems = {
  malformed: () => problemResponse('validation-error', { detail: 'token: is invalid' }),
  invalid: () =>
    problemResponse('invalid-token', { detail: 'The link is invalid or has already been used.' }),
  expired: () => problemResponse('token-expired', { detail: 'The link has expired.' }),
  invalidPassword: () =>
    problemResponse('invalid-password', {
      detail: `The password was not accepted: ${REGISTRATION_PASSWORD_REASONS.join(' ')}`,
      errors: { password: REGISTRATION_PASSWORD_REASONS },
    }),
  server: serverFails,
};

/** Per-state overrides for stories and tests: put them in front of the default handlers. */
export const registrationOverrides = {
  /** The registration check answers this status for every taxpayer ID. */
  checkStatus: (status: RegistrationStatus) =>
    http.post(paths.checkRegistration, () => HttpResponse.json({ status })),
  checkFails: http.post(paths.checkRegistration, tokenProblems.server),
  checkInvalid: http.post(paths.checkRegistration, () =>
    problemResponse('validation-error', { detail: 'taxpayerId: must be a taxpayer ID of digits only' }),
  ),
  /** The calls for an existing taxpayer answer DuplicateEmail (a new taxpayer's never does). */
  duplicateEmail: [paths.registerWeb, paths.completePartialRegistration].map((path) =>
    http.post(path, () => HttpResponse.json(duplicate)),
  ),
  /** Every call that takes identity proof answers the identity-mismatch 400. */
  identityMismatch: [...registrationPosts, paths.existingTaxpayerEmail].map((path) =>
    http.post(path, () => problemResponse('identity-not-verified')),
  ),
  /** Past the limit per email address or taxpayer (429 with Retry-After). */
  registrationLimited: registrationPosts.map((path) =>
    http.post(path, () =>
      problemResponse('too-many-requests', {
        detail: 'Too many registration requests for this email address or taxpayer. Try again in 42 minutes.',
      }),
    ),
  ),
  /** Registration calls that never answer (the submitting state). */
  registrationPending: [...registrationPosts, paths.existingTaxpayerEmail, paths.checkRegistration].map(
    (path) =>
      http.post(path, async () => {
        await delay('infinite');
        return ok();
      }),
  ),
  registrationFails: registrationPosts.map((path) => http.post(path, tokenProblems.server)),
  alreadyConfirmed: http.get(paths.emailConfirmationStatus, () =>
    HttpResponse.json({ emailConfirmed: true, canSetPassword: false }),
  ),
  statusLoading: http.get(paths.emailConfirmationStatus, async () => {
    await delay('infinite');
    return ok();
  }),
  statusMalformed: http.get(paths.emailConfirmationStatus, tokenProblems.malformed),
  statusInvalid: http.get(paths.emailConfirmationStatus, tokenProblems.invalid),
  statusExpired: http.get(paths.emailConfirmationStatus, tokenProblems.expired),
  statusFails: http.get(paths.emailConfirmationStatus, tokenProblems.server),
  confirmPending: [paths.confirmEmail, paths.confirmLegacyEmail].map((path) =>
    http.post(path, async () => {
      await delay('infinite');
      return ok();
    }),
  ),
  confirmInvalidPassword: [paths.confirmEmail, paths.confirmLegacyEmail].map((path) =>
    http.post(path, tokenProblems.invalidPassword),
  ),
  confirmMalformed: [paths.confirmEmail, paths.confirmLegacyEmail].map((path) =>
    http.post(path, tokenProblems.malformed),
  ),
  confirmInvalidToken: [paths.confirmEmail, paths.confirmLegacyEmail].map((path) =>
    http.post(path, tokenProblems.invalid),
  ),
  confirmExpired: [paths.confirmEmail, paths.confirmLegacyEmail].map((path) =>
    http.post(path, tokenProblems.expired),
  ),
  confirmFails: [paths.confirmEmail, paths.confirmLegacyEmail].map((path) =>
    http.post(path, tokenProblems.server),
  ),
  resendFails: http.get(paths.resendConfirmationEmail, tokenProblems.server),
};
