import { createApiClient, createEndpoints } from '@citytax/api';

/**
 * The calls of the public email-link pages (forgot/reset password, confirm email change), without
 * the session: they need no bearer token, and their 401/403 (a used link, a refused password) must
 * not be taken for an expired session, which would sign a signed-in user out (spec §4).
 */
export function publicEndpoints() {
  return createEndpoints(createApiClient());
}
