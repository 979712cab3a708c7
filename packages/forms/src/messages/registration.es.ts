import type { Translation } from '@citytax/api';
import type { registrationMessages } from './registration.en';

/**
 * Spanish texts of the registration and set-password form modules (same keys as
 * registration.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const registrationMessagesEs: Translation<typeof registrationMessages> = {
  rules: {
    required: 'es un dato obligatorio',
    nineDigits: 'debe ser un número de nueve dígitos sin guiones',
    invalid: 'no tiene un valor válido',
  },
  fields: {
    taxpayerId: 'Número de contribuyente',
    federalIdLast4: 'Últimos 4 dígitos del SSN o FEIN',
    zip: 'Código postal',
    accessCode: 'Código de acceso',
    email: 'Dirección de correo electrónico',
    confirmEmail: 'Confirme la dirección de correo electrónico',
    firstName: 'Nombre',
    middleInitial: 'Inicial del segundo nombre',
    lastName: 'Apellido',
    ssn: 'Número de Seguro Social',
    hasSpouse: 'Presento una declaración conjunta con mi cónyuge',
    spouseFirstName: 'Nombre del cónyuge',
    spouseMiddleInitial: 'Inicial del segundo nombre del cónyuge',
    spouseLastName: 'Apellido del cónyuge',
    spouseSsn: 'Número de Seguro Social del cónyuge',
    street: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    phoneNumber: 'Número de teléfono',
    businessName: 'Nombre del negocio',
    alternateName: 'Nombre alternativo del negocio',
    ein: 'EIN',
    contactFirstName: 'Nombre de la persona de contacto',
    contactLastName: 'Apellido de la persona de contacto',
    password: 'Contraseña',
    confirmPassword: 'Confirme la contraseña',
  },
  hints: {
    taxpayerId:
      'Su número de contribuyente aparece en las cartas de la División de Cobro de Impuestos de la ciudad.',
    federalIdLast4: 'Los últimos cuatro dígitos del número de Seguro Social o del FEIN registrado.',
    zip: 'El código postal registrado: 5 o 9 dígitos.',
    accessCode:
      'El código de acceso aparece en las cartas que le envió la División de Cobro de Impuestos de la ciudad, por ejemplo 7K4P-9QXM-2H3D.',
    nineDigits: '9 dígitos sin guiones.',
    ein: 'Número de identificación del empleador: 9 dígitos sin guiones.',
    state: 'Código de dos letras, por ejemplo OH.',
    alternateName: 'Opcional: un nombre comercial o nombre "doing business as" (DBA).',
    password: 'Use de 8 a 25 caracteres. No se permiten contraseñas comunes.',
  },
  spouseLegend: 'Cónyuge (declaración conjunta)',
  addressLegend: 'Dirección',
  contactLegend: 'Persona de contacto',
  accessCodeFormat:
    'El código de acceso debe tener las 12 letras y dígitos que aparecen en la carta, por ejemplo 7K4P-9QXM-2H3D.',
  emailMismatch: 'Las direcciones de correo electrónico que escribió no coinciden.',
  passwordMismatchRegistration: 'Las contraseñas que escribió no coinciden.',
  passwordMismatchLegacy: 'Las contraseñas deben coincidir.',
  submitting: 'Enviando',
  registrationCheck: { submit: 'Continuar' },
  webAccount: { submit: 'Crear cuenta' },
  identityProof: { submit: 'Enviar correo electrónico' },
  individual: { submit: 'Registrarse' },
  business: { submit: 'Registrar negocio' },
  setPassword: { submit: 'Establecer contraseña' },
};
