import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@citytax/api';
import { COMMON_PASSWORDS } from './commonPasswords';
import { AccountProblem, ProblemError } from './problems';

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

export const PASSWORD_REASONS = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'Password is too common. Choose a password that is harder to guess.',
  sameAsEmail: 'Password must not be the same as your email address.',
} as const;

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
    `The password was not accepted: ${reasons.join(' ')}`,
    { errors: { password: reasons } },
  );
}
