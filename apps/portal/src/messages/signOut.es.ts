import type { Translation } from '@citytax/api';
import type { signOutEn } from './signOut.en';

/**
 * Spanish texts of the logout, logged-out and external-redirect pages (same keys as signOut.en.ts;
 * terms from docs/i18n/glossary-es.md).
 */
export const signOutEs: Translation<typeof signOutEn> = {
  logout: {
    title: 'Cerrar sesión',
    inProgress: 'Cerrando sesión',
    notInitiated: 'El cierre de sesión no se inició desde la página.',
    failed: 'Ocurrió un error al cerrar la sesión. Inténtelo de nuevo.',
  },
  loggedOut: {
    title: 'Sesión cerrada',
    message: '¡Cerró sesión correctamente!',
    returnToLogin: 'Volver a iniciar sesión',
  },
  redirect: {
    register: 'Registrarse',
    profile: 'Perfil',
    message: 'Redirigiendo…',
  },
};
