import type { Translation } from './translation';
import type { fieldErrorListTextEn } from './fieldErrorList.en';

export const fieldErrorListTextEs: Translation<typeof fieldErrorListTextEn> = {
  title: 'Corrija los siguientes errores:',
};
