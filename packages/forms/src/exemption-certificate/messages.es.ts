import { exemptionWordsEs, type Translation } from '@citytax/api';
import type { exemptionCertificateMessages } from './messages.en';

/**
 * Spanish texts of the exemption certificate form (same keys as messages.en.ts; terms from
 * docs/i18n/glossary-es.md). The reasons are worded as the filed copy prints them
 * (packages/api/src/words/exemption.es.ts).
 */
export const exemptionCertificateMessagesEs: Translation<typeof exemptionCertificateMessages> = {
  intro: (taxYear: number) =>
    `Presente un certificado de exención si no debe impuesto municipal sobre el ingreso para ${taxYear}. Elija la razón que le corresponde. Puede presentar un solo certificado para el año tributario, y no se puede cambiar una vez presentado.`,
  reasonLabel: (taxYear: number) => `¿Cuál es la razón de su exención para ${taxYear}?`,
  /** The filed copy's words; LEGAL — for the city's review before release (packages/api/src/words). */
  reasons: exemptionWordsEs.reasons,
  under18Hint: 'La edad mínima depende de su ciudad; consulte las notas sobre la edad mínima más abajo.',
  soldDateLabel: exemptionWordsEs.soldDate,
  soldDateHint: (taxYear: number) => `Mes, día y año; el 31 de diciembre de ${taxYear} o antes.`,
  /** LEGAL — for the city's review before release. */
  confirmLabel: 'Confirmo que la razón que elegí es verdadera y correcta.',
  submit: 'Presentar certificado de exención',
  saving: 'Presentando su certificado de exención',
  confirmDialog: {
    title: '¿Desea presentar su certificado de exención?',
    message: (taxYear: number) =>
      `Está a punto de presentar su certificado de exención para ${taxYear}. Una vez presentado, no podrá cambiarlo ni presentar formularios de impuestos para ${taxYear} por internet. ¿Desea presentarlo ahora?`,
    confirm: 'Presentar certificado',
    cancel: 'Cancelar',
  },
  errors: {
    reason: 'Debe elegir la razón por la que presenta este formulario.',
    confirm: 'Debe confirmar que la opción elegida es correcta.',
    soldDate: 'Debe escribir la fecha en que se vendió el negocio.',
    soldDateAfterTaxYear: (taxYear: number) =>
      `La fecha en que se vendió el negocio debe ser el 31 de diciembre de ${taxYear} o antes.`,
  },
  help: {
    heading: 'Notas sobre la edad mínima',
    items: [
      'En la mayoría de las ciudades, la edad mínima para el impuesto municipal sobre el ingreso es 18 años.',
      'Algunas ciudades no tienen edad mínima.',
      'Una ciudad cobra el impuesto a los residentes a partir de los 15 años.',
      'Otras ciudades cobran el impuesto a los residentes a partir de los 16 años.',
      'En una ciudad, los jóvenes de 16 y 17 años pagan el impuesto municipal sobre el ingreso solo si ganaron $2500 o más.',
      'A partir del año tributario 2024, todas las personas menores de 18 años están exentas en todo el estado (House Bill 33 de Ohio), sin importar la edad mínima de su ciudad.',
    ],
  },
};
