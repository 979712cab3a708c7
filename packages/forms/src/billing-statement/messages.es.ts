import { billingStatementWordsEs, penaltyInterestWordsEs as lines, type Translation } from '@citytax/api';
import type { billingStatementMessages } from './messages.en';

/**
 * Spanish texts of the tax, penalty and interest billing statement (same keys as messages.en.ts;
 * terms from docs/i18n/glossary-es.md).
 */
export const billingStatementMessagesEs: Translation<typeof billingStatementMessages> = {
  fields: billingStatementWordsEs.fields,
  yesNo: billingStatementWordsEs.yesNo,
  taxTypes: billingStatementWordsEs.taxTypes,
  taxTypeHints: {
    individual: 'Impuesto individual sobre el ingreso. La multa por pago tardío es del 15%.',
    netProfit: 'Impuesto sobre la ganancia neta de un negocio. La multa por pago tardío es del 15%.',
    withholding: 'Impuesto que un empleador retuvo de los salarios. La multa por pago tardío es del 50%.',
  },
  hints: {
    taxType: 'El tipo de impuesto al que corresponde el estado de cuenta.',
    taxYear: 'El año al que corresponde el impuesto.',
    taxYearPlaceholder: 'Seleccione un año tributario',
    unpaidTax: 'El impuesto que no se pagó para la fecha de vencimiento, sin multas ni intereses.',
    dueDate:
      'La fecha en que vencían la declaración y el impuesto: para el impuesto individual y el impuesto sobre la ganancia neta, en el año siguiente al año tributario; para la retención, en el año tributario o en el año siguiente.',
    filedDate:
      'La fecha en que se presentó la declaración. Si todavía no se ha presentado, escriba la fecha de hoy.',
    paymentDate:
      'La fecha en que se pagó el impuesto. Si todavía no se ha pagado, escriba la fecha de hoy. Se cobran intereses hasta esta fecha.',
    priorLateFiling:
      'A partir del año tributario 2023, la multa de $25.00 por presentación tardía no se cobra la primera vez que un contribuyente presenta una declaración tarde.',
  },
  rules: {
    required: 'es un dato obligatorio',
    min: 'debe ser mayor o igual a cero',
    tooLarge: 'tiene un valor demasiado alto',
    decimals: 'debe tener como máximo dos decimales',
    dueInYearAfter: 'debe ser en el año siguiente al año tributario',
    dueInTaxYearOrYearAfter: 'debe ser en el año tributario o en el año siguiente',
    notBeforeTaxYear: 'no puede ser anterior al año tributario',
    notInFuture: 'no puede ser una fecha futura',
    invalid: 'no tiene un valor válido',
  },
  errorsTitle: 'Corrija los siguientes errores:',
  statement: {
    heading: 'Impuestos, multas e intereses',
    preview:
      'Vista previa, calculada mientras escribe. Seleccione Calcular para obtener las cantidades que la oficina de impuestos le cobrará.',
    server: 'Calculado por la oficina de impuestos. Estas son las cantidades que se le cobrarán.',
    needInputs:
      'Escriba el tipo de impuesto, el año tributario, el impuesto no pagado y las tres fechas para ver la multa y los intereses.',
    invalid: 'Corrija los datos de arriba para ver la multa y los intereses.',
    missingRate: billingStatementWordsEs.missingRate,
  },
  breakdown: {
    caption: billingStatementWordsEs.workHeading,
    lineHeader: 'Línea',
    amountHeader: 'Cantidad',
    unpaidTax: lines.unpaidTax,
    latePaymentPenalty: lines.latePaymentPenalty,
    latePaymentApplied: (rate: string, unpaid: string) =>
      `El ${rate} de ${unpaid}, porque el impuesto se pagó después de la fecha de vencimiento.`,
    latePaymentNone: 'Ninguna: el impuesto se pagó para la fecha de vencimiento.',
    lateFilingPenalty: lines.lateFilingPenalty,
    lateFilingNone: 'Ninguna: la declaración se presentó para la fecha de vencimiento.',
    lateFilingMonthly: (months: number, capped: boolean) =>
      `$25.00 por cada mes o parte de un mes de atraso de la declaración (${months} ${months === 1 ? 'mes' : 'meses'}), hasta un máximo de $150.00, para los años tributarios 2022 y anteriores.${capped ? ' Se aplica el límite de $150.00.' : ''}`,
    lateFilingFlat:
      'Una cantidad fija de $25.00 porque la declaración se presentó tarde, para los años tributarios 2023 y posteriores, y ya se había presentado una declaración tarde anteriormente.',
    lateFilingAbated: `$25.00 ${lines.lateFilingAbated}: a partir del año tributario 2023, la multa no se cobra la primera vez que un contribuyente presenta una declaración tarde.`,
    interest: lines.interest,
    interestApplied: (from: string, to: string) =>
      `Intereses simples sobre el impuesto no pagado por cada mes o parte de un mes del ${from} al ${to}: el impuesto no pagado multiplicado por la tasa anual, dividido entre 12, por cada mes.`,
    interestNone: 'Ninguno: el impuesto se pagó para la fecha de vencimiento.',
    total: lines.total,
    byYearCaption: 'Intereses por año',
    columns: { year: 'Año', months: 'Meses', rate: 'Tasa anual', amount: 'Intereses' },
    byYearTotal: 'Total',
  },
  calculate: 'Calcular',
  calculating: 'Calculando',
  continueToPayment: 'Continuar al pago',
  fileStatement: 'Presentar estado de cuenta',
  saving: 'Guardando su estado de cuenta',
  continueHint:
    'Primero calcule el estado de cuenta. Podrá continuar cuando se hayan calculado las cantidades.',
  changedSinceCalculation:
    'Sus datos cambiaron. Seleccione Calcular de nuevo para obtener las cantidades que se cobrarán.',
  nothingDue: 'No se debe nada. Puede presentar el estado de cuenta sin pago.',
};
