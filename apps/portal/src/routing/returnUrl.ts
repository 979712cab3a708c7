import { en } from '../messages/en';

export class InvalidReturnUrlError extends Error {
  constructor() {
    super(en.returnUrl.invalid);
    this.name = 'InvalidReturnUrlError';
  }
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// Control characters, whitespace and backslashes let browsers read a "path" as another host.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\\s]/;

/**
 * Spec §5: a return URL must start with the current origin or be a relative
 * path. Returns the in-app path to go to, or null when none was given; throws
 * InvalidReturnUrlError otherwise.
 */
export function validateReturnUrl(returnUrl: string | null | undefined, origin: string): string | null {
  if (returnUrl === null || returnUrl === undefined || returnUrl === '') return null;
  if (UNSAFE.test(returnUrl)) throw new InvalidReturnUrlError();
  let candidate = returnUrl;
  if (
    candidate === origin ||
    candidate.startsWith(`${origin}/`) ||
    candidate.startsWith(`${origin}?`) ||
    candidate.startsWith(`${origin}#`)
  ) {
    candidate = candidate.slice(origin.length) || '/';
  } else if (SCHEME.test(candidate) || candidate.startsWith('//')) {
    throw new InvalidReturnUrlError();
  }
  let url: URL;
  try {
    url = new URL(candidate, `${origin}/`);
  } catch {
    throw new InvalidReturnUrlError();
  }
  if (url.origin !== origin) throw new InvalidReturnUrlError();
  return `${url.pathname}${url.search}${url.hash}`;
}
