import { activeLocale } from './language';
import type { Locale } from './locale';

/**
 * The headers every request of the API client carries: what it accepts, the page's language (the
 * server answers problems and sends mail in it, ADR 0039 and 0040) and, same-origin, the session's
 * bearer token. In a module of its own, without zod, so that a page can start a read the client
 * will take over before the client has loaded (the portal's early reads, ADR 0042).
 */
export function requestHeaders(
  accept: string,
  token: string | null | undefined,
  locale: Locale = activeLocale(),
): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** What a JSON read accepts. */
export const JSON_ACCEPT = 'application/json';
