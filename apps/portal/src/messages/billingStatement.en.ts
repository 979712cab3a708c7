/** Texts of the tax, penalty and interest billing statement page (spec §2; TAX-RULES.md §5). */
export const billingStatementEn = {
  title: 'Tax, Penalty and Interest Billing Statement',
  /** The form's name in the print reminder: "Don't Forget to Print Your …". */
  printTitle: 'Tax, Penalty and Interest Billing Statement',
  intro:
    'Work out the penalty and interest on tax that was filed or paid late, and pay the total. The statement shows how each amount is figured; Calculate gets the amounts the tax office bills.',
  loading: 'Loading your billing statement',
  calculateFailed: 'An unexpected error occurred while calculating your statement. Please try again later.',
  saveFailed: 'An unexpected error occurred while saving your form. Please try again later.',
  filed: (taxYear: number) =>
    `Your ${taxYear} billing statement has been filed. No payment was made because nothing is due.`,
  dashboard: 'Return to the dashboard',
};
