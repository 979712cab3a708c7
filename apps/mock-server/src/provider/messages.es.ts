import type { Translation } from '@citytax/api';
import type { providerWords } from './messages.en';

// The Spanish texts of the payment provider simulator's pages (same keys as messages.en.ts; terms
// from docs/i18n/glossary-es.md; usted register).

export const providerWordsEs: Translation<typeof providerWords> = {
  banner: {
    brand: 'Simulador del proveedor de pagos',
    testOnly: 'Solo pagos de prueba: no se cobra a ninguna tarjeta.',
  },
  fields: {
    cardNumber: {
      label: 'Número de tarjeta',
      hint: 'Tarjetas de prueba: 4242 4242 4242 4242 se aprueba, 4000 0000 0000 0002 se rechaza, 4000 0000 0000 0119 falla con un error.',
    },
    expiry: { label: 'Vencimiento (MM/AA)', hint: 'Por ejemplo, 04/29' },
    cvc: { label: 'CVC', hint: 'Los 3 dígitos del reverso de la tarjeta, o los 4 del frente' },
    name: { label: 'Nombre en la tarjeta' },
  },
  card: {
    cardNumberRequired: 'Escriba el número de tarjeta',
    cardNumberFormat: 'Escriba el número de tarjeta con 13 a 19 dígitos',
    cardNumberNotTestCard:
      'Escriba uno de los números de tarjeta de prueba: 4242 4242 4242 4242, 4000 0000 0000 0002 o 4000 0000 0000 0119',
    expiryRequired: 'Escriba la fecha de vencimiento',
    expiryFormat: 'Escriba la fecha de vencimiento como MM/AA, por ejemplo 04/29',
    expiryPast:
      'La tarjeta está vencida. Escriba la fecha de vencimiento de una tarjeta que todavía sea válida',
    cvcRequired: 'Escriba el CVC',
    cvcFormat: 'Escriba el CVC con 3 o 4 dígitos',
    nameRequired: 'Escriba el nombre que aparece en la tarjeta',
    nameTooLong: 'El nombre en la tarjeta debe tener 100 caracteres como máximo',
  },
  cardPage: {
    heading: 'Pagar con tarjeta',
    title: (amount: string) => `Pagar ${amount} con tarjeta`,
    errorPrefix: 'Error: ',
    errorSummary: 'Hay un problema',
    paymentFor: 'Pago de',
    amount: 'Cantidad',
    pay: 'Pagar',
    cancel: 'Cancelar',
  },
  messages: {
    badRequestTitle: 'Esta solicitud de pago no es válida',
    badRequest: 'Regrese al sitio del que vino y vuelva a iniciar el pago.',
    unknownTitle: 'No se encontró esta sesión de pago',
    unknown: 'Es posible que haya vencido. Regrese al sitio del que vino y vuelva a iniciar el pago.',
    back: 'Regresar a City Tax e-File',
    notFoundTitle: 'No se encontró la página',
    notFound: (method: string, path: string) => `No hay ninguna página en ${method} ${path}.`,
  },
};
