import type { Translation } from './translation';
import type { buttonTextEn } from './button.en';

export const buttonTextEs: Translation<typeof buttonTextEn> = {
  loadingLabel: 'Cargando',
};
