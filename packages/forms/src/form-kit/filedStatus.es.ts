import type { Translation } from '@citytax/api';
import type { filedStatusMessages } from './filedStatus.en';

/** Spanish texts of a filed form's status line (same keys as filedStatus.en.ts; terms from docs/i18n/glossary-es.md). */
export const filedStatusMessagesEs: Translation<typeof filedStatusMessages> = {
  paid: (amount: string, date: string | null) =>
    date ? `Pagó ${amount} el ${date}, saldo $0.00` : `Pagó ${amount}, saldo $0.00`,
  filedNoPayment: 'Presentado, no se debe ningún pago',
  filedOn: 'Presentado el',
  confirmationNumber: 'Número de confirmación',
  loadingConfirmation: 'Cargando el número de confirmación',
};
