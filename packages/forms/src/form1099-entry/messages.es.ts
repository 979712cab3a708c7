import { form1099LabelsEs, type Translation } from '@citytax/api';
import type { form1099EntryMessages } from './messages.en';

/**
 * Spanish texts of the 1099 entry form (same keys as messages.en.ts; terms from
 * docs/i18n/glossary-es.md). The labels are the filed copy's too
 * (packages/api/src/words/annualReturn.es.ts).
 */
export const form1099EntryMessagesEs: Translation<typeof form1099EntryMessages> = {
  fields: form1099LabelsEs,
  hints: {
    payerName: 'Como aparece en su Formulario 1099.',
    payerTin: 'El número de identificación federal del pagador: sus 9 dígitos, con o sin guiones.',
    amount: 'Casilla 1 de su Formulario 1099-NEC.',
  },
  submit: 'Guardar Formulario 1099',
};
