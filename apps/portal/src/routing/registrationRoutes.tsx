import type { RouteObject } from 'react-router';
import { notYetBuilt } from './env';

/** Registration pages under /auth (spec §2: register, taxpayer-registration/business). */
export const registrationAuthRoutes: RouteObject[] = [
  { path: 'taxpayer-registration/business', lazy: notYetBuilt },
];

/** Public confirmation pages reached from registration emails. */
export const registrationRootRoutes: RouteObject[] = [
  { path: 'confirm-legacy-email', lazy: notYetBuilt },
  { path: 'confirm-registration', lazy: notYetBuilt },
];
