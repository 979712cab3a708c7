import type { Translation } from '@citytax/api';
import { en } from './en';

/** Spanish texts of the portal (same keys as en.ts; terms from docs/i18n/glossary-es.md). */
export const es: Translation<typeof en> = {
  app: {
    title: 'City Tax e-File',
    owner: 'División de Recaudación de Impuestos de la Ciudad',
    skipLink: 'Saltar al contenido principal',
    logout: 'Cerrar sesión',
    mainMenu: 'Menú principal',
    menu: 'Menú',
    about: 'Acerca de este servicio',
    faq: 'Preguntas frecuentes',
    contactUs: 'Contáctenos',
    newTabHint: '(se abre en una pestaña nueva)',
    loading: 'Cargando',
    bannerOwner: 'la División de Recaudación de Impuestos de la Ciudad',
    otherLanguage: 'English',
    otherLanguageCode: 'en',
  },
  support: { email: en.support.email, phone: en.support.phone },
  nav: {
    dashboard: 'Panel principal',
    filings: 'Presentaciones y pagos',
    billingStatement: 'Estado de cuenta de impuestos, multas e intereses',
    estimatesAndCredits: 'Pagos de impuesto estimado y créditos',
    changeEmail: 'Cambiar correo electrónico',
    changePassword: 'Cambiar contraseña',
    accountSecurity: 'Seguridad de la cuenta',
    accountActivity: 'Actividad de la cuenta',
    exemption: 'Certificado de exención',
    annualReturn: 'Declaración anual individual',
    individualEstimate: 'Declaración individual de impuesto estimado',
    employersReturn: 'Declaración del empleador del impuesto sobre el ingreso retenido',
    netProfitEstimate: 'Estimado de ganancia neta',
    manageBusinessAccounts: 'Administrar cuentas de negocios',
  },
  sessionExpired: {
    title: 'Su sesión expiró',
    message: 'Su sesión expiró y debe iniciar sesión de nuevo.',
  },
  /** LEGAL — for the city's review before release. */
  disclaimer: {
    title: 'Acuerdo de presentación por internet',
    intro: 'Lea este acuerdo. Debe aceptarlo antes de poder usar City Tax e-File.',
    terms: [
      'Uso autorizado: usted puede usar este servicio solamente para presentar y pagar formularios de impuestos de la ciudad para usted mismo, para la persona con quien presenta una declaración conjunta o para un negocio al que esté autorizado a representar.',
      'Exactitud de los datos: usted es responsable de que toda la información que ingrese y envíe sea exacta y completa.',
      'Exención de responsabilidad: usted acepta eximir de responsabilidad a la ciudad y a su división de recaudación de impuestos por cualquier pérdida o daño que resulte del uso que usted haga de este servicio.',
      'Prohibición de uso ilícito: usted no usará este servicio para ningún fin ilícito ni intentará interferir con su funcionamiento o su seguridad.',
      'Su equipo: la ciudad no es responsable de su computadora, sus programas, su conexión a internet ni su impresora, ni de ningún daño que estos sufran.',
      'Cambios en el servicio: la ciudad puede cambiar, suspender o terminar este servicio o estos términos en cualquier momento.',
    ],
    agree: 'Acepto',
    disagree: 'No acepto',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'No pudimos encontrar la página que solicitó.',
    startOver: 'Volver a empezar',
  },
  error: {
    title: 'Algo salió mal',
    startOver: 'Volver a empezar',
  },
  returnUrl: {
    invalid:
      'La dirección (URL) de regreso no es válida. La dirección de regreso debe tener el mismo origen que la página actual.',
  },
};
