import type { Translation } from '../translation';
import type { estimateWords } from './estimate.en';

// Spanish words of the individual and the net profit estimate that the screens and the filed copies
// both print (same keys as estimate.en.ts; terms from docs/i18n/glossary-es.md).

/** The individual and the net profit estimate, in Spanish: inputs, work and schedule. */
export const estimateWordsEs: Translation<typeof estimateWords> = {
  residenceCity: 'Ciudad de residencia',
  estimatedIncome: 'Ingreso estimado',
  businessCity: 'Ciudad del negocio',
  estimatedNetProfit: 'Ganancia neta estimada (o pérdida)',
  apportionmentPercent: 'Porcentaje de prorrateo',
  paymentAmount: 'Cantidad del pago',
  workHeading: 'Cómo se calcula su impuesto estimado',
  rate: (city: string) => `Tasa de impuesto de ${city}`,
  grossTax: 'Impuesto antes de créditos',
  credits: 'Menos los créditos estimados',
  estimatedTax: 'Impuesto estimado',
  scheduleHeading: (taxYear: number) => `Calendario de plazos del año tributario ${taxYear}`,
  columns: { number: 'Plazo', dueDate: 'Fecha de vencimiento', target: 'Total adeudado para esta fecha' },
};
