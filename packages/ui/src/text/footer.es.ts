import type { Translation } from './translation';
import type { footerTextEn } from './footer.en';

export const footerTextEs: Translation<typeof footerTextEn> = {
  owner: 'División de Recaudación de Impuestos de la Ciudad',
  aboutLabel: 'Acerca de este servicio',
  faqLabel: 'Preguntas frecuentes',
  newTabHint: '(se abre en una pestaña nueva)',
  contactLabel: 'Contáctenos',
};
