import type { Translation } from '@citytax/api';
import type { employersReturnEn } from './employersReturn.en';

/** Spanish texts of the employer's return of income tax withheld page (same keys as employersReturn.en.ts; terms from docs/i18n/glossary-es.md). */
export const employersReturnEs: Translation<typeof employersReturnEn> = {
  title: 'Declaración del empleador del impuesto sobre el ingreso retenido',
  printTitle: 'Declaración del empleador del impuesto sobre el ingreso retenido',
  intro:
    'Presente el impuesto municipal sobre el ingreso que retuvo de los salarios de sus empleados durante un mes o un trimestre. La vista previa de abajo muestra la cantidad adeudada, con la multa y los intereses si la declaración se presenta tarde. Después de presentarla, pagará la cantidad adeudada en el siguiente paso.',
  loading: 'Cargando su declaración',
  loadFailed: 'Ocurrió un error al cargar su declaración. Vuelva a intentarlo más tarde.',
  retry: 'Intentar de nuevo',
  saveFailed: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
  duplicateHint:
    'Cada mes o trimestre se presenta una sola vez. Revise el año tributario, la frecuencia y el período que eligió.',
  filed: (period: string) =>
    `Se presentó su declaración del empleador de ${period}. No se hizo ningún pago porque no se debe nada.`,
  filedCaption: 'La declaración que presentó',
  filedLines: {
    dueDate: 'Fecha de vencimiento',
    filedDate: 'Fecha de presentación',
    employeeCount: 'Número de empleados',
    totalWages: 'Total de salarios pagados',
    taxWithheld: 'Impuesto municipal sobre el ingreso retenido',
    priorCredit: 'Crédito por pago en exceso anterior',
    amountDue: 'Cantidad adeudada',
  },
  dashboard: 'Volver al panel principal',
};
