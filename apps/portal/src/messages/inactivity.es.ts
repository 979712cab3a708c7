import type { Translation } from '@citytax/api';
import type { inactivityEn } from './inactivity.en';

/** Spanish texts of the inactivity warning (same keys as inactivity.en.ts; terms from docs/i18n/glossary-es.md). */
export const inactivityEs: Translation<typeof inactivityEn> = {
  signedInTitle: '¿Sigue ahí?',
  signedInMessage:
    'Pronto se cerrará su sesión por inactividad. Para continuar, presione Aceptar, Esc, Enter o la barra espaciadora.',
  signedOutTitle: 'Se cerró su sesión',
  signedOutMessage: 'Se cerró su sesión por inactividad.',
  ok: 'Aceptar',
  countdown: (seconds: number) => (seconds === 1 ? 'Queda 1 segundo.' : `Quedan ${seconds} segundos.`),
};
