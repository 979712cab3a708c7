import { ANNUAL_INTEREST_RATES_PPM, lateMonthStarts, todayIn } from '@citytax/tax-rules';
import { z } from 'zod';
import {
  cityCodeSchema,
  installmentSchema,
  isoDateSchema,
  moneySchema,
  signedMoneySchema,
  taxYearSchema,
} from './forms';

/**
 * Payloads of the business forms: the tax/penalty/interest billing statement (its contract is fixed:
 * other systems call it), the employer's return of income tax withheld, and the net profit
 * estimate. Money in dollars (≤ 2 decimals), rates as fractions.
 */

export const TAX_TYPES = ['individual', 'netProfit', 'withholding'] as const;
export type BillingTaxType = (typeof TAX_TYPES)[number];

// ---------------------------------------------------------------------------
// Billing statement: POST /api/form/tax-penalty-interest-billing-statement[/calculate]

/**
 * The rules that relate the statement's dates to its tax year, its tax type and today,
 * as the messages each field gets. A return is due after its year ends (individual and net profit
 * tax: April or, extended, October of the next year); an employer's withholding is due in the year
 * or by January 31 after it. Nothing is filed or paid before the tax year begins,
 * and the statement is worked out as of today, so nothing is filed or paid after it.
 */
export const BILLING_DATE_RULES = {
  dueInYearAfter: 'must be in the year after the tax year',
  dueInTaxYearOrYearAfter: 'must be in the tax year or the year after',
  notBeforeTaxYear: 'must not be before the tax year',
  notInFuture: 'must not be in the future',
} as const;

export type BillingDateField = 'dueDate' | 'filedDate' | 'paymentDate';

