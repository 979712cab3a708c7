import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import {
  centsToDollars,
  computePenaltyAndInterest,
  dollarsToCents,
  MissingTaxRateError,
  PPM,
  type PenaltyInterestResult,
} from '@citytax/tax-rules';
import { paths } from '../endpoints';
import { PROBLEM_TYPE_BASE } from '../problems';
import {
  billingStatementRequestSchema,
  type BillingStatementCalculation,
  type BillingStatementRequest,
  type BillingStatementResponse,
} from '../schemas/businessForms';
import type { FiledResponse } from '../schemas/forms';

export const BILLING_MISSING_RATE_DETAIL =
  "An error occurred calculating taxes for your selected cities. Please contact the provider's support.";
const NOT_AUTHORIZED_DETAIL = 'This user is not authorized to file this form for this taxpayer';

function problem(
  status: number,
  type: string,
  title: string,
  detail: string,
  errors?: Record<string, string[]>,
) {
  return HttpResponse.json(
    { type: `${PROBLEM_TYPE_BASE}${type}`, title, detail, status, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

const missingRate = () => problem(400, 'missing-tax-rate', 'Bad Request', BILLING_MISSING_RATE_DETAIL);
const serverFails = () => problem(500, 'internal-error', 'Internal Server Error', 'Something went wrong.');
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The computation on the wire, as the server answers it: dollars, and rates as fractions. */
function toCalculation(result: PenaltyInterestResult): BillingStatementCalculation {
  return {
    unpaidTax: centsToDollars(result.unpaidTax),
    latePaymentPenalty: centsToDollars(result.latePaymentPenalty),
    lateFilingPenalty: centsToDollars(result.lateFilingPenalty),
    interest: centsToDollars(result.interest),
    total: centsToDollars(result.total),
    interestByYear: result.interestByYear.map((row) => ({
      year: row.year,
      months: row.months,
      rate: row.ratePpm / PPM,
      amount: centsToDollars(row.amount),
    })),
  };
}

/**
 * What the server's calculate answers for a request (TAX-RULES.md §5, from @citytax/tax-rules);
 * throws MissingTaxRateError for a late month in a year with no interest rate.
 */
export function mockBillingStatementCalculation(body: BillingStatementRequest): BillingStatementCalculation {
  return toCalculation(
    computePenaltyAndInterest({
      taxType: body.taxType,
      taxYear: body.taxYear,
      unpaidTax: dollarsToCents(body.unpaidTax),
      dueDate: body.dueDate,
      filedDate: body.filedDate,
      paymentDate: body.paymentDate,
    }),
  );
}

/** Validates like the server: a 400 problem naming the first bad field, else the request. */
async function parse(request: Request): Promise<BillingStatementRequest | Response> {
  const parsed = billingStatementRequestSchema.safeParse(await request.json());
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  const detail = Object.entries(errors)
    .map(([field, messages]) => `body.${field}: ${messages.join(', ')}`)
    .join('. ');
  return problem(400, 'validation-error', 'Bad Request', detail, errors);
}

/**
 * Stateful MSW handlers of the billing statement, like the server: calculate computes with
 * @citytax/tax-rules and stores nothing; the statement is stored once per Idempotency-Key as a
 * draft whose amount due is the total; a $0.00 statement can be filed with no payment. They do
 * not check the session (stories and page tests call without one); use
 * `billingStatementProblemHandlers.unauthorized` for that state. Each call starts afresh.
 */
export function createBillingStatementHandlers(): HttpHandler[] {
  let nextId = 7001;
  const byKey = new Map<string, BillingStatementResponse>();
  const statements = new Map<number, BillingStatementResponse & { filedAt: string | null }>();

  return [
    http.post(paths.billingStatementCalculate, async ({ request }) => {
      const body = await parse(request);
      if (body instanceof Response) return body;
      try {
        return HttpResponse.json(mockBillingStatementCalculation(body));
      } catch (error) {
        if (error instanceof MissingTaxRateError) return missingRate();
        throw error;
      }
    }),
    http.post(paths.billingStatement, async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier);
      const body = await parse(request);
      if (body instanceof Response) return body;
      let calculation: BillingStatementCalculation;
      try {
        calculation = mockBillingStatementCalculation(body);
      } catch (error) {
        if (error instanceof MissingTaxRateError) return missingRate();
        throw error;
      }
      const statement: BillingStatementResponse = { id: nextId++, ...calculation };
      statements.set(statement.id, { ...statement, filedAt: null });
      if (key) byKey.set(key, statement);
      return HttpResponse.json(statement);
    }),
    // Only the statements made here; any other form falls through to the other payment mocks.
    http.post('/api/payments/tax-forms/:id/no-payment', ({ params }) => {
      const statement = statements.get(Number(params.id));
      if (!statement) return undefined;
      if (statement.total !== 0) {
        return problem(
          400,
          'validation-error',
          'Bad Request',
          'This form has an amount due; pay it instead.',
        );
      }
      statement.filedAt ??= new Date().toISOString();
      const filed: FiledResponse = { id: statement.id, status: 'Filed', filedAt: statement.filedAt };
      return HttpResponse.json(filed);
    }),
  ];
}

/** The default handlers of the billing statement calls (happy path). */
export const billingStatementHandlers: HttpHandler[] = createBillingStatementHandlers();

/** Per-state overrides of the billing statement calls, for stories and tests. */
export const billingStatementProblemHandlers = {
  calculatePending: http.post(paths.billingStatementCalculate, never),
  calculateFails: http.post(paths.billingStatementCalculate, serverFails),
  calculateMissingRate: http.post(paths.billingStatementCalculate, missingRate),
  savePending: http.post(paths.billingStatement, never),
  saveFails: http.post(paths.billingStatement, serverFails),
  notAuthorized: http.post(paths.billingStatement, () =>
    problem(403, 'not-authorized-to-file', 'Forbidden', NOT_AUTHORIZED_DETAIL),
  ),
  unauthorized: http.post(paths.billingStatementCalculate, () =>
    problem(401, 'unauthorized', 'Unauthorized', 'You must sign in.'),
  ),
  noPaymentFails: http.post('/api/payments/tax-forms/:id/no-payment', serverFails),
};
