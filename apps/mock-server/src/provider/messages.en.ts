/**
 * The English texts of the payment provider simulator's pages (issue 8). The Spanish twin is
 * messages.es.ts: a page is in the language of its payment session, which the server registers
 * from the payer's request, or else of the browser's Accept-Language (ADR 0039).
 */
export const providerWords = {
  banner: {
    brand: 'Payment provider simulator',
    testOnly: 'Test payments only: no card is charged.',
  },
  fields: {
    cardNumber: {
      label: 'Card number',
      hint: 'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails with an error.',
    },
    expiry: { label: 'Expiry (MM/YY)', hint: 'For example, 04/29' },
    cvc: { label: 'CVC', hint: 'The 3 digits on the back of the card, or 4 on the front' },
    name: { label: 'Name on card' },
  },
  /** The card form's field errors, as checkCard words them. */
  card: {
    cardNumberRequired: 'Enter the card number',
    cardNumberFormat: 'Enter the card number as 13 to 19 digits',
    cardNumberNotTestCard:
      'Enter one of the test card numbers: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0000 0000 0119',
    expiryRequired: 'Enter the expiry date',
    expiryFormat: 'Enter the expiry date as MM/YY, for example 04/29',
    expiryPast: 'The card has expired. Enter the expiry date of a card that is still valid',
    cvcRequired: 'Enter the CVC',
    cvcFormat: 'Enter the CVC as 3 or 4 digits',
    nameRequired: 'Enter the name on the card',
    nameTooLong: 'Name on card must be 100 characters or fewer',
  },
  cardPage: {
    heading: 'Pay by card',
    /** The page's title: "Pay $125.00 by card". */
    title: (amount: string) => `Pay ${amount} by card`,
    /** Before the title and each field error, for a screen reader. */
    errorPrefix: 'Error: ',
    errorSummary: 'There is a problem',
    paymentFor: 'Payment for',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
  },
  messages: {
    badRequestTitle: 'This payment request is not valid',
    badRequest: 'Return to the site you came from and start the payment again.',
    unknownTitle: 'This payment session was not found',
    unknown: 'It may have expired. Return to the site you came from and start the payment again.',
    back: 'Return to City Tax e-File',
    notFoundTitle: 'Page not found',
    notFound: (method: string, path: string) => `There is no page at ${method} ${path}.`,
  },
};
