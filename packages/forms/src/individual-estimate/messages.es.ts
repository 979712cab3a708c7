import { estimateWordsEs, type Translation } from '@citytax/api';
import { estimateMessagesEs as shared } from '../estimate-shared/messages.es';
import type { individualEstimateMessages } from './messages.en';

/**
 * Spanish texts of the individual estimate form, with those both estimate forms share (same keys
 * as messages.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const individualEstimateMessagesEs: Translation<typeof individualEstimateMessages> = {
  fields: {
    residenceCity: estimateWordsEs.residenceCity,
    estimatedIncome: estimateWordsEs.estimatedIncome,
    ...shared.fields,
  },
  hints: {
    residenceCity: (taxYear: number) => `La ciudad miembro donde espera vivir durante ${taxYear}.`,
    estimatedIncome: (taxYear: number) =>
      `Todo el ingreso que espera ganar en ${taxYear} y que la ciudad grava.`,
    estimatedCredits:
      'El impuesto municipal sobre el ingreso que espera que le retengan, más el crédito por impuestos pagados a otras ciudades.',
    priorYearTax: (taxYear: number) =>
      `Su impuesto municipal sobre el ingreso de ${taxYear - 1}. Cuando es menor que el 90% del impuesto estimado de este año, sus plazos se basan en él (regla de puerto seguro).`,
    ...shared.hints,
  },
  rules: shared.rules,
  errorsTitle: shared.errorsTitle,
  preview: {
    heading: (taxYear: number) => `Su declaración de impuesto estimado de ${taxYear}`,
    needInputs: 'Elija su ciudad de residencia y escriba su ingreso estimado para ver su impuesto estimado.',
    estimatedTax: estimateWordsEs.estimatedTax,
    ...shared.preview,
  },
  submit: shared.submit,
  submitting: shared.submitting,
};
