import type { Translation } from '@citytax/api';
import type { landingEn } from './landing.en';

/** Spanish texts of the landing page (same keys as landing.en.ts; terms from docs/i18n/glossary-es.md). */
export const landingEs: Translation<typeof landingEn> = {
  title: 'Le damos la bienvenida a City Tax e-File',
  intro: [
    'City Tax e-File es el portal por internet de la División de Recaudación de Impuestos de la Ciudad para presentar formularios. Los contribuyentes individuales, los que presentan en forma conjunta y los negocios que están registrados en la división presentan aquí sus formularios del impuesto municipal sobre el ingreso, revisan sus pagos de impuesto estimado y sus créditos, y pagan lo que deben.',
    'Presentar es gratis. Cuando un formulario muestra una cantidad adeudada, usted la paga con tarjeta de crédito o débito por medio de nuestro proveedor de pagos externo y seguro.',
  ],
  formsHeading: 'Formularios que puede presentar por internet',
  forms: [
    {
      name: 'Certificado de exención',
      description:
        'para las personas que no deben impuesto municipal sobre el ingreso del año tributario anterior, por ejemplo, porque estaban jubiladas, no tenían la edad mínima o no tuvieron ingresos del trabajo.',
    },
    {
      name: 'Declaración anual individual',
      description:
        'para las personas y quienes presentan en forma conjunta cuyos ingresos figuran todos en Formularios W-2 y 1099: ingréselos y nosotros calculamos el impuesto, el crédito por impuestos pagados a otras ciudades y el saldo.',
    },
    {
      name: 'Pago de impuesto estimado individual',
      description:
        'para las personas que esperan deber $200 o más de impuesto municipal sobre el ingreso en el año.',
    },
    {
      name: 'Pago de impuesto estimado sobre la ganancia neta',
      description:
        'para los negocios que pagan impuesto estimado sobre la parte de su ganancia neta obtenida en la ciudad.',
    },
    {
      name: 'Declaración del empleador del impuesto sobre el ingreso retenido',
      description:
        'para los empleadores que declaran y pagan el impuesto municipal sobre el ingreso retenido de los salarios de sus empleados, cada mes o cada trimestre.',
    },
    {
      name: 'Estado de cuenta de impuestos, multas e intereses',
      description:
        'para cualquier contribuyente que paga impuestos, multas e intereses que se le facturaron, con las cantidades ya calculadas para usted.',
    },
  ],
  paperHeading: 'Cuándo debe presentar una declaración en papel',
  paperIntro:
    'Su declaración anual individual no se puede presentar por internet, y usted debe presentar una declaración en papel, si:',
  paper: [
    'Tuvo ingresos que no figuran en un Formulario W-2 ni en un Formulario 1099.',
    'Tuvo actividad de alquiler, de negocios o de un K-1.',
    'Cambió su nombre, su dirección o su estado civil para efectos de la declaración.',
    'Hizo un pago en exceso y reclama un reembolso o un crédito.',
    'Vivió en la ciudad solamente una parte del año, o vivió en más de una ciudad durante el año.',
  ],
  requirementsHeading: 'Lo que necesita',
  requirements: [
    'Su número de contribuyente de la División de Recaudación de Impuestos de la Ciudad. Usted es un contribuyente registrado si presentó alguna declaración en los últimos 5 años.',
    'Una cuenta de City Tax e-File. Si no tiene una, regístrese con su número de contribuyente.',
    'Una dirección de correo electrónico, para confirmar su cuenta y recibir nuestros mensajes.',
    'Una impresora, para imprimir una copia de cada formulario que presente.',
  ],
  startHeading: 'Comience',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  dashboard: 'Ir a su panel principal',
  faq: 'Preguntas frecuentes',
};
