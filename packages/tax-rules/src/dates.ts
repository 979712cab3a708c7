/** ISO calendar dates (YYYY-MM-DD) without time zones: the authority works in calendar days. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(date: IsoDate): { y: number; m: number; d: number } {
  const match = ISO.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) throw new RangeError(`not a calendar date: ${date}`);
  return { y, m, d };
}

export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

export function formatIsoDate(y: number, m: number, d: number): IsoDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Day of week, 0 = Sunday. */
export function dayOfWeek(date: IsoDate): number {
  const { y, m, d } = parseIsoDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { y, m, d } = parseIsoDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return formatIsoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { y, m, d } = parseIsoDate(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return formatIsoDate(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

/** ISO dates compare correctly as strings. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function yearOf(date: IsoDate): number {
  return parseIsoDate(date).y;
}

/** The n-th (1-based) weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(y: number, m: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = dayOfWeek(formatIsoDate(y, m, 1));
    const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
    return formatIsoDate(y, m, day);
  }
  const lastDay = daysInMonth(y, m);
  const last = dayOfWeek(formatIsoDate(y, m, lastDay));
  return formatIsoDate(y, m, lastDay - ((last - weekday + 7) % 7));
}

/** A fixed-date holiday moves to Friday when on Saturday and to Monday when on Sunday (5 U.S.C. 6103(b)). */
function observed(date: IsoDate): IsoDate {
  const dow = dayOfWeek(date);
  if (dow === 6) return addDays(date, -1);
  if (dow === 0) return addDays(date, 1);
  return date;
}

/** U.S. federal holidays (observed dates) of a year, per 5 U.S.C. 6103. */
export function federalHolidays(y: number): Set<IsoDate> {
  return new Set([
    observed(formatIsoDate(y, 1, 1)),
    nthWeekday(y, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(y, 2, 1, 3), // Washington's Birthday
    nthWeekday(y, 5, 1, -1), // Memorial Day
    ...(y >= 2021 ? [observed(formatIsoDate(y, 6, 19))] : []), // Juneteenth
    observed(formatIsoDate(y, 7, 4)),
    nthWeekday(y, 9, 1, 1), // Labor Day
    nthWeekday(y, 10, 1, 2), // Columbus Day
    observed(formatIsoDate(y, 11, 11)),
    nthWeekday(y, 11, 4, 4), // Thanksgiving Day
    observed(formatIsoDate(y, 12, 25)),
    // New Year's Day of next year observed on Dec 31 when Jan 1 is a Saturday.
    ...(dayOfWeek(formatIsoDate(y + 1, 1, 1)) === 6 ? [formatIsoDate(y, 12, 31)] : []),
  ]);
}

/**
 * Washington D.C.'s Emancipation Day (April 16, observed like a federal holiday). It is not a
 * federal holiday, but it moves tax due dates as one: the 2022 return was due
 * 18 April 2023 (15 April a Saturday, 16 April a Sunday observed on Monday the 17th).
 */
export function emancipationDay(y: number): IsoDate {
  return observed(formatIsoDate(y, 4, 16));
}

export function isBusinessDay(date: IsoDate): boolean {
  const dow = dayOfWeek(date);
  if (dow === 0 || dow === 6) return false;
  const y = yearOf(date);
  return !federalHolidays(y).has(date) && date !== emancipationDay(y);
}

/**
 * A due date on a Saturday, Sunday, federal holiday (observed) or D.C. Emancipation Day (observed)
 * moves to the next business day.
 */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** One date format per time zone: making an Intl format costs more than using it (ADR 0041). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The one injectable clock: today's calendar date in the authority's time zone. */
export type Clock = () => Date;
export const AUTHORITY_TIME_ZONE = 'America/New_York';

export function todayIn(clock: Clock = () => new Date(), timeZone = AUTHORITY_TIME_ZONE): IsoDate {
  const parts = dayFormat(timeZone).formatToParts(clock());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate(get('year'), get('month'), get('day'));
}
