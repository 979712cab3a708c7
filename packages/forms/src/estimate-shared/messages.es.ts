import { estimateWordsEs, type Translation } from '@citytax/api';
import type { estimateMessages } from './messages.en';

/**
 * Spanish texts the individual and the net profit estimate forms share (same keys as
 * messages.en.ts; terms from docs/i18n/glossary-es.md). The labels a filed estimate's copy prints
 * too come from packages/api/src/words.
 */
export const estimateMessagesEs: Translation<typeof estimateMessages> = {
  fields: {
    estimatedCredits: 'Créditos estimados',
    priorYearTax: 'Impuesto del año anterior (opcional)',
    paymentAmount: estimateWordsEs.paymentAmount,
  },
  hints: {
    paymentAmount:
      'Lo que paga ahora. Comienza con el pago sugerido; puede pagar una cantidad distinta de $0.00 o más.',
  },
  rules: {
    required: 'es un dato obligatorio',
    min: 'debe ser mayor o igual a cero',
    tooLarge: 'tiene un valor demasiado alto',
    invalid: 'no tiene un valor válido',
  },
  errorsTitle: 'Corrija los siguientes errores:',
  preview: {
    missingRate:
      'Ocurrió un error al calcular los impuestos de las ciudades que seleccionó. Comuníquese con el servicio de asistencia del proveedor.',
    paidSoFar: (taxYear: number) => `Pagos de impuesto estimado hechos para ${taxYear}`,
    required:
      'Los pagos de impuesto estimado son obligatorios porque su impuesto estimado es de $200.00 o más.',
    notRequired:
      'Los pagos de impuesto estimado no son obligatorios porque su impuesto estimado es menor de $200.00. Aun así, puede hacer un pago.',
    notRequiredNetLoss:
      'Los pagos de impuesto estimado no son obligatorios porque usted espera una pérdida neta, así que no se debe impuesto estimado. Aun así, puede hacer un pago.',
    safeHarbor: (priorYearTax: string) =>
      `Sus plazos se basan en su impuesto del año anterior de ${priorYearTax} porque es menor que el 90% de su impuesto estimado.`,
    scheduleCaption: estimateWordsEs.scheduleHeading,
    columns: estimateWordsEs.columns,
    nextDue: 'próximo vencimiento',
    suggested: 'Pago sugerido ahora',
    suggestedExplained: (installment: number, target: string, paid: string) =>
      `El total adeudado para el plazo ${installment} es ${target}, menos ${paid} ya pagados.`,
  },
  submit: 'Enviar declaración de impuesto estimado',
  submitting: 'Enviando',
};
