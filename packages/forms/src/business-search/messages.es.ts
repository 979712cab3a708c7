import type { Translation } from '@citytax/api';
import type { businessSearchMessages } from './messages.en';

/**
 * Spanish texts of the business search form of the "Manage business accounts" page (same keys as
 * messages.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const businessSearchMessagesEs: Translation<typeof businessSearchMessages> = {
  fields: { ein: 'EIN', businessName: 'Nombre del negocio', accessCode: 'Código de acceso' },
  hints: {
    ein: 'Número de identificación del empleador: 9 dígitos sin guiones.',
    accessCode:
      'El código de acceso del negocio aparece en las cartas que la ciudad le envió a este negocio, por ejemplo 7K4P-9QXM-2H3D.',
  },
  accessCodeFormat:
    'El código de acceso debe tener las 12 letras y dígitos que aparecen en la carta, por ejemplo 7K4P-9QXM-2H3D.',
  search: 'Buscar',
  searching: 'Buscando',
  resultHeading: 'Negocio encontrado',
  add: 'Agregar',
  adding: 'Agregando',
  alreadyLinked: 'Este negocio ya está vinculado a su cuenta.',
  einLabel: 'EIN',
  nameLabel: 'Nombre del negocio',
};
