import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { paths } from '../endpoints';
import { PROBLEM_TYPE_BASE } from '../problems';

function problem(
  status: number,
  type: string,
  title: string,
  detail: string,
  errors?: Record<string, string[]>,
) {
  return HttpResponse.json(
    { type: `${PROBLEM_TYPE_BASE}${type}`, title, detail, status, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const ok = () => HttpResponse.json({ ok: true as const });

/** The server's detail for an email address that belongs to another account (ADR 0006). */
export const DUPLICATE_EMAIL_DETAIL = 'This email address already exists in our records. Please try another.';

/** The reasons the server's password policy gives in errors.password (ADR 0006). */
export const INVALID_PASSWORD_REASONS = [
  'Password is too common. Choose a password that is harder to guess.',
  'Password must not be the same as your email address.',
];

/** MSW handlers for password reset, change email and contact support (default: happy path). */
export const accountHandlers: HttpHandler[] = [
  http.post(paths.resetPasswordEmail, ok),
  http.post(paths.resetPassword, ok),
  http.post(paths.changeEmail, ok),
  http.post(paths.confirmEmailChange, ok),
  http.post(paths.contactSupport, ok),
];

const invalidToken = () => problem(401, 'invalid-token', 'Unauthorized', 'This link is not valid.');
const expiredToken = () => problem(410, 'token-expired', 'Gone', 'This link has expired.');
const malformed = () => problem(400, 'bad-request', 'Bad Request', 'body/token is invalid');
const serverFails = () => problem(500, 'internal-error', 'Internal Server Error', 'Something went wrong.');
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
    problem(
      403,
      'invalid-password',
      'Forbidden',
      `The password was not accepted: ${INVALID_PASSWORD_REASONS.join(' ')}`,
      { password: INVALID_PASSWORD_REASONS },
    ),
  ),
  resetPasswordMalformed: http.post(paths.resetPassword, malformed),
  resetPasswordInvalidToken: http.post(paths.resetPassword, invalidToken),
  resetPasswordExpired: http.post(paths.resetPassword, expiredToken),
  resetPasswordFails: http.post(paths.resetPassword, serverFails),
  changeEmailPending: http.post(paths.changeEmail, never),
  changeEmailDuplicate: http.post(paths.changeEmail, () =>
    problem(400, 'duplicate-email', 'Bad Request', DUPLICATE_EMAIL_DETAIL, {
      email: [DUPLICATE_EMAIL_DETAIL],
    }),
  ),
  changeEmailFails: http.post(paths.changeEmail, serverFails),
  confirmEmailChangePending: http.post(paths.confirmEmailChange, never),
  confirmEmailChangeDuplicate: http.post(paths.confirmEmailChange, () =>
    problem(400, 'duplicate-email', 'Bad Request', DUPLICATE_EMAIL_DETAIL, {
      email: [DUPLICATE_EMAIL_DETAIL],
    }),
  ),
  confirmEmailChangeInvalidToken: http.post(paths.confirmEmailChange, invalidToken),
  confirmEmailChangeExpired: http.post(paths.confirmEmailChange, expiredToken),
  confirmEmailChangeFails: http.post(paths.confirmEmailChange, serverFails),
  contactSupportPending: http.post(paths.contactSupport, never),
  contactSupportFails: http.post(paths.contactSupport, serverFails),
};
