// Spanish words of the annual return, its W-2s and 1099s that the screens and the filed copies
// both print (same keys as annualReturn.en.ts; terms from docs/i18n/glossary-es.md).

import type { W2WarningCode } from '@citytax/tax-rules';
import type { Translation } from '../translation';
import type { annualReturnSummaryWords, form1099Labels, w2Labels } from './annualReturn.en';

/** The boxes of a W-2, in Spanish. */
export const w2LabelsEs: Translation<typeof w2Labels> = {
  employerName: 'Nombre del empleador',
  employerEin: 'EIN del empleador',
  workCity: 'Ciudad de trabajo',
  medicareWages: 'Salarios y propinas sujetos al impuesto de Medicare (casilla 5)',
  localWages: 'Salarios locales (casilla 18)',
  localTaxWithheld: 'Impuesto local sobre el ingreso retenido (casilla 19)',
  locality: 'Localidad (casilla 20)',
};

/** The fields of a 1099, in Spanish. */
export const form1099LabelsEs: Translation<typeof form1099Labels> = {
  payerName: 'Nombre del pagador',
  payerTin: 'TIN del pagador',
  amount: 'Compensación para no empleados',
};

/** The W-2 warnings as the summary and the filed copy word them, after the employer's name. */
const W2_WARNING_TEXTS: Record<W2WarningCode, string> = {
  localWagesExceedMedicareWages:
    'los salarios locales (casilla 18) son mayores que los salarios y propinas de Medicare (casilla 5). La declaración usa la casilla 5.',
  localTaxWithheldExceedsWages:
    'el impuesto local sobre el ingreso retenido (casilla 19) es mayor que los salarios (casilla 5 o casilla 18). Revise este W-2.',
};

/** The lines of the annual return summary, line by line, in Spanish. */
export const annualReturnSummaryWordsEs: Translation<typeof annualReturnSummaryWords> = {
  title: 'Resumen de la declaración anual',
  qualifyingWages: 'Salarios sujetos al impuesto (casilla 5 de sus Formularios W-2)',
  income1099: 'Ingresos del Formulario 1099',
  taxableIncome: 'Ingreso sujeto a impuestos',
  rate: 'Tasa de impuesto de su ciudad de residencia',
  tax: 'Impuesto',
  creditLine: (city: string, employer?: string) =>
    employer
      ? `Impuesto pagado a ${city} que se puede acreditar (${employer})`
      : `Impuesto pagado a ${city} que se puede acreditar`,
  creditableTotal: 'Total de impuestos pagados a otras ciudades que se puede acreditar',
  creditFactor: 'Factor del crédito de su ciudad de residencia',
  creditLimit: 'Límite del crédito de su ciudad de residencia',
  credit: 'Crédito por impuestos pagados a otras ciudades',
  creditRule: (factor: string, limit: string) =>
    `Por cada Formulario W-2 de otra ciudad, el crédito es la cantidad menor entre el ${factor} del impuesto pagado a esa ciudad y el ${limit} de los salarios sujetos a impuestos allí. El crédito total no puede ser mayor que el impuesto.`,
  residenceWithheld: 'Impuesto retenido para su ciudad de residencia',
  estimatesPaid: 'Pagos de impuesto estimado',
  priorYearCredit: 'Crédito del año anterior',
  dueWhenFiled: 'Cantidad adeudada al presentar',
  noPayment: 'Saldo ($10 o menos: no se cobra ni se reembolsa nada)',
  overpayment: 'Pago en exceso',
  warning: (code: W2WarningCode, employer?: string) =>
    `${employer ?? 'Uno de sus Formularios W-2'}: ${W2_WARNING_TEXTS[code]}`,
};
