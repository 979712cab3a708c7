import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import {
  centsToDollars,
  cityRate,
  computeEstimate,
  dollarsToCents,
  findCity,
  parseIsoDate,
  percentToPpm,
  todayIn,
} from '@citytax/tax-rules';
import { paths } from '../paths';
import { netProfitEstimateRequestSchema, type NetProfitEstimateResponse } from '../schemas/businessForms';
import type { FiledResponse } from '../schemas/forms';
import { mockEstimateCredits } from './estimates';
import { amountDue, invalidField, problemResponse, serverFails, unauthorized } from './problem';
import { submitStoredForm } from './payments';

const invalid = (field: string, message: string) => invalidField(field, message);
const notAuthorized = () => problemResponse('not-authorized-to-file');
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The ids the net profit estimate mocks hand out (apart from the individual estimate's 9001…). */
export const MOCK_NET_PROFIT_ESTIMATE_FIRST_ID = 9501;

/**
 * Stateful MSW handlers of the net profit estimate, like the server: only a
 * business files it (the mock business token), the tax year must be the current or the previous
 * one, the city a member city; the result comes from @citytax/tax-rules with the business due
 * dates (an expected net loss is negative, and owes no estimated tax); a repeated Idempotency-Key answers the first estimate; an estimate of $0.00 can be filed
 * with no payment. Paid so far is the estimates-and-credits mock's amount for the year. Each call
 * of this factory starts empty.
 */
export function createNetProfitEstimateHandlers(): HttpHandler[] {
  let nextId = MOCK_NET_PROFIT_ESTIMATE_FIRST_ID;
  const byKey = new Map<string, NetProfitEstimateResponse>();
  const estimates = new Map<number, NetProfitEstimateResponse & { filedAt: string | null }>();

  return [
    http.post(paths.netProfitEstimate, async ({ request }) => {
      const token = request.headers.get('Authorization');
      if (!token) return unauthorized();
      if (!token.includes('business')) return notAuthorized();
      const key = request.headers.get('Idempotency-Key');
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier);

      const parsed = netProfitEstimateRequestSchema.safeParse(await request.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return invalid(String(issue?.path[0] ?? 'body'), issue?.message ?? 'is invalid');
      }
      const body = parsed.data;
      const today = todayIn();
      const year = parseIsoDate(today).y;
      if (body.taxYear !== year && body.taxYear !== year - 1) {
        return invalid('taxYear', `must be ${year} or ${year - 1}`);
      }
      const city = findCity(body.businessCity);
      if (!city?.member) return invalid('businessCity', 'must be a member city');
      const paidSoFar = mockEstimateCredits(year).find((r) => r.taxYear === body.taxYear)?.amountPaid ?? 0;
      const result = computeEstimate({
        kind: 'business',
        taxYear: body.taxYear,
        ratePpm: cityRate(city, body.taxYear).ratePpm,
        estimatedIncome: dollarsToCents(body.estimatedNetProfit),
        apportionmentPpm: percentToPpm(body.apportionmentPercent),
        estimatedCredits: dollarsToCents(body.estimatedCredits),
        priorYearTax: body.priorYearTax === null ? null : dollarsToCents(body.priorYearTax),
        paidSoFar: dollarsToCents(paidSoFar),
        today,
      });
      const response: NetProfitEstimateResponse = {
        id: nextId++,
        taxYear: body.taxYear,
        estimatedTax: centsToDollars(result.estimatedTax),
        required: result.required,
        netLoss: result.netLoss,
        safeHarborApplied: result.safeHarborApplied,
        installments: result.installments.map((i) => ({
          number: i.number,
          dueDate: i.dueDate,
          cumulativeTarget: centsToDollars(i.cumulativeTarget),
        })),
        currentInstallment: result.currentInstallment,
        paidSoFar,
        suggestedPayment: centsToDollars(result.suggestedPayment),
        paymentAmount: body.paymentAmount,
      };
      estimates.set(response.id, { ...response, filedAt: null });
      if (key) byKey.set(key, response);
      return HttpResponse.json(response);
    }),
    // Only the estimates made here; any other form falls through to the other mocks.
    // Filed with a balance due, a form stored here is submitted (it awaits payment).
    submitStoredForm('NetProfitEstimate', estimates, (e) => e.paymentAmount),
    http.post('/api/payments/tax-forms/:id/no-payment', ({ request, params }) => {
      const estimate = estimates.get(Number(params.id));
      if (!estimate) return undefined;
      if (!request.headers.get('Authorization')) return unauthorized();
      if (estimate.paymentAmount !== 0) {
        return amountDue();
      }
      estimate.filedAt ??= new Date().toISOString();
      const filed: FiledResponse = { id: estimate.id, status: 'Filed', filedAt: estimate.filedAt };
      return HttpResponse.json(filed);
    }),
  ];
}

/** The default handlers of the net profit estimate (happy path). */
export const netProfitEstimateHandlers: HttpHandler[] = createNetProfitEstimateHandlers();

/** Per-state overrides of the net profit estimate calls, for stories and tests (put them first). */
export const netProfitEstimateErrorHandlers = {
  pending: http.post(paths.netProfitEstimate, never),
  fails: http.post(paths.netProfitEstimate, serverFails),
  missingRate: http.post(paths.netProfitEstimate, () => problemResponse('missing-tax-rate')),
  notAuthorized: http.post(paths.netProfitEstimate, notAuthorized),
  noPaymentFails: http.post('/api/payments/tax-forms/:id/no-payment', serverFails),
};
