import type { Translation } from '@citytax/api';
import type { paymentEn } from './payment.en';

/** Spanish texts of the payment page (same keys as payment.en.ts; terms from docs/i18n/glossary-es.md). */
export const paymentEs: Translation<typeof paymentEn> = {
  title: 'Pago',
  loadFailed: 'Ocurrió un error al cargar los datos de su pago. Vuelva a intentarlo más tarde.',
  noPaymentFailed: 'Ocurrió un error inesperado al presentar su formulario. Vuelva a intentarlo más tarde.',
  withdrawn: 'Se retiró su formulario y vuelve a ser un borrador. Puede cambiarlo y enviarlo de nuevo.',
  withdrawFailed: 'Ocurrió un error inesperado al retirar su formulario. Vuelva a intentarlo más tarde.',
  backToReturn: 'Volver a su declaración anual',
  backToForm: 'Volver al formulario',
};
