import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  caretForCount,
  defaultCurrencyOptions as defaults,
  formatCurrency,
  parseCurrency,
  rangeError,
  readCurrency,
  roundTo,
  separatorsOf,
  spanishToUsAmount,
  type CurrencyOptions,
} from './currency';

const euro: CurrencyOptions = { ...defaults, prefix: '', suffix: ' €', decimal: ',', thousands: '.' };
const noNegatives: CurrencyOptions = { ...defaults, allowNegative: false };
const whole: CurrencyOptions = { ...defaults, precision: 0 };
const percent: CurrencyOptions = { ...noNegatives, prefix: '', suffix: ' %' };

describe('formatCurrency', () => {
  it.each([
    [null, defaults, ''],
    [0, defaults, '$ 0.00'],
    [1234.5, defaults, '$ 1,234.50'],
    [-1234.5, defaults, '-$ 1,234.50'],
    [1234567.891, defaults, '$ 1,234,567.89'],
    [1.005, defaults, '$ 1.01'],
    [999.999, defaults, '$ 1,000.00'],
    [1234.5, euro, '1.234,50 €'],
    [1234.5, whole, '$ 1,235'],
  ] as const)('%j → %j', (value, opts, expected) => {
    expect(formatCurrency(value, opts)).toBe(expected);
  });
});

describe('parseCurrency', () => {
  it.each([
    ['', defaults, null],
    ['$ ', defaults, null],
    ['-', defaults, null],
    ['0', defaults, 0],
    ['$1,234.50', defaults, 1234.5],
    ['1,234.5', defaults, 1234.5],
    ['-12', defaults, -12],
    ['-12', noNegatives, -12],
    ['1234.567', defaults, 1234.57],
    ['1234.565', defaults, 1234.57],
    ['abc12x', defaults, Number.NaN],
    ['.5', defaults, 0.5],
    ['1.234,56 €', euro, 1234.56],
    ['12.6', whole, 13],
  ] as const)('%j → %j', (text, opts, expected) => {
    expect(parseCurrency(text, opts)).toBe(expected);
  });
});

describe('readCurrency: the grammar of an amount', () => {
  it.each([
    // text, options → value, problem, whether it may be reformatted
    ['', defaults, null, null, true],
    ['  ', defaults, null, null, true],
    ['$', defaults, null, null, true],
    ['-', defaults, null, null, true],
    ['-$ ', defaults, null, null, true],
    ['1234', defaults, 1234, null, true],
    ['1,234', defaults, 1234, null, true],
    ['1,234,567.8', defaults, 1234567.8, null, true],
    ['$1,234.50', defaults, 1234.5, null, true],
    ['$ 1,234.50', defaults, 1234.5, null, true],
    [' 1234.5 ', defaults, 1234.5, null, true],
    ['0012', defaults, 12, null, true],
    ['1.', defaults, 1, null, true],
    ['.5', defaults, 0.5, null, true],
    ['-250000', defaults, -250000, null, true],
    ['-$ 250,000.00', defaults, -250000, null, true],
    ['$-5', defaults, -5, null, true],
    ['−12', defaults, -12, null, true],
    ['62.5 %', percent, 62.5, null, true],
    ['62.5%', percent, 62.5, null, true],
    ['1.234,56 €', euro, 1234.56, null, true],
    // not a number
    ['abc', defaults, Number.NaN, 'notANumber', false],
    ['1e5', defaults, Number.NaN, 'notANumber', false],
    ['$ 1e5', defaults, Number.NaN, 'notANumber', false],
    ['1.2.3', defaults, Number.NaN, 'notANumber', false],
    ['12,34', defaults, Number.NaN, 'notANumber', false],
    ['1234,567', defaults, Number.NaN, 'notANumber', false],
    [',5', defaults, Number.NaN, 'notANumber', false],
    ['1 234', defaults, Number.NaN, 'notANumber', false],
    ['--5', defaults, Number.NaN, 'notANumber', false],
    ['5-', defaults, Number.NaN, 'notANumber', false],
    ['(5)', defaults, Number.NaN, 'notANumber', false],
    ['0x10', defaults, Number.NaN, 'notANumber', false],
    ['Infinity', defaults, Number.NaN, 'notANumber', false],
    ['1,234.56', euro, Number.NaN, 'notANumber', false],
    ['-', noNegatives, Number.NaN, 'notANumber', false],
    // a minus where negatives are not allowed: the amount typed, kept as it is
    ['-500', noNegatives, -500, 'belowZero', false],
    ['-$ 1,234.50', noNegatives, -1234.5, 'belowZero', false],
    ['-5 %', percent, -5, 'belowZero', false],
    ['-0', noNegatives, 0, null, false],
  ] as const)('%j → %j (%j)', (text, opts, value, problem, reformat) => {
    const reading = readCurrency(text, opts);
    expect(reading.value).toBe(value);
    expect(reading.problem).toBe(problem);
    expect(reading.draft !== null).toBe(reformat);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [-0.001, 2, 0],
  ])('roundTo(%d, %d) = %d', (value, precision, expected) => {
    expect(roundTo(value, precision)).toBe(expected);
  });
});

