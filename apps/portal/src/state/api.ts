import type { ApiClient, ApiError } from '@citytax/api';

let authFailureHandler: (error: ApiError) => void = () => {};

/** Installs what happens on a 401/403 (the session-expiry handler, wired at boot). */
export function setAuthFailureHandler(handler: (error: ApiError) => void) {
  authFailureHandler = handler;
}

/** Forwards a 401/403 to the installed handler. */
export function reportAuthFailure(error: ApiError) {
  authFailureHandler(error);
}

let client: Promise<ApiClient> | null = null;

/**
 * The portal's one API client, loaded on first use: it carries zod (for error
 * bodies and schemas), which the first paint does not need.
 */
export function getApiClient(): Promise<ApiClient> {
  client ??= import('./client').then((m) => m.apiClient);
  return client;
}
