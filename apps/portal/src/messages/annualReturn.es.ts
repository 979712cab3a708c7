import type { Translation } from '@citytax/api';
import type { annualReturnEn } from './annualReturn.en';

/** Spanish texts of the individual annual return page (same keys as annualReturn.en.ts; terms from docs/i18n/glossary-es.md). */
export const annualReturnEs: Translation<typeof annualReturnEn> = {
  title: 'Declaración anual individual',
  printTitle: 'Declaración anual individual',
  loading: 'Cargando su declaración anual',
  loadFailed: 'Ocurrió un error inesperado al cargar su declaración anual. Vuelva a intentarlo más tarde.',
  retry: 'Intentar de nuevo',
  unexpected: 'Ocurrió un error inesperado al guardar su formulario. Vuelva a intentarlo más tarde.',
  intro: (year: number) =>
    `Presente su declaración de impuesto municipal sobre el ingreso de ${year}. Escriba cada Formulario W-2 y Formulario 1099 que recibió para ${year}; el impuesto, el crédito por impuestos pagados a otras ciudades y su saldo se calculan a medida que avanza.`,
  questionnaireHeading: '¿Puede presentar por internet?',
  changeAnswers: 'Cambiar mis respuestas',
  steps: {
    label: 'Pasos para presentar su declaración',
    names: [
      'Confirmar que puede presentar por internet',
      'Su ciudad',
      'Sus W-2 y 1099',
      'Revisar y presentar',
    ],
    completed: 'completado',
    notCompleted: 'no completado',
    counter: (step: number, total: number, name: string) => `Paso ${step} de ${total}: ${name}`,
    allCompleted: (total: number) => `Se completaron los ${total} pasos`,
  },
  residence: {
    heading: 'Dónde vivió',
    label: (year: number) => `Ciudad en la que vivió todo el año ${year}`,
    hint: 'Solo aparecen las ciudades para las que cobra esta oficina. Si vivió en más de una ciudad, presente una declaración en papel.',
    placeholder: 'Elija su ciudad',
    saving: 'Guardando su ciudad',
  },
  income: {
    heading: 'Sus Formularios W-2 y 1099',
    empty: 'Todavía no ha escrito ningún Formulario W-2 ni 1099.',
    caption: (year: number) => `Formularios W-2 y 1099 de ${year}`,
    type: 'Formulario',
    name: 'Empleador o pagador',
    amount: 'Cantidad',
    actions: 'Acciones',
    addW2: 'Agregar un W-2',
    add1099: 'Agregar un 1099',
    edit: (label: string, name: string) => `Editar el ${label} de ${name}`,
    editShort: 'Editar',
    remove: (label: string, name: string) => `Eliminar el ${label} de ${name}`,
    removeShort: 'Eliminar',
    removeTitle: '¿Desea eliminar este formulario?',
    removeMessage: (label: string, name: string) =>
      `El ${label} de ${name} se quitará de su declaración. Esto no se puede deshacer.`,
    removeConfirm: 'Eliminar',
    removed: (label: string) => `Se eliminó el ${label}.`,
    saved: (label: string) => `Se guardó su ${label}.`,
  },
  editor: {
    addW2: 'Agregar un W-2',
    add1099: 'Agregar un 1099',
    editW2: (name: string) => `Editar el W-2 de ${name}`,
    edit1099: (name: string) => `Editar el 1099 de ${name}`,
    loading: 'Cargando el formulario',
    draftRestored: 'Recuperamos los cambios que todavía no había guardado.',
    attachmentsHeading: 'Adjunte su W-2',
  },
  summary: {
    heading: 'Su impuesto',
    needsCity: 'Elija la ciudad en la que vivió para ver su impuesto.',
    preview: 'Vista previa que incluye el formulario que está editando (todavía no se ha guardado)',
  },
  outcome: {
    balanceDue: (amount: string) => `Usted debe ${amount}. Presente su declaración y luego pague el saldo.`,
    noPayment:
      'Su saldo es de $10.00 o menos, a pagar o a favor, así que no se cobra ni se reembolsa nada. Presente su declaración para terminar.',
    fileAndPay: 'Presentar y pagar',
    file: 'Presentar mi declaración',
    filing: 'Presentando su declaración',
  },
  deleteReturn: {
    button: 'Eliminar esta declaración',
    title: '¿Desea eliminar su declaración anual?',
    message:
      'Se eliminarán todos los Formularios W-2 y 1099 que escribió para esta declaración. Esto no se puede deshacer.',
    confirm: 'Eliminar declaración',
    done: 'Se eliminó su declaración anual.',
  },
  filed: {
    message: (year: number, date: string) => `Su declaración anual de ${year} se presentó el ${date}.`,
    readOnly: 'Una declaración presentada no se puede cambiar.',
  },
  awaiting: {
    status: 'Pendiente de pago',
    amountDue: (amount: string) => `Cantidad adeudada: ${amount}`,
    readOnly:
      'Su declaración fue enviada y no se puede cambiar hasta que se pague. Para cambiarla, retírela: vuelve a ser un borrador y se cancela el pago que inició.',
    pay: 'Pagar',
    withdraw: 'Retirar',
    withdrawing: 'Retirando su declaración',
    withdrawn: 'Se retiró su declaración y vuelve a ser un borrador. Puede cambiarla y presentarla de nuevo.',
    withdrawFailed: 'Ocurrió un error inesperado al retirar su declaración. Vuelva a intentarlo más tarde.',
  },
  print: 'Imprimir este formulario',
};
