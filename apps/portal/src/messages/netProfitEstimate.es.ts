import type { Translation } from '@citytax/api';
import type { netProfitEstimateEn } from './netProfitEstimate.en';

/** Spanish texts of the net profit estimate page (same keys as netProfitEstimate.en.ts; terms from docs/i18n/glossary-es.md). */
export const netProfitEstimateEs: Translation<typeof netProfitEstimateEn> = {
  title: 'Estimado de ganancia neta',
  printTitle: 'Estimado de ganancia neta',
  intro: (taxYear: number) =>
    `Calcule el impuesto sobre la ganancia neta de su negocio para ${taxYear} y haga un pago de impuesto estimado. La vista previa de abajo muestra cómo se calcula el impuesto, sus plazos y lo que debe pagar ahora.`,
  loading: 'Cargando su estimado',
  loadFailed: 'Ocurrió un error al cargar los datos de su estimado. Vuelva a intentarlo más tarde.',
  retry: 'Intentar de nuevo',
  saveFailed: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
  print: 'Imprimir este formulario',
  filed: (taxYear: number) =>
    `Se presentó su estimado de ganancia neta de ${taxYear}. No se hizo ningún pago porque la cantidad del pago era $0.00.`,
  filedNetLoss: (estimatedTax: string) =>
    `Su impuesto estimado es ${estimatedTax}: no se requieren pagos de impuesto estimado porque espera una pérdida neta.`,
  viewEstimates: 'Ver sus estimados y créditos',
  dashboard: 'Volver al panel principal',
};
