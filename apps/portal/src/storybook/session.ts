import type { SignInResponse } from '@citytax/api';
import { session } from '../state/session';

/**
 * Signs a story in as one of the sign-in fixtures (their tokens are what the MSW handlers know);
 * returns the cleanup that signs it out, for a story's `beforeEach`.
 */
export function signInForStory({ token, username, firstName, taxpayerId, isBusinessUser }: SignInResponse) {
  session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
  return () => session.forget();
}
