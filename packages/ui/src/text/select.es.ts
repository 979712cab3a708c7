import type { Translation } from './translation';
import type { selectTextEn } from './select.en';

export const selectTextEs: Translation<typeof selectTextEn> = {
  placeholder: 'Seleccione una opción',
};
