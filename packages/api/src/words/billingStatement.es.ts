import type { Translation } from '../translation';
import type { billingStatementWords, penaltyInterestWords } from './billingStatement.en';

// Spanish words of the billing statement and a late return's penalty and interest that the screens
// and the filed copies both print (same keys as billingStatement.en.ts; terms from
// docs/i18n/glossary-es.md).

// Both tables below print it; a plain constant, not a property read, so each stays tree-shakable.
const UNPAID_TAX = 'Impuesto no pagado';

/** The billing statement's inputs, in Spanish. */
export const billingStatementWordsEs: Translation<typeof billingStatementWords> = {
  fields: {
    taxType: 'Tipo de impuesto',
    taxYear: 'Año tributario',
    unpaidTax: UNPAID_TAX,
    dueDate: 'Fecha de vencimiento',
    filedDate: 'Fecha de presentación',
    paymentDate: 'Fecha de pago',
    priorLateFiling: '¿Ha presentado una declaración tarde anteriormente?',
  },
  yesNo: { yes: 'Sí', no: 'No' },
  taxTypes: {
    individual: 'Individual',
    netProfit: 'Ganancia neta',
    withholding: 'Retención',
  },
  workHeading: (taxYear: number) => `Impuestos, multas e intereses del año tributario ${taxYear}`,
  missingRate: (year: number) =>
    `No se conoce la tasa de interés de ${year}, así que no se pueden calcular los intereses. Revise la fecha de vencimiento y la fecha de pago; si son correctas, comuníquese con la oficina de impuestos.`,
};

/** Lines of tax, penalty and interest, in Spanish: the billing statement, a late employer's return. */
export const penaltyInterestWordsEs: Translation<typeof penaltyInterestWords> = {
  unpaidTax: UNPAID_TAX,
  latePaymentPenalty: (rate: string) => `Multa por pago tardío (${rate})`,
  lateFilingPenalty: 'Multa por presentación tardía',
  lateFilingAbated: 'condonada: primera presentación tardía',
  interestYear: (year: number, months: number, rate: string) =>
    `Intereses de ${year}: ${months} ${months === 1 ? 'mes' : 'meses'} al ${rate} anual`,
  interest: 'Intereses',
  total: 'Total adeudado',
};
