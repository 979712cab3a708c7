import type { Translation } from '@citytax/api';
import type { mailWords } from './messages.en';

// The Spanish texts of the emails (same keys as messages.en.ts; terms from docs/i18n/glossary-es.md;
// the portal's names of its pages and buttons as its Spanish catalogs word them).

export const mailWordsEs: Translation<typeof mailWords> = {
  signature: 'City Tax e-File',
  ignore: 'Si usted no lo pidió, puede ignorar este correo electrónico.',
  registration: {
    subject: 'Confirme su cuenta de City Tax e-File',
    paragraphs: [
      'Gracias por registrarse en City Tax e-File.',
      'Confirme su dirección de correo electrónico y establezca su contraseña con el enlace de abajo. El enlace funciona una sola vez y vence en 24 horas.',
    ],
    link: 'Confirmar su dirección de correo electrónico',
  },
  legacy: {
    subject: 'Confirme su dirección de correo electrónico y establezca una contraseña nueva',
    paragraphs: [
      'Cambiamos la forma de iniciar sesión en las cuentas. Deberá confirmar su dirección de correo electrónico y establecer una contraseña nueva.',
      'Use el enlace de abajo. Funciona una sola vez y vence en 24 horas.',
    ],
    link: 'Confirmar su dirección de correo electrónico y establecer una contraseña nueva',
  },
  reset: {
    subject: 'Restablezca su contraseña de City Tax e-File',
    paragraphs: [
      'Alguien pidió restablecer la contraseña de su cuenta de City Tax e-File.',
      'Elija una contraseña nueva con el enlace de abajo. Funciona una sola vez y vence en 1 hora. Al restablecerla, se cerrarán todas sus sesiones.',
    ],
    link: 'Restablecer su contraseña',
  },
  emailChange: {
    subject: 'Confirme su nueva dirección de correo electrónico',
    paragraphs: [
      'Usted pidió usar esta dirección para su cuenta de City Tax e-File.',
      'Confírmela con el enlace de abajo. El enlace funciona una sola vez y vence en 24 horas.',
    ],
    link: 'Confirmar su nueva dirección de correo electrónico',
  },
  emailChanged: {
    subject: 'Se cambió la dirección de correo electrónico de su cuenta de City Tax e-File',
    changedTo: (newEmail: string) =>
      `La dirección de correo electrónico de su cuenta de City Tax e-File se cambió a ${newEmail}.`,
    ifNotYou: 'Si usted no hizo este cambio, comuníquese con soporte de inmediato.',
  },
  secondStepChanged: {
    subject: 'Se cambió el segundo paso de inicio de sesión de su cuenta de City Tax e-File',
    changed: (what: string, when: string) => `${what} en su cuenta de City Tax e-File el ${when}.`,
    totpAdded: 'Se configuró una aplicación de autenticación',
    totpRemoved: 'Se quitó la aplicación de autenticación',
    passkeyAdded: 'Se agregó una llave de acceso',
    passkeyRemoved: 'Se quitó una llave de acceso',
    recoveryCodesRenewed: 'Se crearon nuevos códigos de recuperación (los anteriores ya no sirven)',
    turnedOff: 'Se desactivó el segundo paso de inicio de sesión',
    link: 'Revisar la seguridad de su cuenta',
    ifNotYou: (email: string, phone: string) =>
      `Si usted no hizo este cambio, restablezca su contraseña y comuníquese con soporte de inmediato: ${email}, ${phone}.`,
  },
  passwordChanged: {
    subject: 'Se cambió la contraseña de su cuenta de City Tax e-File',
    hello: (firstName: string) => `Hola, ${firstName}:`,
    changed: (at: string) =>
      `La contraseña de su cuenta de City Tax e-File se cambió el ${at}. Se cerró la sesión en todos los demás dispositivos que tenían la cuenta abierta.`,
    ifYou: 'Si usted hizo este cambio, no tiene que hacer nada.',
    ifNotYou: (email: string, phone: string) =>
      `Si usted no hizo este cambio, restablezca su contraseña de inmediato con el enlace de abajo y luego comuníquese con soporte en ${email} o al ${phone}.`,
    link: 'Restablecer su contraseña',
  },
  filingConfirmation: {
    subject: (title: string, confirmationNumber: string) => `Se presentó su ${title}: ${confirmationNumber}`,
    hello: (firstName: string) => `Hola, ${firstName}:`,
    filed: (title: string) => `Se presentó su ${title}. Su confirmación:`,
    confirmationNumber: (confirmationNumber: string) => `Número de confirmación: ${confirmationNumber}`,
    form: (name: string) => `Formulario: ${name}`,
    taxYear: (taxYear: number) => `Año tributario: ${taxYear}`,
    period: (period: string) => `Período: ${period}`,
    amountPaid: (amount: string) => `Cantidad pagada: ${amount}`,
    filedAt: (at: string) => `Fecha de presentación: ${at}`,
    keep: 'Guarde el número de confirmación para sus registros. La página de confirmación tiene una copia en PDF del formulario para descargar o imprimir.',
    link: 'Ver su confirmación',
  },
  businessLinked: {
    subject: (business: string) => `Se vinculó una cuenta a ${business}`,
    hello: (firstName: string) => `Hola, ${firstName}:`,
    linked: (at: string, firstName: string, maskedEmail: string, business: string, einLast4: string) =>
      `El ${at}, la cuenta de City Tax e-File de ${firstName} (${maskedEmail}) se vinculó a ${business} (EIN que termina en ${einLast4}) con el código de acceso del negocio. Esa cuenta ahora puede ver la información del negocio y presentar y pagar sus formularios de impuestos de la ciudad.`,
    expected: 'Si usted esperaba esto, no tiene que hacer nada.',
    unexpected: (email: string, phone: string) =>
      `Si no lo esperaba, comuníquese con soporte de inmediato en ${email} o al ${phone}. Soporte puede quitar el vínculo y enviar al negocio un código de acceso nuevo.`,
  },
  accessCode: {
    subject: (business: string) => `El código de acceso del negocio ${business}`,
    code: (business: string, code: string) => `El código de acceso del negocio ${business} es: ${code}`,
    howToUse:
      'Una cuenta de City Tax e-File necesita este código para vincular el negocio (Administrar cuentas de negocios y luego Agregar). La ciudad también lo imprime en las cartas que envía al negocio.',
    keepSafe:
      'Guárdelo en un lugar seguro y compártalo solo con las personas que presentan por este negocio.',
  },
  taxpayerAccessCode: {
    subject: 'Su código de acceso de City Tax e-File',
    code: (name: string, code: string) => `El código de acceso de ${name} es: ${code}`,
    howToUse:
      'Demuestra que usted es el contribuyente cuando crea o recupera una cuenta de City Tax e-File para este contribuyente. La ciudad también lo imprime en las cartas que le envía.',
    keepSafe: 'Guárdelo en un lugar seguro y no lo comparta con nadie que no deba actuar por usted.',
  },
  accountClaimed: {
    subject: 'Se configuró una cuenta de City Tax e-File con su código de acceso',
    created: (maskedEmail: string) =>
      `Alguien dio el código de acceso del contribuyente para el que esta dirección de correo electrónico está registrada y pidió una cuenta de City Tax e-File para él, con la dirección de correo electrónico ${maskedEmail}. La cuenta funciona cuando se confirme esa dirección.`,
    emailChanged: (maskedEmail: string) =>
      `Alguien dio el código de acceso del contribuyente para el que esta dirección de correo electrónico está registrada y cambió la dirección de correo electrónico de su cuenta de City Tax e-File a ${maskedEmail}.`,
    ifYou: 'Si fue usted, no tiene que hacer nada.',
    ifNotYou: (email: string, phone: string) =>
      `Si no fue usted, infórmelo de inmediato a soporte en ${email} o al ${phone}. Soporte puede detener la cuenta y enviar al contribuyente un código de acceso nuevo.`,
  },
  registrationAttempt: {
    subject: 'Alguien intentó registrar otra vez a su contribuyente',
    tried: (what) =>
      `Alguien intentó registrar una cuenta nueva de City Tax e-File con el ${what} del contribuyente que su cuenta representa. No se creó ninguna cuenta y no se cambió nada.`,
    ifYou:
      'Si fue usted: ya tiene una cuenta. Inicie sesión con esta dirección de correo electrónico, o elija ¿Olvidó su contraseña? en la página de inicio de sesión si no recuerda su contraseña.',
    ifNotYou: (email: string, phone: string) =>
      `Si no fue usted, no tiene que hacer nada. Si sigue recibiendo este correo electrónico, comuníquese con soporte en ${email} o al ${phone}.`,
    link: 'Iniciar sesión',
  },
  alreadyRegistered: {
    subject: 'Usted ya tiene una cuenta de City Tax e-File',
    paragraphs: [
      'Alguien intentó registrar una cuenta nueva de City Tax e-File con esta dirección de correo electrónico. La dirección ya pertenece a una cuenta, así que no se creó una cuenta nueva.',
      'Si fue usted, inicie sesión con esta dirección de correo electrónico. Si no recuerda su contraseña, puede elegir una nueva con el enlace de abajo.',
    ],
    link: 'Elegir una contraseña nueva',
  },
  registrationNotCompleted: {
    subject: 'No se pudo completar su registro en City Tax e-File',
    tried: (what) =>
      `Alguien, probablemente usted, pidió registrarse en City Tax e-File con esta dirección de correo electrónico. No pudimos crear una cuenta con el ${what} que se dio.`,
    whatToDo:
      'Si ya presentó impuestos de la ciudad antes, puede que el contribuyente ya esté registrado. Inicie sesión si tiene una cuenta. Si no, averigüe cómo obtener una con el número de contribuyente impreso en las cartas que la ciudad le envió, usando el enlace de abajo.',
    contact: (email: string, phone: string) =>
      `Si eso no ayuda, comuníquese con soporte en ${email} o al ${phone}.`,
    link: 'Averiguar cómo obtener una cuenta',
  },
};
