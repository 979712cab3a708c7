import { Spinner } from '@citytax/ui';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { en } from '../messages/en';
import { RouteError } from '../shell/RouteError';
import { Shell } from '../shell/Shell';
import {
  agreementDoneGuard,
  authGuard,
  mayFileGuard,
  dashboardGuard,
  disclaimerGate,
  einGuard,
  faqGuard,
  guardedDataLoader,
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

/** An estimate route's data loader. */
const estimate = (name: 'individualEstimateLoader' | 'netProfitEstimateLoader') => () =>
  import('../pages/taxForms/estimate/estimateLoader').then((m) => m[name]);

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
            loader: guardedDataLoader(env, [authGuard, disclaimerGate, dashboardGuard], () =>
              import('../pages/filings/attentionLoader').then((m) => m.attentionLoader),
            ),
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
            loader: guardedDataLoader(env, [...formGuards, mayFileGuard('ExemptionCertificate')], () =>
              import('../pages/taxForms/exemption/exemptionLoader').then((m) => m.exemptionLoader),
            ),
            lazy: () =>
              import('../pages/taxForms/ExemptionPage').then((m) => ({ Component: m.ExemptionPage })),
          },
          {
            path: 'forms/business',
            loader: guardLoader(env, ...formGuards),
            children: [
              {
                path: 'net-profit-estimate',
                loader: guardedDataLoader(
                  env,
                  [...formGuards, mayFileGuard('NetProfitEstimate')],
                  estimate('netProfitEstimateLoader'),
                ),
                lazy: () =>
                  import('../pages/taxForms/NetProfitEstimatePage').then((m) => ({
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
                loader: guardedDataLoader(env, [...formGuards, mayFileGuard('CityTaxForm')], () =>
                  import('../pages/taxForms/annual-return/annualReturnLoader').then(
                    (m) => m.annualReturnLoader,
                  ),
                ),
                lazy: () =>
                  import('../pages/taxForms/AnnualReturnPage').then((m) => ({
                    Component: m.AnnualReturnPage,
                  })),
              },
              {
                path: 'estimate',
                loader: guardedDataLoader(
                  env,
                  [...formGuards, mayFileGuard('IndividualEstimate')],
                  estimate('individualEstimateLoader'),
                ),
                lazy: () =>
                  import('../pages/taxForms/IndividualEstimatePage').then((m) => ({
                    Component: m.IndividualEstimatePage,
                  })),
              },
              {
                path: 'tax-penalty-interest',
                loader: guardLoader(env, mayFileGuard('BillingStatement')),
                lazy: () =>
                  import('../pages/taxForms/BillingStatementPage').then((m) => ({
                    Component: m.BillingStatementPage,
                  })),
              },
              {
                path: 'employers-return-of-income',
                loader: guardedDataLoader(env, [mayFileGuard('ReturnOfIncome')], () =>
                  import('../pages/taxForms/employersReturnLoader').then((m) => m.employersReturnLoader),
                ),
                lazy: () =>
                  import('../pages/taxForms/EmployersReturnPage').then((m) => ({
                    Component: m.EmployersReturnPage,
                  })),
              },
            ],
          },
          ...accountRootRoutes,
          ...registrationRootRoutes,
          {
            path: 'estimates-and-credits',
            loader: guardedDataLoader(env, formGuards, () =>
              import('../pages/taxForms/estimates-and-credits/estimateCreditsLoader').then(
                (m) => m.estimateCreditsLoader,
              ),
            ),
            lazy: () =>
              import('../pages/taxForms/EstimatesAndCreditsPage').then((m) => ({
                Component: m.EstimatesAndCreditsPage,
              })),
          },
          {
            path: 'filings',
            loader: guardedDataLoader(env, formGuards, () =>
              import('../pages/filings/filingsLoader').then((m) => m.filingsLoader),
            ),
            lazy: () => import('../pages/filings/FilingsPage').then((m) => ({ Component: m.FilingsPage })),
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
            loader: guardedDataLoader(env, formGuards, () =>
              import('../pages/taxForms/pay/payLoader').then((m) => m.payLoader),
            ),
            lazy: () => import('../pages/taxForms/PayPage').then((m) => ({ Component: m.PayPage })),
          },
          {
            path: 'form/:formId/confirmation',
            loader: guardedDataLoader(env, formGuards, () =>
              import('../pages/taxForms/confirmation/confirmationLoader').then((m) => m.confirmationLoader),
            ),
            lazy: () =>
              import('../pages/taxForms/ConfirmationPage').then((m) => ({ Component: m.ConfirmationPage })),
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
