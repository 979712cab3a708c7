import { parseIsoDate } from '@citytax/tax-rules';
import { formatMoney as formatDollars } from '../annual-return-shared/format';
import { localeFormat } from '../form-kit/localeFormat';

const longDate = localeFormat(
  (locale) =>
    new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/** Dollars as the estimate screens print them: $1,234.56. */
export function formatMoney(dollars: number): string {
  return formatDollars(dollars);
}

/**
 * An ISO calendar date as 'April 15, 2027' ('15 de abril de 2027' in Spanish; no time zone shift:
 * it is a calendar date).
 */
export function formatLongDate(iso: string): string {
  const { y, m, d } = parseIsoDate(iso);
  return longDate().format(new Date(Date.UTC(y, m - 1, d)));
}
