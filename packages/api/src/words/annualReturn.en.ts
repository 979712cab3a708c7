// Words of the annual return, its W-2s and 1099s that the screens and the filed copies
// both print, defined once (see ../index.ts).

import type { W2WarningCode } from '@citytax/tax-rules';

/** The boxes of a W-2. */
export const w2Labels = {
  employerName: 'Employer name',
  employerEin: 'Employer EIN',
  workCity: 'Work city',
  medicareWages: 'Medicare wages and tips (box 5)',
  localWages: 'Local wages (box 18)',
  localTaxWithheld: 'Local income tax withheld (box 19)',
  locality: 'Locality (box 20)',
};

/** The fields of a 1099. */
export const form1099Labels = {
  payerName: 'Payer name',
  payerTin: 'Payer TIN',
  amount: 'Nonemployee compensation',
};

/** The W-2 warnings as the summary and the filed copy word them, after the employer's name. */
const W2_WARNING_TEXTS: Record<W2WarningCode, string> = {
  localWagesExceedMedicareWages:
    'local wages (box 18) are more than Medicare wages and tips (box 5). The return uses box 5.',
  localTaxWithheldExceedsWages:
    'local income tax withheld (box 19) is more than the wages (box 5 or box 18). Please check this W-2.',
};

/** The lines of the annual return summary, line by line. */
export const annualReturnSummaryWords = {
  title: 'Annual return summary',
  qualifyingWages: 'Qualifying wages (box 5 of your W-2s)',
  income1099: '1099 income',
  taxableIncome: 'Taxable income',
  rate: 'Tax rate of your residence city',
  tax: 'Tax',
  creditLine: (city: string, employer?: string) =>
    employer
      ? `Tax paid to ${city} that can be credited (${employer})`
      : `Tax paid to ${city} that can be credited`,
  creditableTotal: 'Total tax paid to other cities that can be credited',
  creditFactor: 'Credit factor of your residence city',
  creditLimit: 'Credit limit of your residence city',
  credit: 'Credit for tax paid to other cities',
  /**
   * How the credit is computed, with the residence city's credit factor and
   * credit limit for the tax year, as percentages.
   */
  creditRule: (factor: string, limit: string) =>
    `For each W-2 from another city, the credit is the lesser of ${factor} of the tax paid to that city and ${limit} of the wages taxed there. The total credit is at most the tax.`,
  residenceWithheld: 'Tax withheld for your residence city',
  estimatesPaid: 'Estimated payments',
  priorYearCredit: 'Credit from the prior year',
  /** The balance line of a filed return: what it owed when filed (then paid). */
  dueWhenFiled: 'Amount due when filed',
  noPayment: 'Balance (within $10: nothing is billed or refunded)',
  overpayment: 'Overpayment',
  /** A W-2's warning (tax-rules W2_WARNING_CODES), naming its employer when known. */
  warning: (code: W2WarningCode, employer?: string) =>
    `${employer ?? 'One of your W-2s'}: ${W2_WARNING_TEXTS[code]}`,
};
