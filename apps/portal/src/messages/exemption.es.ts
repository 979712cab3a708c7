import type { Translation } from '@citytax/api';
import type { exemptionEn } from './exemption.en';

/** Spanish texts of the exemption certificate page (same keys as exemption.en.ts; terms from docs/i18n/glossary-es.md). */
export const exemptionEs: Translation<typeof exemptionEn> = {
  title: 'Certificado de exención',
  loading: 'Cargando el estado de su certificado de exención',
  loadFailed:
    'Ocurrió un error inesperado al cargar el estado de su certificado de exención. Vuelva a intentarlo más tarde.',
  alreadyFiled:
    'No puede presentar un certificado de exención porque ya presentó uno para este año tributario.',
  annualReturnFiled:
    'No puede presentar un certificado de exención porque ya presentó formularios de impuestos para este año tributario.',
  saved: (taxYear: number) =>
    `Se presentó su certificado de exención de ${taxYear}. Usted no tiene que presentar una declaración de impuesto municipal sobre el ingreso de ${taxYear}.`,
  saveFailed: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
};
