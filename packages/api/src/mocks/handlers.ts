import { http, HttpResponse } from 'msw';
import { paths } from '../endpoints';
import { PROBLEM_TYPE_BASE } from '../problems';
import { accountHandlers } from './account';
import { billingStatementHandlers } from './billingStatement';
import { businessHandlers } from './business';
import { cityTaxFormHandlers } from './cityTaxForm';
import { estimateHandlers } from './estimates';
import { exemptionHandlers } from './exemption';
import { netProfitEstimateHandlers } from './netProfitEstimate';
import { paymentHandlers } from './payments';
import { returnOfIncomeHandlers } from './returnOfIncome';
import { fixtures } from './fixtures';
import { registrationHandlers } from './registration';
import type { SignInResponse } from '../schemas/auth';

function problem(status: number, type: string, title: string, detail: string) {
  return HttpResponse.json(
    { type: `${PROBLEM_TYPE_BASE}${type}`, title, detail, status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const accounts: Record<string, SignInResponse> = {
  'individual@example.com': fixtures.individualSignIn,
  'business@example.com': fixtures.businessSignIn,
  'newbusiness@example.com': fixtures.newBusinessSignIn,
};

/** The default handlers: the happy path of every call this package knows. */
export const handlers = [
  ...registrationHandlers,
  ...accountHandlers,
  ...businessHandlers,
  ...exemptionHandlers,
  ...estimateHandlers,
  ...billingStatementHandlers,
  ...returnOfIncomeHandlers,
  ...netProfitEstimateHandlers,
  ...paymentHandlers,
  // Last of the form handlers: its no-payment handler answers missing-tax-form for ids it does not know.
  ...cityTaxFormHandlers,
  http.post(paths.signIn, async ({ request }) => {
    const body = (await request.json()) as { username?: string; password?: string };
    const account = body.username ? accounts[body.username] : undefined;
    if (!account || body.password !== 'Demo-Password-1') {
      return problem(
        401,
        'invalid-credentials',
        'Sign-in failed',
        'The email address or password is incorrect.',
      );
    }
    return HttpResponse.json(account);
  }),
  http.post(paths.signOut, () => HttpResponse.json({ ok: true })),
  http.get(paths.features, () => HttpResponse.json(fixtures.features)),
  http.get(paths.publicFeatures, () => HttpResponse.json(fixtures.features)),
  http.get(paths.inactivityConfig, () => HttpResponse.json(fixtures.inactivityConfig)),
  http.get(paths.taxpayerInfo, ({ request }) => {
    const token = request.headers.get('Authorization');
    if (!token) return problem(401, 'unauthorized', 'Unauthorized', 'You must sign in.');
    return HttpResponse.json(
      token.includes('business') ? fixtures.businessTaxpayer : fixtures.individualTaxpayer,
    );
  }),
];

/** Per-state overrides for stories and tests. */
export const errorHandlers = {
  taxpayerInfoFails: http.get(paths.taxpayerInfo, () =>
    problem(500, 'internal-error', 'Internal Server Error', 'Something went wrong.'),
  ),
  sessionExpired: http.get(paths.taxpayerInfo, () =>
    problem(401, 'unauthorized', 'Unauthorized', 'Your session has ended.'),
  ),
  inactivityConfigFails: http.get(paths.inactivityConfig, () =>
    problem(500, 'internal-error', 'Internal Server Error', 'Something went wrong.'),
  ),
  faqOff: http.get(paths.publicFeatures, () =>
    HttpResponse.json({ features: { EinManagement: true, 'Public.FAQ': false } }),
  ),
};
