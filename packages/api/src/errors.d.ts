export declare const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
/**
 * The text of the generic HTTP error toast (spec §8): a string body as is,
 * a body without an errors map the unexpected-error text, otherwise the
 * first message of each field's list.
 */
export declare function httpErrorMessages(error: unknown): string[];
