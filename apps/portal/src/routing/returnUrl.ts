import { localPath } from '@citytax/api';
import { en } from '../messages/en';

export class InvalidReturnUrlError extends Error {
  constructor() {
    super(en.returnUrl.invalid);
    this.name = 'InvalidReturnUrlError';
  }
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Spec §5: a return URL must start with the current origin or be a relative
 * path. Returns the in-app path to go to, or null when none was given; throws
 * InvalidReturnUrlError otherwise. What is left once the origin is taken off is
 * judged by the one check the server makes too (`localPath`, issue 30).
 */
export function validateReturnUrl(returnUrl: string | null | undefined, origin: string): string | null {
  if (returnUrl === null || returnUrl === undefined || returnUrl === '') return null;
  let candidate = returnUrl;
  if (
    candidate === origin ||
    candidate.startsWith(`${origin}/`) ||
    candidate.startsWith(`${origin}?`) ||
    candidate.startsWith(`${origin}#`)
  ) {
    candidate = candidate.slice(origin.length) || '/';
    if (!candidate.startsWith('/')) candidate = `/${candidate}`;
  } else if (SCHEME.test(candidate)) {
    throw new InvalidReturnUrlError();
  } else if (!candidate.startsWith('/')) {
    // A relative path ("dashboard") is a path from the root.
    candidate = `/${candidate}`;
  }
  const path = localPath(candidate);
  if (path === null) throw new InvalidReturnUrlError();
  return path;
}
