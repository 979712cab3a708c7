import { W2_WARNING_CODES } from '@citytax/tax-rules';
import { z } from 'zod';

/**
 * Payloads of the individual tax forms.
 *
 * Money crosses the wire as dollars with at most two decimals; the server converts to integer
 * cents at its boundary and back.
 */

import { TaxFormType } from '../taxFormTypes';
import { textSchema } from './common';

export { TaxFormType };

/** How a form type is displayed (FormW2 as 'W-2', Form1099 as '1099'). */
export const TAX_FORM_TYPE_LABELS: Record<TaxFormType, string> = {
  ExemptionCertificate: 'Exemption Certificate',
  CityTaxForm: 'Individual Annual Return',
  FormW2: 'W-2',
  Form1099: '1099',
  IndividualEstimate: 'Individual Estimate',
  NetProfitEstimate: 'Net Profit Estimate',
  ReturnOfIncome: "Employer's Return of Income Tax Withheld",
  BillingStatement: 'Tax, Penalty and Interest Billing Statement',
};

/**
 * The one filing lifecycle of every tax form:
 * - Draft: editable;
 * - AwaitingPayment: submitted with a balance due; locked (tax-form-locked on any write) with the
 *   amount fixed at submission; withdraw returns it to Draft;
 * - Filed: filed with no payment, or paid in full; read-only forever (tax-form-already-filed).
 */
export const TaxFormStatus = { Draft: 'Draft', AwaitingPayment: 'AwaitingPayment', Filed: 'Filed' } as const;
export type TaxFormStatus = (typeof TaxFormStatus)[keyof typeof TaxFormStatus];

export const taxFormTypeSchema = z.enum(TaxFormType, { error: 'is not a known tax form type' });

export const taxFormStatusSchema = z.enum(TaxFormStatus);

/** The largest amount a form accepts, in dollars. */
export const MAX_AMOUNT_DOLLARS = 999_999_999.99;

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A dollar amount of a tax form: not negative, at most two decimals. */
export const moneySchema = z
  .number({ error: 'is required' })
  .refine(Number.isFinite, { error: 'must be a number' })
  .refine((v) => v >= 0, { error: 'must be greater than or equal to zero' })
  .refine((v) => v <= MAX_AMOUNT_DOLLARS, { error: 'is too large' })
  .refine(hasAtMostTwoDecimals, { error: 'must have at most two decimal places' });

/**
 * A dollar amount that may be negative (a business's expected net loss): the
 * same magnitude limit and two decimals as moneySchema, below zero too.
 */
export const signedMoneySchema = z
  .number({ error: 'is required' })
  .refine(Number.isFinite, { error: 'must be a number' })
  .refine((v) => v >= -MAX_AMOUNT_DOLLARS, { error: 'has a minimum value of -999,999,999.99' })
  .refine((v) => v <= MAX_AMOUNT_DOLLARS, { error: 'is too large' })
  .refine(hasAtMostTwoDecimals, { error: 'must have at most two decimal places' });

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date (YYYY-MM-DD)' })
  .refine(
    (s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: 'is not a real calendar date' },
  );

/** Nine digits, no hyphens. */
export const nineDigitSchema = z
  .string({ error: 'is required' })
  .regex(/^\d{9}$/, { error: 'must be a nine-digit number with no hyphens' });

/**
 * A taxpayer number as printed on a W-2 or a 1099 ("34-1112222", "123-45-6789"): hyphens and
 * spaces are dropped and its nine digits kept (issue 31); anything else as `nineDigitSchema` says.
 */
export const printedTaxIdSchema = z
  .string({ error: 'is required' })
  .transform((s) => s.replace(/[-\s]/g, ''))
  .pipe(nineDigitSchema);

export const cityCodeSchema = z
  .string({ error: 'is required' })
  .regex(/^[A-Z]{3}$/, { error: 'must be a city from the list' });

/**
 * A number in a path or query string: canonical decimal digits only. `0x4`, `4e0`, `+4`, ` 4`,
 * `04` and `4.0` are refused, not read as 4, so one resource has one URL.
 */
