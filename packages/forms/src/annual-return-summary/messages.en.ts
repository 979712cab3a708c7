/** English texts of the annual return summary (TAX-RULES.md §2, line by line). */
export const annualReturnSummaryMessages = {
  caption: 'Annual return summary',
  lineHeader: 'Line',
  amountHeader: 'Amount',
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
  credit: 'Credit for tax paid to other cities',
  residenceWithheld: 'Tax withheld for your residence city',
  estimatesPaid: 'Estimated payments',
  priorYearCredit: 'Credit from the prior year',
  balanceDue: 'Balance due',
  /** The balance line of a filed return: what it owed when filed (then paid). */
  dueWhenFiled: 'Amount due when filed',
  noPayment: 'Balance (within $10: nothing is billed or refunded)',
  overpayment: 'Overpayment',
  outcome: {
    balanceDue: 'A balance is due. You pay it when you file.',
    noPayment: 'Your balance is within $10, so nothing is billed or refunded. You file without a payment.',
    overpayment:
      'Your return shows an overpayment. A return with an overpayment cannot be filed online: you need to file a paper return.',
  },
  warning: (employer?: string) =>
    `${employer ?? 'One of your W-2s'}: local wages (box 18) are more than Medicare wages and tips (box 5). The return uses box 5.`,
};
export type AnnualReturnSummaryMessages = typeof annualReturnSummaryMessages;
