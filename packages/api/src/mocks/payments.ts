import type { HttpHandler } from 'msw';

// Scaffold: issue 8 fills these handlers in (a helper is writing them now).
export const paymentHandlers: HttpHandler[] = [];
