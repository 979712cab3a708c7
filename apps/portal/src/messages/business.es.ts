import type { Translation } from '@citytax/api';
import type { businessEn } from './business.en';

/**
 * Spanish texts of the business-account screens and the filing-as dropdown (same keys as
 * business.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const businessEs: Translation<typeof businessEn> = {
  manage: {
    title: 'Administrar cuentas de negocios',
    intro: 'Vincule por su EIN y nombre los negocios para los que presenta, o quite un vínculo.',
    searchHeading: 'Buscar un negocio',
    linkedHeading: 'Negocios vinculados',
    noneLinked: 'Todavía no ha vinculado ningún negocio.',
    loadingList: 'Cargando los negocios vinculados',
    listLoadFailed: 'Ocurrió un error al cargar sus negocios vinculados. Inténtelo de nuevo más tarde.',
    notFound: 'No se encontró este negocio. Si esta información es correcta, complete el registro.',
    unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
    added: (name: string) => `${name} ahora está vinculado a su cuenta.`,
    removed: (name: string) => `${name} se quitó de su cuenta.`,
    columns: { name: 'Nombre del negocio', ein: 'EIN', actions: 'Acciones' },
    remove: 'Quitar',
    removeLabel: (name: string) => `Quitar ${name}`,
    removing: 'Quitando',
    confirmTitle: 'Quitar el negocio',
    confirmMessage: (name: string) => `¿Quitar ${name}?`,
    confirmRemove: 'Quitar',
    cancel: 'Cancelar',
  },
  filingAs: {
    label: 'Presentando como',
    option: (name: string, ein: string) => `${name} (EIN ${ein})`,
    changed: (name: string) => `Ahora está presentando como ${name}`,
    changeFailedDetail: (detail: string) =>
      `Ocurrió un error al cambiar de contribuyente: ${detail} Inténtelo de nuevo o comuníquese con soporte si el problema continúa.`,
    changeFailed:
      'Ocurrió un error inesperado al cambiar de contribuyente. Inténtelo de nuevo o comuníquese con soporte si el problema continúa.',
  },
  taxpayerInfo: {
    loadFailed: 'Ocurrió un error al cargar la información del contribuyente. Inténtelo de nuevo más tarde.',
  },
};
