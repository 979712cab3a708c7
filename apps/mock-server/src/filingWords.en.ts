import {
  PaymentMethod,
  TAX_FORM_TYPE_LABELS,
  type FilingPeriod,
  type TaxFormType,
  withholdingPeriodWords,
} from '@citytax/api';
import { AUTHORITY_TIME_ZONE, centsToDollars } from '@citytax/tax-rules';
import type { ConfirmationFacts, ConfirmationPaymentFacts } from './confirmationFacts';

/**
 * The English words the confirmation email and the PDF copy print a filing with: the form's name,
 * its period, the payment method, money and the date and time in the city's time zone. A second
 * language is a second file of the same shape.
 */

/** The form's name as the spec names it (the one table of packages/api). */
export const formName = (type: TaxFormType): string => TAX_FORM_TYPE_LABELS[type];

/** "March 2025", "Q1 2025 (January – March)" (as the employer's return words them), "Installment 2 of 2026". */
export function periodText(period: FilingPeriod, taxYear: number): string {
  const { months, quarterMonths, periodName } = withholdingPeriodWords;
  switch (period.kind) {
    case 'month':
      return periodName.monthly(months[period.number - 1] ?? `Month ${period.number}`, taxYear);
    case 'quarter': {
      const range = quarterMonths[period.number - 1];
      return range ? periodName.quarterly(period.number, range, taxYear) : `Q${period.number} ${taxYear}`;
    }
    case 'installment':
      return `Installment ${period.number} of ${taxYear}`;
  }
}

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  CreditDebitCard: 'Credit or debit card',
  PersonalCheck: 'Personal check',
  BusinessCheck: 'Business check',
  Unknown: 'Other',
};

/** "Credit or debit card ending in 4242", "Personal check". */
export function paymentMethodText(payment: Pick<ConfirmationPaymentFacts, 'paymentType' | 'cardLast4'>) {
  const method = PAYMENT_METHODS[payment.paymentType];
  return payment.cardLast4 ? `${method} ending in ${payment.cardLast4}` : method;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as "$1,234.56" (and "-$5.00"). */
export function formatCents(cents: number): string {
  // -0 would print as "-$0.00".
  return money.format(cents === 0 ? 0 : centsToDollars(cents));
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });

/** Parts per million as a percentage: 25_000 → "2.5%". */
export function formatPpm(ppm: number): string {
  return percent.format(ppm / 1_000_000);
}

const rate = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A rate per dollar of wages in ppm as the cities publish it, two decimals at least: 5_000 → "0.50%". */
export function formatRatePpm(ppm: number): string {
  return rate.format(ppm / 1_000_000);
}

// ICU puts a narrow no-break space before AM/PM; mail clients and the PDF's font want a plain one.
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: AUTHORITY_TIME_ZONE,
});
const timeZoneName = new Intl.DateTimeFormat('en-US', {
  timeZone: AUTHORITY_TIME_ZONE,
  timeZoneName: 'short',
});

/** A moment in the city's time zone: "November 24, 2026 at 7:05 AM EST". */
export function formatDateTime(at: Date): string {
  const zone = timeZoneName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return plainSpaces(`${dateTime.format(at)}${zone ? ` ${zone}` : ''}`);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: AUTHORITY_TIME_ZONE });
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A moment's date in the city's time zone: "November 24, 2026". */
export function formatDate(at: Date): string {
  return longDate.format(at);
}

/** A calendar date (YYYY-MM-DD) as "April 15, 2025". */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : calendarDate.format(date);
}

/**
 * "Individual Annual Return for 2025", "Individual Estimate for 2026, installment 2",
 * "Employer's Return of Income Tax Withheld for Q1 2025 (January – March)".
 */
export function filingTitle(facts: Pick<ConfirmationFacts, 'taxFormType' | 'taxYear' | 'period'>): string {
  const name = formName(facts.taxFormType);
  const { period, taxYear } = facts;
  if (!period) return `${name} for ${taxYear}`;
  if (period.kind === 'installment') return `${name} for ${taxYear}, installment ${period.number}`;
  return `${name} for ${periodText(period, taxYear)}`;
}

const NO_PAYMENT_DUE = 'No payment was due.';

/**
 * The amount paid in a sentence: "$500.00, paid on November 24, 2026 at 7:05 AM EST by credit or
 * debit card ending in 4242", or that nothing was due.
 */
export function amountPaidText(facts: Pick<ConfirmationFacts, 'amountPaidCents' | 'payment'>): string {
  if (!facts.payment || facts.amountPaidCents === 0) return NO_PAYMENT_DUE;
  return `${formatCents(facts.amountPaidCents)}, paid on ${formatDateTime(facts.payment.paidAt)} by ${paymentMethodText(facts.payment).toLowerCase()}`;
}

/** What the payment provider's page says a payment is for: "Individual Estimate 2026, form 42". */
export function paymentDescription(type: TaxFormType, taxYear: number, formId: number): string {
  return `${formName(type)} ${taxYear}, form ${formId}`;
}
