import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@citytax/api';
import type { Translation } from '@citytax/api';
import type { accountFormMessages } from './account.en';

/**
 * Spanish texts of the account forms (forgot/reset password, change email, contact us) (same
 * keys as account.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const accountFormMessagesEs: Translation<typeof accountFormMessages> = {
  rules: {
    required: 'es un dato obligatorio',
    invalid: 'no tiene un valor válido',
    tooLong: (max: number) => `debe tener como máximo ${max} caracteres`,
    tooShort: (min: number) => `debe tener al menos ${min} caracteres`,
  },
  submitting: 'Enviando',
  forgotPassword: {
    intro:
      'Escriba la dirección de correo electrónico que usa para iniciar sesión. Si alguna cuenta la usa, le enviaremos un enlace para restablecer su contraseña.',
    email: 'Dirección de correo electrónico',
    submit: 'Enviar enlace para restablecer',
  },
  resetPassword: {
    password: 'Contraseña nueva',
    confirmPassword: 'Confirme la contraseña nueva',
    hint: `Use de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres. No use una contraseña común.`,
    mismatch: 'Las contraseñas que escribió no coinciden.',
    submit: 'Restablecer contraseña',
  },
  changeEmail: {
    email: 'Dirección de correo electrónico nueva',
    confirmEmail: 'Confirme la dirección de correo electrónico nueva',
    hint: `Como máximo ${EMAIL_MAX_LENGTH} caracteres.`,
    mismatch: 'Asegúrese de que los correos electrónicos que escribió coincidan.',
    sameEmail:
      'Esta ya es su dirección de correo electrónico. Escriba una dirección diferente para cambiarla.',
    currentPassword: 'Contraseña actual',
    currentPasswordHint: 'La contraseña con la que inicia sesión.',
    submit: 'Cambiar correo electrónico',
  },
  changePassword: {
    currentPassword: 'Contraseña actual',
    currentPasswordHint: 'La contraseña con la que inicia sesión ahora.',
    newPassword: 'Contraseña nueva',
    newPasswordHint: `Use de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres. No use una contraseña común ni su dirección de correo electrónico.`,
    confirmPassword: 'Confirme la contraseña nueva',
    mismatch: 'Las contraseñas que escribió no coinciden.',
    samePassword: 'La contraseña nueva debe ser diferente de su contraseña actual.',
    submit: 'Cambiar contraseña',
    errorsTitle: 'Corrija los siguientes errores:',
  },
  contactUs: {
    type: 'Tipo de pregunta',
    types: {
      'General Tax and Filing': 'Impuestos y presentación en general',
      Website: 'Sitio web',
    },
    name: 'Nombre',
    phone: 'Número de teléfono',
    phoneHint: 'Por ejemplo, 216-555-0100',
    phoneFormat: 'El número de teléfono debe tener 10 dígitos, como 216-555-0100',
    email: 'Dirección de correo electrónico',
    comments: 'Comentarios',
    note: 'Las respuestas tardan hasta dos días hábiles.',
    submit: 'Enviar',
    errorsTitle: 'Corrija los siguientes errores:',
  },
};
