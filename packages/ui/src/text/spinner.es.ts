import type { Translation } from './translation';
import type { spinnerTextEn } from './spinner.en';

export const spinnerTextEs: Translation<typeof spinnerTextEn> = {
  label: 'Cargando',
};
