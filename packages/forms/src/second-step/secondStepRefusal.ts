import { isApiError } from '@citytax/api';

/** The server's field errors for a second-step form, already worded in the page's language. */
export type SecondStepServerErrors = Partial<Record<'code' | 'password', readonly string[]>>;

/**
 * What a failed second-step call means for a form (ADR 0045):
 * - `fields`: a wrong or spent code, a wrong password, on their fields;
 * - `expired`: the sign-in waiting for its second step is gone (401 second-step-expired): sign in again;
 * - `message`: a refusal about no one field the server words (too many tries, a failed set-up);
 * - `session`: a signed-in session ended (401/403), which the portal's session handling shows;
 * - `unexpected`: anything else, for the page's own words.
 */
export type SecondStepRefusal =
  | { kind: 'fields'; errors: SecondStepServerErrors }
  | { kind: 'expired'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'session' }
  | { kind: 'unexpected' };

/** Reads a failed call of the second step (completing a sign-in, setting up, changing). */
export function secondStepRefusal(error: unknown): SecondStepRefusal {
  if (!isApiError(error)) return { kind: 'unexpected' };
  const problem = error.problem;
  if (problem?.type?.endsWith('second-step-expired')) return { kind: 'expired', text: problem.detail ?? '' };
  if (error.status === 401 || error.status === 403) return { kind: 'session' };
  if (error.status === 400 && problem?.errors) {
    const errors: SecondStepServerErrors = {};
    if (problem.errors.code?.length) errors.code = problem.errors.code;
    if (problem.errors.password?.length) errors.password = problem.errors.password;
    if (errors.code || errors.password) return { kind: 'fields', errors };
  }
  if (error.status >= 400 && error.status < 500 && problem?.detail)
    return { kind: 'message', text: problem.detail };
  return { kind: 'unexpected' };
}
