import { PaymentMethod, type TaxFormType, withholdingPeriodWordsEs } from '@citytax/api';
import { AUTHORITY_TIME_ZONE, centsToDollars } from '@citytax/tax-rules';
import type * as en from './filingWords.en';

/**
 * The Spanish words the confirmation email prints a filing with (the twin of filingWords.en.ts,
 * each function of the same type; terms from docs/i18n/glossary-es.md). Money, dates and numbers
 * through Intl for es-US, so `$1,234.56` as US residents read it, and the date "24 de noviembre
 * de 2026 a las 7:05 a.m. EST".
 */

const FORM_NAMES: Record<TaxFormType, string> = {
  ExemptionCertificate: 'Certificado de exención',
  CityTaxForm: 'Declaración anual individual',
  FormW2: 'Formulario W-2',
  Form1099: 'Formulario 1099',
  IndividualEstimate: 'Declaración individual de impuesto estimado',
  NetProfitEstimate: 'Estimado de ganancia neta',
  ReturnOfIncome: 'Declaración del empleador del impuesto sobre el ingreso retenido',
  BillingStatement: 'Estado de cuenta de impuestos, multas e intereses',
};

export const formName: typeof en.formName = (type) => FORM_NAMES[type];

/** "marzo de 2025", "T1 2025 (enero – marzo)", "Plazo 2 de 2026". */
export const periodText: typeof en.periodText = (period, taxYear) => {
  const { months, quarterMonths, periodName } = withholdingPeriodWordsEs;
  switch (period.kind) {
    case 'month':
      return periodName.monthly(months[period.number - 1] ?? `Mes ${period.number}`, taxYear);
    case 'quarter': {
      const range = quarterMonths[period.number - 1];
      return range ? periodName.quarterly(period.number, range, taxYear) : `T${period.number} ${taxYear}`;
    }
    case 'installment':
      return `Plazo ${period.number} de ${taxYear}`;
  }
};

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  CreditDebitCard: 'Tarjeta de crédito o débito',
  PersonalCheck: 'Cheque personal',
  BusinessCheck: 'Cheque comercial',
  Unknown: 'Otro',
};

/** "Tarjeta de crédito o débito que termina en 4242", "Cheque personal". */
export const paymentMethodText: typeof en.paymentMethodText = (payment) => {
  const method = PAYMENT_METHODS[payment.paymentType];
  return payment.cardLast4 ? `${method} que termina en ${payment.cardLast4}` : method;
};

const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });

/** Integer cents as "$1,234.56" (and "-$5.00"). */
export const formatCents: typeof en.formatCents = (cents) =>
  money.format(cents === 0 ? 0 : centsToDollars(cents));

const percent = new Intl.NumberFormat('es-US', { style: 'percent', maximumFractionDigits: 4 });

/** Parts per million as a percentage: 25_000 → "2.5%". */
export const formatPpm: typeof en.formatPpm = (ppm) => percent.format(ppm / 1_000_000);

const rate = new Intl.NumberFormat('es-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A rate per dollar of wages in ppm, two decimals at least: 5_000 → "0.50%". */
export const formatRatePpm: typeof en.formatRatePpm = (ppm) => rate.format(ppm / 1_000_000);

// ICU puts a narrow no-break space in "a. m."; mail clients and the PDF's font want a plain one.
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const dateTime = new Intl.DateTimeFormat('es-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: AUTHORITY_TIME_ZONE,
});
const timeZoneName = new Intl.DateTimeFormat('es-US', {
  timeZone: AUTHORITY_TIME_ZONE,
  timeZoneName: 'short',
});

/** A moment in the city's time zone: "24 de noviembre de 2026 a las 7:05 a.m. EST". */
export const formatDateTime: typeof en.formatDateTime = (at) => {
  const zone = timeZoneName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return plainSpaces(`${dateTime.format(at)}${zone ? ` ${zone}` : ''}`);
};

const longDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: AUTHORITY_TIME_ZONE });
const calendarDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A moment's date in the city's time zone: "24 de noviembre de 2026". */
export const formatDate: typeof en.formatDate = (at) => longDate.format(at);

/** A calendar date (YYYY-MM-DD) as "15 de abril de 2025". */
export const formatIsoDate: typeof en.formatIsoDate = (iso) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : calendarDate.format(date);
};

/**
 * "Declaración anual individual de 2025", "Declaración individual de impuesto estimado de 2026,
 * plazo 2", "Declaración del empleador … de T1 2025 (enero – marzo)".
 */
export const filingTitle: typeof en.filingTitle = (facts) => {
  const name = formName(facts.taxFormType);
  const { period, taxYear } = facts;
  if (!period) return `${name} de ${taxYear}`;
  if (period.kind === 'installment') return `${name} de ${taxYear}, plazo ${period.number}`;
  return `${name} de ${periodText(period, taxYear)}`;
};

const NO_PAYMENT_DUE = 'No había ningún pago adeudado.';

/**
 * The amount paid in a sentence: "$500.00, pagado el 24 de noviembre de 2026 a las 7:05 a.m. EST
 * con tarjeta de crédito o débito que termina en 4242", or that nothing was due.
 */
export const amountPaidText: typeof en.amountPaidText = (facts) => {
  if (!facts.payment || facts.amountPaidCents === 0) return NO_PAYMENT_DUE;
  return `${formatCents(facts.amountPaidCents)}, pagado el ${formatDateTime(facts.payment.paidAt)} con ${paymentMethodText(facts.payment).toLowerCase()}`;
};

/** "Declaración individual de impuesto estimado 2026, formulario 42". */
export const paymentDescription: typeof en.paymentDescription = (type, taxYear, formId) =>
  `${formName(type)} ${taxYear}, formulario ${formId}`;
