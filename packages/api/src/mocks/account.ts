import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { paths } from '../paths';
import { PROBLEMS } from '../problems';
import { problemWords } from '../words/problems.en';
import { problemResponse, serverFails } from './problem';

const ok = () => HttpResponse.json({ ok: true as const });

/** The server's detail for an email address that belongs to another account. */
export const DUPLICATE_EMAIL_DETAIL = PROBLEMS['duplicate-email'].detail;

/** The reasons the server's password policy gives in errors.password. */
export const INVALID_PASSWORD_REASONS = [
  'Password is too common. Choose a password that is harder to guess.',
  'Password must not be the same as your email address.',
];

/** The server's detail for the account's own address asked as the new one. */
export const EMAIL_UNCHANGED_DETAIL = PROBLEMS['email-unchanged'].detail;

/** The password the mocks accept, as the demo accounts' (README). */
export const MOCK_CURRENT_PASSWORD = 'Demo-Password-1';

/** The server's detail for a wrong current password before an email change. */
export const CURRENT_PASSWORD_INCORRECT_DETAIL = PROBLEMS['current-password-incorrect'].detail;

const wrongCurrentPassword = () =>
  problemResponse('current-password-incorrect', {
    errors: { currentPassword: [CURRENT_PASSWORD_INCORRECT_DETAIL] },
  });

/** Why the server refuses a new password (change password), as errors.newPassword lists them. */
export const NEW_PASSWORD_REASONS = problemWords.fields.password;

/** A few of the common passwords the server refuses; the mocks refuse these as it would. */
export const MOCK_COMMON_PASSWORDS: readonly string[] = ['password123', 'qwerty123', 'iloveyou1'];

/** The server's 400 for a new password it does not accept, with the reasons on the field. */
export const newPasswordNotAccepted = (reasons: readonly string[]) =>
  problemResponse('new-password-not-accepted', {
    detail: `The password was not accepted: ${reasons.join(' ')}`,
    errors: { newPassword: [...reasons] },
  });

/** MSW handlers for password reset, change email, change password and contact support (default: happy path). */
export const accountHandlers: HttpHandler[] = [
  http.post(paths.resetPasswordEmail, ok),
  http.post(paths.resetPassword, ok),
  // As the server: the link is sent only with the current password.
  http.post(paths.changeEmail, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { currentPassword?: unknown } | null;
    return body?.currentPassword === MOCK_CURRENT_PASSWORD ? ok() : wrongCurrentPassword();
  }),
  http.post(paths.confirmEmailChange, ok),
  // As the server: the current password first, then the new one (not common, not the same).
  http.post(paths.changePassword, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as {
      currentPassword?: unknown;
      newPassword?: unknown;
    } | null;
    if (body?.currentPassword !== MOCK_CURRENT_PASSWORD) return wrongCurrentPassword();
    const next = typeof body.newPassword === 'string' ? body.newPassword : '';
    if (MOCK_COMMON_PASSWORDS.includes(next.toLowerCase()))
      return newPasswordNotAccepted([NEW_PASSWORD_REASONS.common]);
    if (next === MOCK_CURRENT_PASSWORD) return newPasswordNotAccepted([NEW_PASSWORD_REASONS.sameAsCurrent]);
    return ok();
  }),
  http.post(paths.contactSupport, ok),
];

const invalidToken = () => problemResponse('invalid-token', { detail: 'This link is not valid.' });
const expiredToken = () => problemResponse('token-expired', { detail: 'This link has expired.' });
const malformed = () => problemResponse('validation-error', { detail: 'body/token is invalid' });
const never = async () => {
  await delay('infinite');
  return ok();
};

/** Per-state overrides of the account calls, for stories and tests. */
export const accountErrorHandlers = {
  resetPasswordEmailPending: http.post(paths.resetPasswordEmail, never),
  resetPasswordEmailFails: http.post(paths.resetPasswordEmail, serverFails),
  resetPasswordPending: http.post(paths.resetPassword, never),
  resetPasswordInvalidPassword: http.post(paths.resetPassword, () =>
    problemResponse('invalid-password', {
      detail: `The password was not accepted: ${INVALID_PASSWORD_REASONS.join(' ')}`,
      errors: { password: INVALID_PASSWORD_REASONS },
    }),
  ),
  resetPasswordMalformed: http.post(paths.resetPassword, malformed),
  resetPasswordInvalidToken: http.post(paths.resetPassword, invalidToken),
  resetPasswordExpired: http.post(paths.resetPassword, expiredToken),
  resetPasswordFails: http.post(paths.resetPassword, serverFails),
  changeEmailPending: http.post(paths.changeEmail, never),
  changeEmailDuplicate: http.post(paths.changeEmail, () =>
    problemResponse('duplicate-email', { errors: { email: [DUPLICATE_EMAIL_DETAIL] } }),
  ),
  changeEmailUnchanged: http.post(paths.changeEmail, () =>
    problemResponse('email-unchanged', { errors: { email: [EMAIL_UNCHANGED_DETAIL] } }),
  ),
  changeEmailFails: http.post(paths.changeEmail, serverFails),
  changeEmailTooManyTries: http.post(paths.changeEmail, () =>
    problemResponse('too-many-requests', {
      detail: 'Too many failed sign-in attempts for this account. Try again in 5 minutes.',
    }),
  ),
  changePasswordPending: http.post(paths.changePassword, never),
  changePasswordFails: http.post(paths.changePassword, serverFails),
  changePasswordTooManyTries: http.post(paths.changePassword, () =>
    problemResponse('too-many-requests', {
      detail: 'Too many failed sign-in attempts for this account. Try again in 5 minutes.',
    }),
  ),
  changePasswordCommon: http.post(paths.changePassword, () =>
    newPasswordNotAccepted([NEW_PASSWORD_REASONS.common]),
  ),
  confirmEmailChangePending: http.post(paths.confirmEmailChange, never),
  confirmEmailChangeDuplicate: http.post(paths.confirmEmailChange, () =>
    problemResponse('duplicate-email', { errors: { email: [DUPLICATE_EMAIL_DETAIL] } }),
  ),
  confirmEmailChangeInvalidToken: http.post(paths.confirmEmailChange, invalidToken),
  confirmEmailChangeExpired: http.post(paths.confirmEmailChange, expiredToken),
  confirmEmailChangeFails: http.post(paths.confirmEmailChange, serverFails),
  contactSupportPending: http.post(paths.contactSupport, never),
  contactSupportFails: http.post(paths.contactSupport, serverFails),
};
