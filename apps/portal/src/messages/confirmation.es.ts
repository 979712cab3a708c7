import type { Translation } from '@citytax/api';
import type { confirmationEn } from './confirmation.en';

/**
 * Spanish texts of a filed form's confirmation page and of the links to it (same keys as
 * confirmation.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const confirmationEs: Translation<typeof confirmationEn> = {
  title: 'Confirmación',
  loading: 'Cargando su confirmación',
  filedHeading: 'Su formulario fue presentado',
  paid: (amount: string) => `Recibimos su pago de ${amount} y su formulario fue presentado. Gracias.`,
  noPayment: 'Su formulario fue presentado. No se adeudaba ningún pago.',
  keepNumber:
    'Guarde su número de confirmación. Indíquelo si se comunica con nosotros sobre este formulario.',
  details: 'Detalles de la presentación',
  confirmationNumber: 'Número de confirmación',
  spelled: (groups: string[]) => groups.join(', '),
  form: 'Formulario',
  taxYear: 'Año tributario',
  period: 'Período',
  amountPaid: 'Cantidad pagada',
  noPaymentDue: 'No se adeuda ningún pago',
  filedAt: 'Fecha y hora de presentación',
  paymentMethod: 'Método de pago',
  card: (last4: string) => `Tarjeta que termina en ${last4}`,
  paymentTypes: {
    Unknown: 'Pago',
    CreditDebitCard: 'Tarjeta de crédito o débito',
    PersonalCheck: 'Cheque personal',
    BusinessCheck: 'Cheque de negocio',
  },
  print: 'Imprimir',
  next: 'Lo que puede hacer ahora',
  filings: 'Presentaciones y pagos',
  dashboard: 'Volver al panel principal',
  estimatesAndCredits: 'Ver sus pagos de impuesto estimado y créditos',
  notFiledHeading: 'Este formulario todavía no se ha presentado',
  notFiled:
    'Un formulario tiene confirmación una vez que se presenta. Si tiene un saldo adeudado, se presenta cuando usted lo paga.',
  toPayment: 'Ir a la página de pago',
  loadFailed: 'Ocurrió un error al cargar su confirmación. Inténtelo de nuevo más tarde.',
  retry: 'Intentar de nuevo',
  viewConfirmation: 'Ver su confirmación',
};
