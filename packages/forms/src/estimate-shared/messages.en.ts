import { estimateWords } from '@citytax/api';

/**
 * English texts the individual and the net profit estimate forms share. Each
 * form's catalog spreads them into its own shape, so a second language is a second file of each.
 * The labels a filed estimate's copy prints too come from packages/api/src/words.
 */
export const estimateMessages = {
  fields: {
    estimatedCredits: 'Estimated credits',
    priorYearTax: 'Prior-year tax (optional)',
    paymentAmount: estimateWords.paymentAmount,
  },
  hints: {
    paymentAmount:
      'What you pay now. It starts at the suggested payment; you may pay a different amount of $0.00 or more.',
  },
  /** Generic per-rule messages appended to the field's label. */
  rules: {
    required: 'is required',
    min: 'must be greater than or equal to zero',
    tooLarge: 'is too large',
    invalid: 'is invalid',
  },
  errorsTitle: 'Please correct the following errors:',
  preview: {
    missingRate:
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    paidSoFar: (taxYear: number) => `Estimated payments made for ${taxYear}`,
    required: 'Estimated payments are required because your estimated tax is $200.00 or more.',
    notRequired:
      'Estimated payments are not required because your estimated tax is less than $200.00. You may still make a payment.',
    /** A business that expects a net loss owes no estimated tax. */
    notRequiredNetLoss:
      'Estimated payments are not required because you expect a net loss, so no estimated tax is due. You may still make a payment.',
    safeHarbor: (priorYearTax: string) =>
      `Your installments are based on your prior-year tax of ${priorYearTax} because it is lower than 90% of your estimated tax.`,
    scheduleCaption: estimateWords.scheduleHeading,
    columns: estimateWords.columns,
    nextDue: 'next due',
    suggested: 'Suggested payment now',
    suggestedExplained: (installment: number, target: string, paid: string) =>
      `The total due by installment ${installment} is ${target}, less ${paid} already paid.`,
  },
  submit: 'Submit estimate',
  submitting: 'Submitting',
};

export type EstimateMessages = typeof estimateMessages;
/** The preview texts the shared installment schedule reads. */
export type EstimateScheduleMessages = EstimateMessages['preview'];
/** Each field's label and the per-rule messages, as the field errors read them. */
export type { FieldErrorMessages as EstimateErrorMessages } from '../form-kit/fieldErrors';
