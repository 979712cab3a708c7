import type { Translation } from './translation';
import type { linkTextEn } from './link.en';

export const linkTextEs: Translation<typeof linkTextEn> = {
  newTabHint: '(se abre en una pestaña nueva)',
};
