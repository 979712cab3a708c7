/** Texts of the net profit estimate page (spec §2; TAX-RULES.md §3). */
export const netProfitEstimateEn = {
  title: 'Net Profit Estimate',
  /** The form's name in the print reminder: "Don't Forget to Print Your Net Profit Estimate". */
  printTitle: 'Net Profit Estimate',
  intro: (taxYear: number) =>
    `Estimate your business's ${taxYear} net profit tax and make an estimated payment. The preview below shows how the tax is computed, your installments and what to pay now.`,
  loading: 'Loading your estimate',
  loadFailed: 'An error occurred loading your estimate details. Please try again later.',
  retry: 'Try again',
  saveFailed: 'An unexpected error occurred while saving your form. Please try again later.',
  print: 'Print this form',
  filed: (taxYear: number) =>
    `Your ${taxYear} net profit estimate has been filed. No payment was made because the payment amount was $0.00.`,
  /** The server's answer for an expected net loss, after filing. */
  filedNetLoss: (estimatedTax: string) =>
    `Your estimated tax is ${estimatedTax}: estimated payments are not required because you expect a net loss.`,
  viewEstimates: 'View your estimates and credits',
  dashboard: 'Return to the dashboard',
};
