/**
 * English texts of the taxpayer's account (issue 15): Filings and Payments, the confirmation page,
 * Download PDF. A second language is a second file with the same shape.
 */
export const filingsEn = {
  title: 'Filings and Payments',
  intro:
    'Every form you started or filed for this taxpayer, newest first. Continue a draft, pay what is due and download a copy of what you filed.',
  loading: 'Loading your filings and payments',
  loadFailed: 'Your filings and payments could not be loaded. Please try again.',
  retry: 'Try again',
  filters: 'Filter your forms',
  taxYear: 'Tax year',
  allYears: 'All years',
  status: 'Status',
  allStatuses: 'All statuses',
  /** The live count under the filters: "3 of 7 forms". */
  count: (shown: number, total: number) => `${shown} of ${total} ${total === 1 ? 'form' : 'forms'}`,
  yearHeading: (taxYear: number) => `Tax year ${taxYear}`,
  /** The status tag's word: exactly one of these (issue 15). */
  statuses: { Draft: 'Draft', AwaitingPayment: 'Awaiting payment', Filed: 'Filed', Paid: 'Paid' },
  amountDue: 'Amount due',
  amountPaid: 'Amount paid',
  noPaymentDue: 'No payment due',
  filedOn: 'Filed on',
  confirmationNumber: 'Confirmation number',
  actions: { continue: 'Continue', pay: 'Pay', view: 'View' },
  /** A form's period: a month's name, a quarter with its months, an estimate's installment. */
  periods: {
    quarter: (quarter: number, months: string) => `Quarter ${quarter} (${months})`,
    installment: (installment: number) => `Installment ${installment}`,
  },
  /** A form as links name it for screen readers: "Individual Annual Return, 2025" (then "2 of 3" for look-alikes). */
  formName: (parts: string[]) => parts.join(', '),
  sameName: (index: number, count: number) => `${index} of ${count}`,
  empty: 'You have not started any forms yet.',
  emptyAction: 'Start with a form on your dashboard',
  noMatch: 'No forms match these filters.',
  clearFilters: 'Clear filters',
  /** The dashboard's section of drafts and forms awaiting payment. */
  attention: {
    heading: 'Needs your attention',
    loading: 'Checking what needs your attention',
    loadFailed: 'What needs your attention could not be checked.',
    nothing: 'You have nothing to finish or pay.',
    total: (amount: string) => `Total balance due: ${amount}`,
    draft: 'Draft: not filed yet',
    awaiting: (amount: string) => `Awaiting payment: ${amount} due`,
    seeAll: 'See all your filings and payments',
  },
  downloadPdf: 'Download PDF',
  downloading: 'Downloading the PDF copy',
  downloadFailed: 'The PDF copy could not be downloaded. Please try again.',
};
