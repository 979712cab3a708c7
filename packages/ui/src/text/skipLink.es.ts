import type { Translation } from './translation';
import type { skipLinkTextEn } from './skipLink.en';

export const skipLinkTextEs: Translation<typeof skipLinkTextEn> = {
  label: 'Saltar al contenido principal',
};
