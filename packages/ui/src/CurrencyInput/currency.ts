/**
 * Pure parsing and formatting of the currency input (spec §3 "Currency input options").
 * The text shown while typing is a "draft": sign, integer digits and, once the decimal separator
 * was typed, up to `precision` fraction digits. Blur pads the draft to `precision`.
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
}

/** The spec §3 / §9 defaults. */
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

function stripAffixes(text: string, opts: CurrencyOptions): string {
  let rest = text.replace(/-/g, '');
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
 * Reads whatever the user typed or pasted ('$1,234.50', '-12', '1234.567') into a draft.
 * Extra fraction digits are cut off when typing and rounded when pasting.
 */
export function parseDraft(text: string, opts: CurrencyOptions, limit: Limit = 'truncate'): CurrencyDraft {
  const minusCount = (text.match(/-/g) ?? []).length;
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

/** Parses any text to a value rounded to `precision`, or null when it holds no digit. */
export function parseCurrency(text: string, opts: CurrencyOptions): number | null {
  return draftToNumber(parseDraft(text, opts, 'round'));
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
  value: number | null;
}

/**
 * Applies one edit of the input: `previous` is the text before it, `next` and `caret` what the
 * browser produced. Deleting a lone thousands separator deletes the digit beside it instead.
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
  if (
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
  const draft = parseDraft(text, opts, limit);
  const formatted = formatDraft(draft, opts);
  const left = parseDraft(text.slice(0, at), { ...opts, allowNegative: false }, 'truncate');
  return {
    text: formatted,
    caret: caretForCount(formatted, Math.min(significantCount(left), significantCount(draft)), opts),
    value: draftToNumber(draft),
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