const canonicalNumber = (error: string, min: number, max: number) =>
  z
    .string({ error })
    .regex(/^[1-9]\d{0,9}$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));

/** A form id in a path: 1 to 2 147 483 647 in canonical decimal digits. */
export const formIdSchema = canonicalNumber(
  'must be a form id (digits only, no leading zero)',
  1,
  2_147_483_647,
);
export const formIdParamsSchema = z.object({ id: formIdSchema });

/** A tax year in a body (a JSON number, or its digits). */
export const taxYearSchema = z.coerce
  .number({ error: 'must be a tax year' })
  .int({ error: 'must be a tax year' })
  .min(2000, { error: 'must be a tax year' })
  .max(2100, { error: 'must be a tax year' });
/** A tax year in a path or query string: four canonical decimal digits, 2000 to 2100. */
export const taxYearParamSchema = canonicalNumber(
  'must be a tax year (four digits, 2000 to 2100)',
  2000,
  2100,
);
export const taxYearParamsSchema = z.object({ taxYear: taxYearParamSchema });

const name = textSchema;

// ---------------------------------------------------------------------------
// Cities

export const citySchema = z.object({
  code: z.string(),
  name: z.string(),
  member: z.boolean(),
  /** Tax rate as a fraction (0.025 = 2.5%); null when the city has no rate for the year. */
  rate: z.number().nullable(),
  /**
   * The share of the tax paid to another city that a member city credits its residents, as a
   * fraction (0.5 = 50%); null for a non-member city or when the city has no row for the year.
   */
  creditFactor: z.number().nullable(),
  /**
   * The most a member city credits per dollar of wages taxed in another city, as a fraction
   * (0.005 = 0.50%); null for a non-member city or when the city has no row for the year.
   */
  creditLimit: z.number().nullable(),
});
export type City = z.infer<typeof citySchema>;
export const citiesResponseSchema = z.object({ taxYear: z.number().int(), cities: z.array(citySchema) });
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
export const citiesQuerySchema = z.object({ taxYear: taxYearParamSchema.optional() });

// ---------------------------------------------------------------------------
// Exemption certificate

export const EXEMPTION_REASONS = [
  'retired',
  'armedForces',
  'under18',
  'noEarnedIncome',
  'BusinessOrRentalSold',
] as const;
export type ExemptionReason = (typeof EXEMPTION_REASONS)[number];

export const exemptRequestSchema = z
  .object({
    exemptionSelection: z.enum(EXEMPTION_REASONS, {
      error: 'You must choose a reason you are filing this form.',
    }),
    businessSoldDate: isoDateSchema.nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.exemptionSelection === 'BusinessOrRentalSold' && !value.businessSoldDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['businessSoldDate'],
        message: 'You must enter the date the business was sold.',
      });
    }
    if (value.exemptionSelection !== 'BusinessOrRentalSold' && value.businessSoldDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['businessSoldDate'],
        message: 'is sent only when the business or rental was sold',
      });
    }
  });
export type ExemptRequest = z.infer<typeof exemptRequestSchema>;

export const exemptionCertificateSchema = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  exemptionSelection: z.enum(EXEMPTION_REASONS),
  businessSoldDate: z.string().nullable(),
  filedAt: z.string(),
});
export type ExemptionCertificate = z.infer<typeof exemptionCertificateSchema>;
/** GET /api/exemption-certificate/{year}: the filed certificate, or null. */
export const exemptionCertificateResponseSchema = z.object({
  exemptionCertificate: exemptionCertificateSchema.nullable(),
});
export type ExemptionCertificateResponse = z.infer<typeof exemptionCertificateResponseSchema>;

export const enteredFormSchema = z.object({
  id: z.number().int(),
  taxFormType: taxFormTypeSchema,
  taxYear: z.number().int(),
  status: taxFormStatusSchema,
});
export type EnteredForm = z.infer<typeof enteredFormSchema>;
export const enteredFormsResponseSchema = z.object({
  enteredForms: z.array(enteredFormSchema),
  isAnnualReturnFiled: z.boolean(),
});
export type EnteredFormsResponse = z.infer<typeof enteredFormsResponseSchema>;

