import type { ProblemName } from '../problems';
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '../schemas/forms';
import type { Translation } from '../translation';
import type { problemWords } from './problems.en';

// The Spanish texts of the problem catalogue (same keys as problems.en.ts; terms from
// docs/i18n/glossary-es.md), sent by the server when the request asks for Spanish (ADR 0039).

const taxFormLocked: Translation<typeof problemWords.taxFormLocked> = {
  return: 'Esta declaración está pendiente de pago. Retírela para hacer cambios.',
  form: 'Este formulario está pendiente de pago. Retírelo para hacer cambios.',
};

const details: Readonly<Record<ProblemName, string>> = {
  'missing-tax-rate':
    'Ocurrió un error al calcular los impuestos de las ciudades que seleccionó. Comuníquese con el servicio de asistencia del proveedor.',
  'missing-tax-form':
    'No se encuentra este formulario de impuestos. Esto suele ocurrir cuando se elimina el formulario en otra pestaña o ventana del navegador.',
  'tax-form-already-filed':
    'Su formulario de impuestos ya fue presentado. Ya no puede hacer cambios en su formulario de impuestos.',
  'not-authorized-to-file':
    'Este usuario no está autorizado a presentar este formulario para este contribuyente',
  'misconfigured-account':
    'Nuestros registros indican que su cuenta no está configurada correctamente en este momento.',
  'inactive-user-account': 'Nuestros registros indican que su cuenta no está activa en este momento.',
  'account-migration-required':
    'Cambiamos la forma de iniciar sesión en las cuentas. Deberá confirmar su dirección de correo electrónico y establecer una contraseña nueva. Revise su dirección de correo electrónico registrada para ver las instrucciones.',
  'tax-form-locked': taxFormLocked.form,
  'not-allowed-for-taxpayer-type': 'Este tipo de contribuyente no puede presentar este formulario.',
  'tax-form-not-filed':
    'Este formulario todavía no se ha presentado. Su confirmación y su copia en PDF estarán disponibles cuando se presente.',
  'upload-quota-exceeded': `Ya subió el máximo de archivos permitido este año (${UPLOAD_QUOTA_FILES} archivos o ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB). Comuníquese con soporte si necesita enviar más.`,
  'access-code-incorrect':
    'El código de acceso del negocio no es correcto. Está impreso en las cartas que la ciudad envió a este negocio.',
  'validation-error': 'La solicitud no es válida.',
  'invalid-credentials': 'La dirección de correo electrónico o la contraseña no son correctas.',
  unauthorized: 'Debe iniciar sesión para continuar.',
  forbidden: 'Esta solicitud no está permitida.',
  'not-found': 'No se encontró el recurso.',
  conflict: 'La solicitud no es compatible con el estado actual del recurso.',
  'too-many-requests': 'Demasiadas solicitudes. Vuelva a intentarlo más tarde.',
  'service-unavailable':
    'El servicio no está disponible por el momento. Vuelva a intentarlo en unos minutos.',
  'internal-error': 'Ocurrió un error inesperado. Vuelva a intentarlo más tarde.',
  'invalid-token': 'No pudimos completar su solicitud de confirmación de correo electrónico.',
  'token-expired':
    'El enlace de confirmación de correo electrónico venció. Puede iniciar una nueva solicitud e intentarlo de nuevo.',
  'invalid-password': 'La contraseña no fue aceptada.',
  'duplicate-email': 'Esta dirección de correo electrónico ya existe en nuestros registros. Pruebe con otra.',
  'identity-not-verified':
    'El número de contribuyente, los últimos cuatro dígitos del SSN o FEIN y el código postal no coinciden con nuestros registros.',
  'current-password-incorrect': 'La contraseña actual no es correcta.',
  'email-unchanged':
    'Esta ya es su dirección de correo electrónico. Escriba una dirección diferente para cambiarla.',
  'payload-too-large': 'El cuerpo de la solicitud es demasiado grande.',
  'unsupported-media-type': 'El tipo de contenido de la solicitud no es compatible; envíe application/json.',
  'method-not-allowed': 'Este método no está permitido en este recurso.',
  'uri-too-long': 'Un parámetro de la ruta de la solicitud es demasiado largo.',
};

export const problemWordsEs: Translation<typeof problemWords> = {
  details,
  taxFormLocked,
  titles: {
    400: 'Solicitud incorrecta',
    401: 'No autorizado',
    403: 'Prohibido',
    404: 'No encontrado',
    405: 'Método no permitido',
    409: 'Conflicto',
    410: 'Ya no disponible',
    413: 'Contenido demasiado grande',
    414: 'URI demasiado largo',
    415: 'Tipo de contenido no compatible',
    429: 'Demasiadas solicitudes',
    500: 'Error interno del servidor',
    502: 'Puerta de enlace incorrecta',
    503: 'Servicio no disponible',
  },
  otherTitle: 'Error',
  validation: {
    required: 'es obligatorio',
    invalid: 'no es válido',
    tooLarge: 'es demasiado grande',
    number: 'debe ser un número',
    wholeNumber: 'debe ser un número entero',
    twoDecimals: 'debe tener dos decimales como máximo',
    notNegative: 'debe ser mayor o igual a cero',
    nineDigits: 'debe ser un número de nueve dígitos sin guiones',
    taxpayerId: 'debe ser un número de contribuyente de solo dígitos',
    lastFour: 'deben ser los últimos cuatro dígitos',
    taxYear: 'debe ser un año tributario',
    isoDate: 'debe ser una fecha (AAAA-MM-DD)',
    calendarDate: 'no es una fecha real del calendario',
    email: 'debe ser una dirección de correo electrónico válida',
    phone: 'debe ser un número de teléfono',
    zip: 'debe tener 5 o 9 dígitos',
    state: 'debe ser un código de estado de dos letras',
    city: 'debe ser una ciudad de la lista',
    trueOrFalse: 'debe ser verdadero o falso',
    maxLength128: 'debe tener 128 caracteres como máximo',
  },
  contactLine: (email: string, phone: string) => `Comuníquese con soporte en ${email} o al ${phone}.`,
};
