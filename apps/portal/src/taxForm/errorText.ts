import { isApiError, problemMessage } from '@citytax/api';
import { en } from '../messages/en';

/**
 * What a form page shows for a failed call (spec §8): the problem's message (the fixed texts
 * of missing-tax-form, tax-form-already-filed, missing-tax-rate… or the server's detail), else
 * the page's fallback.
 */
export function formErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.problem && error.status < 500)
    return problemMessage(error.problem, en.support);
  return fallback;
}

/** The short problem type of a failed call ('tax-form-already-filed'…), if it is one. */
export function problemKind(error: unknown): string | undefined {
  if (!isApiError(error) || !error.problem) return undefined;
  const type = error.problem.type;
  return type.slice(type.lastIndexOf('/') + 1);
}
