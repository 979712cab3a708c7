import type { Translation } from '@citytax/api';
import type { w2AttachmentsMessages } from './messages.en';

/** Spanish texts of the W-2 attachments (same keys as messages.en.ts; terms from docs/i18n/glossary-es.md). */
export const w2AttachmentsMessagesEs: Translation<typeof w2AttachmentsMessages> = {
  label: 'Adjunte una copia de su Formulario W-2 (PDF, PNG o JPEG, de hasta 5 MB)',
  hint: 'Puede adjuntar más de un archivo. Los archivos adjuntos se guardan hasta que cierre sesión o cierre esta pestaña del navegador.',
  listHeading: 'Archivos adjuntos',
  none: 'Todavía no hay archivos adjuntos.',
  remove: 'Quitar',
  errors: {
    wrongType: (name: string) => `${name} debe ser un archivo PDF, PNG o JPEG.`,
    empty: (name: string) => `${name} está vacío.`,
    tooLarge: (name: string) => `${name} debe ser de 5 MB o menos.`,
    unreadable: (name: string) => `No se pudo leer ${name}. Vuelva a intentarlo.`,
    uploadFailed: (name: string, detail?: string) =>
      detail ? `No se pudo cargar ${name}. ${detail}` : `No se pudo cargar ${name}. Vuelva a intentarlo.`,
  },
  status: {
    uploading: (name: string) => `Cargando ${name}`,
    added: (name: string) => `Se adjuntó ${name}.`,
    renamed: (original: string, name: string) =>
      `Ya hay otro archivo adjunto llamado ${original}, así que este se adjuntó como ${name}.`,
    replaced: (name: string) => `${name} ya estaba adjunto. Se reemplazó.`,
    removed: (name: string) => `Se quitó ${name}.`,
    notKept: (name: string) =>
      `${name} está adjunto, pero este navegador no puede guardar una copia: vuelva a adjuntarlo si vuelve a cargar la página.`,
  },
};
