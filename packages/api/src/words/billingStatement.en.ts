import type { BillingTaxType } from '../schemas/businessForms';

// Words of the billing statement and a late return's penalty and interest that the screens and
// the filed copies both print, defined once (see ../index.ts).

// Both tables below print it; a plain constant, not a property read, so each stays tree-shakable.
const UNPAID_TAX = 'Unpaid tax';

/** The billing statement's inputs. */
export const billingStatementWords = {
  fields: {
    taxType: 'Tax type',
    taxYear: 'Tax year',
    unpaidTax: UNPAID_TAX,
    dueDate: 'Due date',
    filedDate: 'Date filed',
    paymentDate: 'Payment date',
    priorLateFiling: 'Have you filed a return late before?',
  },
  yesNo: { yes: 'Yes', no: 'No' },
  taxTypes: {
    individual: 'Individual',
    netProfit: 'Net profit',
    withholding: 'Withholding',
  } satisfies Record<BillingTaxType, string>,
  workHeading: (taxYear: number) => `Tax, penalty and interest for tax year ${taxYear}`,
  /**
   * A late month in a year with no interest rate: the statement's preview says it,
   * and the server's missing-tax-rate detail for the statement (the catalogue's text is the city
   * tax form's, about cities).
   */
  missingRate: (year: number) =>
    `No interest rate is known for ${year}, so the interest cannot be worked out. Check the due date and the payment date; if they are right, contact the tax office.`,
};

/** Lines of tax, penalty and interest: the billing statement, a late employer's return. */
export const penaltyInterestWords = {
  unpaidTax: UNPAID_TAX,
  latePaymentPenalty: (rate: string) => `Late-payment penalty (${rate})`,
  lateFilingPenalty: 'Late-filing penalty',
  /** Said on the late-filing line when a first failure's penalty is abated. */
  lateFilingAbated: 'abated: first late filing',
  interestYear: (year: number, months: number, rate: string) =>
    `Interest for ${year}: ${months} ${months === 1 ? 'month' : 'months'} at ${rate} a year`,
  interest: 'Interest',
  total: 'Total due',
};
