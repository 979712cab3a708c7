import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, problemWords } from '@citytax/api';
import { COMMON_PASSWORDS } from './commonPasswords';
import { AccountProblem, inLanguage, ProblemError } from './problems';

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Why a password is refused, in English (the problem catalogue's; the Spanish are its twins). */
export const PASSWORD_REASONS = problemWords.fields.password;

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Every reason the policy refuses a password (empty when it is acceptable). */
export function passwordProblems(password: string, email: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(PASSWORD_REASONS.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(PASSWORD_REASONS.tooLong);
  if (isCommonPassword(password)) reasons.push(PASSWORD_REASONS.common);
  const lowered = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  if (lowered === mail || (mail.includes('@') && lowered === mail.slice(0, mail.indexOf('@'))))
    reasons.push(PASSWORD_REASONS.sameAsEmail);
  return reasons;
}

/** Throws the 403 'Invalid Password' problem (spec §8) listing every reason. */
export function assertPasswordAcceptable(password: string, email: string): void {
  const reasons = passwordProblems(password, email);
  if (reasons.length === 0) return;
  throw new ProblemError(
    403,
    AccountProblem.InvalidPassword,
    (w, locale) => w.server.passwordNotAccepted(reasons.map((r) => inLanguage(r, locale)).join(' ')),
    { errors: { password: reasons } },
  );
}
