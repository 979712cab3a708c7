/**
 * English texts of a filed form's confirmation page (issue 15) and of the links to it. A second
 * language is a second file with the same shape.
 */
export const confirmationEn = {
  title: 'Confirmation',
  loading: 'Loading your confirmation',
  filedHeading: 'Your form is filed',
  paid: (amount: string) => `We received your payment of ${amount} and your form is filed. Thank you.`,
  noPayment: 'Your form is filed. No payment was due.',
  keepNumber: 'Keep your confirmation number. Give it if you contact us about this form.',
  details: 'Filing details',
  confirmationNumber: 'Confirmation number',
  /** How a screen reader reads the number: its groups, letters and digits one by one. */
  spelled: (groups: string[]) => groups.join(', '),
  form: 'Form',
  taxYear: 'Tax year',
  period: 'Period',
  amountPaid: 'Amount paid',
  noPaymentDue: 'No payment due',
  filedAt: 'Date and time filed',
  paymentMethod: 'Payment method',
  card: (last4: string) => `Card ending in ${last4}`,
  paymentTypes: {
    Unknown: 'Payment',
    CreditDebitCard: 'Credit or debit card',
    PersonalCheck: 'Personal check',
    BusinessCheck: 'Business check',
  },
  print: 'Print',
  next: 'What you can do next',
  filings: 'Filings and Payments',
  dashboard: 'Return to the dashboard',
  estimatesAndCredits: 'View your estimates and credits',
  notFiledHeading: 'This form is not filed yet',
  notFiled:
    'A form has a confirmation once it is filed. If it has a balance due, it is filed when you pay it.',
  toPayment: 'Go to the payment page',
  loadFailed: 'An error occurred loading your confirmation, please try again later.',
  retry: 'Try again',
  /** The pay page's link to a paid or filed form's confirmation. */
  viewConfirmation: 'View your confirmation',
};
export type ConfirmationMessages = typeof confirmationEn;
