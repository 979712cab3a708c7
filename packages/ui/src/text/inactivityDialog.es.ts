import type { Translation } from './translation';
import type { inactivityDialogTextEn } from './inactivityDialog.en';

export const inactivityDialogTextEs: Translation<typeof inactivityDialogTextEn> = {
  signedInTitle: '¿Sigue ahí?',
  signedOutTitle: 'Se cerró su sesión',
  signedInMessage:
    'Pronto se cerrará su sesión por inactividad. Para continuar, presione Aceptar, Esc, Enter o la barra espaciadora.',
  signedOutMessage: 'Se cerró su sesión por inactividad.',
  okLabel: 'Aceptar',
  countdownText: (seconds: number) => (seconds === 1 ? 'Queda 1 segundo.' : `Quedan ${seconds} segundos.`),
};
