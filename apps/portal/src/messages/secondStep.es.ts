import type { Translation } from '@citytax/api';
import type { secondStepEn } from './secondStep.en';

/** Spanish texts of the second sign-in step's pages (same keys as secondStep.en.ts). */
export const secondStepEs: Translation<typeof secondStepEn> = {
  signIn: {
    title: 'Segundo paso de inicio de sesión',
    intro:
      'Su cuenta tiene un segundo paso de inicio de sesión. Escriba el código de su aplicación de autenticación para terminar de iniciar sesión.',
    introPasskey:
      'Su cuenta tiene un segundo paso de inicio de sesión. Use su llave de acceso, o escriba un código, para terminar de iniciar sesión.',
    introRecovery:
      'Su cuenta tiene un segundo paso de inicio de sesión. Use su llave de acceso o un código de recuperación para terminar de iniciar sesión.',
    expired:
      'Su inicio de sesión tardó demasiado o ya terminó. Inicie sesión de nuevo con su correo electrónico y su contraseña.',
    logInAgain: 'Iniciar sesión de nuevo',
    passkeyFailed: 'No se pudo usar su llave de acceso. Inténtelo de nuevo o escriba un código.',
    failed: 'No pudimos terminar de iniciar su sesión. Inténtelo de nuevo.',
  },
  setUp: {
    title: 'Configurar un segundo paso de inicio de sesión',
    required:
      'Las cuentas de negocio deben tener un segundo paso de inicio de sesión. Configure ahora una aplicación de autenticación; después quedará con la sesión iniciada.',
    continue: 'Continuar a su cuenta',
  },
  app: {
    heading: 'Configurar una aplicación de autenticación',
    steps:
      'Abra una aplicación de autenticación en su teléfono (como Google Authenticator, Microsoft Authenticator o 1Password) y agregue una cuenta.',
    start: 'Configurar una aplicación de autenticación',
    qrAlt:
      'Código QR de City Tax e-File para su aplicación de autenticación. Si no puede escanearlo, escriba la clave que aparece debajo.',
    scan: 'Escanee este código QR con la aplicación:',
    typeKey: 'O escriba esta clave en la aplicación:',
    keyLabel: 'Clave de configuración',
    confirmIntro: 'Luego escriba el código de 6 dígitos que muestra la aplicación para confirmar.',
    added:
      'Su aplicación de autenticación quedó configurada. De ahora en adelante escribirá un código de ella al iniciar sesión.',
  },
  recovery: {
    heading: 'Guarde sus códigos de recuperación',
    intro:
      'Si pierde su teléfono, cada uno de estos códigos le permite iniciar sesión una vez. Guárdelos en un lugar seguro, lejos de su teléfono. Solo se muestran ahora.',
    listLabel: 'Códigos de recuperación',
    print: 'Imprimir los códigos',
    copy: 'Copiar los códigos',
    copied: 'Se copiaron los códigos.',
    copyFailed: 'No se pudieron copiar los códigos. Selecciónelos y cópielos usted.',
    saved: 'Guardé mis códigos de recuperación',
    savedRequired: 'Marque la casilla para indicar que guardó sus códigos de recuperación.',
    continue: 'Continuar',
  },
  passkey: {
    heading: 'Agregar una llave de acceso',
    intro:
      'Una llave de acceso le permite terminar de iniciar sesión con la huella, el rostro o el bloqueo de pantalla de este dispositivo, o con una llave de seguridad.',
    name: 'Nombre de la llave de acceso',
    nameHint: 'Un nombre para distinguirla, como «Computadora del trabajo». Hasta 60 caracteres.',
    add: 'Agregar una llave de acceso',
    added: 'Se agregó su llave de acceso.',
    failed: 'No se pudo agregar la llave de acceso. Inténtelo de nuevo.',
    unsupported: 'Este navegador no puede crear llaves de acceso.',
  },
  security: {
    title: 'Seguridad de la cuenta',
    intro: 'Un segundo paso de inicio de sesión protege su cuenta aunque alguien conozca su contraseña.',
    statusHeading: 'Su segundo paso de inicio de sesión',
    off: 'Desactivado. Solo su contraseña protege esta cuenta.',
    on: 'Activado.',
    required: 'Las cuentas de negocio deben mantener un segundo paso de inicio de sesión.',
    appOn: 'Aplicación de autenticación: configurada.',
    appOff: 'Aplicación de autenticación: sin configurar.',
    passkeysHeading: 'Llaves de acceso',
    noPasskeys: 'Ninguna llave de acceso.',
    passkeyAdded: (date: string) => `agregada el ${date}`,
    recoveryLeft: (count: number) =>
      count === 1 ? 'Le queda 1 código de recuperación.' : `Le quedan ${count} códigos de recuperación.`,
    changesNeedProof: 'Los cambios piden su contraseña y un código vigente.',
    removeApp: 'Quitar la aplicación de autenticación',
    removePasskey: (name: string) => `Quitar la llave de acceso «${name}»`,
    removeAll: 'Desactivar el segundo paso de inicio de sesión',
    newCodes: 'Obtener códigos de recuperación nuevos',
    newCodesNote: 'Los códigos nuevos reemplazan a todos los anteriores.',
    cancel: 'Cancelar',
    nameRequired: 'es un dato obligatorio',
    working: 'Procesando',
    removed: 'Listo. Le enviamos un aviso a su dirección de correo electrónico.',
    failed: 'No pudimos hacer ese cambio. Inténtelo de nuevo.',
    loadFailed: 'No pudimos cargar su segundo paso de inicio de sesión. Inténtelo de nuevo.',
  },
};
