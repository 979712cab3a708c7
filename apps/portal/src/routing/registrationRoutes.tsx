import type { RouteObject } from 'react-router';

/** Registration pages under /auth (spec §2); public, each page a lazy chunk. */
export const registrationAuthRoutes: RouteObject[] = [
  {
    path: 'taxpayer-registration',
    lazy: () =>
      import('../pages/registration/TaxpayerRegistration').then((m) => ({
        Component: m.TaxpayerRegistrationPage,
      })),
  },
  {
    path: 'taxpayer-registration/web',
    lazy: () => import('../pages/registration/WebAccount').then((m) => ({ Component: m.WebAccountPage })),
  },
  {
    path: 'taxpayer-registration/individual',
    lazy: () =>
      import('../pages/registration/IndividualRegistration').then((m) => ({
        Component: m.IndividualRegistrationPage,
      })),
  },
  {
    path: 'taxpayer-registration/business',
    lazy: () =>
      import('../pages/registration/BusinessRegistration').then((m) => ({
        Component: m.BusinessRegistrationPage,
      })),
  },
];

/** Public confirmation pages reached from registration emails. */
export const registrationRootRoutes: RouteObject[] = [
  {
    path: 'confirm-legacy-email',
    lazy: () =>
      import('../pages/registration/ConfirmLegacyEmail').then((m) => ({
        Component: m.ConfirmLegacyEmailPage,
      })),
  },
  {
    path: 'confirm-registration',
    lazy: () =>
      import('../pages/registration/ConfirmRegistration').then((m) => ({
        Component: m.ConfirmRegistrationPage,
      })),
  },
];
