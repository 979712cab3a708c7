import type { HttpHandler } from 'msw';

/** MSW handlers for the registration and confirmation calls (default: happy path). */
export const registrationHandlers: HttpHandler[] = [];