describe('applyEdit (typing)', () => {
  // previous text, text after the browser's edit, caret after it → formatted text, caret, value
  it.each([
    ['', '1', 1, '$ 1', 3, 1],
    ['$ 123', '$ 1234', 6, '$ 1,234', 7, 1234],
    ['$ 1,234', '$ 1,2534', 6, '$ 12,534', 6, 12534],
    ['$ 1,234', '$ 1,234.', 8, '$ 1,234.', 8, 1234],
    ['$ 1,234.5', '$ 1,234.56', 10, '$ 1,234.56', 10, 1234.56],
    ['$ 1,234.56', '$ 1,234.567', 11, '$ 1,234.56', 10, 1234.56],
    ['', '.', 1, '$ 0.', 4, 0],
    ['', '-', 1, '-$ ', 3, null],
    ['-$ ', '-$ 5', 4, '-$ 5', 4, -5],
    ['$ 12', '-$ 12', 1, '-$ 12', 3, -12],
    ['-$ 12', '--$ 12', 1, '$ 12', 2, 12],
    ['$ 12,345', '$ 1245', 4, '$ 1,245', 5, 1245],
    ['$ 1,234', '$ 234', 2, '$ 234', 2, 234],
    ['$ 1', '', 0, '', 0, null],
    // a typed separator in its place makes an amount again
    ['$ 1,23', '$ 1,234', 7, '$ 1,234', 7, 1234],
  ])('%j → %j at %d gives %j at %d', (previous, next, caret, text, expectedCaret, value) => {
    expect(applyEdit(previous, next, caret, defaults)).toEqual({
      text,
      caret: expectedCaret,
      value,
      problem: null,
    });
  });

  // previous text, text after the browser's edit, caret after it → kept as typed, value, problem
  it.each([
    ['$ 1,234', '$ 1,234a', 8, defaults, Number.NaN, 'notANumber'],
    ['$ 1', '$ 1e', 4, defaults, Number.NaN, 'notANumber'],
    ['$ 1e', '$ 1e5', 5, defaults, Number.NaN, 'notANumber'],
    ['$ 1.5', '$ 1.5.', 6, defaults, Number.NaN, 'notANumber'],
    ['$ 1', '$ 1,', 4, defaults, Number.NaN, 'notANumber'],
    ['', 'a', 1, defaults, Number.NaN, 'notANumber'],
    ['', '-', 1, noNegatives, Number.NaN, 'notANumber'],
    ['-', '-5', 2, noNegatives, -5, 'belowZero'],
    ['$ 12', '-$ 12', 1, noNegatives, -12, 'belowZero'],
    ['-$ 500.00', '-$ 5001.00', 7, noNegatives, -5001, 'belowZero'],
    // a separator typed by the filer is theirs to delete, not a digit beside it
    ['$ 12,34', '$ 1234', 4, defaults, 1234, null],
  ] as const)('%j → %j is kept', (previous, next, caret, opts, value, problem) => {
    const edit = applyEdit(previous, next, caret, opts, 'deleteContentBackward');
    if (problem === null) {
      expect(edit).toEqual({ text: '$ 1,234', caret: 5, value, problem });
    } else {
      expect(edit).toEqual({ text: next, caret, value, problem });
    }
  });

  it('deletes the digit before a thousands separator on Backspace', () => {
    expect(applyEdit('$ 1,234', '$ 1234', 3, defaults, 'deleteContentBackward')).toEqual({
      text: '$ 234',
      caret: 2,
      value: 234,
      problem: null,
    });
  });

  it('deletes the digit after a thousands separator on Delete', () => {
    expect(applyEdit('$ 1,234', '$ 1234', 3, defaults, 'deleteContentForward')).toEqual({
      text: '$ 134',
      caret: 3,
      value: 134,
      problem: null,
    });
  });
});