/** The fields the date rules read; a date not entered (or not a date) yet is left out. */
export interface BillingStatementDates {
  taxType: BillingTaxType;
  taxYear: number;
  dueDate?: string | null | undefined;
  filedDate?: string | null | undefined;
  paymentDate?: string | null | undefined;
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/**
 * Each date of a statement that cannot be, with its message (BILLING_DATE_RULES), in the form's
 * order; none when the dates fit the tax year and `today` (YYYY-MM-DD, the authority's date). The
 * contract's schema and the form's both check with this.
 */
export function billingStatementDateIssues(
  value: BillingStatementDates,
  today: string,
): Array<{ field: BillingDateField; message: string }> {
  const issues: Array<{ field: BillingDateField; message: string }> = [];
  const due = value.dueDate ? yearOf(value.dueDate) : undefined;
  const earliestDue = value.taxType === 'withholding' ? value.taxYear : value.taxYear + 1;
  if (due !== undefined && (due < earliestDue || due > value.taxYear + 1)) {
    issues.push({
      field: 'dueDate',
      message:
        value.taxType === 'withholding'
          ? BILLING_DATE_RULES.dueInTaxYearOrYearAfter
          : BILLING_DATE_RULES.dueInYearAfter,
    });
  }
  for (const field of ['filedDate', 'paymentDate'] as const) {
    const date = value[field];
    if (!date) continue;
    if (yearOf(date) < value.taxYear) {
      issues.push({ field, message: BILLING_DATE_RULES.notBeforeTaxYear });
    } else if (date > today) {
      issues.push({ field, message: BILLING_DATE_RULES.notInFuture });
    }
  }
  return issues;
}

/**
 * The first year of the statement's late months that has no interest rate, if
 * any: what a missing-tax-rate of the statement is about.
 */
export function billingStatementMissingRateYear(value: { dueDate: string; paymentDate: string }) {
  return lateMonthStarts(value.dueDate, value.paymentDate)
    .map(yearOf)
    .find((year) => ANNUAL_INTEREST_RATES_PPM[year] === undefined);
}

const billingStatementFieldsSchema = z.object({
  taxType: z.enum(TAX_TYPES, { error: 'must be individual, netProfit or withholding' }),
  taxYear: taxYearSchema,
  unpaidTax: moneySchema,
  dueDate: isoDateSchema,
  filedDate: isoDateSchema,
  paymentDate: isoDateSchema,
  /**
   * "Have you filed a return late before?" From tax year 2023 the late-filing penalty of a first
   * failure to file on time is abated. Optional for callers of the fixed
   * contract: absent means false.
   */
  priorLateFiling: z.boolean({ error: 'must be true or false' }).default(false),
});

/**
 * The statement's request as of the day `today()` answers (the server passes its injected clock),
 * each impossible date refused on its own field.
 */
export function billingStatementRequestSchemaOn(today: () => string) {
  return billingStatementFieldsSchema.superRefine((value, ctx) => {
    for (const { field, message } of billingStatementDateIssues(value, today())) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** The statement's request as of today in the authority's time zone. */
export const billingStatementRequestSchema = billingStatementRequestSchemaOn(() => todayIn());
export type BillingStatementRequest = z.infer<typeof billingStatementRequestSchema>;

export const interestYearSchema = z.object({
  year: z.number().int(),
  months: z.number().int(),
  /** Annual rate as a fraction, e.g. 0.07. */
  rate: z.number(),
  amount: z.number(),
});
export type InterestYearRow = z.infer<typeof interestYearSchema>;

export const penaltyInterestSchema = z.object({
  unpaidTax: z.number(),
  latePaymentPenalty: z.number(),
  lateFilingPenalty: z.number(),
  /** True when a late-filing penalty was abated as the taxpayer's first failure to file on time. */
  lateFilingPenaltyAbated: z.boolean(),
  interest: z.number(),
  total: z.number(),
  interestByYear: z.array(interestYearSchema),
});
export type PenaltyInterest = z.infer<typeof penaltyInterestSchema>;

/** The calculate answer (exactly the fixed contract). */
export const billingStatementCalculationSchema = penaltyInterestSchema;
export type BillingStatementCalculation = PenaltyInterest;

/** The stored statement: its form id (for /form/{id}/pay) and the same computation. */
export const billingStatementResponseSchema = penaltyInterestSchema.extend({ id: z.number().int() });
export type BillingStatementResponse = z.infer<typeof billingStatementResponseSchema>;

// ---------------------------------------------------------------------------
// Employer's return of income tax withheld: POST /api/return-of-income

export const WITHHOLDING_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type WithholdingFrequencyName = (typeof WITHHOLDING_FREQUENCIES)[number];

export const returnOfIncomeRequestSchema = z
  .object({
    frequency: z.enum(WITHHOLDING_FREQUENCIES, { error: 'must be monthly or quarterly' }),
    taxYear: taxYearSchema,
    /** Month 1–12 (monthly) or quarter 1–4 (quarterly). */
    period: z.number({ error: 'is required' }).int({ error: 'must be a whole number' }),
    employeeCount: z
      .number({ error: 'is required' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be greater than or equal to zero' })
      .max(1_000_000, { error: 'is too large' }),
    totalWages: moneySchema,
    taxWithheld: moneySchema,
    /** Overpayment credit from an earlier return. */
    priorCredit: moneySchema,
  })
  .superRefine((value, ctx) => {
    const max = value.frequency === 'monthly' ? 12 : 4;
    if (value.period < 1 || value.period > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['period'],
        message:
          value.frequency === 'monthly' ? 'must be a month from 1 to 12' : 'must be a quarter from 1 to 4',
      });
    }
  });
export type ReturnOfIncomeRequest = z.infer<typeof returnOfIncomeRequestSchema>;

export const returnOfIncomeResponseSchema = z.object({
  id: z.number().int(),
  frequency: z.enum(WITHHOLDING_FREQUENCIES),
  taxYear: z.number().int(),
  period: z.number().int(),
  dueDate: z.string(),
  filedDate: z.string(),
  late: z.boolean(),
  employeeCount: z.number().int(),
  totalWages: z.number(),
  taxWithheld: z.number(),
  priorCredit: z.number(),
  /** taxWithheld − priorCredit, not below 0. */
  taxDue: z.number(),
  penaltyAndInterest: penaltyInterestSchema,
  /** What is billed: taxDue plus penalty and interest. */
  amountDue: z.number(),
});
export type ReturnOfIncomeResponse = z.infer<typeof returnOfIncomeResponseSchema>;

/**
 * GET /api/return-of-income/context: what the return's live preview assumes, from the server. The
 * authority's date today (the filing and payment date of a return filed now) and whether the
 * taxpayer has filed a return late before (its own history; a first late filing's $25 is abated).
 */
export const returnOfIncomeContextSchema = z.object({
  today: isoDateSchema,
  priorLateFiling: z.boolean(),
});
export type ReturnOfIncomeContext = z.infer<typeof returnOfIncomeContextSchema>;

// ---------------------------------------------------------------------------
// Net profit estimate: POST /api/form/business/net-profit-estimate

export const netProfitEstimateRequestSchema = z.object({
  taxYear: taxYearSchema,
  /** Member city whose rate applies. */
  businessCity: cityCodeSchema,
  /** Negative for an expected net loss: then no estimated tax is due. */
  estimatedNetProfit: signedMoneySchema,
  /** Share of the profit apportioned to the city, 0–100 %, at most two decimals. */
  apportionmentPercent: z
    .number({ error: 'is required' })
    .min(0, { error: 'must be greater than or equal to zero' })
    .max(100, { error: 'must be at most 100' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: 'must have at most two decimal places',
    }),
  estimatedCredits: moneySchema,
  priorYearTax: moneySchema.nullable(),
  paymentAmount: moneySchema,
});
export type NetProfitEstimateRequest = z.infer<typeof netProfitEstimateRequestSchema>;

export const netProfitEstimateResponseSchema = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  estimatedTax: z.number(),
  required: z.boolean(),
  /** The business expects a net loss, which is why no estimated tax is due. */
  netLoss: z.boolean(),
  safeHarborApplied: z.boolean(),
  installments: z.array(installmentSchema),
  currentInstallment: z.number().int(),
  paidSoFar: z.number(),
  suggestedPayment: z.number(),
  paymentAmount: z.number(),
});
export type NetProfitEstimateResponse = z.infer<typeof netProfitEstimateResponseSchema>;
