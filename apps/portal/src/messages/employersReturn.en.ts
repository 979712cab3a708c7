/** Texts of the employer's return of income tax withheld page (spec §2; TAX-RULES.md §4, §5). */
export const employersReturnEn = {
  /** The dashboard tile's name: the page's title and h1. */
  title: "Employer's Return of Income Tax Withheld",
  /** The form title of the print reminder ("Don't Forget to Print Your …"). */
  printTitle: "Employer's Return of Income Tax Withheld",
  intro:
    "File the city income tax you withheld from your employees' wages for one month or one quarter. The preview below shows the amount due, with the penalty and interest when the return is late. After you file, you pay the amount due on the next step.",
  loading: 'Loading your return',
  loadFailed: 'An error occurred loading your return. Please try again later.',
  retry: 'Try again',
  saveFailed: 'An unexpected error occurred while saving your form. Please try again later.',
  duplicateHint: 'Each month or quarter is filed once. Check the tax year, frequency and period you chose.',
  filed: (period: string) =>
    `Your employer's return for ${period} has been filed. No payment was made because nothing is due.`,
  filedCaption: 'The return you filed',
  filedLines: {
    dueDate: 'Due date',
    filedDate: 'Filing date',
    employeeCount: 'Number of employees',
    totalWages: 'Total wages paid',
    taxWithheld: 'City income tax withheld',
    priorCredit: 'Prior overpayment credit',
    amountDue: 'Amount due',
  },
  dashboard: 'Return to the dashboard',
};
