import { Spinner } from '@citytax/ui';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { en } from '../messages/en';
import { RouteError } from '../shell/RouteError';
import { Shell } from '../shell/Shell';
import {
  agreementDoneGuard,
  authGuard,
  businessUserGuard,
  dashboardGuard,
  disclaimerGate,
  einGuard,
  faqGuard,
  guardLoader,
  taxpayerGuard,
} from './guards';
import { validateReturnUrl } from './returnUrl';
import { accountAuthRoutes, accountRootRoutes } from './accountRoutes';
import { guardEnv, notFound } from './env';
import { registrationAuthRoutes, registrationRootRoutes } from './registrationRoutes';

const env = guardEnv;

/** Validates ?returnUrl= (spec §5); an invalid one throws to the route's error element. */
function returnUrlLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { returnUrl: validateReturnUrl(url.searchParams.get('returnUrl'), url.origin) };
}

/** Guards every taxpayer-scoped form route carries. */
const formGuards = [authGuard, disclaimerGate, taxpayerGuard];

function Fallback() {
  return <Spinner label={en.app.loading} />;
}

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Shell />,
    errorElement: <RouteError />,
    // Flags load in the background (features.start); only the guards that read them wait.
    HydrateFallback: Fallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: guardLoader(env, agreementDoneGuard),
            lazy: () => import('../pages/Disclaimer').then((m) => ({ Component: m.DisclaimerPage })),
          },
          {
            path: 'disclaimer',
            lazy: () => import('../pages/Disclaimer').then((m) => ({ Component: m.DisclaimerPage })),
          },
          {
            path: 'dashboard',
            loader: guardLoader(env, authGuard, disclaimerGate, dashboardGuard),
            lazy: () => import('../pages/Dashboard').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: 'auth',
            children: [
              {
                path: 'login',
                loader: returnUrlLoader,
                lazy: () => import('../pages/Login').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'login-failed',
                lazy: () => import('../pages/LoginFailed').then((m) => ({ Component: m.LoginFailedPage })),
              },
              {
                path: 'logout',
                loader: returnUrlLoader,
                lazy: () => import('../pages/Logout').then((m) => ({ Component: m.LogoutPage })),
              },
              {
                path: 'logged-out',
                lazy: () => import('../pages/LoggedOut').then((m) => ({ Component: m.LoggedOutPage })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('../pages/ExternalRedirect').then((m) => ({ Component: m.RegisterRedirectPage })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../pages/ExternalRedirect').then((m) => ({ Component: m.ProfileRedirectPage })),
              },
              ...registrationAuthRoutes,
              ...accountAuthRoutes,
              { path: '*', lazy: notFound },
            ],
          },
          {
            path: 'landing',
            loader: guardLoader(env, disclaimerGate),
            lazy: () => import('../pages/Landing').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: 'exemption',
            loader: guardLoader(env, ...formGuards),
            lazy: () => import('../pages/forms/ExemptionPage').then((m) => ({ Component: m.ExemptionPage })),
          },
          {
            path: 'forms/business',
            loader: guardLoader(env, ...formGuards, businessUserGuard),
            children: [
              {
                path: 'net-profit-estimate',
                lazy: () =>
                  import('../pages/forms/NetProfitEstimatePage').then((m) => ({
                    Component: m.NetProfitEstimatePage,
                  })),
              },
            ],
          },
          {
            path: 'forms/individual',
            loader: guardLoader(env, ...formGuards),
            children: [
              {
                path: 'annual-return',
                lazy: () =>
                  import('../pages/forms/AnnualReturnPage').then((m) => ({ Component: m.AnnualReturnPage })),
              },
              {
                path: 'estimate',
                lazy: () =>
                  import('../pages/forms/IndividualEstimatePage').then((m) => ({
                    Component: m.IndividualEstimatePage,
                  })),
              },
              {
                path: 'tax-penalty-interest',
                lazy: () =>
                  import('../pages/forms/BillingStatementPage').then((m) => ({
                    Component: m.BillingStatementPage,
                  })),
              },
              {
                path: 'employers-return-of-income',
                loader: guardLoader(env, businessUserGuard),
                lazy: () =>
                  import('../pages/forms/EmployersReturnPage').then((m) => ({
                    Component: m.EmployersReturnPage,
                  })),
              },
            ],
          },
          ...accountRootRoutes,
          ...registrationRootRoutes,
          {
            path: 'estimates-and-credits',
            loader: guardLoader(env, ...formGuards),
            lazy: () =>
              import('../pages/forms/EstimatesAndCreditsPage').then((m) => ({
                Component: m.EstimatesAndCreditsPage,
              })),
          },
          {
            path: 'manage-business-accounts',
            loader: guardLoader(env, disclaimerGate, einGuard),
            lazy: () =>
              import('../pages/business/ManageBusinessAccounts').then((m) => ({
                Component: m.ManageBusinessAccountsPage,
              })),
          },
          {
            path: 'form/:formId/pay',
            loader: guardLoader(env, ...formGuards),
            lazy: () => import('../pages/forms/PayPage').then((m) => ({ Component: m.PayPage })),
          },
          {
            path: 'faq',
            loader: guardLoader(env, faqGuard),
            lazy: () => import('../pages/faq/FaqPage').then((m) => ({ Component: m.FaqPage })),
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
