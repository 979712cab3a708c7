import type { z } from 'zod';
import { type Problem } from './problems';
/** An HTTP error from the API, with the parsed problem+json body when there is one. */
export declare class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  readonly body: unknown;
  constructor(status: number, body: unknown);
}
export declare function isApiError(error: unknown): error is ApiError;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiClientOptions {
  /** Where /api lives; defaults to the page's own origin. */
  baseUrl?: string;
  /** The current session token, if signed in. */
  getToken?: () => string | null | undefined;
  /** Called on every 401/403 answer (the portal signs out when the user was signed in). */
  onAuthFailure?: (error: ApiError) => void;
  /** The page's origin, for the same-origin rule of spec §6. */
  origin?: string;
  /** Cookie source for the anti-forgery token (defaults to document.cookie). */
  getCookies?: () => string;
  fetch?: typeof fetch;
}
export interface RequestOptions<T> {
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}
export declare function readCookie(cookies: string, name: string): string | undefined;
/** True when `url` (absolute or relative) points at `origin`. */
export declare function isSameOrigin(url: string, origin: string): boolean;
/**
 * The one place that talks HTTP. It attaches the bearer token only to
 * same-origin requests and the anti-forgery header only to non-GET
 * same-origin requests (spec §6), and turns error bodies into ApiError.
 */
export declare function createApiClient(options?: ApiClientOptions): {
  request: <T>(method: Method, path: string, opts?: RequestOptions<T>) => Promise<T>;
  get: <T>(path: string, opts?: RequestOptions<T>) => Promise<T>;
  post: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) => Promise<T>;
  put: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) => Promise<T>;
  delete: <T>(path: string, opts?: RequestOptions<T>) => Promise<T>;
};
export type ApiClient = ReturnType<typeof createApiClient>;
export {};
