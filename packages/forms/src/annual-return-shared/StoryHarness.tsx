import { isApiError, problemMessage, UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';

const STORY_CONTACT = { email: 'support@citytax.example', phone: '216-555-0100' };

/**
 * The message a page shows for a failed call: the problem's own message when the API sent one, else
 * the generic one.
 */
export function storyErrorMessage(error: unknown): string {
  return isApiError(error) && error.problem
    ? problemMessage(error.problem, STORY_CONTACT)
    : UNEXPECTED_ERROR_MESSAGE;
}
