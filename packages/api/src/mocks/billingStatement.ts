import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { computePenaltyAndInterest, dollarsToCents, MissingTaxRateError } from '@citytax/tax-rules';
import { paths } from '../paths';
import { penaltyInterestToDollars } from '../penaltyInterestCodec';
import {
  billingStatementMissingRateYear,
  billingStatementRequestSchema,
  type BillingStatementCalculation,
  type BillingStatementRequest,
  type BillingStatementResponse,
} from '../schemas/businessForms';
import type { FiledResponse } from '../schemas/forms';
import { billingStatementWords } from '../words/billingStatement.en';
import { amountDue, problemResponse, serverFails, unauthorized } from './problem';
import { submitStoredForm } from './payments';

/** The server's missing-tax-rate detail for a statement whose late months reach `year`. */
export const BILLING_MISSING_RATE_DETAIL = billingStatementWords.missingRate;

/** The year the server names when a statement's late month has no interest rate. */
const missingRate = (year: number) =>
  problemResponse('missing-tax-rate', { detail: billingStatementWords.missingRate(year) });
/** A statement whose rate is missing, when the request names no such year (stories' server state). */
const MISSING_RATE_STATE_YEAR = 2015;
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/**
 * What the server's calculate answers for a request (from @citytax/tax-rules);
 * throws MissingTaxRateError for a late month in a year with no interest rate.
 */
export function mockBillingStatementCalculation(body: BillingStatementRequest): BillingStatementCalculation {
  return penaltyInterestToDollars(
    computePenaltyAndInterest({
      taxType: body.taxType,
      taxYear: body.taxYear,
      unpaidTax: dollarsToCents(body.unpaidTax),
      dueDate: body.dueDate,
      filedDate: body.filedDate,
      paymentDate: body.paymentDate,
      priorLateFiling: body.priorLateFiling,
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
  return problemResponse('validation-error', { detail, errors });
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
        if (error instanceof MissingTaxRateError)
          return missingRate(billingStatementMissingRateYear(body) ?? MISSING_RATE_STATE_YEAR);
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
        if (error instanceof MissingTaxRateError)
          return missingRate(billingStatementMissingRateYear(body) ?? MISSING_RATE_STATE_YEAR);
        throw error;
      }
      const statement: BillingStatementResponse = { id: nextId++, ...calculation };
      statements.set(statement.id, { ...statement, filedAt: null });
      if (key) byKey.set(key, statement);
      return HttpResponse.json(statement);
    }),
    // Only the statements made here; any other form falls through to the other payment mocks.
    // Filed with a balance due, a form stored here is submitted (it awaits payment).
    submitStoredForm('BillingStatement', statements, (s) => s.total),
    http.post('/api/payments/tax-forms/:id/no-payment', ({ params }) => {
      const statement = statements.get(Number(params.id));
      if (!statement) return undefined;
      if (statement.total !== 0) {
        return amountDue();
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
  calculateMissingRate: http.post(paths.billingStatementCalculate, () =>
    missingRate(MISSING_RATE_STATE_YEAR),
  ),
  savePending: http.post(paths.billingStatement, never),
  saveFails: http.post(paths.billingStatement, serverFails),
  notAuthorized: http.post(paths.billingStatement, () => problemResponse('not-authorized-to-file')),
  unauthorized: http.post(paths.billingStatementCalculate, () => unauthorized()),
  noPaymentFails: http.post('/api/payments/tax-forms/:id/no-payment', serverFails),
};