describe('applyEdit (paste)', () => {
  it.each([
    ['$1,234.50', '$ 1,234.50', 1234.5],
    ['-12', '-$ 12', -12],
    ['1234.567', '$ 1,234.57', 1234.57],
    ['1,234.5', '$ 1,234.5', 1234.5],
  ])('pasting %j shows %j', (pasted, text, value) => {
    expect(applyEdit('', pasted, pasted.length, defaults)).toEqual({
      text,
      caret: text.length,
      value,
      problem: null,
    });
  });

  it.each([
    ['1e5', defaults, Number.NaN, 'notANumber'],
    ['12,34', defaults, Number.NaN, 'notANumber'],
    ['abc', defaults, Number.NaN, 'notANumber'],
    ['-500', noNegatives, -500, 'belowZero'],
  ] as const)('pasting %j keeps it', (pasted, opts, value, problem) => {
    expect(applyEdit('', pasted, pasted.length, opts)).toEqual({
      text: pasted,
      caret: pasted.length,
      value,
      problem,
    });
  });
});

describe('caretForCount', () => {
  it.each([
    ['$ 1,234', 0, 2],
    ['$ 1,234', 1, 3],
    ['$ 1,234', 2, 5],
    ['$ 1,234', 4, 7],
    ['$ 1,234', 9, 7],
    ['-$ 1,234.5', 5, 9],
    ['1.234,5 €', 5, 6],
    ['', 3, 0],
  ])('in %j after %d significant characters is %d', (text, count, caret) => {
    expect(caretForCount(text, count, text.endsWith('€') ? euro : defaults)).toBe(caret);
  });
});

describe('rangeError', () => {
  it.each([
    [null, 0, 10, null],
    [5, 0, 10, null],
    [-1, 0, 10, 'belowMin'],
    [11, 0, 10, 'aboveMax'],
    [11, undefined, undefined, null],
  ] as const)('%j in [%j, %j] → %j', (value, min, max, expected) => {
    expect(rangeError(value, min, max)).toBe(expected);
  });
});

const spanish: CurrencyOptions = { ...defaults, locale: 'es-US' };
const english: CurrencyOptions = { ...defaults, locale: 'en-US' };

describe('separatorsOf: what Intl writes numbers with', () => {
  it.each(['en-US', 'es-US'])('%s: "." decimal, "," thousands', (locale) => {
    expect(separatorsOf(locale)).toEqual({ decimal: '.', thousands: ',' });
  });
});

