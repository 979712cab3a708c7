import {
  annualReturnSummaryWordsEs,
  billingStatementWordsEs,
  employersReturnWordsEs,
  estimateWordsEs,
  exemptionWordsEs,
  form1099LabelsEs,
  penaltyInterestWordsEs,
  w2LabelsEs,
  type Translation,
} from '@citytax/api';
import type { pdfMessages } from './messages.en';

const { title: summaryHeading, ...summaryLines } = annualReturnSummaryWordsEs;

/**
 * Spanish texts of the filed forms' PDF copies (same keys as messages.en.ts; terms from
 * docs/i18n/glossary-es.md). The line labels are the Spanish screens' own, from the Spanish twin of
 * each form's table in packages/api/src/words.
 */
export const pdfMessagesEs: Translation<typeof pdfMessages> = {
  author: 'División de Recaudación de Impuestos de la Ciudad',
  producer: 'City Tax e-File',
  subject: (title: string, confirmationNumber: string) =>
    `${title}, presentado con el número de confirmación ${confirmationNumber}`,
  keywords: ['impuesto municipal sobre el ingreso', 'formulario presentado', 'confirmación'],
  title: (formName: string, taxYear: number) => `${formName} ${taxYear}`,
  header: {
    portal: 'City Tax e-File',
    agency: 'División de Recaudación de Impuestos de la Ciudad',
    copy: 'Copia de un formulario presentado',
    contact: (email: string, phone: string) => `¿Preguntas? ${email} o ${phone}`,
  },
  footer: (confirmationNumber: string, page: number, of: number) =>
    `${confirmationNumber} - Página ${page} de ${of}`,
  taxpayer: {
    heading: 'Contribuyente',
    taxpayerId: 'Número de contribuyente',
    name: 'Nombre',
    businessName: 'Nombre del negocio',
    ssn: 'SSN',
    fein: 'FEIN',
    spouseName: 'Nombre del cónyuge',
    spouseSsn: 'SSN del cónyuge',
    address: 'Dirección',
    phone: 'Teléfono',
  },
  form: {
    heading: 'Formulario',
    form: 'Formulario',
    taxYear: 'Año tributario',
    period: 'Período',
    lineHeader: 'Línea',
    amountHeader: 'Cantidad',
    notOnRecord:
      'Las líneas de este formulario no constan en nuestros registros. Las cantidades de abajo son las que se presentaron.',
    amountFiled: 'Cantidad presentada',
  },
  payments: {
    heading: 'Pagos',
    columns: { date: 'Fecha', method: 'Método', card: 'Tarjeta', amount: 'Cantidad' },
    none: 'No había ningún pago adeudado. El formulario se presentó sin pago.',
    noCard: '-',
    cardEnding: (last4: string) => `Termina en ${last4}`,
    total: 'Total pagado',
  },
  confirmation: {
    heading: 'Confirmación',
    number: 'Número de confirmación',
    filed: 'Fecha de presentación',
    amountPaid: 'Cantidad pagada',
    keep: 'Guarde esta copia y el número de confirmación para sus registros.',
  },
  annualReturn: {
    residenceHeading: 'Residencia',
    residenceCity: 'Ciudad de residencia',
    noResidence: 'No se eligió',
    w2Heading: (n: number, employer: string) => `Formulario W-2 ${n}: ${employer}`,
    w2: w2LabelsEs,
    form1099Heading: (n: number, payer: string) => `Formulario 1099 ${n}: ${payer}`,
    form1099: form1099LabelsEs,
    noEntries: 'No se ingresó ningún Formulario W-2 ni 1099.',
    unknownEmployer: 'Un Formulario W-2',
    summaryHeading,
    noSummary: 'El cálculo de esta declaración no consta en nuestros registros.',
    ...summaryLines,
    formulas: {
      qualifyingWages: (amounts: string[]) =>
        amounts.length === 0
          ? 'No se ingresó ningún Formulario W-2.'
          : `Casilla 5 de cada Formulario W-2: ${amounts.join(' + ')}`,
      income1099: (amounts: string[]) =>
        amounts.length === 0
          ? 'No se ingresó ningún Formulario 1099.'
          : `Cada Formulario 1099: ${amounts.join(' + ')}`,
      taxableIncome: (wages: string, income1099: string) =>
        `${wages} de salarios + ${income1099} de ingresos del Formulario 1099`,
      rate: (city: string, taxYear: number) => `La tasa de ${city} del año tributario ${taxYear}`,
      tax: (taxable: string, rate: string) => `${taxable} × ${rate}, redondeado al centavo`,
      creditLine: (withheld: string, factor: string, wages: string, limit: string) =>
        `La cantidad menor entre la casilla 19 ${withheld} × ${factor} y la casilla 18 ${wages} × ${limit}`,
      creditableTotal: 'La suma de las líneas de arriba',
      creditFactor: (city: string) => `La parte del impuesto pagado a otras ciudades que ${city} acredita`,
      creditLimit: (city: string) =>
        `Lo máximo que ${city} acredita por cada dólar de salarios sujetos a impuestos en otra ciudad`,
      credit: (tax: string, creditable: string) =>
        `La cantidad menor entre el impuesto ${tax} y el impuesto que se puede acreditar ${creditable}`,
      residenceWithheld: (city: string) => `Casilla 19 de los Formularios W-2 cuya localidad es ${city}`,
      estimatesPaid: (taxYear: number) => `Pagos de impuesto estimado hechos para ${taxYear}`,
      priorYearCredit: 'Un pago en exceso de un año anterior aplicado a este año',
      balance: (tax: string, credit: string, withheld: string, estimates: string, prior: string) =>
        `${tax} - ${credit} - ${withheld} - ${estimates} - ${prior}`,
    },
    outcome: {
      balanceDue: 'Había un saldo adeudado, que se pagó al presentar la declaración.',
      noPayment: 'El saldo era de $10 o menos, así que no se cobró ni se reembolsó nada.',
      overpayment: 'La declaración mostró un pago en exceso.',
    },
  },
  estimate: {
    inputsHeading: 'Su estimado',
    ...estimateWordsEs,
    priorYearTax: 'Impuesto del año anterior',
    none: 'Ninguno',
    computedOn: 'Calculado el',
    formulas: {
      grossTaxIndividual: (income: string, rate: string) => `${income} × ${rate}, redondeado al centavo`,
      grossTaxBusiness: (profit: string, share: string, rate: string) =>
        `${profit} × ${share} de prorrateo × ${rate}, redondeado al centavo`,
      grossTaxNetLoss: 'Una pérdida neta no paga impuestos',
      estimatedTax: (gross: string, credits: string) => `${gross} - ${credits}, no menos de $0.00`,
    },
    required: 'Se requieren pagos de impuesto estimado porque el impuesto estimado es de $200.00 o más.',
    notRequired:
      'No se requieren pagos de impuesto estimado porque el impuesto estimado es menor de $200.00.',
    notRequiredNetLoss:
      'No se requieren pagos de impuesto estimado porque se espera una pérdida neta, así que no se adeuda impuesto estimado.',
    safeHarbor: (priorYearTax: string) =>
      `Los plazos se basan en el impuesto del año anterior de ${priorYearTax} porque es menor que el 90% del impuesto estimado.`,
    paymentHeading: 'Este pago',
    paidSoFar: (taxYear: number) => `Pagos de impuesto estimado hechos para ${taxYear} antes de este`,
    suggested: 'Pago sugerido',
    suggestedFormula: (installment: number, target: string, paid: string) =>
      `El total adeudado para el plazo ${installment} es ${target}, menos ${paid} ya pagado`,
  },
  employersReturn: {
    ...employersReturnWordsEs,
    periodHeading: employersReturnWordsEs.period,
    filedDate: 'Fecha de presentación',
    taxDue: 'Impuesto adeudado',
    taxDueFormula: (withheld: string, credit: string) => `${withheld} - ${credit}, no menos de $0.00`,
    late: 'Presentada después de la fecha de vencimiento: se aplican multas e intereses.',
  },
  billingStatement: {
    inputsHeading: 'Estado de cuenta',
    ...billingStatementWordsEs.fields,
    taxTypes: billingStatementWordsEs.taxTypes,
    yesNo: billingStatementWordsEs.yesNo,
    workHeading: billingStatementWordsEs.workHeading,
  },
  penalty: {
    ...penaltyInterestWordsEs,
    latePaymentApplied: (rate: string, unpaid: string) =>
      `${rate} de ${unpaid}, porque el impuesto se pagó después de la fecha de vencimiento`,
    latePaymentNone: 'Ninguna: el impuesto se pagó a más tardar en la fecha de vencimiento',
    lateFilingNone: 'Ninguna: la declaración se presentó a más tardar en la fecha de vencimiento',
    lateFilingMonthly:
      '$25.00 por cada mes o parte de un mes de retraso de la declaración, $150.00 como máximo, para los años tributarios 2022 y anteriores',
    lateFilingFlat:
      'Una cantidad fija de $25.00 porque la declaración se presentó tarde, para los años tributarios 2023 y posteriores, y ya se había presentado tarde una declaración anteriormente',
    lateFilingAbatedFormula: `$25.00 ${penaltyInterestWordsEs.lateFilingAbated}: desde el año tributario 2023 la multa no se cobra la primera vez que un contribuyente presenta tarde una declaración`,
    interestApplied: (from: string, to: string) =>
      `Interés simple sobre el impuesto no pagado por cada mes o parte de un mes desde el ${from} hasta el ${to}: el impuesto no pagado × la tasa anual ÷ 12, sumados todos los meses y luego redondeado al centavo`,
    interestNone: 'Ninguno: el impuesto se pagó a más tardar en la fecha de vencimiento',
    totalFormula: 'Impuesto no pagado + multas + intereses',
  },
  exemption: {
    heading: 'Exención',
    reason: 'Motivo',
    ...exemptionWordsEs,
    owesNothing: 'Un certificado de exención no adeuda impuestos.',
  },
};
