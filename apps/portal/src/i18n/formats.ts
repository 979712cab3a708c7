import { intlLocale } from '@citytax/api';

/*
 * The portal's dates in the page's language (US English or US Spanish), formatted when shown, never
 * at import: a format made before the language is known would stay English. Money goes through
 * `formatMoney` of @citytax/forms.
 */

/** A calendar date (YYYY-MM-DD) in long form, with no time-zone shift: "April 15, 2027" / "15 de abril de 2027". */
export function formatCalendarDate(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

/** An instant's date in long form as seen in `timeZone` (the viewer's own when omitted). */
export function formatLongDate(instant: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(instant));
}

/** An instant's date and time with its zone, as seen in `timeZone`: "November 24, 2026 at 10:14 AM EST". */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(instant));
}
