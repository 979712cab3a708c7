import type { Translation } from '@citytax/api';
import type { amountMessages } from './amountMessages.en';

/**
 * Spanish texts for a money field whose text is not an amount it takes (same keys as
 * amountMessages.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const amountMessagesEs: Translation<typeof amountMessages> = {
  notANumber: 'Escriba un número, como 1,234.56',
  belowZero: 'Escriba una cantidad de $0.00 o más',
};
