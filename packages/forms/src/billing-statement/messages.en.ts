import { BILLING_DATE_RULES, billingStatementWords, penaltyInterestWords as lines } from '@citytax/api';

/**
 * English texts of the tax, penalty and interest billing statement. A second
 * language is a second file with the same shape. The labels the filed copy prints too come from
 * packages/api/src/words.
 */
export const billingStatementMessages = {
  fields: billingStatementWords.fields,
  yesNo: billingStatementWords.yesNo,
  taxTypes: billingStatementWords.taxTypes,
  taxTypeHints: {
    individual: 'Individual income tax. The late-payment penalty is 15%.',
    netProfit: 'Business net profit tax. The late-payment penalty is 15%.',
    withholding: 'Tax an employer withheld from wages. The late-payment penalty is 50%.',
  },
  hints: {
    taxType: 'The kind of tax the statement is for.',
    taxYear: 'The year the tax is for.',
    taxYearPlaceholder: 'Select a tax year',
    unpaidTax: 'The tax that was not paid by the due date, without any penalty or interest.',
    dueDate:
      'The date the return and the tax were due: for individual and net profit tax, in the year after the tax year; for withholding, in the tax year or the year after.',
    filedDate: "The date the return was filed. If it is not filed yet, enter today's date.",
    paymentDate:
      "The date the tax was paid. If it is not paid yet, enter today's date. Interest is charged up to this date.",
    priorLateFiling:
      'From tax year 2023, the $25.00 late-filing penalty is not charged the first time a taxpayer files a return late.',
  },
  /** Generic per-rule messages appended to the field's label. */
  rules: {
    required: 'is required',
    min: 'must be greater than or equal to zero',
    tooLarge: 'is too large',
    decimals: 'must have at most two decimal places',
    dueInYearAfter: BILLING_DATE_RULES.dueInYearAfter,
    dueInTaxYearOrYearAfter: BILLING_DATE_RULES.dueInTaxYearOrYearAfter,
    notBeforeTaxYear: BILLING_DATE_RULES.notBeforeTaxYear,
    notInFuture: BILLING_DATE_RULES.notInFuture,
    invalid: 'is invalid',
  },
  errorsTitle: 'Please correct the following errors:',
  statement: {
    heading: 'Tax, penalty and interest',
    preview: 'Preview, worked out as you type. Select Calculate to get the amounts the tax office will bill.',
    server: 'Calculated by the tax office. These are the amounts you will be billed.',
    needInputs:
      'Enter the tax type, tax year, unpaid tax and the three dates to see the penalty and interest.',
    invalid: 'Correct the entries above to see the penalty and interest.',
    missingRate: billingStatementWords.missingRate,
  },
  breakdown: {
    caption: billingStatementWords.workHeading,
    lineHeader: 'Line',
    amountHeader: 'Amount',
    unpaidTax: lines.unpaidTax,
    latePaymentPenalty: lines.latePaymentPenalty,
    latePaymentApplied: (rate: string, unpaid: string) =>
      `${rate} of ${unpaid}, because the tax was paid after the due date.`,
    latePaymentNone: 'None: the tax was paid by the due date.',
    lateFilingPenalty: lines.lateFilingPenalty,
    lateFilingNone: 'None: the return was filed by the due date.',
    lateFilingMonthly: (months: number, capped: boolean) =>
      `$25.00 for each month or part of a month the return was late (${months} ${months === 1 ? 'month' : 'months'}), at most $150.00, for tax years 2022 and earlier.${capped ? ' The $150.00 limit applies.' : ''}`,
    lateFilingFlat:
      'A flat $25.00 because the return was filed late, for tax years 2023 and later, and a return was filed late before.',
    lateFilingAbated: `$25.00 ${lines.lateFilingAbated}: from tax year 2023 the penalty is not charged the first time a taxpayer files a return late.`,
    interest: lines.interest,
    interestApplied: (from: string, to: string) =>
      `Simple interest on the unpaid tax for each month or part of a month from ${from} to ${to}: the unpaid tax times the annual rate, divided by 12, for each month.`,
    interestNone: 'None: the tax was paid by the due date.',
    total: lines.total,
    byYearCaption: 'Interest by year',
    columns: { year: 'Year', months: 'Months', rate: 'Annual rate', amount: 'Interest' },
    byYearTotal: 'Total',
  },
  calculate: 'Calculate',
  calculating: 'Calculating',
  continueToPayment: 'Continue to payment',
  fileStatement: 'File statement',
  saving: 'Saving your statement',
  continueHint: 'Calculate the statement first. You can continue once the amounts are calculated.',
  changedSinceCalculation: 'Your entries changed. Select Calculate again to get the amounts to bill.',
  nothingDue: 'Nothing is due. You can file the statement without a payment.',
};

export type BillingStatementMessages = typeof billingStatementMessages;
