/** English texts of the estimates and credits list. */
export const estimateCreditsMessages = {
  caption: 'Estimated payments and prior-year credits by tax year',
  columns: {
    taxYear: 'Tax year',
    amountPaid: 'Amount paid',
    priorYearCreditAmount: 'Prior year credit',
  },
  /**
   * The audit note, said of the payments it applies to: the list counts the
   * completed payments made here at once, and payments made another way once audited.
   */
  auditNote:
    'Estimated payments made through City Tax e-File are shown as soon as they are completed. Estimated payments made any other way, such as by check, are not reflected until the tax office has audited them.',
  loading: 'Loading estimates and credits',
  empty: 'There are no estimated payments or credits on record for the current or previous tax year.',
  loadFailed: 'An error occurred loading your estimates and credits. Please try again later.',
};

export type EstimateCreditsMessages = typeof estimateCreditsMessages;
