import { ProblemType } from '@citytax/api';
import { ProblemError } from './problems';

/**
 * Errors that mean the database cannot be reached right now (issue 10): a request that meets one
 * is answered 503 service-unavailable with Retry-After, not 500, and the same request succeeds
 * once the database is back (the pool opens new connections; nothing is cached broken).
 */

export const DATABASE_UNAVAILABLE_DETAIL =
  'The service is temporarily unavailable. Please try again in a few minutes.';
/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

/** Socket errors of the connection to the database (node:net, DNS). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections. Class 08
 * (connection exception) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and pg-pool throw, without a code, when a connection fails or ends. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /^Query read timeout$/i,
];

/** True for errors (or errors they wrap as `cause` / AggregateError `errors`) of an unreachable database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((re) => re.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/** The answer to a request that met an unreachable database. */
export function databaseUnavailableProblem(): ProblemError {
  return new ProblemError(503, ProblemType.ServiceUnavailable, DATABASE_UNAVAILABLE_DETAIL, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}
