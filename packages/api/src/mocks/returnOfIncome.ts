import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import {
  centsToDollars,
  computeWithholdingReturn,
  dollarsToCents,
  formatIsoDate,
  MissingTaxRateError,
  todayIn,
  type IsoDate,
} from '@citytax/tax-rules';
import { paths } from '../paths';
import { penaltyInterestToDollars } from '../penaltyInterestCodec';
import { PROBLEMS } from '../problems';
import {
  returnOfIncomeRequestSchema,
  type ReturnOfIncomeContext,
  type ReturnOfIncomeRequest,
  type ReturnOfIncomeResponse,
} from '../schemas/businessForms';
import type { FiledResponse } from '../schemas/forms';
import { amountDue, invalidField, problemResponse, serverFails, unauthorized } from './problem';
import { submitStoredForm } from './payments';

/** The server's 409 detail for a second return of a period (apps/mock-server/src/routes/returnOfIncome.ts). */
export const RETURN_OF_INCOME_DUPLICATE_DETAIL = 'A return for this period has already been filed.';
export const RETURN_OF_INCOME_MISSING_RATE_DETAIL = PROBLEMS['missing-tax-rate'].detail;

const invalid = (field: string, message: string) => invalidField(field, message, `body.${field}`);
const duplicate = () => problemResponse('conflict', { detail: RETURN_OF_INCOME_DUPLICATE_DETAIL });
const missingRate = () => problemResponse('missing-tax-rate');
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The last day of the month or quarter a return is for. */
function periodEnd(body: ReturnOfIncomeRequest): IsoDate {
  const month = body.frequency === 'monthly' ? body.period : body.period * 3;
  return formatIsoDate(body.taxYear, month, new Date(Date.UTC(body.taxYear, month, 0)).getUTCDate());
}

/** What the server answers for a return filed (and paid) today, from @citytax/tax-rules. */
export function mockReturnOfIncome(
  id: number,
  body: ReturnOfIncomeRequest,
  today: IsoDate = todayIn(),
  priorLateFiling = false,
): ReturnOfIncomeResponse {
  const result = computeWithholdingReturn({
    period:
      body.frequency === 'monthly'
        ? { frequency: 'monthly', year: body.taxYear, month: body.period }
        : { frequency: 'quarterly', year: body.taxYear, quarter: body.period as 1 | 2 | 3 | 4 },
    taxWithheld: dollarsToCents(body.taxWithheld),
    priorCredit: dollarsToCents(body.priorCredit),
    filedDate: today,
    paymentDate: today,
    priorLateFiling,
  });
  const pi = result.penaltyAndInterest;
  return {
    id,
    frequency: body.frequency,
    taxYear: body.taxYear,
    period: body.period,
    dueDate: result.dueDate,
    filedDate: today,
    late: result.late,
    employeeCount: body.employeeCount,
    totalWages: body.totalWages,
    taxWithheld: body.taxWithheld,
    priorCredit: body.priorCredit,
    taxDue: centsToDollars(result.taxDue),
    penaltyAndInterest: penaltyInterestToDollars(pi),
    amountDue: centsToDollars(result.amountDue),
  };
}

export interface ReturnOfIncomeMockOptions {
  /** The authority's "today" the returns are filed on (default: the real date in New York). */
  today?: IsoDate;
  /** Periods already on file, as "taxYear-frequency-period" (e.g. "2025-quarterly-1"). */
  filed?: readonly string[];
  /** Whether the taxpayer filed a return late before (default false: a first late filing is abated). */
  priorLateFiling?: boolean;
}

const periodKey = (body: Pick<ReturnOfIncomeRequest, 'taxYear' | 'frequency' | 'period'>) =>
  `${body.taxYear}-${body.frequency}-${body.period}`;

/**
 * Stateful MSW handlers of POST /api/return-of-income, like the server: the
 * request schema, a period that has not ended yet refused on `period`, one return per period (409
 * conflict), one record per Idempotency-Key, the amount due from @citytax/tax-rules, and filing
 * a $0.00 return with no payment. They do not check the session (stories and page tests call
 * without one); use `returnOfIncomeProblemHandlers` for the failures. Each call starts afresh.
 */
export function createReturnOfIncomeHandlers(options: ReturnOfIncomeMockOptions = {}): HttpHandler[] {
  let nextId = 8101;
  const byKey = new Map<string, ReturnOfIncomeResponse>();
  const filedPeriods = new Set(options.filed ?? []);
  const returns = new Map<number, ReturnOfIncomeResponse & { filedAt: string | null }>();
  // The taxpayer's history, like the server's: a late return filed here counts for the next one.
  let priorLateFiling = options.priorLateFiling ?? false;

  return [
    http.get(paths.returnOfIncomeContext, () => {
      const context: ReturnOfIncomeContext = { today: options.today ?? todayIn(), priorLateFiling };
      return HttpResponse.json(context);
    }),
    http.post(paths.returnOfIncome, async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier);

      const parsed = returnOfIncomeRequestSchema.safeParse(await request.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return invalid(String(issue?.path[0] ?? 'body'), issue?.message ?? 'is invalid');
      }
      const body = parsed.data;
      const today = options.today ?? todayIn();
      const end = periodEnd(body);
      if (end > today) {
        const message = `cannot be filed before the period ends on ${end}`;
        return invalidField('period', message);
      }
      if (filedPeriods.has(periodKey(body))) return duplicate();
      let response: ReturnOfIncomeResponse;
      try {
        response = mockReturnOfIncome(nextId, body, today, priorLateFiling);
      } catch (error) {
        if (error instanceof MissingTaxRateError) return missingRate();
        throw error;
      }
      nextId += 1;
      filedPeriods.add(periodKey(body));
      if (response.filedDate > response.dueDate) priorLateFiling = true;
      returns.set(response.id, { ...response, filedAt: null });
      if (key) byKey.set(key, response);
      return HttpResponse.json(response);
    }),
    // Only the returns made here; any other form falls through to the other payment mocks.
    // Filed with a balance due, a form stored here is submitted (it awaits payment).
    submitStoredForm('ReturnOfIncome', returns, (r) => r.amountDue),
    http.post('/api/payments/tax-forms/:id/no-payment', ({ params }) => {
      const stored = returns.get(Number(params.id));
      if (!stored) return undefined;
      if (stored.amountDue !== 0) {
        return amountDue();
      }
      stored.filedAt ??= new Date().toISOString();
      const filed: FiledResponse = { id: stored.id, status: 'Filed', filedAt: stored.filedAt };
      return HttpResponse.json(filed);
    }),
  ];
}

/** The default handlers of the employer's return (happy path, today's date). */
export const returnOfIncomeHandlers: HttpHandler[] = createReturnOfIncomeHandlers();

/** Per-state overrides of the employer's return, for stories and tests (put them before the defaults). */
export const returnOfIncomeProblemHandlers = {
  contextFails: http.get(paths.returnOfIncomeContext, serverFails),
  savePending: http.post(paths.returnOfIncome, never),
  saveFails: http.post(paths.returnOfIncome, serverFails),
  duplicate: http.post(paths.returnOfIncome, duplicate),
  missingRate: http.post(paths.returnOfIncome, missingRate),
  notAuthorized: http.post(paths.returnOfIncome, () => problemResponse('not-authorized-to-file')),
  unauthorized: http.post(paths.returnOfIncome, () => unauthorized()),
  noPaymentFails: http.post('/api/payments/tax-forms/:id/no-payment', serverFails),
};
