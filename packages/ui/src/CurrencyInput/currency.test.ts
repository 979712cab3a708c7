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
