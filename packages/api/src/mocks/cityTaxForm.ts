import type { HttpHandler } from 'msw';

// Scaffold: issue 6 fills these handlers in (a helper is writing them now).
export const cityTaxFormHandlers: HttpHandler[] = [];
