import {
  isoDateSchema,
  penaltyInterestToDollars,
  moneySchema,
  TAX_TYPES,
  type BillingStatementCalculation,
  type BillingStatementRequest,
  type BillingTaxType,
} from '@citytax/api';
import {
  ANNUAL_INTEREST_RATES_PPM,
  computePenaltyAndInterest,
  dollarsToCents,
  lateMonthStarts,
  MissingTaxRateError,
  parseIsoDate,
  todayIn,
  type IsoDate,
} from '@citytax/tax-rules';
import { z } from 'zod';

/** What the form keeps while the filer types: an empty field is null. */
export interface BillingStatementInput {
  taxType: BillingTaxType | null;
  taxYear: number | null;
  unpaidTax: number | null;
  dueDate: string | null;
  filedDate: string | null;
  paymentDate: string | null;
  /** "Have you filed a return late before?" (default no: a first late filing's $25 is abated). */
  priorLateFiling: boolean;
}

/** The payload of calculate and of storing the statement. */
export type BillingStatementValues = BillingStatementRequest;

/** A calculation of the server with the request it answers. */
export interface BillingStatementResult {
  request: BillingStatementValues;
  calculation: BillingStatementCalculation;
}

export const BILLING_STATEMENT_FIELDS = [
  'taxType',
  'taxYear',
  'unpaidTax',
  'dueDate',
  'filedDate',
  'paymentDate',
  'priorLateFiling',
] as const satisfies readonly (keyof BillingStatementInput)[];

export const EMPTY_BILLING_STATEMENT: BillingStatementInput = {
  taxType: null,
  taxYear: null,
  unpaidTax: null,
  dueDate: null,
  filedDate: null,
  paymentDate: null,
  priorLateFiling: false,
};

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * The form's schema: the contract's rules (money ≤ 2 decimals, real dates, nothing before the
 * tax year), with "is required" for every empty field. Messages are the generic rule texts.
 */
export const billingStatementFormSchema = z
  .object({
    taxType: z.enum(TAX_TYPES, { error: 'is required' }),
    taxYear: z
      .number({ error: 'is required' })
      .int({ error: 'is invalid' })
      .min(2000, { error: 'is invalid' })
      .max(2100, { error: 'is invalid' }),
    unpaidTax: moneySchema,
    dueDate: isoDateSchema,
    filedDate: isoDateSchema,
    paymentDate: isoDateSchema,
    priorLateFiling: z.boolean({ error: 'is required' }),
  })
  .superRefine((value, ctx) => {
    for (const field of ['dueDate', 'paymentDate'] as const) {
      if (yearOf(value[field]) < value.taxYear) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'must not be before the tax year' });
      }
    }
  });

/** True when the form holds exactly the values of `request`. */
export function isSameRequest(values: BillingStatementInput, request: BillingStatementValues): boolean {
  return BILLING_STATEMENT_FIELDS.every((key) => values[key] === request[key]);
}

/** What the live preview can show for the values typed so far. */
export type BillingStatementPreviewState =
  | { kind: 'needInputs' }
  | { kind: 'invalid' }
  | { kind: 'missingRate'; year: number }
  | ({ kind: 'result' } & BillingStatementResult);

/**
 * TAX-RULES.md §5 for the live preview, with @citytax/tax-rules in cents; the server's
 * calculation is the authority.
 */
export function previewBillingStatement(values: BillingStatementInput): BillingStatementPreviewState {
  if (BILLING_STATEMENT_FIELDS.some((key) => values[key] === null)) return { kind: 'needInputs' };
  const parsed = billingStatementFormSchema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid' };
  const request = parsed.data;
  try {
    const result = computePenaltyAndInterest({
      taxType: request.taxType,
      taxYear: request.taxYear,
      unpaidTax: dollarsToCents(request.unpaidTax),
      dueDate: request.dueDate,
      filedDate: request.filedDate,
      paymentDate: request.paymentDate,
      priorLateFiling: request.priorLateFiling,
    });
    return { kind: 'result', request, calculation: penaltyInterestToDollars(result) };
  } catch (error) {
    if (error instanceof MissingTaxRateError) {
      const year = lateMonthStarts(request.dueDate, request.paymentDate)
        .map(yearOf)
        .find((y) => ANNUAL_INTEREST_RATES_PPM[y] === undefined);
      if (year !== undefined) return { kind: 'missingRate', year };
    }
    return { kind: 'invalid' };
  }
}

/** The first tax year the statement offers: the year before the first year with an interest rate. */
export const FIRST_BILLING_TAX_YEAR = Math.min(...Object.keys(ANNUAL_INTEREST_RATES_PPM).map(Number)) - 1;

/** The tax years to choose from, newest first: this year back to FIRST_BILLING_TAX_YEAR. */
export function billingTaxYears(today: IsoDate = todayIn()): number[] {
  const current = parseIsoDate(today).y;
  return Array.from({ length: current - FIRST_BILLING_TAX_YEAR + 1 }, (_, i) => current - i);
}
