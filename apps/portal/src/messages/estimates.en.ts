/** Texts of the individual estimate and estimates and credits pages (spec §2; TAX-RULES.md §3). */
export const estimatesEn = {
  estimate: {
    title: 'Individual Estimate',
    /** The form's name in the print reminder: "Don't Forget to Print Your Individual Estimate". */
    printTitle: 'Individual Estimate',
    intro:
      'Estimate your city income tax for the year and make an estimated payment. The preview below shows your installments and what to pay now.',
    loading: 'Loading your estimate',
    loadFailed: 'An error occurred loading your estimate details. Please try again later.',
    saveFailed: 'An unexpected error occurred while saving your form. Please try again later.',
    taxYear: 'Tax year',
    taxYearHint: (previous: number) =>
      `The last installment for ${previous} is still open. Choose the year this payment is for.`,
    filed: (taxYear: number) =>
      `Your ${taxYear} individual estimate has been filed. No payment was made because the payment amount was $0.00.`,
    viewEstimates: 'View your estimates and credits',
    dashboard: 'Return to the dashboard',
  },
  credits: {
    title: 'Estimates and Credits',
    loadFailed: 'An error occurred loading your estimates and credits. Please try again later.',
    makeEstimate: 'Make an individual estimated payment',
  },
};
