import { PASSWORD_MAX_LENGTH } from '../constants';
import type { ProblemName } from '../problems';
import { PASSWORD_MIN_LENGTH } from '../schemas/account';
import { UPLOAD_MAX_BYTES, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '../schemas/forms';
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
    'El número de contribuyente, los últimos cuatro dígitos del SSN o FEIN, el código postal y el código de acceso no coinciden con nuestros registros.',
  'current-password-incorrect': 'La contraseña actual no es correcta.',
  'email-unchanged':
    'Esta ya es su dirección de correo electrónico. Escriba una dirección diferente para cambiarla.',
  'new-password-not-accepted': 'La contraseña nueva no fue aceptada.',
  'second-step-code-incorrect': 'Ese código no es correcto o ya se usó. Pruebe con el código más reciente.',
  'second-step-expired':
    'Su inicio de sesión tardó demasiado. Inicie sesión de nuevo con su correo electrónico y contraseña.',
  'second-step-setup-failed': 'La configuración no funcionó. Empiece de nuevo.',
  'second-step-required':
    'Las cuentas de empresa deben mantener un segundo paso de inicio de sesión. Agregue otro método antes de quitar este.',
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
    required: 'es un dato obligatorio',
    invalid: 'no tiene un valor válido',
    tooLarge: 'tiene un valor demasiado alto',
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
    atMost100: 'debe ser 100 como máximo',
    signedMinimum: 'debe ser como mínimo -999,999,999.99',
    oneLetter: 'debe ser una letra',
    frequency: 'debe ser mensual o trimestral',
    billingTaxType: 'debe ser individual, netProfit o withholding',
    draftKey: 'debe ser una clave de borrador de letras minúsculas, dígitos y -',
    contactType: 'debe ser General Tax and Filing o Website',
    taxFormType: 'no es un tipo de formulario de impuestos conocido',
    analyticsEvent: 'no es un evento de análisis conocido',
    controlCharacters: 'no debe contener caracteres de control',
    phoneDigits: 'debe tener 10 dígitos, como 216-555-0100',
    exemptionReason: 'Debe elegir el motivo por el que presenta este formulario.',
  },
  validationWithNumber: {
    atMost: (n: number) => `debe tener ${n} caracteres como máximo`,
    atLeast: (n: number) => `debe tener ${n} caracteres como mínimo`,
  },
  contactLine: (email: string, phone: string) => `Comuníquese con soporte en ${email} o al ${phone}.`,
  unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  server: {
    noResource: (method: string, path: string) => `No hay ningún recurso en ${method} ${path}.`,
    urlInvalid: 'La URL de la solicitud no es válida.',
    bodyNotJson: 'El cuerpo de la solicitud no es JSON válido.',
    bodyEmpty: 'El cuerpo de la solicitud está vacío, pero su tipo de contenido es JSON.',
    contentLength: 'La longitud del contenido de la solicitud no coincide con su cuerpo.',
    antiForgery: 'Falta el token contra la falsificación de solicitudes o no es válido.',
    databaseUnreachable: 'No se puede acceder a la base de datos.',
    busy: (seconds: number) =>
      `El servicio está atendiendo muchas solicitudes en este momento. Vuelva a intentarlo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
    signInLocked: (minutes: number) =>
      `Demasiados intentos fallidos de iniciar sesión en esta cuenta. Vuelva a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    signInLockedUnknownDevice: (minutes: number) =>
      `Demasiados intentos fallidos de iniciar sesión en esta cuenta desde navegadores que no la han usado antes. Vuelva a intentarlo en ${
        minutes < 120
          ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
          : `${Math.ceil(minutes / 60)} horas`
      }, inicie sesión desde un navegador que ya haya usado con esta cuenta o restablezca su contraseña con “¿Olvidó su contraseña?”.`,
    signInNeedsReset:
      'Demasiados intentos fallidos de iniciar sesión en esta cuenta. Para volver a iniciar sesión, restablezca su contraseña con “¿Olvidó su contraseña?”.',
    registrationLimited: (minutes: number) =>
      `Demasiadas solicitudes de registro para esta dirección de correo electrónico o este contribuyente. Vuelva a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    accessCodeLimited: (minutes: number) =>
      `Demasiados intentos con un código de acceso del negocio incorrecto. Vuelva a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    passwordNotAccepted: (reasons: string) => `La contraseña no fue aceptada: ${reasons}`,
    registration: {
      notRegisteredTaxpayer: 'Ningún contribuyente tiene este número de contribuyente.',
      notPrimaryTaxpayer:
        'Este número de contribuyente es el registro de un cónyuge. Regístrese con el número del contribuyente principal.',
      pendingTaxpayerRegistration:
        'El registro de este contribuyente todavía se está procesando. Vuelva a intentarlo más tarde.',
      needsToCreateWebAccount: 'Este contribuyente todavía no tiene una cuenta web. Cree una primero.',
      needsAccountMigration:
        'Este contribuyente ya tiene una cuenta web que debe confirmar su dirección de correo electrónico. Pida el correo electrónico de confirmación.',
      webUserRequiresPassword:
        'Este contribuyente ya tiene una cuenta web que todavía no ha establecido una contraseña. Complete el registro o vuelva a enviar el correo electrónico de confirmación.',
      taxpayerAlreadyHasUser:
        'Un usuario web ya representa a este negocio. Pídale a ese usuario que lo vincule a usted con el EIN.',
      readyToLogin:
        'Este contribuyente ya tiene una cuenta web. Inicie sesión o restablezca su contraseña si la olvidó.',
      other: 'Este contribuyente no se puede registrar en este momento.',
    },
    notAllowed: {
      business: (formName: string) => `Un negocio no puede presentar este formulario (${formName}).`,
      individual: (formName: string) =>
        `Un contribuyente individual o conjunto no puede presentar este formulario (${formName}).`,
    },
    taxpayerNotFound: 'No se encontró este contribuyente.',
    sessionNotFound: 'Esta sesión no está abierta en su cuenta.',
    businessNotFound: 'No se encontró este negocio. Si esta información es correcta, complete el registro.',
    businessAlreadyLinked: 'Este negocio ya está vinculado a su cuenta.',
    einManagementOff: 'La administración de cuentas de negocios no está disponible.',
    notABusinessUser: 'Solo las cuentas de negocios pueden administrar negocios vinculados.',
    idempotencyKeyReused: 'Esta Idempotency-Key ya se usó para otro formulario.',
    hasPayments: 'Este formulario tiene pagos y no se puede eliminar.',
    entryFiledWithReturn: 'Un Formulario W-2 o 1099 se presenta con su declaración anual, no por separado.',
    nothingToPay: 'Este formulario no tiene nada que pagar; preséntelo sin pago.',
    balanceDue: 'Este formulario tiene un saldo adeudado y se debe pagar.',
    overpayment: 'Un pago en exceso no se puede presentar por internet. Presente una declaración en papel.',
    noResidence:
      'residenceCity: es un dato obligatorio. Elija la ciudad en la que vivía antes de presentar la declaración anual.',
    certificateAlreadyFiled:
      'No puede presentar un certificado de exención porque ya presentó uno para este año tributario.',
    returnAlreadyFiled: 'Ya se presentó una declaración para este período.',
    yearConflicts: {
      certificate:
        'No puede presentar un certificado de exención porque ya presentó formularios de impuestos para este año tributario.',
      annualReturn:
        'No puede presentar una declaración anual porque hay un certificado de exención presentado para este año tributario.',
    },
    providerUnavailable:
      'El servicio de pagos no está disponible en este momento. Vuelva a intentarlo más tarde.',
    paymentBeingProcessed:
      'Se está procesando un pago de este formulario. Vuelva a cargar la página para ver su estado.',
    paymentsNotConfigured: 'Los pagos no están configurados en este servidor.',
    withdrawPaid:
      'Este formulario se acaba de pagar y no se puede retirar. Vuelva a cargar la página para ver su estado.',
    upload: {
      wrongType: 'El archivo debe ser PDF, PNG o JPEG.',
      tooLarge: `El archivo es demasiado grande. Los archivos deben ser de ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB o menos.`,
      missingFile: 'file: es obligatorio. Elija un archivo PDF, PNG o JPEG para subir.',
      notMultipart: 'El archivo se debe enviar como multipart/form-data con un campo llamado file.',
      malformed: 'No se pudo leer el archivo. Vuelva a intentarlo.',
      oneFile: 'Envíe un solo archivo cada vez.',
      mixed:
        'El archivo contiene datos de más de un tipo. Guárdelo o expórtelo de nuevo como PDF, PNG o JPEG y suba esa copia.',
      passwordProtected: 'El PDF está protegido con contraseña. Suba una copia que se abra sin contraseña.',
      badName:
        'El nombre del archivo contiene caracteres de control, invisibles o de dirección del texto. Cambie el nombre del archivo y vuelva a subirlo.',
      limited: (minutes: number) =>
        `Se subieron demasiados archivos en poco tiempo. Vuelva a intentarlo en ${
          minutes < 120
            ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
            : `${Math.ceil(minutes / 60)} horas`
        }.`,
    },
  },
  fields: {
    noNul: 'no debe contener caracteres NUL',
    noSurrogates: 'no debe contener caracteres sustitutos sin pareja',
    keysNoNul: 'las claves no deben contener caracteres NUL',
    keysNoSurrogates: 'las claves no deben contener caracteres sustitutos sin pareja',
    nestedTooDeep: (levels: number) => `no debe tener más de ${levels} niveles de anidación`,
    idempotencyKey: 'debe tener de 8 a 100 letras, dígitos, - o _',
    fileType: 'debe ser PDF, PNG o JPEG',
    oneFile: 'solo un archivo cada vez',
    fileName: 'el nombre no debe contener caracteres de control, invisibles ni de dirección del texto',
    spouseSsn: 'debe ser diferente del SSN del contribuyente',
    memberCity: 'debe ser una ciudad miembro',
    openTaxYear: (current: number, previous: number) => `debe ser ${current} o ${previous}`,
    soldInTaxYear: (taxYear: number) => `debe ser del año tributario ${taxYear} o anterior`,
    periodNotEnded: (end: string) => `no se puede presentar antes de que termine el período el ${end}`,
    password: {
      tooShort: `La contraseña debe tener ${PASSWORD_MIN_LENGTH} caracteres como mínimo.`,
      tooLong: `La contraseña debe tener ${PASSWORD_MAX_LENGTH} caracteres como máximo.`,
      common: 'La contraseña es demasiado común. Elija una contraseña más difícil de adivinar.',
      sameAsEmail: 'La contraseña no debe ser igual a su dirección de correo electrónico.',
      sameAsCurrent: 'La contraseña nueva debe ser diferente de su contraseña actual.',
    },
  },
  zod: {
    invalidType: (expected: string, received: string) =>
      `Entrada no válida: se esperaba ${expected} y se recibió ${received}`,
    invalidValue: (value: string) => `Entrada no válida: se esperaba ${value}`,
    invalidOption: (values: string) => `Opción no válida: se esperaba una de ${values}`,
    tooBigSize: (origin: string, bound: string, unit: string) =>
      `Demasiado grande: ${origin} debe tener ${bound} ${unit}`,
    tooBigValue: (origin: string, bound: string) => `Demasiado grande: ${origin} debe ser ${bound}`,
    tooSmallSize: (origin: string, bound: string, unit: string) =>
      `Demasiado pequeño: ${origin} debe tener ${bound} ${unit}`,
    tooSmallValue: (origin: string, bound: string) => `Demasiado pequeño: ${origin} debe ser ${bound}`,
    exactly: 'exactamente ',
    startsWith: (prefix: string) => `Texto no válido: debe comenzar con "${prefix}"`,
    endsWith: (suffix: string) => `Texto no válido: debe terminar con "${suffix}"`,
    includes: (part: string) => `Texto no válido: debe incluir "${part}"`,
    pattern: (pattern: string) => `Texto no válido: debe coincidir con el patrón ${pattern}`,
    invalidFormat: (format: string) => `Formato no válido: ${format}`,
    notMultipleOf: (divisor: string) => `Número no válido: debe ser múltiplo de ${divisor}`,
    unrecognizedKeys: (count: number, keys: string) =>
      `${count > 1 ? 'Claves no reconocidas' : 'Clave no reconocida'}: ${keys}`,
    invalidKey: (origin: string) => `Clave no válida en ${origin}`,
    invalidElement: (origin: string) => `Valor no válido en ${origin}`,
    discriminator: (options: string) => `Valor discriminante no válido. Se esperaba ${options}`,
    moreThanOne: 'Entrada no válida: coincide más de una opción',
    invalidInput: 'Entrada no válida',
    types: {
      string: 'texto',
      number: 'número',
      int: 'número entero',
      bigint: 'entero grande',
      boolean: 'verdadero o falso',
      symbol: 'símbolo',
      undefined: 'nada',
      null: 'nulo',
      object: 'objeto',
      array: 'lista',
      date: 'fecha',
      function: 'función',
      map: 'mapa',
      set: 'conjunto',
      file: 'archivo',
      promise: 'promesa',
      record: 'registro',
      tuple: 'tupla',
      nan: 'NaN',
      value: 'el valor',
    },
    units: { string: 'caracteres', file: 'bytes', array: 'elementos', set: 'elementos', map: 'entradas' },
    formats: {
      email: 'dirección de correo electrónico',
      url: 'URL',
      uuid: 'UUID',
      datetime: 'fecha y hora ISO',
      date: 'fecha ISO',
      time: 'hora ISO',
      duration: 'duración ISO',
      ipv4: 'dirección IPv4',
      ipv6: 'dirección IPv6',
      base64: 'texto en base64',
      base64url: 'texto en base64url',
      json_string: 'texto JSON',
      e164: 'número E.164',
      template_literal: 'entrada',
    },
  },
};
