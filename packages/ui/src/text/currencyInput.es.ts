import type { Translation } from './translation';
import type { currencyInputTextEn } from './currencyInput.en';

export const currencyInputTextEs: Translation<typeof currencyInputTextEn> = {
  notANumberMessage: 'Escriba una cantidad, como 1,234.56 o 1.234,56',
  belowZeroMessage: 'Escriba una cantidad de $0.00 o más',
};
