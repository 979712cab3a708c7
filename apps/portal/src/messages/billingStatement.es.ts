import type { Translation } from '@citytax/api';
import type { billingStatementEn } from './billingStatement.en';

/** Spanish texts of the tax, penalty and interest billing statement page (same keys as billingStatement.en.ts; terms from docs/i18n/glossary-es.md). */
export const billingStatementEs: Translation<typeof billingStatementEn> = {
  title: 'Estado de cuenta de impuestos, multas e intereses',
  printTitle: 'Estado de cuenta de impuestos, multas e intereses',
  intro:
    'Calcule la multa y los intereses sobre los impuestos que se presentaron o pagaron tarde, y pague el total. El estado de cuenta muestra cómo se calcula cada cantidad; Calcular obtiene las cantidades que cobra la oficina de impuestos.',
  loading: 'Cargando su estado de cuenta',
  calculateFailed:
    'Ocurrió un error inesperado al calcular su estado de cuenta. Vuelva a intentarlo más tarde.',
  saveFailed: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
  filed: (taxYear: number) =>
    `Se presentó su estado de cuenta de ${taxYear}. No se hizo ningún pago porque no se debe nada.`,
  dashboard: 'Volver al panel principal',
};
