import { parseIsoDate } from '@citytax/tax-rules';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Dollars as the estimate screens print them: $1,234.56. */
export function formatMoney(dollars: number): string {
  // -0 would print as "-$0.00".
  return money.format(dollars === 0 ? 0 : dollars);
}

/** An ISO calendar date as 'April 15, 2027' (no time zone shift: it is a calendar date). */
export function formatLongDate(iso: string): string {
  const { y, m, d } = parseIsoDate(iso);
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}
