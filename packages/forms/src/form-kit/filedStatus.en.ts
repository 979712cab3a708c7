/** English texts of a filed form's status line. A second language is a second file with the same shape. */
export const filedStatusMessages = {
  /** A form filed with a payment: what was paid, when, and that nothing is left to pay. */
  paid: (amount: string, date: string | null) =>
    date ? `Paid ${amount} on ${date}, balance $0.00` : `Paid ${amount}, balance $0.00`,
  /** A form filed with nothing to pay. */
  filedNoPayment: 'Filed, no payment due',
  filedOn: 'Filed on',
  confirmationNumber: 'Confirmation number',
  loadingConfirmation: 'Loading the confirmation number',
};
export type FiledStatusMessages = typeof filedStatusMessages;
