import type { Locale } from './locale';
import { JSON_ACCEPT, requestHeaders } from './requestHeaders';

/*
 * Early reads (ADR 0042): a signed-in page's first render waits for its reads (the flags, the
 * page's data, the taxpayer panel). Asked by the API client, they would start only once the
 * client's chunks (zod with them) and the route's loader have loaded, one round trip after
 * another. A page's first code starts them at once instead, with the headers the client would
 * send; a client made with `takeEarlyRead` then takes each answer instead of asking again. No zod
 * here: this module loads with the first code.
 */

/** How long a read started early waits to be taken; a later read asks afresh. */
export const EARLY_READ_TTL_MS = 10_000;

interface EarlyRead {
  headers: Readonly<Record<string, string>>;
  response: Promise<Response>;
  startedAt: number;
}

const reads = new Map<string, EarlyRead>();
/**
 * Every path started on this page, taken or not: a page's first scripts may each start its reads
 * (a frame's first script, then the app, in whichever order they load), and a read the client has
 * already taken must not be asked again.
 */
const started = new Set<string>();

/** Starts a same-origin GET of each path, as the signed-in API client would send it. */
export function startEarlyReads(
  paths: readonly string[],
  token: string,
  locale: Locale,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): void {
  for (const path of paths) {
    if (started.has(path)) continue;
    started.add(path);
    const headers = requestHeaders(JSON_ACCEPT, token, locale);
    const response = fetchFn(path, { method: 'GET', headers, credentials: 'same-origin' });
    // Taken, the client sees a failure as its own fetch's; never taken, it is no unhandled rejection.
    response.catch(() => undefined);
    reads.set(path, { headers, response, startedAt: Date.now() });
  }
}

const sameHeaders = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The answer of a read of `url` started early with exactly `headers` (the same session and
 * language), once: the read is forgotten whether it matches or not, and after EARLY_READ_TTL_MS.
 */
export function takeEarlyRead(
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (Date.now() - read.startedAt > EARLY_READ_TTL_MS || !sameHeaders(read.headers, headers))
    return undefined;
  return read.response;
}

/** Forgets every read not yet taken (tests). */
export function forgetEarlyReads(): void {
  reads.clear();
  started.clear();
}
