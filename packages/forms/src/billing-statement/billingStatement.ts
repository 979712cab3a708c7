import {
  billingStatementDateIssues,
  billingStatementMissingRateYear,
  isApiError,
  isoDateSchema,
  ProblemType,
  problemTypeName,
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

const isDate = (value: unknown): value is string => isoDateSchema.safeParse(value).success;

/**
 * The form's schema on `today` (the authority's date): the contract's rules (money ≤ 2 decimals,
 * real dates, and its date rules: a due date that fits the tax year and the tax type, nothing filed
 * or paid before the tax year or after today), with "is required" for every empty field. Messages
 * are the rule texts the catalog words.
 */
export function billingStatementFormSchema(today: IsoDate) {
  return z
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
    .superRefine(
      (value, ctx) => {
        const dates = {
          taxType: value.taxType,
          taxYear: value.taxYear,
          dueDate: isDate(value.dueDate) ? value.dueDate : null,
          filedDate: isDate(value.filedDate) ? value.filedDate : null,
          paymentDate: isDate(value.paymentDate) ? value.paymentDate : null,
        };
        for (const { field, message } of billingStatementDateIssues(dates, today)) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      },
      {
        // Each date is checked as soon as the tax type and year are known, while other fields are
        // still empty: the filer hears about an impossible date together with what is missing.
        when: ({ value }) => {
          const v = value as Partial<Record<keyof BillingStatementInput, unknown>>;
          return (
            TAX_TYPES.includes(v.taxType as BillingTaxType) &&
            typeof v.taxYear === 'number' &&
            Number.isInteger(v.taxYear)
          );
        },
      },
    );
}

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
 * The tax, penalty and interest worked out for the live preview on `today`, with @citytax/tax-rules
 * in cents; the server's
 * calculation is the authority.
 */
export function previewBillingStatement(
  values: BillingStatementInput,
  today: IsoDate = todayIn(),
): BillingStatementPreviewState {
  if (BILLING_STATEMENT_FIELDS.some((key) => values[key] === null)) return { kind: 'needInputs' };
  const parsed = billingStatementFormSchema(today).safeParse(values);
  if (!parsed.success) return { kind: 'invalid' };
  const request = parsed.data;
  const missingRateYear = billingStatementMissingRateYear(request);
  if (missingRateYear !== undefined) return { kind: 'missingRate', year: missingRateYear };
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
  } catch {
    // Inputs the rules refuse (TaxRuleInputError): nothing to show until they are corrected.
    return { kind: 'invalid' };
  }
}

/**
 * The statement's own text of a failed call, when it has one: the server's missing-tax-rate detail
 * names the year without a rate (the catalogue's fixed text is the city tax form's, about cities,
 * which a billing statement has none of). Otherwise undefined: the page words the problem as usual.
 */
export function billingStatementProblemText(error: unknown): string | undefined {
  if (!isApiError(error) || !error.problem) return undefined;
  return problemTypeName(error.problem.type) === ProblemType.MissingTaxRate
    ? error.problem.detail
    : undefined;
}

/** The first tax year the statement offers: the year before the first year with an interest rate. */
export const FIRST_BILLING_TAX_YEAR = Math.min(...Object.keys(ANNUAL_INTEREST_RATES_PPM).map(Number)) - 1;

/** The tax years to choose from, newest first: this year back to FIRST_BILLING_TAX_YEAR. */
export function billingTaxYears(today: IsoDate = todayIn()): number[] {
  const current = parseIsoDate(today).y;
  return Array.from({ length: current - FIRST_BILLING_TAX_YEAR + 1 }, (_, i) => current - i);
}
