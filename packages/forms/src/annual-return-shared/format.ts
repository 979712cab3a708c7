import { localeFormat } from '../form-kit/localeFormat';

const money = localeFormat((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
const percent = localeFormat(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }),
);
const rate = localeFormat(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 4 }),
);

/** Dollars as the forms print them: $1,234.56 (and -$5.00), in English and in US Spanish alike. */
export function formatMoney(dollars: number): string {
  // -0 would print as "-$0.00".
  return money().format(dollars === 0 ? 0 : dollars);
}

/** A fraction as a percentage: 0.025 → 2.5%. */
export function formatPercent(fraction: number): string {
  return percent().format(fraction);
}

/** A rate per dollar of wages as the cities publish it, two decimals at least: 0.005 → 0.50%. */
export function formatRate(fraction: number): string {
  return rate().format(fraction);
}
