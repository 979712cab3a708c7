/**
 * English texts of the payment panel. A second language is a second file
 * with the same shape.
 */
export const paymentMessages = {
  loading: 'Loading your payment details',
  /** The form being paid, by its tax form type. */
  formTypes: {
    ExemptionCertificate: 'Exemption Certificate',
    CityTaxForm: 'Individual Annual Return',
    FormW2: 'W-2',
    Form1099: '1099',
    IndividualEstimate: 'Individual Estimate',
    NetProfitEstimate: 'Net Profit Estimate',
    ReturnOfIncome: "Employer's Return of Income Tax Withheld",
    BillingStatement: 'Tax, Penalty and Interest Billing Statement',
  },
  form: 'Form',
  /** The form's place in the filing lifecycle, shown while it awaits payment. */
  status: 'Status',
  awaitingPayment: 'Awaiting payment',
  amountDue: 'Amount due',
  amountApplied: 'Amount applied',
  paidHeading: 'Paid',
  paid: 'This form has been paid. Thank you.',
  payIntro:
    "Select Pay to go to our payment provider's secure page and pay by credit or debit card. When you are done you come back to this page, which shows the result.",
  pay: 'Pay',
  /** The disabled button after a start failure. */
  payBalance: 'Pay Balance',
  starting: 'Starting your payment session…',
  started: 'Taking you to the payment provider…',
  startFailed: 'An error occurred starting your payment session.',
  retryHeading: 'Your last payment did not go through',
  retry: 'No money was taken. You can try again with the same or another card.',
  inProgressHeading: 'Payment not finished',
  inProgress:
    'A payment for this form was started but not finished. Select Pay to continue; you will not be charged twice.',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing your form',
  withdrawHint:
    'Withdraw returns this form to a draft so you can change it. The payment you started is cancelled.',
  nothingDue: 'Nothing is owed on this form. You can file it without a payment.',
  fileNoPayment: 'File without payment',
  filingNoPayment: 'Filing your form',
  filedHeading: 'Filed',
  filed: 'Your form has been filed. No payment was needed because nothing is owed.',
  history: {
    caption: 'Payment history',
    columns: {
      date: 'Date',
      paymentType: 'Payment type',
      cardEnding: 'Card or account ending',
      amount: 'Amount',
      status: 'Status',
    },
    paymentTypes: {
      Unknown: 'Unknown',
      CreditDebitCard: 'Credit or debit card',
      PersonalCheck: 'Personal check',
      BusinessCheck: 'Business check',
    },
    statuses: { Succeeded: 'Succeeded', Failed: 'Failed' },
    none: 'None',
    /** The names the server gives a row's date (its paymentDateTitle), as shown. */
    dateTitles: { payment: 'Payment Date' },
  },
};

export type PaymentMessages = typeof paymentMessages;
