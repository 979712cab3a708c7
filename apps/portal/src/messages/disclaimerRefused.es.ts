import type { Translation } from '@citytax/api';
import type { disclaimerRefusedEn } from './disclaimerRefused.en';

/** LEGAL — for the city's review before release. Spanish texts of the agreement's refusal. */
export const disclaimerRefusedEs: Translation<typeof disclaimerRefusedEn> = {
  title: 'Debe aceptar el acuerdo',
  message:
    'Debe aceptar el Acuerdo de presentación por internet para usar City Tax e-File. Ya puede cerrar esta ventana.',
};
