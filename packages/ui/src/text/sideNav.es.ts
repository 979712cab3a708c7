import type { Translation } from './translation';
import type { sideNavTextEn } from './sideNav.en';

export const sideNavTextEs: Translation<typeof sideNavTextEn> = {
  ariaLabel: 'Menú principal',
  menuLabel: 'Menú',
};
