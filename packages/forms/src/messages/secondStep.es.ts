import type { Translation } from '@citytax/api';
import type { secondStepFormMessages } from './secondStep.en';

/** Spanish texts of the second sign-in step's forms (same keys as secondStep.en.ts). */
export const secondStepFormMessagesEs: Translation<typeof secondStepFormMessages> = {
  code: {
    totpLabel: 'Código de su aplicación de autenticación',
    totpHint: 'Escriba los 6 dígitos que su aplicación de autenticación muestra para City Tax e-File.',
    recoveryLabel: 'Código de recuperación',
    recoveryHint:
      'Escriba uno de los códigos de recuperación que guardó, por ejemplo abcd-efgh-jkmn. Cada uno sirve una sola vez.',
    useRecovery: 'Usar un código de recuperación',
    useTotp: 'Usar el código de su aplicación de autenticación',
    usePasskey: 'Usar una llave de acceso',
    submit: 'Continuar',
    errorsTitle: 'Hay un problema',
    notSixDigits: 'Escriba los 6 dígitos que muestra su aplicación, sin letras.',
  },
  confirm: {
    label: 'Código de su aplicación de autenticación',
    hint: 'Escriba los 6 dígitos que su aplicación muestra ahora para confirmar que quedó configurada.',
    submit: 'Confirmar',
  },
  proof: {
    intro: 'Para cambiar su segundo paso de inicio de sesión, escriba su contraseña y un código vigente.',
    password: 'Contraseña',
    passwordHint: 'La contraseña con la que inicia sesión.',
    code: 'Código de autenticación o de recuperación',
    codeHint:
      'Los 6 dígitos que su aplicación de autenticación muestra ahora, o uno de sus códigos de recuperación.',
    errorsTitle: 'Hay un problema',
  },
  submitting: 'Comprobando',
};