// ---------------------------------------------------------------------------
// Individual annual return: W-2 and 1099 entries

export const formW2RequestSchema = z.object({
  /** The client's own row number; removed before saving. */
  w2Number: z.number().int().optional(),
  employerName: name(100),
  employerEin: printedTaxIdSchema,
  /** Where the work was done: any city of the table. */
  workCity: cityCodeSchema,
  /** Box 5: Medicare wages and tips. */
  medicareWages: moneySchema,
  /** Box 18: local wages. */
  localWages: moneySchema,
  /** Box 19: local income tax withheld. */
  localTaxWithheld: moneySchema,
  /** Box 20: locality name, as a city code. */
  locality: cityCodeSchema,
});
export type FormW2Request = z.infer<typeof formW2RequestSchema>;
export const formW2Schema = formW2RequestSchema.omit({ w2Number: true }).extend({
  /** Stored as its nine digits. */
  employerEin: nineDigitSchema,
  id: z.number().int(),
  cityTaxFormId: z.number().int(),
  taxFormType: z.literal(TaxFormType.FormW2),
});
export type FormW2 = z.infer<typeof formW2Schema>;

export const form1099RequestSchema = z.object({
  payerName: name(100),
  payerTin: printedTaxIdSchema,
  /** Non-employee compensation. */
  amount: moneySchema,
});
export type Form1099Request = z.infer<typeof form1099RequestSchema>;
export const form1099Schema = form1099RequestSchema.extend({
  /** Stored as its nine digits. */
  payerTin: nineDigitSchema,
  id: z.number().int(),
  cityTaxFormId: z.number().int(),
  taxFormType: z.literal(TaxFormType.Form1099),
});
export type Form1099 = z.infer<typeof form1099Schema>;

/** One line of the annual return's list of entries. */
export const cityTaxFormEntrySchema = z.object({
  id: z.number().int(),
  taxFormType: z.enum([TaxFormType.FormW2, TaxFormType.Form1099]),
  /** Employer or payer name. */
  name: z.string(),
  /** Box 5 wages of a W-2, the amount of a 1099. */
  amount: z.number(),
});
export type CityTaxFormEntry = z.infer<typeof cityTaxFormEntrySchema>;

export const AnnualReturnOutcome = {
  BalanceDue: 'balanceDue',
  NoPayment: 'noPayment',
  Overpayment: 'overpayment',
} as const;
export type AnnualReturnOutcome = (typeof AnnualReturnOutcome)[keyof typeof AnnualReturnOutcome];

/** The annual return computed line by line, in dollars, as stored by the server. */
export const annualReturnSummarySchema = z.object({
  qualifyingWages: z.number(),
  income1099: z.number(),
  taxableIncome: z.number(),
  /** Residence city rate as a fraction. */
  rate: z.number(),
  tax: z.number(),
  credits: z.array(z.object({ entryId: z.number().int(), locality: z.string(), amount: z.number() })),
  creditableTotal: z.number(),
  /** Residence city credit factor as a fraction: the share of the tax paid to another city it credits. */
  creditFactor: z.number(),
  /** Residence city credit limit as a fraction: the most it credits per dollar of wages taxed elsewhere. */
  creditLimit: z.number(),
  credit: z.number(),
  residenceWithheld: z.number(),
  estimatesPaid: z.number(),
  priorYearCredit: z.number(),
  /** Positive: owed; negative: overpaid. */
  net: z.number(),
  outcome: z.enum(AnnualReturnOutcome),
  /** Amount billed: net when a balance is due, else 0. */
  amountDue: z.number(),
  warnings: z.array(z.object({ entryId: z.number().int(), code: z.enum(W2_WARNING_CODES) })),
});
export type AnnualReturnSummary = z.infer<typeof annualReturnSummarySchema>;

