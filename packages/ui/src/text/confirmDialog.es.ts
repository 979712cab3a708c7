import type { Translation } from './translation';
import type { confirmDialogTextEn } from './confirmDialog.en';

export const confirmDialogTextEs: Translation<typeof confirmDialogTextEn> = {
  title: 'Confirme, por favor',
  confirmLabel: 'Aceptar',
  cancelLabel: 'Cancelar',
};
