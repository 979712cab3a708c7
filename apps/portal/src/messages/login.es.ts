import type { Translation } from '@citytax/api';
import type { loginEn } from './login.en';

/** Spanish texts of the login page (same keys as login.en.ts; terms from docs/i18n/glossary-es.md). */
export const loginEs: Translation<typeof loginEn> = {
  title: 'Iniciar sesión',
  email: 'Dirección de correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión',
  noAccount: '¿No tiene una cuenta?',
  register: 'Registrarse',
  invalidCredentials:
    'La dirección de correo electrónico o la contraseña que ingresó no son correctas. Inténtelo de nuevo.',
  failedDefault: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
};
