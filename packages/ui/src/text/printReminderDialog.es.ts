import type { Translation } from './translation';
import type { printReminderDialogTextEn } from './printReminderDialog.en';

export const printReminderDialogTextEs: Translation<typeof printReminderDialogTextEn> = {
  title: (formTitle: string) => `No olvide imprimir su ${formTitle}`,
  message: 'Guarde una copia de su formulario para sus archivos.',
  returnLabel: 'Quiero imprimir - Volver al formulario',
  proceedLabel: 'Terminé - Continuar al siguiente paso',
  printLabel: 'Imprimir',
};
