import type { Translation } from './translation';
import type { nativeSelectTextEn } from './nativeSelect.en';

export const nativeSelectTextEs: Translation<typeof nativeSelectTextEn> = {
  placeholder: 'Seleccione una opción',
};
