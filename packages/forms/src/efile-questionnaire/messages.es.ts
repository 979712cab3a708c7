import type { Translation } from '@citytax/api';
import type { efileQuestionnaireMessages } from './messages.en';

/** The questionnaire's questions: asked by the form, quoted by the paper-return guidance. */
const questions = {
  allIncomeOnW2Or1099: (taxYear?: number) =>
    taxYear
      ? `¿Todos sus ingresos de ${taxYear} aparecieron en un Formulario W-2 o 1099?`
      : '¿Todos sus ingresos aparecieron en un Formulario W-2 o 1099?',
  rentalBusinessOrK1Activity: '¿Tuvo alguna actividad de alquiler, de negocio o de K-1?',
  nameAddressOrFilingStatusChanged:
    '¿Cambió su nombre, su dirección o su estado civil para efectos de la declaración?',
};

/** The paper form a return that cannot be filed online is filed on. */
const PAPER_FORM = 'Declaración anual individual (formulario en papel)';

/**
 * Spanish texts of the e-file eligibility questionnaire and the paper-return guidance (same keys
 * as messages.en.ts; terms from docs/i18n/glossary-es.md).
 */
export const efileQuestionnaireMessagesEs: Translation<typeof efileQuestionnaireMessages> = {
  intro: 'Responda tres preguntas para saber si puede presentar su declaración anual por internet.',
  questions,
  hints: {
    allIncomeOnW2Or1099:
      'Aquí, un Formulario 1099 es un 1099-NEC o un 1099-MISC por compensación para no empleados.',
    rentalBusinessOrK1Activity:
      'Por ejemplo, el alquiler de una propiedad suya, los ingresos de su propio negocio o los ingresos de una sociedad colectiva (partnership) o una corporación S (K-1).',
    nameAddressOrFilingStatusChanged: 'En comparación con la última declaración que nos presentó.',
  },
  required: {
    allIncomeOnW2Or1099: 'Díganos si todos sus ingresos aparecieron en un Formulario W-2 o 1099.',
    rentalBusinessOrK1Activity: 'Díganos si tuvo alguna actividad de alquiler, de negocio o de K-1.',
    nameAddressOrFilingStatusChanged:
      'Díganos si cambió su nombre, su dirección o su estado civil para efectos de la declaración.',
  },
  yes: 'Sí',
  no: 'No',
  submit: 'Continuar',
  submitting: 'Guardando sus respuestas',
  paper: {
    heading: 'Usted debe presentar una declaración en papel',
    answersIntro: (taxYear: number | undefined, count: number) =>
      `Su declaración anual${taxYear ? ` de ${taxYear}` : ''} no se puede presentar por internet debido a ${count === 1 ? 'su respuesta' : 'sus respuestas'}:`,
    answers: {
      incomeNotOnW2Or1099: (taxYear?: number) =>
        `Usted respondió No a “${questions.allIncomeOnW2Or1099(taxYear)}”. Los ingresos que no aparecen en un Formulario W-2 o 1099 se declaran en la declaración en papel y sus anexos.`,
      rentalBusinessOrK1Activity: () =>
        `Usted respondió Sí a “${questions.rentalBusinessOrK1Activity}”. Los ingresos de alquiler, de negocio y de K-1 se declaran en la declaración en papel y sus anexos.`,
      nameAddressOrFilingStatusChanged: () =>
        `Usted respondió Sí a “${questions.nameAddressOrFilingStatusChanged}”. Actualizamos nuestros registros a partir de una declaración en papel firmada.`,
    },
    overpayment:
      'Su declaración muestra un pago en exceso. El reembolso o el crédito de un pago en exceso se debe reclamar en una declaración en papel, así que esta declaración no se puede presentar por internet.',
    general: 'Su declaración anual no se puede presentar por internet.',
    formLabel: 'Qué debe presentar',
    form: (taxYear?: number) =>
      `La ${PAPER_FORM}${taxYear ? ` de ${taxYear}` : ''}, firmada (por ambos cónyuges si presentan una declaración conjunta), con copias de sus Formularios W-2 y 1099.`,
    getLabel: 'Dónde obtenerla',
    download: `Descargue la ${PAPER_FORM}`,
    orPickUp: ', o recójala en la oficina de impuestos.',
    pickUp: 'Recójala en la oficina de impuestos.',
    mailLabel: 'Dónde enviarla por correo',
    phoneLabel: 'Preguntas',
    call: 'Llame al',
  },
};
