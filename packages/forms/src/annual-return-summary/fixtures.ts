import type { AnnualReturnSummary, City } from '@citytax/api';

/** The eight cities of TAX-RULES.md §1 as GET /api/cities lists them. */
export const summaryCities: City[] = [
  { code: 'AKR', name: 'Akron', member: false, rate: 0.025 },
  { code: 'BRT', name: 'Burton', member: true, rate: 0.01 },
  { code: 'CIN', name: 'Cincinnati', member: false, rate: 0.018 },
  { code: 'CLE', name: 'Cleveland', member: true, rate: 0.025 },
  { code: 'COL', name: 'Columbus', member: false, rate: 0.025 },
  { code: 'DAY', name: 'Dayton', member: false, rate: 0.025 },
  { code: 'GTN', name: 'Germantown', member: true, rate: 0.015 },
  { code: 'TOL', name: 'Toledo', member: false, rate: 0.025 },
];

/**
 * Hand-computed (TAX-RULES.md §2), Cleveland resident: W-2 11 (Cleveland, box 5 $52,000, box 19
 * $1,300), W-2 12 (Columbus, box 5 $18,000, box 18 $18,500, box 19 $450), a $2,400 1099.
 * Tax 2.5% × $72,400 = $1,810; credit min($450, 2.5% × $18,500) × 100% = $450;
 * net $1,810 − $450 − $1,300 = $60 due.
 */
export const balanceDueSummary: AnnualReturnSummary = {
  qualifyingWages: 70000,
  income1099: 2400,
  taxableIncome: 72400,
  rate: 0.025,
  tax: 1810,
  credits: [{ entryId: 12, locality: 'COL', amount: 450 }],
  creditableTotal: 450,
  creditFactor: 1,
  credit: 450,
  residenceWithheld: 1300,
  estimatesPaid: 0,
  priorYearCredit: 0,
  net: 60,
  outcome: 'balanceDue',
  amountDue: 60,
  warnings: [{ entryId: 12, code: 'localWagesExceedMedicareWages' }],
};

export const summaryEntryNames: Record<number, string> = {
  11: 'Lakeside Hospital',
  12: 'Columbus Data Services',
};

/** The same return with $55 of estimates paid: net $5, within $10, nothing billed. */
export const noPaymentSummary: AnnualReturnSummary = {
  ...balanceDueSummary,
  estimatesPaid: 55,
  net: 5,
  outcome: 'noPayment',
  amountDue: 0,
};

/** The same return with $150 of estimates and a $25 prior-year credit: $115 overpaid. */
export const overpaymentSummary: AnnualReturnSummary = {
  ...balanceDueSummary,
  estimatesPaid: 150,
  priorYearCredit: 25,
  net: -115,
  outcome: 'overpayment',
  amountDue: 0,
};
