import type { Translation } from '../translation';
import type { employersReturnWords, withholdingPeriodWords } from './employersReturn.en';

// Spanish words of the employer's return of income tax withheld that the screens and the filed
// copies both print (same keys as employersReturn.en.ts; terms from docs/i18n/glossary-es.md).

/** The months and quarters an employer's return is filed for, in Spanish (months in lower case, as Spanish writes them). */
export const withholdingPeriodWordsEs: Translation<typeof withholdingPeriodWords> = {
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  quarterMonths: ['enero – marzo', 'abril – junio', 'julio – septiembre', 'octubre – diciembre'],
  /** A period in sentences: "marzo de 2025", "T1 2025 (enero – marzo)". */
  periodName: {
    monthly: (month: string, taxYear: number) => `${month} de ${taxYear}`,
    quarterly: (quarter: number, months: string, taxYear: number) => `T${quarter} ${taxYear} (${months})`,
  },
};

/** The employer's return of income tax withheld, in Spanish: its inputs and its lines. */
export const employersReturnWordsEs: Translation<typeof employersReturnWords> = {
  frequency: 'Frecuencia de presentación',
  frequencies: { monthly: 'Mensual', quarterly: 'Trimestral' },
  period: 'Período',
  dueDate: 'Fecha de vencimiento',
  employeeCount: 'Número de empleados',
  totalWages: 'Total de salarios pagados',
  workHeading: 'Cómo se calcula la cantidad adeudada',
  taxWithheld: 'Impuesto municipal sobre el ingreso retenido',
  priorCredit: 'Menos el crédito por pago en exceso anterior',
  onTime: 'A tiempo: no se aplican multas ni intereses.',
  amountDue: 'Cantidad adeudada',
};
