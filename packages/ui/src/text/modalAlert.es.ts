import type { Translation } from './translation';
import type { modalAlertTextEn } from './modalAlert.en';

export const modalAlertTextEs: Translation<typeof modalAlertTextEn> = {
  okLabel: 'Aceptar',
  closeLabel: 'Cerrar',
};
