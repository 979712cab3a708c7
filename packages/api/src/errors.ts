import { ApiError } from './client';

import { problemWords } from './words/problems.en';

/** The English text of an unexpected failure (for tests and logs); pages show `unexpectedErrorMessage()`. */
export const UNEXPECTED_ERROR_MESSAGE = problemWords.unexpected;

/** An unexpected failure's text in the page's language, read when shown. */
export function unexpectedErrorMessage(): string {
  return problemWords.unexpected;
}

/**
 * The text of the generic HTTP error toast: a string body as is,
 * a body without an errors map the unexpected-error text, otherwise the
 * first message of each field's list.
 */
export function httpErrorMessages(error: unknown): string[] {
  const body = error instanceof ApiError ? error.body : error;
  if (typeof body === 'string' && body.length > 0) return [body];
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (errors && typeof errors === 'object') {
      const firsts = Object.values(errors as Record<string, unknown>)
        .map((list) => (Array.isArray(list) ? list[0] : undefined))
        .filter((m): m is string => typeof m === 'string');
      if (firsts.length > 0) return firsts;
    }
  }
  return [unexpectedErrorMessage()];
}
