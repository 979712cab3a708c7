/**
 * English texts of the individual estimate form (TAX-RULES.md §3). A second language is a
 * second file with the same shape.
 */
export const individualEstimateMessages = {
  fields: {
    residenceCity: 'Residence city',
    estimatedIncome: 'Estimated income',
    estimatedCredits: 'Estimated credits',
    priorYearTax: 'Prior-year tax (optional)',
    paymentAmount: 'Payment amount',
  },
  hints: {
    residenceCity: (taxYear: number) => `The member city you expect to live in during ${taxYear}.`,
    estimatedIncome: (taxYear: number) => `All income you expect to earn in ${taxYear} that the city taxes.`,
    estimatedCredits:
      'City income tax you expect to be withheld, plus the credit for tax paid to other cities.',
    priorYearTax: (taxYear: number) =>
      `Your city income tax for ${taxYear - 1}. When it is lower than 90% of this year's estimated tax, your installments are based on it instead (safe harbor).`,
    paymentAmount:
      'What you pay now. It starts at the suggested payment; you may pay a different amount of $0.00 or more.',
  },
  /** Generic per-rule messages (spec §5) appended to the field's label. */
  rules: {
    required: 'is required',
    min: 'must be greater than or equal to zero',
    tooLarge: 'is too large',
    invalid: 'is invalid',
  },
  errorsTitle: 'Please correct the following errors:',
  preview: {
    heading: (taxYear: number) => `Your ${taxYear} estimate`,
    needInputs: 'Choose your residence city and enter your estimated income to see your estimated tax.',
    missingRate:
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    estimatedTax: 'Estimated tax',
    paidSoFar: (taxYear: number) => `Estimated payments made for ${taxYear}`,
    required: 'Estimated payments are required because your estimated tax is $200.00 or more.',
    notRequired:
      'Estimated payments are not required because your estimated tax is less than $200.00. You may still make a payment.',
    safeHarbor: (priorYearTax: string) =>
      `Your installments are based on your prior-year tax of ${priorYearTax} because it is lower than 90% of your estimated tax.`,
    scheduleCaption: (taxYear: number) => `Installment schedule for tax year ${taxYear}`,
    columns: { number: 'Installment', dueDate: 'Due date', target: 'Total due by this date' },
    nextDue: 'next due',
    suggested: 'Suggested payment now',
    suggestedExplained: (installment: number, target: string, paid: string) =>
      `The total due by installment ${installment} is ${target}, less ${paid} already paid.`,
  },
  submit: 'Submit estimate',
  submitting: 'Submitting',
};

export type IndividualEstimateMessages = typeof individualEstimateMessages;