describe('parseCurrency: what a Spanish-speaking US resident types (es-US), and the same text in en-US', () => {
  const NAN = Number.NaN;
  it.each([
    // text → amount in es-US, amount in en-US
    // The US way of writing an amount holds in both.
    ['1,234.56', 1234.56, 1234.56],
    ['1234.56', 1234.56, 1234.56],
    ['$1,234.56', 1234.56, 1234.56],
    ['1,234', 1234, 1234],
    ['12,345', 12345, 12345],
    ['1.5', 1.5, 1.5],
    // A single dot followed by three digits is no grouping: the US reading, rounded to cents.
    ['1.234', 1.23, 1.23],
    // A comma followed by exactly one or two final digits is the decimal mark in Spanish.
    ['1234,56', 1234.56, NAN],
    ['1234,5', 1234.5, NAN],
    ['1,5', 1.5, NAN],
    ['0,05', 0.05, NAN],
    [',5', 0.5, NAN],
    // …with the digits before it grouped by dots, spaces or commas.
    ['1.234,56', 1234.56, NAN],
    ['$1.234,56', 1234.56, NAN],
    ['$ 1.234,56', 1234.56, NAN],
    ['-$1.234,56', -1234.56, NAN],
    ['1.234.567,89', 1234567.89, NAN],
    ['1 234,56', 1234.56, NAN],
    ['1\u00a0234,56', 1234.56, NAN],
    ['1,234,56', 1234.56, NAN],
    // Several dot groups of three are thousands; so are groups of three apart by spaces.
    ['1.234.567', 1234567, NAN],
    ['1 234', 1234, NAN],
    ['1 234.5', 1234.5, NAN],
    // Still no amount in either language.
    ['1,2345', NAN, NAN],
    ['1.234,567', NAN, NAN],
    ['12,34,56', NAN, NAN],
    ['1.23.456', NAN, NAN],
    ['1.234 567,89', NAN, NAN],
    ['1,5a', NAN, NAN],
    ['abc', NAN, NAN],
  ] as const)('%j → %j in es-US, %j in en-US', (text, inSpanish, inEnglish) => {
    expect(parseCurrency(text, spanish)).toBe(inSpanish);
    expect(parseCurrency(text, english)).toBe(inEnglish);
  });

  it('reads the Spanish way only on a field with the US separators', () => {
    expect(parseCurrency('1.234,56 €', { ...euro, locale: 'es-US' })).toBe(1234.56);
    expect(parseCurrency('1,5', { ...spanish, thousands: '' })).toBeNaN();
  });

  it('marks a text read the Spanish way, and only that', () => {
    expect(readCurrency('1.234,56', spanish).localized).toBe(true);
    expect(readCurrency('1,234.56', spanish).localized).toBe(false);
    expect(readCurrency('1.234,56', english).localized).toBe(false);
  });

  it('rewrites the separators and keeps the rest of the text', () => {
    expect(spanishToUsAmount('-$ 1.234,56')).toBe('-$ 1234.56');
    expect(spanishToUsAmount('$ 1,234.56')).toBeNull();
  });
});

describe('applyEdit in es-US: typed one key at a time', () => {
  /** Types `keys` at the end of an empty field; every text it shows on the way, and the last value. */
  function type(keys: string, opts: CurrencyOptions) {
    let text = '';
    let value: number | null = null;
    const shown: string[] = [];
    for (const key of keys) {
      const next = `${text}${key}`;
      ({ text, value } = applyEdit(text, next, next.length, opts));
      shown.push(text);
    }
    return { text, value, shown };
  }

  it.each([
    // keys → text shown at the end (reformatted on blur), amount
    ['1234.56', '$ 1,234.56', 1234.56],
    ['1,234.56', '$ 1,234.56', 1234.56],
    ['1234,56', '$ 1,234,56', 1234.56],
    ['1.234,56', '$ 1.234,56', 1234.56],
    ['$1.234,56', '$ 1.234,56', 1234.56],
    // A space typed after digits is dropped, as in English; the field groups them itself.
    ['1 234,56', '$ 1,234,56', 1234.56],
    ['1.234.567', '$ 1.234.567', 1234567],
  ])('%j shows %j and reads %j', (keys, shown, value) => {
    expect(type(keys, spanish)).toMatchObject({ text: shown, value });
  });

  it('keeps a dot and three digits as typed, for the decimal comma that may follow', () => {
    expect(type('1.234', spanish)).toMatchObject({ text: '$ 1.234', value: 1.23 });
    // English cuts the third decimal as it is typed.
    expect(type('1.234', english)).toMatchObject({ text: '$ 1.23', value: 1.23 });
  });

  it('cuts the third decimal as English does once the dot cannot group thousands', () => {
    expect(type('987654.321', spanish)).toMatchObject({ text: '$ 987,654.32', value: 987654.32 });
  });

  it('groups the thousands as US English does while only digits are typed', () => {
    expect(type('1234567', spanish).shown).toEqual(type('1234567', english).shown);
    expect(type('1234567', spanish).text).toBe('$ 1,234,567');
  });

  it('reads "1.234,56" typed in en-US as no amount', () => {
    expect(type('1.234,56', english).value).toBeNaN();
  });
});
