import type { HttpHandler } from 'msw';

/** MSW handlers for password reset, change email and contact support (default: happy path). */
export const accountHandlers: HttpHandler[] = [];
