/**
 * Pure parsing and formatting of the currency input.
 * The text shown while typing is a "draft": sign, integer digits and, once the decimal separator
 * was typed, up to `precision` fraction digits. Blur pads the draft to `precision`.
 *
 * Text that is not an amount (letters, exponent notation, two decimal points, misplaced thousands
 * separators, a minus sign where negatives are not allowed) is never rewritten into one: it is
 * kept as typed and read as a problem (`readCurrency`), so the field can say why.
 *
 * In Spanish (`locale` 'es-US') the separators are also read as a Spanish speaker may type them
 * (`spanishToUsAmount`); such a text is kept as typed while the field has focus, and reformatted in
 * the field's format when the filer leaves it.
 */

export type CurrencyAlign = 'left' | 'right';

export interface CurrencyOptions {
  align: CurrencyAlign;
  allowNegative: boolean;
  decimal: string;
  precision: number;
  prefix: string;
  suffix: string;
  thousands: string;
  min?: number;
  max?: number;
  /**
   * The language of the person typing (a BCP 47 tag such as 'es-US'). With a Spanish one and the US
   * separators ('.' decimal, ',' thousands), "1.234,56" and "1234,56" are read too
   * (`spanishToUsAmount`); without one, only the US way of writing amounts.
   */
  locale?: string;
}

/** The defaults: `$ ` prefix, `,` thousands, `.` decimal, 2 decimals, right-aligned, negatives allowed. */
export const defaultCurrencyOptions: CurrencyOptions = {
  align: 'right',
  allowNegative: true,
  decimal: '.',
  precision: 2,
  prefix: '$ ',
  suffix: '',
  thousands: ',',
};

export interface CurrencyDraft {
  negative: boolean;
  /** Integer digits without leading zeros ('' when none were typed). */
  int: string;
  /** Fraction digits, or null when no decimal separator was typed. */
  frac: string | null;
}

type Limit = 'truncate' | 'round';

/** A hyphen-minus or the Unicode minus sign (U+2212), as pasted from documents. */
const MINUS = /[-\u2212]/g;

function stripAffixes(text: string, opts: CurrencyOptions): string {
  let rest = text.replace(MINUS, '');
  if (opts.prefix && rest.startsWith(opts.prefix)) rest = rest.slice(opts.prefix.length);
  if (opts.suffix && rest.endsWith(opts.suffix)) rest = rest.slice(0, rest.length - opts.suffix.length);
  return rest;
}

/** Rounds half away from zero to `precision` decimals without binary surprises (1.005 → 1.01). */
export function roundTo(value: number, precision: number): number {
  const sign = value < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${precision}`))}e-${precision}`);
  return rounded === 0 ? 0 : sign * rounded;
}

function draftFromNumber(value: number, opts: CurrencyOptions, pad: boolean): CurrencyDraft {
  const rounded = roundTo(value, opts.precision);
  const [int = '0', frac = ''] = Math.abs(rounded).toFixed(opts.precision).split('.');
  const keptFrac = pad ? frac : frac.replace(/0+$/, '');
  return {
    negative: rounded < 0,
    int,
    frac: opts.precision > 0 && (pad || keptFrac) ? keptFrac : null,
  };
}

/**
 * Reads the digits of an edit of a clean amount into a draft, ignoring every other character: only
 * for text that is a formatted amount with digits, a decimal separator or a minus typed into it
 * (see `applyEdit`). Each minus toggles the sign. Extra fraction digits are cut off when typing and
 * rounded when pasting.
 */
export function parseDraft(text: string, opts: CurrencyOptions, limit: Limit = 'truncate'): CurrencyDraft {
  const minusCount = (text.match(MINUS) ?? []).length;
  const negative = opts.allowNegative && minusCount % 2 === 1;
  const body = stripAffixes(text, opts);
  let int = '';
  let frac: string | null = null;
  for (const ch of body) {
    if (ch >= '0' && ch <= '9') {
      if (frac === null) int += ch;
      else frac += ch;
    } else if (ch === opts.decimal && frac === null) {
      frac = '';
    }
  }
  if (frac !== null && frac.length > opts.precision) {
    if (limit === 'round') {
      return { ...draftFromNumber(Number(`${int || '0'}.${frac}`), opts, true), negative };
    }
    frac = frac.slice(0, opts.precision);
  }
  if (opts.precision === 0) frac = null;
  int = int.replace(/^0+(?=\d)/, '');
  if (int === '' && frac !== null) int = '0';
  return { negative, int, frac };
}

