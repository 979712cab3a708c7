import { createApiClient, createEndpoints } from '@citytax/api';
import { session } from '../../state/session';

/**
 * The calls of the public email-link pages (forgot/reset password, confirm email change), without
 * the session: they need no bearer token, and their 401/403 (a used link, a refused password) must
 * not be taken for an expired session, which would sign a signed-in user out (spec §4).
 */
export function publicEndpoints() {
  return createEndpoints(createApiClient());
}

/**
 * The same calls, carrying the signed-in user's bearer token when there is one, still without the
 * session-expiry handler: confirming an email change ends the user's other sessions, and the token
 * tells the server which one is this browser's, to keep (issue 16).
 */
export function publicEndpointsWithSession() {
  return createEndpoints(createApiClient({ getToken: () => session.getUser()?.token }));
}
