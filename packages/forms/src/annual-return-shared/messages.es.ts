import { MAX_AMOUNT_DOLLARS } from '@citytax/api';
import type { Translation } from '@citytax/api';
import { entryFormMessages } from './messages.en';
import type { annualReturnRules } from './messages.en';
import { formatMoney } from './format';

/**
 * Spanish generic per-rule messages of the annual-return forms, appended to a field's readable
 * label (same keys as messages.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const annualReturnRulesEs: Translation<typeof annualReturnRules> = {
  required: 'es un dato obligatorio',
  minZero: 'debe ser mayor o igual a cero',
  nineDigits: 'debe ser un número de nueve dígitos sin guiones',
  invalid: 'no tiene un valor válido',
  max: `tiene un valor máximo de ${formatMoney(MAX_AMOUNT_DOLLARS)}`,
  tooLong: (max: number) => `debe tener como máximo ${max} caracteres`,
};

/** Spanish shared texts of the W-2 and 1099 entry forms (same keys as messages.en.ts). */
export const entryFormMessagesEs: Translation<typeof entryFormMessages> = {
  save: 'Guardar',
  saving: 'Guardando',
  cancel: 'Cancelar',
  back: 'Atrás',
  readOnlyNote: 'Este formulario ya se presentó y no se puede cambiar.',
  notEntered: entryFormMessages.notEntered,
};
