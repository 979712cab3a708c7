import { annualReturnSummaryWords } from '@citytax/api';

const { title: caption, ...lines } = annualReturnSummaryWords;

/**
 * English texts of the annual return summary, line by line. The line labels are
 * those the filed copy prints too (packages/api/src/words).
 */
export const annualReturnSummaryMessages = {
  caption,
  lineHeader: 'Line',
  amountHeader: 'Amount',
  ...lines,
  balanceDue: 'Balance due',
  outcome: {
    balanceDue: 'A balance is due. You pay it when you file.',
    noPayment: 'Your balance is within $10, so nothing is billed or refunded. You file without a payment.',
  },
};
export type AnnualReturnSummaryMessages = typeof annualReturnSummaryMessages;