function group(int: string, thousands: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
}

/** Renders a draft with sign, prefix, separators and suffix; '' for an empty, unsigned draft. */
export function formatDraft(draft: CurrencyDraft, opts: CurrencyOptions): string {
  if (draft.int === '' && draft.frac === null) return draft.negative ? `-${opts.prefix}` : '';
  const frac = draft.frac === null ? '' : `${opts.decimal}${draft.frac}`;
  return `${draft.negative ? '-' : ''}${opts.prefix}${group(draft.int, opts.thousands)}${frac}${opts.suffix}`;
}

/** The number a draft stands for, in dollars; null when no digit was typed. */
export function draftToNumber(draft: CurrencyDraft): number | null {
  if (draft.int === '' && draft.frac === null) return null;
  const value = Number(`${draft.int || '0'}.${draft.frac || '0'}`);
  return draft.negative && value !== 0 ? -value : value;
}

/** Formats a value padded to `precision` (the text shown after blur); '' for null. */
export function formatCurrency(value: number | null, opts: CurrencyOptions): string {
  if (value === null || !Number.isFinite(value)) return '';
  return formatDraft(draftFromNumber(value, opts, true), opts);
}

/** Why a text is not an amount the field takes. */
export type CurrencyProblem = 'notANumber' | 'belowZero';

/** The decimal and grouping separators `Intl` writes numbers with in `locale` ('.' and ',' in en-US and es-US). */
export function separatorsOf(locale: string): Pick<CurrencyOptions, 'decimal' | 'thousands'> {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousands: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Whether amounts are also read the Spanish way: a Spanish locale, on a field with US separators. */
function readsSpanish(opts: CurrencyOptions): boolean {
  return /^es(-|$)/i.test(opts.locale ?? '') && opts.decimal === '.' && opts.thousands === ',';
}

const SPACE = /[ \u00a0\u202f]/;

/** The digits of an integer written plainly or grouped by threes with one separator; null otherwise. */
function ungroupedInteger(int: string): string | null {
  if (/^\d*$/.test(int)) return int;
  const separator = int.match(/[^\d]/)?.[0] ?? '';
  const groups = int.split(separator);
  const valid = /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  return valid ? groups.join('') : null;
}

/**
 * How a Spanish-speaking US resident may write an amount, rewritten in the US form the field reads;
 * null when the text reads as in US English (or is no amount at all). They may type "1,234.56" and
 * "1234.56" as US English does, and also "1.234,56", "1234,56", "$1.234,56" or "1 234,56". The rule:
 * - a comma followed by exactly one or two final digits is the decimal mark when no dot follows it
 *   ("1234,56", "0,5"); the digits before it may be grouped by threes with dots, spaces or commas
 *   ("1.234,56", "1 234,56", "1,234,56");
 * - a dot followed by exactly three digits groups thousands when a comma decimal follows it (above)
 *   or when there are several such groups ("1.234.567");
 * - a space (or no-break space) between groups of three digits groups thousands ("1 234", "1 234.5");
 * - otherwise the US reading holds: "1,234" is 1234, "1.234" is 1.234 (1.23 once rounded), "1,5" is 1.5.
 */
export function spanishToUsAmount(text: string): string | null {
  const match = /[.,]?\d(?:[\d.,\u00a0\u202f ]*\d)?/.exec(text);
  if (!match) return null;
  const number = match[0];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + number.length);
  if (/\d/.test(after)) return null;
  let us: string | null = null;
  const commaDecimal = /^(.*),(\d{1,2})$/.exec(number);
  if (commaDecimal) {
    const int = ungroupedInteger(commaDecimal[1] ?? '');
    us = int === null ? null : `${int}.${commaDecimal[2] ?? ''}`;
  } else if (/^\d{1,3}(\.\d{3}){2,}$/.test(number)) {
    us = number.split('.').join('');
  } else {
    const spaced = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(\.\d*)?$/.exec(number);
    if (spaced) us = `${(spaced[1] ?? '').split(SPACE).join('')}${spaced[2] ?? ''}`;
  }
  return us === null ? null : `${before}${us}${after}`;
}

export interface CurrencyReading {
  /**
   * The amount rounded to `precision`; null when no digit was typed; NaN when the text is not a
   * number. A minus where negatives are not allowed still reads as the negative amount typed.
   */
  value: number | null;
  problem: CurrencyProblem | null;
  /** The draft to show, when the text may be reformatted (an amount, signed only where allowed). */
  draft: CurrencyDraft | null;
  /**
   * Read with the Spanish separators (`spanishToUsAmount`): the field keeps such a text as typed
   * until the filer leaves it.
   */
  localized: boolean;
}

