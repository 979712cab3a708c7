/**
 * English texts for a money field whose text is not an amount it takes: whole
 * sentences, shown as they are next to the field and in the error summary (a field may
 * override the generic "<label> <rule>" messages). A second language is a second file with the
 * same shape.
 */
export const amountMessages = {
  /** Letters, exponent notation ('1e5'), two decimal points, misplaced thousands separators… */
  notANumber: 'Enter a number, like 1,234.56',
  /** A minus sign where the field takes no negative amount. */
  belowZero: 'Enter an amount of $0.00 or more',
};
export type AmountMessages = typeof amountMessages;
