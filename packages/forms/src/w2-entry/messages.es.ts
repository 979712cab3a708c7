import { type Translation, w2LabelsEs } from '@citytax/api';
import type { w2EntryMessages } from './messages.en';

/**
 * Spanish texts of the W-2 entry form (same keys as messages.en.ts; terms from
 * docs/i18n/glossary-es.md). The box labels are the filed copy's too
 * (packages/api/src/words/annualReturn.es.ts).
 */
export const w2EntryMessagesEs: Translation<typeof w2EntryMessages> = {
  fields: w2LabelsEs,
  hints: {
    employerName: 'Como aparece en la casilla c de su W-2.',
    employerEin: 'Casilla b de su W-2: sus 9 dígitos, como aparecen (con o sin guion).',
    workCity: 'La ciudad donde hizo el trabajo.',
    locality: 'La ciudad que aparece en la casilla 20 de su W-2.',
  },
  citiesPlaceholder: 'Seleccione una ciudad',
  localWagesExceedMedicareWages:
    'Los salarios locales (casilla 18) son mayores que los salarios y propinas sujetos al impuesto de Medicare (casilla 5). Revise su W-2. La declaración usa la casilla 5.',
  localTaxWithheldExceedsWages:
    'El impuesto local sobre el ingreso retenido (casilla 19) es mayor que los salarios de este W-2 (casilla 5 o casilla 18). Revise su W-2. La declaración usa la casilla 19 tal como se escribió.',
  submit: 'Guardar Formulario W-2',
};
