import type { Translation } from '@citytax/api';
import { registrationEn } from './registration.en';

/**
 * Spanish texts of the registration and email-confirmation pages (same keys as registration.en.ts;
 * terms from docs/i18n/glossary-es.md).
 */
export const registrationEs: Translation<typeof registrationEn> = {
  check: {
    title: 'Registrarse',
    intro:
      'Ingrese su número de contribuyente para saber cómo obtener una cuenta de City Tax e-File. Un contribuyente registrado es el que presentó alguna declaración ante la División de Recaudación de Impuestos de la Ciudad en los últimos 5 años.',
    checkFailed: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
    notRegistered: {
      heading: 'Usted no está registrado en la División de Recaudación de Impuestos de la Ciudad',
      body: 'No encontramos ningún contribuyente registrado con este número de contribuyente. Puede registrarse como contribuyente nuevo.',
      individual: 'Registrarse como persona',
      business: 'Registrarse como negocio',
    },
    readyToLogin: {
      heading: 'Usted ya tiene una cuenta',
      body: 'Este contribuyente ya tiene una cuenta de City Tax e-File. Inicie sesión con su dirección de correo electrónico y su contraseña.',
    },
    alreadyHasUser: {
      heading: 'Este negocio ya tiene una cuenta',
      body: 'Un usuario de City Tax e-File ya representa a este negocio. Pídale a ese usuario que lo vincule a usted con el negocio por su EIN desde Administrar cuentas de negocios, o inicie sesión si la cuenta es suya.',
    },
    notPrimary: {
      heading: 'El contribuyente principal debe registrarse',
      body: 'Este número de contribuyente pertenece al cónyuge de una declaración conjunta. El contribuyente principal debe registrarse con su propio número de contribuyente; el cónyuge presenta con la cuenta del contribuyente principal.',
    },
    inactive: {
      heading: 'Su cuenta no está activa',
      body: 'Nuestros registros indican que su cuenta no está activa en este momento.',
    },
    migration: {
      heading: 'Establezca una contraseña nueva',
      body: 'Cambiamos la forma de iniciar sesión en las cuentas. Deberá confirmar su dirección de correo electrónico y establecer una contraseña nueva. Confirme su identidad y le enviaremos las instrucciones a su dirección de correo electrónico registrada.',
      sent: 'Revise su correo electrónico',
      sentBody:
        'Enviamos un mensaje a su dirección de correo electrónico registrada. Siga el enlace del mensaje para establecer su contraseña nueva.',
    },
    partial: {
      heading: 'Termine su registro',
      body: 'Se comenzó una cuenta para este contribuyente, pero nunca se estableció su contraseña. Confirme su identidad y la dirección de correo electrónico a la que debemos enviar el enlace de confirmación.',
      submit: 'Enviar correo de confirmación',
    },
    pending: {
      heading: 'Su registro está pendiente',
      body: 'Su registro en la División de Recaudación de Impuestos de la Ciudad todavía se está procesando. Inténtelo de nuevo más tarde.',
    },
    login: 'Iniciar sesión',
  },
  web: {
    title: 'Cree su cuenta en el sitio web',
    intro:
      'Confirme su identidad con los últimos cuatro dígitos del SSN o del FEIN, el código postal que tenemos registrado y el código de acceso impreso en las cartas que le enviamos, y elija la dirección de correo electrónico con la que iniciará sesión.',
  },
  individual: {
    title: 'Registrarse como persona',
    intro:
      'Regístrese usted (y a su cónyuge, si presentan una declaración conjunta) en la División de Recaudación de Impuestos de la Ciudad y cree su cuenta de City Tax e-File.',
  },
  business: {
    title: 'Registrarse como negocio',
    intro:
      'Registre su negocio en la División de Recaudación de Impuestos de la Ciudad y cree su primera cuenta de City Tax e-File.',
  },
  checkEmail: {
    heading: 'Revise su correo electrónico',
    body: (email: string) =>
      `Enviamos un correo de confirmación a ${email}. Siga el enlace del correo para confirmar su dirección de correo electrónico y establecer su contraseña.`,
    outcome: (email: string) =>
      `Enviamos un correo a ${email} sobre su registro. Sígalo para confirmar su dirección de correo electrónico y establecer su contraseña, o para saber qué hacer a continuación. Si no llega en unos minutos, revise su carpeta de correo no deseado.`,
  },
  duplicateEmail:
    'Otra cuenta ya usa esta dirección de correo electrónico. Use una dirección de correo electrónico diferente.',
  unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  confirm: {
    title: 'Confirme su registro',
    legacyTitle: 'Establezca su contraseña nueva',
    checking: 'Verificando su enlace de confirmación',
    missingEmail: 'No se proporcionó su dirección de correo electrónico.',
    missingToken:
      'No se proporcionó su código de confirmación de correo electrónico. Intente reenviar el correo de confirmación. Si el problema continúa, comuníquese con soporte.',
    statusFailed:
      'Ocurrió un error inesperado al confirmar su dirección de correo electrónico. Puede reenviar el correo de confirmación.',
    alreadyConfirmed: {
      heading: 'Su dirección de correo electrónico ya está confirmada',
      body: 'Su dirección de correo electrónico ya se confirmó y su contraseña ya está establecida. Puede iniciar sesión.',
    },
    setPasswordHeading: 'Elija su contraseña',
    setPasswordIntro: (email: string) => `Establezca la contraseña para ${email}.`,
    success: {
      heading: 'Su dirección de correo electrónico está confirmada',
      body: 'Su dirección de correo electrónico está confirmada y su contraseña está establecida. Ya puede iniciar sesión.',
    },
    secondStepOffer: {
      body: 'Proteja su cuenta con un segundo paso de inicio de sesión: un código de una aplicación de autenticación, o una llave de acceso, después de su contraseña. Lo configura una vez que haya iniciado sesión. Las cuentas de negocio deben configurarlo en su primer inicio de sesión.',
      link: 'Configurar un segundo paso de inicio de sesión',
    },
    legacySuccess: {
      heading: 'Su contraseña está establecida',
      body: 'Su cuenta se actualizó. Inicie sesión con su dirección de correo electrónico y su contraseña nueva.',
    },
    invalidPasswordTitle: 'Contraseña no válida',
    badRequest: 'Hubo un problema al confirmar su dirección de correo electrónico. Inténtelo de nuevo.',
    unauthorized: 'No pudimos completar su solicitud de confirmación de correo electrónico.',
    expired:
      'El enlace de confirmación de correo electrónico venció. Puede iniciar una nueva solicitud e intentarlo de nuevo.',
    unknown:
      'Ocurrió un error desconocido al confirmar su dirección de correo electrónico. Inténtelo de nuevo más tarde.',
    resend: 'Reenviar correo de confirmación',
    resending: 'Enviando',
    resendSuccess: 'Se envió el correo de confirmación. Revise su bandeja de entrada.',
    resendFailure: 'Ocurrió un error al reenviar su correo de confirmación.',
    login: 'Iniciar sesión',
  },
  resendToastMs: registrationEn.resendToastMs,
};
