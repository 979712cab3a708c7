import type { WithholdingFrequencyName } from '../schemas/businessForms';

// Words of the employer's return of income tax withheld that the screens and the filed copies
// both print, defined once (see ../index.ts).

/** The months and quarters an employer's return is filed for. */
export const withholdingPeriodWords = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  quarterMonths: ['January – March', 'April – June', 'July – September', 'October – December'],
  /** A period in sentences: "March 2025", "Q1 2025 (January – March)". */
  periodName: {
    monthly: (month: string, taxYear: number) => `${month} ${taxYear}`,
    quarterly: (quarter: number, months: string, taxYear: number) => `Q${quarter} ${taxYear} (${months})`,
  },
};

/** The employer's return of income tax withheld: its inputs and its lines. */
export const employersReturnWords = {
  frequency: 'Filing frequency',
  frequencies: { monthly: 'Monthly', quarterly: 'Quarterly' } satisfies Record<
    WithholdingFrequencyName,
    string
  >,
  period: 'Period',
  dueDate: 'Due date',
  employeeCount: 'Number of employees',
  totalWages: 'Total wages paid',
  workHeading: 'How the amount due is computed',
  taxWithheld: 'City income tax withheld',
  priorCredit: 'Less prior overpayment credit',
  onTime: 'On time: no penalty or interest applies.',
  amountDue: 'Amount due',
};
