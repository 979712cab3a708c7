import { estimateWords as words } from '@citytax/api';
import { estimateMessages as shared } from '../estimate-shared/messages.en';

/**
 * English texts of the net profit estimate form, with those both estimate
 * forms share. A second language is a second file with the same shape.
 */
export const netProfitEstimateMessages = {
  fields: {
    businessCity: words.businessCity,
    estimatedNetProfit: words.estimatedNetProfit,
    apportionmentPercent: words.apportionmentPercent,
    ...shared.fields,
  },
  hints: {
    businessCity: (taxYear: number) =>
      `The member city whose net profit tax you are estimating for ${taxYear}.`,
    estimatedNetProfit: (taxYear: number) =>
      `The net profit you expect your business to earn in ${taxYear}, before apportionment. If you expect a loss, type a minus sign before the amount, for example -25000.`,
    apportionmentPercent:
      'The share of your net profit earned in this city, from 0 to 100 with up to two decimals (for example 62.5). Enter 100 if all of your business is done in the city.',
    estimatedCredits:
      'Net profit tax you expect to be credited against this city’s tax, such as credits for tax paid to other cities.',
    priorYearTax: (taxYear: number) =>
      `Your business’s net profit tax for ${taxYear - 1}. When it is lower than 90% of this year's estimated tax, your installments are based on it instead (safe harbor).`,
    ...shared.hints,
  },
  /** The shared per-rule messages, the apportionment's upper bound and the largest loss. */
  rules: {
    ...shared.rules,
    atMost100: 'must be at most 100',
    minLoss: 'has a minimum value of -999,999,999.99',
  },
  /** The apportionment is a percentage, not dollars: its own words for text that is not one. */
  amounts: {
    apportionmentPercent: {
      notANumber: 'Enter a number from 0 to 100, like 62.5',
      belowZero: 'Enter a percentage from 0 to 100',
    },
  },
  errorsTitle: shared.errorsTitle,
  preview: {
    heading: (taxYear: number) => `Your ${taxYear} net profit estimate`,
    needInputs:
      'Choose your business city and enter your estimated net profit (or loss) and apportionment percentage to see your estimated tax.',
    invalidInputs: 'Correct the amounts above to see your estimated tax.',
    workCaption: words.workHeading,
    workColumns: { line: 'Line', amount: 'Amount' },
    work: {
      netProfit: words.estimatedNetProfit,
      apportionment: (city: string) => `Apportioned to ${city}`,
      rate: words.rate,
      grossTax: words.grossTax,
      credits: words.credits,
      estimatedTax: words.estimatedTax,
    },
    formula: (profit: string, apportionment: string, rate: string, grossTax: string) =>
      `${profit} × ${apportionment} × ${rate} = ${grossTax} of tax before credits.`,
    lessCredits: (grossTax: string, credits: string, estimatedTax: string) =>
      `${grossTax} less ${credits} of credits = ${estimatedTax} of estimated tax.`,
    creditsExceedTax: (credits: string, grossTax: string) =>
      `Your credits of ${credits} are more than the tax of ${grossTax}, so your estimated tax is $0.00.`,
    /** `loss` is the amount of the loss, without its sign: the words say it is a loss. */
    netLoss: (loss: string) =>
      `You expect a net loss of ${loss}. A loss is not taxed, so your tax before credits and your estimated tax are $0.00.`,
    ...shared.preview,
  },
  submit: shared.submit,
  submitting: shared.submitting,
};

export type NetProfitEstimateMessages = typeof netProfitEstimateMessages;
