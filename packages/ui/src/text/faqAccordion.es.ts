import type { Translation } from './translation';
import type { faqAccordionTextEn } from './faqAccordion.en';

export const faqAccordionTextEs: Translation<typeof faqAccordionTextEn> = {
  navLabel: 'Temas de las preguntas frecuentes',
};
