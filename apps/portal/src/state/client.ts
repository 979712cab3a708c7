import { createApiClient, takeEarlyRead } from '@citytax/api';
import { reportAuthFailure } from './api';
import { session } from './session';

/** Bearer token from the session; 401/403 go to the session-expiry handler. */
export const apiClient = createApiClient({
  getToken: () => session.getUser()?.token,
  onAuthFailure: reportAuthFailure,
  takeEarlyRead,
});
