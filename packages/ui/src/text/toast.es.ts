import type { Translation } from './translation';
import type { toastTextEn } from './toast.en';

export const toastTextEs: Translation<typeof toastTextEn> = {
  closeLabel: 'Cerrar',
  label: 'Notificaciones',
};
