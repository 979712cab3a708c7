import type { Translation } from '@citytax/api';
import type { filingsEn } from './filings.en';

/**
 * Spanish texts of the taxpayer's Filings and Payments, its filters and the dashboard's "needs your
 * attention" section (same keys as filings.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const filingsEs: Translation<typeof filingsEn> = {
  title: 'Presentaciones y pagos',
  intro:
    'Todos los formularios que comenzó o presentó para este contribuyente, del más reciente al más antiguo. Continúe un borrador, pague lo que se adeuda y descargue una copia de lo que presentó.',
  loading: 'Cargando sus presentaciones y pagos',
  loadFailed: 'No se pudieron cargar sus presentaciones y pagos. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  filters: 'Filtrar sus formularios',
  taxYear: 'Año tributario',
  allYears: 'Todos los años',
  status: 'Estado',
  allStatuses: 'Todos los estados',
  count: (shown: number, total: number) =>
    `${shown} de ${total} ${total === 1 ? 'formulario' : 'formularios'}`,
  yearHeading: (taxYear: number) => `Año tributario ${taxYear}`,
  statuses: { Draft: 'Borrador', AwaitingPayment: 'Pendiente de pago', Filed: 'Presentado', Paid: 'Pagado' },
  amountDue: 'Cantidad adeudada',
  amountPaid: 'Cantidad pagada',
  noPaymentDue: 'No se adeuda ningún pago',
  filedOn: 'Fecha de presentación',
  confirmationNumber: 'Número de confirmación',
  actions: { continue: 'Continuar', pay: 'Pagar', view: 'Ver' },
  periods: {
    quarter: (quarter: number, months: string) => `Trimestre ${quarter} (${months})`,
    installment: (installment: number) => `Plazo ${installment}`,
  },
  formName: (parts: string[]) => parts.join(', '),
  sameName: (index: number, count: number) => `${index} de ${count}`,
  empty: 'Todavía no ha comenzado ningún formulario.',
  emptyAction: 'Comience con un formulario en su panel principal',
  noMatch: 'Ningún formulario coincide con estos filtros.',
  clearFilters: 'Borrar los filtros',
  attention: {
    heading: 'Requiere su atención',
    loading: 'Verificando lo que requiere su atención',
    loadFailed: 'No se pudo verificar lo que requiere su atención.',
    nothing: 'No tiene nada pendiente por terminar ni por pagar.',
    total: (amount: string) => `Saldo total adeudado: ${amount}`,
    draft: 'Borrador: todavía no se ha presentado',
    awaiting: (amount: string) => `Pendiente de pago: ${amount} por pagar`,
    seeAll: 'Ver todas sus presentaciones y pagos',
  },
  downloadPdf: 'Descargar PDF',
  downloading: 'Descargando la copia en PDF',
  downloadFailed: 'No se pudo descargar la copia en PDF. Inténtelo de nuevo.',
};
