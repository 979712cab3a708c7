import type { Translation } from '@citytax/api';
import type { estimateCreditsMessages } from './messages.en';

/** Spanish texts of the estimates and credits list (same keys as messages.en.ts; terms from docs/i18n/glossary-es.md). */
export const estimateCreditsMessagesEs: Translation<typeof estimateCreditsMessages> = {
  caption: 'Pagos de impuesto estimado y créditos del año anterior por año tributario',
  columns: {
    taxYear: 'Año tributario',
    amountPaid: 'Cantidad pagada',
    priorYearCreditAmount: 'Crédito del año anterior',
  },
  auditNote:
    'Los pagos de impuesto estimado hechos por medio de City Tax e-File aparecen en cuanto se completan. Los pagos de impuesto estimado hechos de cualquier otra forma, como con cheque, no aparecen hasta que la oficina de impuestos los haya auditado.',
  loading: 'Cargando los pagos de impuesto estimado y los créditos',
  empty:
    'No hay pagos de impuesto estimado ni créditos registrados para el año tributario actual o el anterior.',
  loadFailed:
    'Ocurrió un error al cargar sus pagos de impuesto estimado y créditos. Vuelva a intentarlo más tarde.',
};
