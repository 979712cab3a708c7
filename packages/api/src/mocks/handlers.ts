import { http, HttpResponse } from 'msw';
import { paths } from '../paths';
import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { billingStatementHandlers } from './billingStatement';
import { businessHandlers } from './business';
import { cityTaxFormHandlers } from './cityTaxForm';
import { estimateHandlers } from './estimates';
import { exemptionHandlers } from './exemption';
import { filingsHandlers } from './filings';
import { netProfitEstimateHandlers } from './netProfitEstimate';
import { paymentHandlers } from './payments';
import { confirmationHandlers } from './confirmation';
import { returnOfIncomeHandlers } from './returnOfIncome';
import { fixtures } from './fixtures';
import { registrationHandlers } from './registration';
import type { SignInResponse } from '../schemas/auth';
import { problemResponse, serverFails, unauthorized } from './problem';

const accounts: Record<string, SignInResponse> = {
  'individual@example.com': fixtures.individualSignIn,
  'business@example.com': fixtures.businessSignIn,
  'newbusiness@example.com': fixtures.newBusinessSignIn,
};

/** The default handlers: the happy path of every call this package knows. */
export const handlers = [
  ...registrationHandlers,
  ...accountHandlers,
  ...activityHandlers,
  // Before the business handlers: it watches the filing-as change they answer.
  ...filingsHandlers,
  ...businessHandlers,
  ...exemptionHandlers,
  ...estimateHandlers,
  ...billingStatementHandlers,
  ...returnOfIncomeHandlers,
  ...netProfitEstimateHandlers,
  ...paymentHandlers,
  ...confirmationHandlers,
  // Last of the form handlers: its no-payment, submit and withdraw answer missing-tax-form for ids
  // no form mock knows.
  ...cityTaxFormHandlers,
  http.post(paths.signIn, async ({ request }) => {
    const body = (await request.json()) as { username?: string; password?: string };
    const account = body.username ? accounts[body.username] : undefined;
    if (!account || body.password !== 'Demo-Password-1') {
      return problemResponse('invalid-credentials');
    }
    return HttpResponse.json(account);
  }),
  http.post(paths.signOut, () => HttpResponse.json({ ok: true })),
  http.get(paths.features, () => HttpResponse.json(fixtures.features)),
  http.get(paths.publicFeatures, () => HttpResponse.json(fixtures.features)),
  http.get(paths.inactivityConfig, () => HttpResponse.json(fixtures.inactivityConfig)),
  http.get(paths.officeContact, () => HttpResponse.json(fixtures.officeContact)),
  http.get(paths.taxpayerInfo, ({ request }) => {
    const token = request.headers.get('Authorization');
    if (!token) return unauthorized();
    return HttpResponse.json(
      token.includes('business') ? fixtures.businessTaxpayer : fixtures.individualTaxpayer,
    );
  }),
];

/** Per-state overrides for stories and tests. */
export const errorHandlers = {
  taxpayerInfoFails: http.get(paths.taxpayerInfo, serverFails),
  sessionExpired: http.get(paths.taxpayerInfo, () => unauthorized('Your session has ended.')),
  inactivityConfigFails: http.get(paths.inactivityConfig, serverFails),
  officeContactFails: http.get(paths.officeContact, serverFails),
  faqOff: http.get(paths.publicFeatures, () =>
    HttpResponse.json({ features: { EinManagement: true, 'Public.FAQ': false } }),
  ),
};
