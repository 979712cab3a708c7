import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import {
  CITIES,
  cityRate,
  computeEstimate,
  dollarsToCents,
  centsToDollars,
  findCity,
  parseIsoDate,
  todayIn,
} from '@citytax/tax-rules';
import { citiesForYear } from '../citiesCodec';
import { paths } from '../paths';
import {
  individualEstimateRequestSchema,
  type CitiesResponse,
  type EstimateCreditRow,
  type FiledResponse,
  type IndividualEstimateResponse,
} from '../schemas/forms';
import { amountDue, invalidField, problemResponse, serverFails, unauthorized } from './problem';
import { submitStoredForm } from './payments';

const invalid = (field: string, message: string) => invalidField(field, message);
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The current calendar year in the authority's time zone (the estimate's tax year). */
function currentYear(): number {
  return parseIsoDate(todayIn()).y;
}

/**
 * The estimates-and-credits rows the mocks answer: like the server's seed for individual 100001,
 * $100.00 paid in the current tax year and nothing in the previous one.
 */
export function mockEstimateCredits(year: number = currentYear()): EstimateCreditRow[] {
  return [
    { taxYear: year, amountPaid: 100, priorYearCreditAmount: 0 },
    { taxYear: year - 1, amountPaid: 0, priorYearCreditAmount: 0 },
  ];
}

/** The city table of the tax rules, as GET /api/cities answers it for a tax year. */
export function mockCities(taxYear: number = currentYear() - 1): CitiesResponse {
  return { taxYear, cities: citiesForYear(CITIES, taxYear) };
}

/**
 * Stateful MSW handlers of the individual estimate, like the server:
 * the tax year must be the current or the previous one, the city a member city; the result comes
 * from @citytax/tax-rules; a repeated Idempotency-Key answers the first estimate; an estimate of
 * $0.00 can be filed with no payment. Each call of this factory starts from the seed rows.
 */
export function createEstimateHandlers(): HttpHandler[] {
  let nextId = 9001;
  const byKey = new Map<string, IndividualEstimateResponse>();
  const estimates = new Map<number, IndividualEstimateResponse & { filedAt: string | null }>();
  const signedIn = (request: Request) => Boolean(request.headers.get('Authorization'));

  return [
    http.get(paths.cities, ({ request }) => {
      const taxYear = Number(new URL(request.url).searchParams.get('taxYear')) || undefined;
      return HttpResponse.json(mockCities(taxYear));
    }),
    http.get(paths.estimateCredits, ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      return HttpResponse.json(mockEstimateCredits());
    }),
    http.post(paths.individualEstimate, async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const key = request.headers.get('Idempotency-Key');
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier);

      const parsed = individualEstimateRequestSchema.safeParse(await request.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return invalid(String(issue?.path[0] ?? 'body'), issue?.message ?? 'is invalid');
      }
      const body = parsed.data;
      const year = currentYear();
      if (body.taxYear !== year && body.taxYear !== year - 1) {
        return invalid('taxYear', `must be ${year} or ${year - 1}`);
      }
      const city = findCity(body.residenceCity);
      if (!city?.member) return invalid('residenceCity', 'must be a member city');
      const paidSoFar = mockEstimateCredits(year).find((r) => r.taxYear === body.taxYear)?.amountPaid ?? 0;
      const result = computeEstimate({
        kind: 'individual',
        taxYear: body.taxYear,
        ratePpm: cityRate(city, body.taxYear).ratePpm,
        estimatedIncome: dollarsToCents(body.estimatedIncome),
        estimatedCredits: dollarsToCents(body.estimatedCredits),
        priorYearTax: body.priorYearTax === null ? null : dollarsToCents(body.priorYearTax),
        paidSoFar: dollarsToCents(paidSoFar),
        today: todayIn(),
      });
      const response: IndividualEstimateResponse = {
        id: nextId++,
        taxYear: body.taxYear,
        estimatedTax: centsToDollars(result.estimatedTax),
        required: result.required,
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
    // Only the estimates made here; any other form falls through to the payment mocks.
    // Filed with a balance due, a form stored here is submitted (it awaits payment).
    submitStoredForm('IndividualEstimate', estimates, (e) => e.paymentAmount),
    http.post('/api/payments/tax-forms/:id/no-payment', ({ request, params }) => {
      const estimate = estimates.get(Number(params.id));
      if (!estimate) return undefined;
      if (!signedIn(request)) return unauthorized();
      if (estimate.paymentAmount !== 0) {
        return amountDue();
      }
      estimate.filedAt ??= new Date().toISOString();
      const filed: FiledResponse = { id: estimate.id, status: 'Filed', filedAt: estimate.filedAt };
      return HttpResponse.json(filed);
    }),
  ];
}

/** The default handlers of the estimate calls (happy path). */
export const estimateHandlers: HttpHandler[] = createEstimateHandlers();

/** Per-state overrides of the estimate calls, for stories and tests. */
export const estimateErrorHandlers = {
  estimateCreditsPending: http.get(paths.estimateCredits, never),
  estimateCreditsEmpty: http.get(paths.estimateCredits, () => HttpResponse.json([])),
  estimateCreditsFails: http.get(paths.estimateCredits, serverFails),
  citiesFails: http.get(paths.cities, serverFails),
  individualEstimatePending: http.post(paths.individualEstimate, never),
  individualEstimateFails: http.post(paths.individualEstimate, serverFails),
  individualEstimateMissingRate: http.post(paths.individualEstimate, () =>
    problemResponse('missing-tax-rate'),
  ),
  individualEstimateNotAuthorized: http.post(paths.individualEstimate, () =>
    problemResponse('not-authorized-to-file'),
  ),
  noPaymentFails: http.post('/api/payments/tax-forms/:id/no-payment', serverFails),
};
