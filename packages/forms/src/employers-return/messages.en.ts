import {
  employersReturnWords as words,
  penaltyInterestWords,
  withholdingPeriodWords as periods,
} from '@citytax/api';

/**
 * English texts of the employer's return of income tax withheld. A second
 * language is a second file with the same shape. The months, quarters and the labels the filed
 * copy prints too come from packages/api/src/words.
 */
export const employersReturnMessages = {
  frequencyHeading: 'How often you file',
  frequencyRule:
    'File monthly if more than $2,399 was withheld in the prior year, or more than $200 in any month of the prior quarter. Otherwise file quarterly.',
  fields: {
    frequency: words.frequency,
    taxYear: 'Tax year',
    month: 'Month',
    quarter: 'Quarter',
    employeeCount: words.employeeCount,
    totalWages: words.totalWages,
    taxWithheld: words.taxWithheld,
    priorCredit: 'Prior overpayment credit (optional)',
  },
  frequencies: words.frequencies,
  hints: {
    taxYear: 'The calendar year the wages were paid in.',
    month: 'The month the wages were paid in.',
    quarter: 'The quarter the wages were paid in.',
    employeeCount: 'Employees paid wages during the period.',
    totalWages: 'All wages paid to employees during the period.',
    taxWithheld: 'City income tax you withheld from those wages.',
    priorCredit:
      'An overpayment from an earlier return that you are applying to this one. Leave it empty if none.',
  },
  placeholders: {
    taxYear: 'Choose a tax year',
    month: 'Choose a month',
    quarter: 'Choose a quarter',
  },
  months: periods.months,
  quarters: ['Q1 (January – March)', 'Q2 (April – June)', 'Q3 (July – September)', 'Q4 (October – December)'],
  periodName: periods.periodName,
  quarterMonths: periods.quarterMonths,
  helper: {
    summary: 'Not sure which applies? Check your filing frequency',
    intro: 'Enter what you withheld before this period. Nothing here is sent with your return.',
    priorYear: 'Tax withheld in the prior year',
    largestMonth: 'Largest monthly amount withheld in the prior quarter',
    needAmounts: 'Enter both amounts to see which frequency applies.',
    monthlyBecauseYear: (amount: string) =>
      `You file monthly: ${amount} withheld in the prior year is more than $2,399.00.`,
    monthlyBecauseMonth: (amount: string) =>
      `You file monthly: ${amount} withheld in one month of the prior quarter is more than $200.00.`,
    quarterly:
      'You file quarterly: no more than $2,399.00 was withheld in the prior year and no more than $200.00 in any month of the prior quarter.',
    use: { monthly: 'File monthly', quarterly: 'File quarterly' },
    chosen: { monthly: 'Monthly is chosen.', quarterly: 'Quarterly is chosen.' },
  },
  /** Generic per-rule messages appended to the field's label. */
  rules: {
    required: 'is required',
    min: 'must be greater than or equal to zero',
    tooLarge: 'is too large',
    wholeNumber: 'must be a whole number',
    decimals: 'must have at most two decimal places',
    invalid: 'is invalid',
  },
  notEnded: (period: string, end: string) =>
    `${period} has not ended yet. You can file this return after ${end}.`,
  errorsTitle: 'Please correct the following errors:',
  preview: {
    heading: 'Your return',
    needInputs:
      'Choose the filing frequency, tax year and period, and enter the tax withheld to see the amount due.',
    missingRate:
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    period: words.period,
    dueDate: words.dueDate,
    today: 'Filing date (today)',
    onTime: words.onTime,
    late: (months: number) =>
      `Late by ${months} ${months === 1 ? 'month' : 'months'} (any part of a month counts as a whole one): penalty and interest apply.`,
    caption: words.workHeading,
    lineHeader: 'Line',
    amountHeader: 'Amount',
    taxWithheld: words.taxWithheld,
    priorCredit: words.priorCredit,
    taxDue: 'Tax due (tax withheld less the credit, not below $0.00)',
    latePayment: 'Late-payment penalty: 50% of the tax due',
    lateFilingFlat: (taxYear: number) =>
      `Late-filing penalty: a flat $25.00 (tax year ${taxYear}; from 2023 on; you filed a return late before)`,
    lateFilingAbated: (taxYear: number) =>
      `Late-filing penalty: $25.00 ${penaltyInterestWords.lateFilingAbated} (tax year ${taxYear}; from 2023 on, the first time a return is filed late)`,
    assumedToday: (date: string) =>
      `Worked out for a return filed and paid today, ${date}. When you file, the tax office works it out again for the day it receives your return, and that amount is the one you pay.`,
    lateFilingPerMonth: (months: number, taxYear: number) =>
      `Late-filing penalty: $25.00 for each of ${months} ${months === 1 ? 'month' : 'months'} late, at most $150.00 (tax year ${taxYear}; through 2022)`,
    interestYear: penaltyInterestWords.interestYear,
    interestTotal: 'Interest (all months added, then rounded to the cent)',
    amountDue: words.amountDue,
    interestNote:
      'Interest is simple interest on the tax due only. Each month or part of a month from the day after the due date to today accrues the rate of the year it starts in, divided by 12.',
    pay: (amount: string) => `You pay ${amount} on the next step.`,
    nothingDue: 'Nothing is due. Your return is filed without a payment.',
  },
  submit: 'File return',
  submitting: 'Filing your return',
};

export type EmployersReturnMessages = typeof employersReturnMessages;
