import type { BillingStatementCalculation } from '@citytax/api';
import type { BillingStatementValues } from './billingStatement';

/** Stories and tests only: the billing statement both the story and the unit tests fill in. */

/**
 * Individual, tax year 2022, $1,000.00 due and filed April 18, 2023, paid May 20, 2024:
 * 9 months starting in 2023 at 7% ($52.50), 5 starting in 2024 at 10% ($41.67), $94.17 in all;
 * 15% late-payment penalty $150.00; total $1,244.17.
 */
export const ACROSS: BillingStatementValues = {
  taxType: 'individual',
  taxYear: 2022,
  unpaidTax: 1_000,
  dueDate: '2023-04-18',
  filedDate: '2023-04-18',
  paymentDate: '2024-05-20',
  priorLateFiling: false,
};

/** What the city's tax rules work out for ACROSS, in dollars, with the rates as fractions. */
export const ACROSS_RESULT: BillingStatementCalculation = {
  unpaidTax: 1_000,
  latePaymentPenalty: 150,
  lateFilingPenalty: 0,
  lateFilingPenaltyAbated: false,
  interest: 94.17,
  total: 1_244.17,
  interestByYear: [
    { year: 2023, months: 9, rate: 0.07, amount: 52.5 },
    { year: 2024, months: 5, rate: 0.1, amount: 41.67 },
  ],
};

/** The error summary of a Calculate with nothing entered, in the form's order. */
export const ALL_REQUIRED_ERRORS = [
  'Tax type is required',
  'Tax year is required',
  'Unpaid tax is required',
  'Due date is required',
  'Date filed is required',
  'Payment date is required',
];