function isGroupedInteger(int: string, thousands: string): boolean {
  if (/^\d*$/.test(int)) return true;
  if (!thousands) return false;
  const groups = int.split(thousands);
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/**
 * The grammar of an amount, read from the whole text (spaces around each part are ignored):
 *   [minus] [prefix] [minus] [integer] [decimal separator [digits]] [suffix]
 * with at most one minus (hyphen or U+2212), the prefix and suffix with or without their spaces
 * ('$ ' or '$'), and an integer of digits, either without separators or grouped by threes
 * ('1234' or '1,234', not '12,34'). Null when the text does not follow it.
 */
function scanAmount(text: string, opts: CurrencyOptions): CurrencyDraft | null {
  let rest = text.trim();
  let negative = false;
  const takeMinus = () => {
    if (negative || !/^[-\u2212]/.test(rest)) return;
    negative = true;
    rest = rest.slice(1).trimStart();
  };
  takeMinus();
  const prefix = opts.prefix.trim();
  if (prefix && rest.startsWith(prefix)) rest = rest.slice(prefix.length).trimStart();
  takeMinus();
  const suffix = opts.suffix.trim();
  if (suffix && rest.endsWith(suffix)) rest = rest.slice(0, rest.length - suffix.length).trimEnd();
  const [int = '', frac, ...more] = rest.split(opts.decimal);
  if (more.length > 0 || !isGroupedInteger(int, opts.thousands)) return null;
  if (frac !== undefined && !/^\d*$/.test(frac)) return null;
  return { negative, int: opts.thousands ? int.split(opts.thousands).join('') : int, frac: frac ?? null };
}

/**
 * Reads a text as the field's amount: its value, whether it is a number the field takes, and
 * whether it may be reformatted. Extra fraction digits are rounded ('round') or cut ('truncate').
 */
export function readCurrency(text: string, opts: CurrencyOptions, limit: Limit = 'round'): CurrencyReading {
  const spanish = readsSpanish(opts) ? spanishToUsAmount(text) : null;
  const localized = spanish !== null;
  const scanned = scanAmount(spanish ?? text, opts);
  if (!scanned) return { value: Number.NaN, problem: 'notANumber', draft: null, localized: false };
  const signedOnly = scanned.int === '' && scanned.frac === null;
  if (signedOnly) {
    // '-' alone is the start of a negative amount where allowed; elsewhere it is no number at all.
    return scanned.negative && !opts.allowNegative
      ? { value: Number.NaN, problem: 'notANumber', draft: null, localized }
      : { value: null, problem: null, draft: scanned, localized };
  }
  const unsigned = parseDraft(`${scanned.int}${opts.decimal}${scanned.frac ?? ''}`, opts, limit);
  const draft: CurrencyDraft = {
    negative: scanned.negative,
    int: unsigned.int,
    frac: scanned.frac === null && opts.precision > 0 ? null : unsigned.frac,
  };
  const value = draftToNumber(draft);
  if (scanned.negative && !opts.allowNegative) {
    // Kept as typed, never reformatted: dropping the minus would change the amount.
    return { value, problem: value !== null && value < 0 ? 'belowZero' : null, draft: null, localized };
  }
  return { value, problem: null, draft, localized };
}

/** Parses any text to a value rounded to `precision`: null when empty, NaN when not a number. */
export function parseCurrency(text: string, opts: CurrencyOptions): number | null {
  return readCurrency(text, opts).value;
}

/** How many digits and decimal separators a draft renders (its "significant" characters). */
function significantCount(draft: CurrencyDraft): number {
  return draft.int.length + (draft.frac === null ? 0 : 1 + draft.frac.length);
}

/**
 * The caret position in `formatted` that sits after `count` significant characters (digits and the
 * decimal separator), so inserted thousands separators do not make the caret jump.
 */
export function caretForCount(formatted: string, count: number, opts: CurrencyOptions): number {
  if (formatted === '') return 0;
  const start = (formatted.startsWith('-') ? 1 : 0) + opts.prefix.length;
  const end = formatted.length - (formatted.endsWith(opts.suffix) ? opts.suffix.length : 0);
  if (count <= 0) return Math.min(start, end);
  let seen = 0;
  for (let i = start; i < end; i += 1) {
    const ch = formatted.charAt(i);
    if ((ch >= '0' && ch <= '9') || ch === opts.decimal) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return end;
}

export interface CurrencyEdit {
  text: string;
  caret: number;
  /** As `CurrencyReading.value`: null when empty, NaN when not a number. */
  value: number | null;
  problem: CurrencyProblem | null;
}

/** The characters an edit put in (empty for a deletion), from the common start and end of both texts. */
function insertedText(previous: string, next: string): string {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  return next.slice(start, next.length - end);
}

/**
 * Whether an edit of a clean amount only typed digits, a decimal separator (leaving one) or, where
 * negatives are allowed, one minus, or only deleted: then its digits are the amount, and the text
 * can be regrouped with the caret kept among the digits.
 */
function isDigitEdit(previous: string, next: string, opts: CurrencyOptions): boolean {
  const inserted = insertedText(previous, next);
  if (opts.allowNegative && /^[-\u2212]$/.test(inserted)) return true;
  const decimals = next.split(opts.decimal).length - 1;
  return [...inserted].every((ch) => (ch >= '0' && ch <= '9') || ch === opts.decimal) && decimals <= 1;
}

/** Whether the first dot of a text follows one to three digits and nothing else ("$ 1.234", not "$ 1,234.5"). */
function mayGroupThousands(text: string, opts: CurrencyOptions): boolean {
  const at = text.indexOf(opts.decimal);
  return at >= 0 && /^\d{1,3}$/.test(text.slice(0, at).replace(/^\D+/, ''));
}

/** How many digits follow the last decimal separator of a text (0 without one). */
function fractionDigits(text: string, opts: CurrencyOptions): number {
  const at = text.lastIndexOf(opts.decimal);
  return at < 0 ? 0 : text.slice(at + 1).replace(/\D/g, '').length;
}

/**
 * Applies one edit of the input: `previous` is the text before it, `next` and `caret` what the
 * browser produced. Digits typed into an amount are regrouped as they come; deleting a lone
 * thousands separator deletes the digit beside it instead. Any other text is read whole: an amount
 * is reformatted, anything else is kept exactly as typed, with its problem.
 */
export function applyEdit(
  previous: string,
  next: string,
  caret: number,
  opts: CurrencyOptions,
  inputType?: string,
): CurrencyEdit {
  let text = next;
  let at = caret;
  const spanish = readsSpanish(opts);
  const before = readCurrency(previous, opts);
  // A text read the Spanish way is the filer's own spelling, not the field's format.
  const clean = before.draft !== null && !before.localized;
  if (
    clean &&
    opts.thousands &&
    previous.length - next.length === 1 &&
    previous.charAt(at) === opts.thousands &&
    previous.slice(0, at) + previous.slice(at + 1) === next
  ) {
    if (inputType === 'deleteContentForward') {
      text = next.slice(0, at) + next.slice(at + 1);
    } else if (at > 0) {
      text = next.slice(0, at - 1) + next.slice(at);
      at -= 1;
    }
  }
  const limit: Limit = text.length - previous.length > 1 ? 'round' : 'truncate';
  let draft: CurrencyDraft;
  // In Spanish a dot after one to three digits may be a thousands separator ("1.234" on the way to
  // "1.234,56"): digits past `precision` after it are kept, not cut, until the filer leaves the field.
  const keepsDigits = spanish && mayGroupThousands(text, opts) && fractionDigits(text, opts) > opts.precision;
  if (clean && isDigitEdit(previous, text, opts) && !keepsDigits) {
    draft = parseDraft(text, opts, limit);
  } else {
    const reading = readCurrency(text, opts, limit);
    if (!reading.draft) return { text: next, caret, value: reading.value, problem: reading.problem };
    if (reading.localized || keepsDigits) {
      return { text, caret: at, value: reading.value, problem: reading.problem };
    }
    draft = reading.draft;
  }
  const formatted = formatDraft(draft, opts);
  const left = parseDraft(text.slice(0, at), { ...opts, allowNegative: false }, 'truncate');
  return {
    text: formatted,
    caret: caretForCount(formatted, Math.min(significantCount(left), significantCount(draft)), opts),
    value: draftToNumber(draft),
    problem: null,
  };
}

export type CurrencyRangeError = 'belowMin' | 'aboveMax';

/** Whether a value lies outside `min`/`max`; null when it is empty or in range. */
export function rangeError(value: number | null, min?: number, max?: number): CurrencyRangeError | null {
  if (value === null) return null;
  if (min !== undefined && value < min) return 'belowMin';
  if (max !== undefined && value > max) return 'aboveMax';
  return null;
}
