import { isApiError, problemTypeName, unexpectedErrorMessage } from '@citytax/api';
import { accountEn } from '../../messages/account.en';

/** The server's password-policy reasons of a 403 'Invalid Password' answer (ADR 0006). */
export function invalidPasswordReasons(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const body = error.body as { errors?: { password?: unknown } } | undefined;
  const list = body?.errors?.password;
  const reasons = Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
  return reasons.length > 0 ? reasons : [error.problem?.detail ?? unexpectedErrorMessage()];
}

/**
 * The message of a failed email-link call (spec §8 confirm catalogue): 400, 401 and 410 by status,
 * a duplicate email by the server's detail, anything else the unexpected-error text.
 */
export function confirmErrorMessage(error: unknown): string {
  if (!isApiError(error)) return unexpectedErrorMessage();
  if (error.status === 400 && error.problem && problemTypeName(error.problem.type) === 'duplicate-email') {
    return error.problem.detail ?? unexpectedErrorMessage();
  }
  return accountEn.confirmErrors[error.status] ?? unexpectedErrorMessage();
}

/** The texts of a confirm link whose email or token is missing (spec §5), in that order. */
export function missingLinkParts(email: string | null, token: string | null): string[] {
  return [...(email ? [] : [accountEn.missingEmail]), ...(token ? [] : [accountEn.missingToken])];
}
