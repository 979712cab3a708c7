import { describe, expect, it } from 'vitest';
import { estimateTaxYears } from './taxYears';

describe('estimateTaxYears', () => {
  it.each([
    ['2026-01-02', [2026, 2025]],
    // January 15, 2026 is a Thursday: the last day for 2025.
    ['2026-01-15', [2026, 2025]],
    ['2026-01-16', [2026]],
    // January 15, 2024 was Martin Luther King Jr. Day: 2023 stays open one more day.
    ['2024-01-16', [2024, 2023]],
    ['2024-01-17', [2024]],
    ['2026-11-22', [2026]],
  ])('on %s: %j', (today, years) => {
    expect(estimateTaxYears(today)).toEqual(years);
  });
});
