import { estimateWords } from '@citytax/api';
import { estimateMessages as shared } from '../estimate-shared/messages.en';

/**
 * English texts of the individual estimate form, with those both estimate
 * forms share. A second language is a second file with the same shape.
 */
export const individualEstimateMessages = {
  fields: {
    residenceCity: estimateWords.residenceCity,
    estimatedIncome: estimateWords.estimatedIncome,
    ...shared.fields,
  },
  hints: {
    residenceCity: (taxYear: number) => `The member city you expect to live in during ${taxYear}.`,
    estimatedIncome: (taxYear: number) => `All income you expect to earn in ${taxYear} that the city taxes.`,
    estimatedCredits:
      'City income tax you expect to be withheld, plus the credit for tax paid to other cities.',
    priorYearTax: (taxYear: number) =>
      `Your city income tax for ${taxYear - 1}. When it is lower than 90% of this year's estimated tax, your installments are based on it instead (safe harbor).`,
    ...shared.hints,
  },
  rules: shared.rules,
  errorsTitle: shared.errorsTitle,
  preview: {
    heading: (taxYear: number) => `Your ${taxYear} estimate`,
    needInputs: 'Choose your residence city and enter your estimated income to see your estimated tax.',
    estimatedTax: estimateWords.estimatedTax,
    ...shared.preview,
  },
  submit: shared.submit,
  submitting: shared.submitting,
};

export type IndividualEstimateMessages = typeof individualEstimateMessages;
