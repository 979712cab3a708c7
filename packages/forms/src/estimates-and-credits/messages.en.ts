/** English texts of the estimates and credits list (spec §2 "Estimates and credits"). */
export const estimateCreditsMessages = {
  caption: 'Estimated payments and prior-year credits by tax year',
  columns: {
    taxYear: 'Tax year',
    amountPaid: 'Amount paid',
    priorYearCreditAmount: 'Prior year credit',
  },
  auditNote: 'Estimates paid are not reflected until audited.',
  loading: 'Loading estimates and credits',
  empty: 'There are no estimated payments or credits on record for the current or previous tax year.',
  loadFailed: 'An error occurred loading your estimates and credits. Please try again later.',
};

export type EstimateCreditsMessages = typeof estimateCreditsMessages;
