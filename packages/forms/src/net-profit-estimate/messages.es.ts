import { estimateWordsEs as words, type Translation } from '@citytax/api';
import { estimateMessagesEs as shared } from '../estimate-shared/messages.es';
import type { netProfitEstimateMessages } from './messages.en';

/**
 * Spanish texts of the net profit estimate form, with those both estimate forms share (same keys
 * as messages.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const netProfitEstimateMessagesEs: Translation<typeof netProfitEstimateMessages> = {
  fields: {
    businessCity: words.businessCity,
    estimatedNetProfit: words.estimatedNetProfit,
    apportionmentPercent: words.apportionmentPercent,
    ...shared.fields,
  },
  hints: {
    businessCity: (taxYear: number) =>
      `La ciudad miembro cuyo impuesto sobre la ganancia neta usted estima para ${taxYear}.`,
    estimatedNetProfit: (taxYear: number) =>
      `La ganancia neta que espera que su negocio obtenga en ${taxYear}, antes del prorrateo. Si espera una pérdida, escriba un signo de menos antes de la cantidad, por ejemplo -25000.`,
    apportionmentPercent:
      'La parte de su ganancia neta obtenida en esta ciudad, de 0 a 100 con hasta dos decimales (por ejemplo 62.5). Escriba 100 si todo su negocio se realiza en la ciudad.',
    estimatedCredits:
      'El impuesto sobre la ganancia neta que espera que se acredite contra el impuesto de esta ciudad, como los créditos por impuestos pagados a otras ciudades.',
    priorYearTax: (taxYear: number) =>
      `El impuesto sobre la ganancia neta de su negocio de ${taxYear - 1}. Cuando es menor que el 90% del impuesto estimado de este año, sus plazos se basan en él (regla de puerto seguro).`,
    ...shared.hints,
  },
  rules: {
    ...shared.rules,
    atMost100: 'debe ser 100 como máximo',
    minLoss: 'tiene un valor mínimo de -999,999,999.99',
  },
  amounts: {
    apportionmentPercent: {
      notANumber: 'Escriba un número de 0 a 100, como 62.5',
      belowZero: 'Escriba un porcentaje de 0 a 100',
    },
  },
  errorsTitle: shared.errorsTitle,
  preview: {
    heading: (taxYear: number) => `Su estimado de ganancia neta de ${taxYear}`,
    needInputs:
      'Elija la ciudad de su negocio y escriba su ganancia neta estimada (o pérdida) y el porcentaje de prorrateo para ver su impuesto estimado.',
    invalidInputs: 'Corrija las cantidades de arriba para ver su impuesto estimado.',
    workCaption: words.workHeading,
    workColumns: { line: 'Línea', amount: 'Cantidad' },
    work: {
      netProfit: words.estimatedNetProfit,
      apportionment: (city: string) => `Prorrateado a ${city}`,
      rate: words.rate,
      grossTax: words.grossTax,
      credits: words.credits,
      estimatedTax: words.estimatedTax,
    },
    formula: (profit: string, apportionment: string, rate: string, grossTax: string) =>
      `${profit} × ${apportionment} × ${rate} = ${grossTax} de impuesto antes de créditos.`,
    lessCredits: (grossTax: string, credits: string, estimatedTax: string) =>
      `${grossTax} menos ${credits} de créditos = ${estimatedTax} de impuesto estimado.`,
    creditsExceedTax: (credits: string, grossTax: string) =>
      `Sus créditos de ${credits} son mayores que el impuesto de ${grossTax}, así que su impuesto estimado es $0.00.`,
    netLoss: (loss: string) =>
      `Usted espera una pérdida neta de ${loss}. Una pérdida no está sujeta a impuestos, así que su impuesto antes de créditos y su impuesto estimado son $0.00.`,
    ...shared.preview,
  },
  submit: shared.submit,
  submitting: shared.submitting,
};
