import type { Translation } from '@citytax/api';
import type { paymentMessages } from './messages.en';

/** Spanish texts of the payment panel (same keys as messages.en.ts; terms from docs/i18n/glossary-es.md). */
export const paymentMessagesEs: Translation<typeof paymentMessages> = {
  loading: 'Cargando los datos de su pago',
  formTypes: {
    ExemptionCertificate: 'Certificado de exención',
    CityTaxForm: 'Declaración anual individual',
    FormW2: 'Formulario W-2',
    Form1099: 'Formulario 1099',
    IndividualEstimate: 'Declaración de impuesto estimado individual',
    NetProfitEstimate: 'Estimado de ganancia neta',
    ReturnOfIncome: 'Declaración del empleador del impuesto sobre el ingreso retenido',
    BillingStatement: 'Estado de cuenta de impuestos, multas e intereses',
  },
  form: 'Formulario',
  status: 'Estado',
  awaitingPayment: 'Pendiente de pago',
  amountDue: 'Cantidad adeudada',
  amountApplied: 'Cantidad aplicada',
  paidHeading: 'Pagado',
  paid: 'Este formulario ya se pagó. Gracias.',
  payIntro:
    'Seleccione Pagar para ir a la página segura de nuestro proveedor de pagos y pagar con tarjeta de crédito o débito. Cuando termine, regresará a esta página, que muestra el resultado.',
  pay: 'Pagar',
  payBalance: 'Pagar saldo',
  starting: 'Iniciando su sesión de pago…',
  started: 'Llevándolo al proveedor de pagos…',
  startFailed: 'Ocurrió un error al iniciar su sesión de pago.',
  retryHeading: 'Su último pago no se completó',
  retry: 'No se cobró dinero. Puede intentarlo de nuevo con la misma tarjeta u otra.',
  inProgressHeading: 'Pago sin terminar',
  inProgress:
    'Se inició un pago para este formulario, pero no se terminó. Seleccione Pagar para continuar; no se le cobrará dos veces.',
  withdraw: 'Retirar',
  withdrawing: 'Retirando su formulario',
  withdrawHint:
    'Retirar devuelve este formulario a borrador para que pueda cambiarlo. Se cancela el pago que inició.',
  nothingDue: 'No se debe nada en este formulario. Puede presentarlo sin pago.',
  fileNoPayment: 'Presentar sin pago',
  filingNoPayment: 'Presentando su formulario',
  filedHeading: 'Presentado',
  filed: 'Su formulario se presentó. No se necesitó ningún pago porque no se debe nada.',
  history: {
    caption: 'Historial de pagos',
    columns: {
      date: 'Fecha',
      paymentType: 'Tipo de pago',
      cardEnding: 'Tarjeta o cuenta que termina en',
      amount: 'Cantidad',
      status: 'Estado',
    },
    paymentTypes: {
      Unknown: 'Desconocido',
      CreditDebitCard: 'Tarjeta de crédito o débito',
      PersonalCheck: 'Cheque personal',
      BusinessCheck: 'Cheque comercial',
    },
    statuses: { Succeeded: 'Aprobado', Failed: 'Fallido' },
    none: 'Ninguno',
    dateTitles: { payment: 'Fecha de pago' },
  },
};