export const cityTaxFormSchema = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  status: taxFormStatusSchema,
  /** Member city the filer lived in for the whole tax year; null until chosen. */
  residenceCity: z.string().nullable(),
  entries: z.array(cityTaxFormEntrySchema),
  /** Null until a residence city is chosen. */
  summary: annualReturnSummarySchema.nullable(),
  filedAt: z.string().nullable(),
});
export type CityTaxForm = z.infer<typeof cityTaxFormSchema>;
/** GET /api/city-tax-form: the prior tax year's annual return of the filing-as taxpayer, or null. */
export const cityTaxFormResponseSchema = z.object({ cityTaxForm: cityTaxFormSchema.nullable() });
export type CityTaxFormResponse = z.infer<typeof cityTaxFormResponseSchema>;
/** PUT /api/city-tax-form: creates the annual return if needed and sets the residence city. */
export const cityTaxFormUpdateSchema = z.object({ residenceCity: cityCodeSchema });
export type CityTaxFormUpdate = z.infer<typeof cityTaxFormUpdateSchema>;

export const countOfParamsSchema = z.object({ type: taxFormTypeSchema });
export const countOfResponseSchema = z.object({ count: z.number().int() });
export const isAnnualReturnFiledResponseSchema = z.object({ isAnnualReturnFiled: z.boolean() });

/** POST /api/file-upload: PDF, PNG or JPEG, at most 5 MB, checked by content. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Per taxpayer and calendar year of upload (the attachments are for the prior tax year). */
export const UPLOAD_QUOTA_FILES = 20;
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
export const fileUploadResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(UPLOAD_TYPES),
});
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

/**
 * POST /api/tax-forms/{id}/submit and /withdraw: the form's place in the lifecycle and the amount
 * it owes (fixed while AwaitingPayment), dollars.
 */
export const taxFormStateSchema = z.object({
  id: z.number().int(),
  taxFormType: taxFormTypeSchema,
  status: taxFormStatusSchema,
  amountDue: z.number(),
});
export type TaxFormState = z.infer<typeof taxFormStateSchema>;

/** POST /api/payments/tax-forms/{id}/no-payment answer: the form is filed. */
export const filedResponseSchema = z.object({
  id: z.number().int(),
  status: z.literal(TaxFormStatus.Filed),
  filedAt: z.string(),
});
export type FiledResponse = z.infer<typeof filedResponseSchema>;

// ---------------------------------------------------------------------------
// Individual estimate and estimates and credits

export const individualEstimateRequestSchema = z.object({
  taxYear: taxYearSchema,
  residenceCity: cityCodeSchema,
  /** Income expected for the tax year. */
  estimatedIncome: moneySchema,
  /** Expected withholding plus the credit for other cities. */
  estimatedCredits: moneySchema,
  /** Last year's tax for the safe harbor; null when unknown. */
  priorYearTax: moneySchema.nullable(),
  /** What the filer pays now (at least $0). */
  paymentAmount: moneySchema,
});
export type IndividualEstimateRequest = z.infer<typeof individualEstimateRequestSchema>;

export const installmentSchema = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  cumulativeTarget: z.number(),
});
export const individualEstimateResponseSchema = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  estimatedTax: z.number(),
  required: z.boolean(),
  safeHarborApplied: z.boolean(),
  installments: z.array(installmentSchema),
  currentInstallment: z.number().int(),
  paidSoFar: z.number(),
  suggestedPayment: z.number(),
  paymentAmount: z.number(),
});
export type IndividualEstimateResponse = z.infer<typeof individualEstimateResponseSchema>;

export const estimateCreditRowSchema = z.object({
  taxYear: z.number().int(),
  amountPaid: z.number(),
  priorYearCreditAmount: z.number(),
});
export type EstimateCreditRow = z.infer<typeof estimateCreditRowSchema>;
export const estimateCreditsResponseSchema = z.array(estimateCreditRowSchema);

// ---------------------------------------------------------------------------
// Drafts: a dirty form's values kept on the server

export const draftKeySchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'must be a draft key of lower-case letters, digits and -' });
export const draftParamsSchema = z.object({ key: draftKeySchema });
export const DRAFT_MAX_BYTES = 64 * 1024;
export const draftSchema = z.object({
  key: z.string(),
  /** The form's values as the form module keeps them. */
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftRequestSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export type DraftRequest = z.infer<typeof draftRequestSchema>;
export const draftResponseSchema = z.object({ draft: draftSchema.nullable() });
