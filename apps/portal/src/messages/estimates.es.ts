import type { Translation } from '@citytax/api';
import type { estimatesEn } from './estimates.en';

/** Spanish texts of the individual estimate and estimates and credits pages (same keys as estimates.en.ts; terms from docs/i18n/glossary-es.md). */
export const estimatesEs: Translation<typeof estimatesEn> = {
  estimate: {
    title: 'Declaración individual de impuesto estimado',
    printTitle: 'Declaración individual de impuesto estimado',
    intro:
      'Calcule su impuesto municipal sobre el ingreso estimado para el año y haga un pago de impuesto estimado. La vista previa de abajo muestra sus plazos y lo que debe pagar ahora.',
    loading: 'Cargando su declaración de impuesto estimado',
    loadFailed:
      'Ocurrió un error al cargar los datos de su declaración de impuesto estimado. Vuelva a intentarlo más tarde.',
    saveFailed: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
    taxYear: 'Año tributario',
    taxYearHint: (previous: number) =>
      `El último plazo de ${previous} todavía está abierto. Elija el año al que corresponde este pago.`,
    filed: (taxYear: number) =>
      `Se presentó su declaración individual de impuesto estimado de ${taxYear}. No se hizo ningún pago porque la cantidad del pago era $0.00.`,
    viewEstimates: 'Ver sus estimados y créditos',
    dashboard: 'Volver al panel principal',
  },
  credits: {
    title: 'Pagos de impuesto estimado y créditos',
    loadFailed: 'Ocurrió un error al cargar sus estimados y créditos. Vuelva a intentarlo más tarde.',
    makeEstimate: 'Hacer un pago individual de impuesto estimado',
  },
};
