import { isApiError } from '@citytax/api';
import type { ChangePasswordServerErrors } from './ChangePasswordForm';

/**
 * What a failed change-password call means for the form:
 * - `fields`: the server refused a field (a wrong current password, a new one it does not accept),
 *   with its reasons in the page's language;
 * - `message`: a refusal about no one field that the server words (too many tries), shown as sent;
 * - `session`: the session has ended (401/403), which the portal's session handling shows;
 * - `unexpected`: anything else (a failure, no answer), for the page's own words.
 */
export type ChangePasswordRefusal =
  | { kind: 'fields'; errors: ChangePasswordServerErrors }
  | { kind: 'message'; text: string }
  | { kind: 'session' }
  | { kind: 'unexpected' };

/** Reads a failed change-password call (the server's 400, 429, 401/403 or anything else). */
export function changePasswordRefusal(error: unknown): ChangePasswordRefusal {
  if (!isApiError(error)) return { kind: 'unexpected' };
  if (error.status === 401 || error.status === 403) return { kind: 'session' };
  const problem = error.problem;
  if (error.status === 400 && problem?.errors) {
    const errors: ChangePasswordServerErrors = {};
    if (problem.errors.currentPassword?.length) errors.currentPassword = problem.errors.currentPassword;
    if (problem.errors.newPassword?.length) errors.newPassword = problem.errors.newPassword;
    if (errors.currentPassword || errors.newPassword) return { kind: 'fields', errors };
  }
  if ((error.status === 400 || error.status === 429) && problem?.detail)
    return { kind: 'message', text: problem.detail };
  return { kind: 'unexpected' };
}
