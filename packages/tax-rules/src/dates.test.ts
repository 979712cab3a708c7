import { describe, expect, it } from 'vitest';
import { annualReturnDueDate } from './annualReturn';
import {
  addMonths,
  emancipationDay,
  federalHolidays,
  isBusinessDay,
  nextBusinessDay,
  parseIsoDate,
  todayIn,
} from './dates';
import { dollarsToCents, hasAtMostTwoDecimals, mulDivRound } from './money';

describe('calendar helpers', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-11-15', 3, '2026-02-15'],
    ['2025-03-31', -1, '2025-02-28'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('rejects impossible dates', () => {
    expect(() => parseIsoDate('2025-02-29')).toThrow();
    expect(() => parseIsoDate('2025-2-1')).toThrow();
  });

  it('knows the 2026 federal holidays (observed)', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it.each([
    ['2026-07-03', false], // Independence Day observed (Jul 4 is a Saturday)
    ['2026-07-06', true],
    ['2026-11-21', false], // Saturday
  ])('isBusinessDay(%s) = %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('moves to the next business day', () => {
    expect(nextBusinessDay('2026-07-03')).toBe('2026-07-06');
    expect(nextBusinessDay('2026-07-06')).toBe('2026-07-06');
  });

  it.each([
    // 16 April 2023 is a Sunday, observed Monday the 17th.
    [2023, '2023-04-17'],
    // 16 April 2022 is a Saturday, observed Friday the 15th.
    [2022, '2022-04-15'],
    [2026, '2026-04-16'],
  ])('D.C. Emancipation Day %i is observed on %s and is not a business day', (year, date) => {
    expect(emancipationDay(year)).toBe(date);
    expect(isBusinessDay(date)).toBe(false);
  });

  it.each([
    // Apr 15 2023 Saturday → Mon 17 is Emancipation Day (observed) → Tue 18 April 2023.
    [2022, '2023-04-18'],
    // Apr 15 2022 is a Friday and Emancipation Day observed (16th a Saturday) → Mon 18 April 2022.
    [2021, '2022-04-18'],
    // Apr 15 2026 is a Wednesday; Emancipation Day is the Thursday after.
    [2025, '2026-04-15'],
    // Apr 15 2029 is a Sunday → Monday 16, Emancipation Day itself → Tuesday 17.
    [2028, '2029-04-17'],
  ])('the tax year %i return is due %s', (taxYear, due) => {
    expect(annualReturnDueDate(taxYear)).toBe(due);
  });

  it("takes today's date in New York from an injected clock", () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in New York.
    expect(todayIn(() => new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(todayIn(() => new Date('2026-01-01T06:00:00Z'))).toBe('2026-01-01');
  });
});

describe('money helpers', () => {
  it.each([
    [1, 5, 10, 1], // 0.5 → 1
    [-1, 5, 10, -1], // −0.5 → −1 (half away from zero)
    [1, 4, 10, 0],
    [9_000_000_000_000, 25_000, 1_000_000, 225_000_000_000], // beyond 2^53 in the middle
  ])('mulDivRound(%i, %i, %i) = %i', (a, b, d, expected) => {
    expect(mulDivRound(a, b, d)).toBe(expected);
  });
  it('converts dollars at the JSON boundary', () => {
    expect(dollarsToCents(1234.56)).toBe(123_456);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
  });
});
