import type { Translation } from '@citytax/api';
import { accountEn } from './account.en';

/** Spanish texts of the account pages (same keys as account.en.ts; terms from docs/i18n/glossary-es.md). */
export const accountEs: Translation<typeof accountEn> = {
  forgotPassword: {
    title: 'Olvidé mi contraseña',
    link: '¿Olvidó su contraseña?',
    sent: 'Si alguna cuenta usa esa dirección de correo electrónico, le enviamos un enlace para restablecer su contraseña.',
    backToLogin: 'Volver a iniciar sesión',
  },
  resetPassword: {
    title: 'Restablecer contraseña',
    success: 'Su contraseña se restableció. Ya puede iniciar sesión con su contraseña nueva.',
    login: 'Iniciar sesión',
    invalidPasswordTitle: 'Contraseña no válida',
  },
  confirmErrors: {
    400: 'Hubo un problema al confirmar su dirección de correo electrónico. Inténtelo de nuevo.',
    401: 'No pudimos completar su solicitud de confirmación de correo electrónico.',
    410: 'El enlace de confirmación de correo electrónico venció. Puede iniciar una nueva solicitud e intentarlo de nuevo.',
  },
  missingEmail: 'No se proporcionó su dirección de correo electrónico.',
  missingToken:
    'No se proporcionó su código de confirmación de correo electrónico. Intente reenviar el correo de confirmación. Si el problema continúa, comuníquese con soporte.',
  changeEmail: {
    title: 'Cambiar correo electrónico',
    intro:
      'Escriba dos veces su nueva dirección de correo electrónico y su contraseña actual. Enviaremos un enlace a la nueva dirección; abra el enlace para terminar el cambio.',
    sent: (email: string) =>
      `Enviamos un enlace de confirmación a ${email}. Abra el enlace de ese correo para terminar de cambiar su dirección de correo electrónico.`,
    duplicateTitle: 'Dirección de correo electrónico duplicada',
    duplicateMessage:
      'Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.',
    failedTitle: 'Algo salió mal',
    failedMessage: 'No pudimos completar su solicitud de cambio de correo electrónico. Inténtelo de nuevo.',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    intro:
      'Escriba su contraseña actual y luego dos veces su contraseña nueva. Al cambiarla se cierra la sesión en todos los demás dispositivos y le enviamos un aviso a su dirección de correo electrónico.',
    success:
      'Su contraseña se cambió. Su sesión sigue abierta aquí; se cerró en todos los demás dispositivos. Le enviamos un aviso a su dirección de correo electrónico.',
    failed: 'No pudimos cambiar su contraseña. Inténtelo de nuevo.',
  },
  confirmEmail: {
    title: 'Confirmar el cambio de correo electrónico',
    confirming: 'Confirmando su nueva dirección de correo electrónico',
    changed: (email: string) => `Su dirección de correo electrónico se cambió a ${email}.`,
    login: 'Iniciar sesión',
    dashboard: 'Ir al panel principal',
  },
  contactUs: {
    title: 'Contáctenos',
    sent: 'Correo enviado.',
    backToDashboard: 'Ir al panel principal',
    backToStart: 'Ir a la página de inicio',
    failed: 'No se pudo enviar su pregunta o comentario. Inténtelo de nuevo.',
    failedDelay: accountEn.contactUs.failedDelay,
  },
};
