import type { RouteObject } from 'react-router';
import { guardEnv } from './env';
import { authGuard, disclaimerGate, guardLoader, taxpayerGuard } from './guards';

/** Account pages under /auth (forgot and reset password); public, reached from login and email. */
export const accountAuthRoutes: RouteObject[] = [
  {
    path: 'forgot-password',
    lazy: () => import('../pages/account/ForgotPassword').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    lazy: () => import('../pages/account/ResetPassword').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  // After the password, when the sign-in owes its second step (ADR 0045).
  {
    path: 'second-step',
    lazy: () => import('../pages/secondStep/SecondStep').then((m) => ({ Component: m.SecondStepPage })),
  },
  {
    path: 'second-step/set-up',
    lazy: () =>
      import('../pages/secondStep/SecondStepSetUp').then((m) => ({ Component: m.SecondStepSetUpPage })),
  },
];

/** Change email, its confirmation, and contact support (spec §2 routes table). */
export const accountRootRoutes: RouteObject[] = [
  {
    path: 'change-email',
    loader: guardLoader(guardEnv, authGuard, disclaimerGate, taxpayerGuard),
    lazy: () => import('../pages/account/ChangeEmail').then((m) => ({ Component: m.ChangeEmailPage })),
  },
  {
    path: 'change-password',
    loader: guardLoader(guardEnv, authGuard, disclaimerGate, taxpayerGuard),
    lazy: () => import('../pages/account/ChangePassword').then((m) => ({ Component: m.ChangePasswordPage })),
  },
  {
    path: 'account-activity',
    loader: guardLoader(guardEnv, authGuard, disclaimerGate, taxpayerGuard),
    lazy: () =>
      import('../pages/activity/AccountActivity').then((m) => ({ Component: m.AccountActivityPage })),
  },
  {
    path: 'account-security',
    loader: guardLoader(guardEnv, authGuard, disclaimerGate, taxpayerGuard),
    lazy: () =>
      import('../pages/secondStep/AccountSecurity').then((m) => ({ Component: m.AccountSecurityPage })),
  },
  {
    path: 'confirm-email',
    lazy: () =>
      import('../pages/account/ConfirmEmail').then((m) => ({
        loader: m.confirmEmailLoader,
        shouldRevalidate: m.confirmEmailShouldRevalidate,
        Component: m.ConfirmEmailPage,
      })),
  },
  {
    path: 'contact-us',
    loader: guardLoader(guardEnv, disclaimerGate),
    lazy: () => import('../pages/account/ContactUs').then((m) => ({ Component: m.ContactUsPage })),
  },
];
