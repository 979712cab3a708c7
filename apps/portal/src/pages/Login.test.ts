import { ApiError, PROBLEM_TYPE_BASE } from '@citytax/api';
import { describe, expect, it } from 'vitest';
import { signInFailureMessage } from './Login';

const problem = (status: number, type: string, detail: string) =>
  new ApiError(status, { type: `${PROBLEM_TYPE_BASE}${type}`, title: 'x', detail, status });

describe('sign-in failure messages', () => {
  it.each([
    [
      problem(401, 'invalid-credentials', 'nope'),
      'The email address or password you entered is incorrect. Please try again.',
    ],
    [
      problem(403, 'inactive-user-account', 'inactive'),
      'Our records indicate that your account is not active at this time. Please contact support at support@citytax.example or 216-555-0100.',
    ],
    [
      problem(403, 'misconfigured-account', 'x'),
      'Our records indicate that your account is not properly configured at this time. Please contact support at support@citytax.example or 216-555-0100.',
    ],
    [
      problem(403, 'account-migration-required', 'x'),
      'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.',
    ],
    [
      problem(429, 'too-many-requests', 'Too many sign-in attempts. Try again in 5 minutes.'),
      'Too many sign-in attempts. Try again in 5 minutes.',
    ],
    [new ApiError(500, 'boom'), 'An unexpected error occurred. Please try again.'],
    [new TypeError('Failed to fetch'), 'An unexpected error occurred. Please try again.'],
  ])('%#', (error, message) => {
    expect(signInFailureMessage(error)).toBe(message);
  });
});
