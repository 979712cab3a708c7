import {
  employersReturnWordsEs as words,
  penaltyInterestWordsEs,
  withholdingPeriodWordsEs as periods,
  type Translation,
} from '@citytax/api';
import type { employersReturnMessages } from './messages.en';

/**
 * Spanish texts of the employer's return of income tax withheld (same keys as messages.en.ts;
 * terms from docs/i18n/glossary-es.md).
 */
export const employersReturnMessagesEs: Translation<typeof employersReturnMessages> = {
  frequencyHeading: 'Con qué frecuencia presenta',
  frequencyRule:
    'Presente mensualmente si se retuvieron más de $2,399 en el año anterior, o más de $200 en cualquier mes del trimestre anterior. De lo contrario, presente trimestralmente.',
  fields: {
    frequency: words.frequency,
    taxYear: 'Año tributario',
    month: 'Mes',
    quarter: 'Trimestre',
    employeeCount: words.employeeCount,
    totalWages: words.totalWages,
    taxWithheld: words.taxWithheld,
    priorCredit: 'Crédito por pago en exceso anterior (opcional)',
  },
  frequencies: words.frequencies,
  hints: {
    taxYear: 'El año calendario en que se pagaron los salarios.',
    month: 'El mes en que se pagaron los salarios.',
    quarter: 'El trimestre en que se pagaron los salarios.',
    employeeCount: 'Empleados a los que se pagaron salarios durante el período.',
    totalWages: 'Todos los salarios pagados a los empleados durante el período.',
    taxWithheld: 'El impuesto municipal sobre el ingreso que usted retuvo de esos salarios.',
    priorCredit:
      'Un pago en exceso de una declaración anterior que usted aplica a esta. Déjelo vacío si no tiene ninguno.',
  },
  placeholders: {
    taxYear: 'Elija un año tributario',
    month: 'Elija un mes',
    quarter: 'Elija un trimestre',
  },
  months: periods.months,
  quarters: [
    'T1 (enero – marzo)',
    'T2 (abril – junio)',
    'T3 (julio – septiembre)',
    'T4 (octubre – diciembre)',
  ],
  periodName: periods.periodName,
  quarterMonths: periods.quarterMonths,
  helper: {
    summary: '¿No sabe cuál le corresponde? Consulte su frecuencia de presentación',
    intro:
      'Escriba lo que retuvo antes de este período. Nada de lo que escriba aquí se envía con su declaración.',
    priorYear: 'Impuesto retenido en el año anterior',
    largestMonth: 'Mayor cantidad mensual retenida en el trimestre anterior',
    needAmounts: 'Escriba ambas cantidades para ver qué frecuencia le corresponde.',
    monthlyBecauseYear: (amount: string) =>
      `Usted presenta mensualmente: los ${amount} retenidos en el año anterior son más de $2,399.00.`,
    monthlyBecauseMonth: (amount: string) =>
      `Usted presenta mensualmente: los ${amount} retenidos en un mes del trimestre anterior son más de $200.00.`,
    quarterly:
      'Usted presenta trimestralmente: no se retuvieron más de $2,399.00 en el año anterior ni más de $200.00 en ningún mes del trimestre anterior.',
    use: { monthly: 'Presentar mensualmente', quarterly: 'Presentar trimestralmente' },
    chosen: { monthly: 'Se eligió mensual.', quarterly: 'Se eligió trimestral.' },
  },
  rules: {
    required: 'es un dato obligatorio',
    min: 'debe ser mayor o igual a cero',
    tooLarge: 'tiene un valor demasiado alto',
    wholeNumber: 'debe ser un número entero',
    decimals: 'debe tener como máximo dos decimales',
    invalid: 'no tiene un valor válido',
  },
  notEnded: (period: string, end: string) =>
    `El período de ${period} aún no ha terminado. Puede presentar esta declaración después del ${end}.`,
  errorsTitle: 'Corrija los siguientes errores:',
  preview: {
    heading: 'Su declaración',
    needInputs:
      'Elija la frecuencia de presentación, el año tributario y el período, y escriba el impuesto retenido para ver la cantidad adeudada.',
    missingRate:
      'Ocurrió un error al calcular los impuestos de las ciudades que seleccionó. Comuníquese con el servicio de asistencia del proveedor.',
    period: words.period,
    dueDate: words.dueDate,
    today: 'Fecha de presentación (hoy)',
    onTime: words.onTime,
    late: (months: number) =>
      `Con ${months} ${months === 1 ? 'mes' : 'meses'} de atraso (cualquier parte de un mes cuenta como un mes completo): se aplican multas e intereses.`,
    caption: words.workHeading,
    lineHeader: 'Línea',
    amountHeader: 'Cantidad',
    taxWithheld: words.taxWithheld,
    priorCredit: words.priorCredit,
    taxDue: 'Impuesto adeudado (impuesto retenido menos el crédito, no menos de $0.00)',
    latePayment: 'Multa por pago tardío: 50% del impuesto adeudado',
    lateFilingFlat: (taxYear: number) =>
      `Multa por presentación tardía: una cantidad fija de $25.00 (año tributario ${taxYear}; a partir de 2023; usted ya presentó una declaración tarde anteriormente)`,
    lateFilingAbated: (taxYear: number) =>
      `Multa por presentación tardía: $25.00 ${penaltyInterestWordsEs.lateFilingAbated} (año tributario ${taxYear}; a partir de 2023, la primera vez que se presenta una declaración tarde)`,
    assumedToday: (date: string) =>
      `Calculado para una declaración presentada y pagada hoy, ${date}. Cuando usted la presente, la oficina de impuestos lo calculará de nuevo para el día en que reciba su declaración, y esa es la cantidad que usted pagará.`,
    lateFilingPerMonth: (months: number, taxYear: number) =>
      `Multa por presentación tardía: $25.00 por cada uno de los ${months} ${months === 1 ? 'mes' : 'meses'} de atraso, hasta un máximo de $150.00 (año tributario ${taxYear}; hasta 2022)`,
    interestYear: (year: number, months: number, rate: string) =>
      `Intereses de ${year}: ${months} ${months === 1 ? 'mes' : 'meses'} al ${rate} anual`,
    interestTotal: 'Intereses (se suman todos los meses y luego se redondea al centavo)',
    amountDue: words.amountDue,
    interestNote:
      'Los intereses son intereses simples solo sobre el impuesto adeudado. Cada mes o parte de un mes, desde el día siguiente a la fecha de vencimiento hasta hoy, acumula la tasa del año en que comienza, dividida entre 12.',
    pay: (amount: string) => `Usted pagará ${amount} en el siguiente paso.`,
    nothingDue: 'No se debe nada. Su declaración se presenta sin pago.',
  },
  submit: 'Presentar declaración',
  submitting: 'Presentando su declaración',
};
