import type { Translation } from '@citytax/api';
import type { formsEn } from './forms.en';

/** Spanish texts every tax-form page shares (same keys as forms.en.ts; terms from docs/i18n/glossary-es.md). */
export const formsEs: Translation<typeof formsEn> = {
  unsavedChanges: {
    title: 'Cambios sin guardar',
    message:
      'ADVERTENCIA: Tiene cambios sin guardar. Pulse Cancelar para quedarse en el formulario actual, o Aceptar para perder estos cambios.',
    confirm: 'Aceptar',
    cancel: 'Cancelar',
  },
  draft: {
    restored: 'Recuperamos los cambios que todavía no había guardado.',
    saveFailed:
      'No se pudieron guardar sus cambios como borrador. Revise su conexión; se conservan en esta página.',
  },
  print: 'Imprimir este formulario',
  printView: {
    printedOn: (date: string) => `Impreso el ${date}`,
  },
  printReminder: {
    message:
      'Guarde una copia de su formulario para sus archivos. Una vez presentado, también puede descargar una copia en PDF desde Presentaciones y pagos.',
    print: 'Imprimir',
  },
};
