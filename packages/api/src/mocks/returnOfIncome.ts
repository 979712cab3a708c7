import type { HttpHandler } from 'msw';

// Scaffold: issue 7 fills these handlers in (a helper is writing them now).
export const returnOfIncomeHandlers: HttpHandler[] = [];
