import type { RouteObject } from 'react-router';
import { guardEnv, notYetBuilt } from './env';
import { authGuard, disclaimerGate, guardLoader, taxpayerGuard } from './guards';

/** Account pages under /auth (forgot and reset password). */
export const accountAuthRoutes: RouteObject[] = [];

/** Change email, its confirmation, and contact support (spec §2 routes table). */
export const accountRootRoutes: RouteObject[] = [
  {
    path: 'change-email',
    loader: guardLoader(guardEnv, authGuard, disclaimerGate, taxpayerGuard),
    lazy: notYetBuilt,
  },
  { path: 'confirm-email', lazy: notYetBuilt },
  { path: 'contact-us', loader: guardLoader(guardEnv, disclaimerGate), lazy: notYetBuilt },
];
