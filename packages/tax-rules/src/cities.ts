import { MissingTaxRateError } from './errors';

/** One rate period of a city (TAX-RULES.md §1); rates and credit terms in ppm. */
export interface CityRate {
  fromYear: number;
  /** Last tax year the rate applies to, inclusive; null = open-ended. */
  toYear: number | null;
  ratePpm: number;
  creditFactorPpm: number | null;
  creditLimitPpm: number | null;
}

export interface City {
  code: string;
  name: string;
  /** Member cities are the authority's own; others are only work cities. */
  member: boolean;
  rates: CityRate[];
}

const open = (
  ratePpm: number,
  creditFactorPpm: number | null = null,
  creditLimitPpm: number | null = null,
  fromYear = 2016,
): CityRate => ({
  fromYear,
  toYear: null,
  ratePpm,
  creditFactorPpm,
  creditLimitPpm,
});

/** Seed data of TAX-RULES.md §1. */
export const CITIES: readonly City[] = [
  { code: 'CLE', name: 'Cleveland', member: true, rates: [open(25_000, 1_000_000, 25_000)] },
  { code: 'GTN', name: 'Germantown', member: true, rates: [open(15_000, 600_000, 9_000)] },
  { code: 'BRT', name: 'Burton', member: true, rates: [open(10_000, 500_000, 5_000)] },
  { code: 'COL', name: 'Columbus', member: false, rates: [open(25_000)] },
  // 1.8% from 2020-10-02: tax year 2021 is the first whole year at that rate.
  { code: 'CIN', name: 'Cincinnati', member: false, rates: [open(18_000, null, null, 2021)] },
  { code: 'DAY', name: 'Dayton', member: false, rates: [open(25_000)] },
  { code: 'AKR', name: 'Akron', member: false, rates: [open(25_000)] },
  // 2.25% + 0.25% temporary, 2021–2028.
  {
    code: 'TOL',
    name: 'Toledo',
    member: false,
    rates: [{ ...open(25_000, null, null, 2021), toYear: 2028 }],
  },
];

export function findCity(code: string, cities: readonly City[] = CITIES): City | undefined {
  return cities.find((c) => c.code === code);
}

/** The rate period of a city for a tax year, or missing-tax-rate. */
export function cityRate(city: City, taxYear: number): CityRate {
  const rate = city.rates.find((r) => r.fromYear <= taxYear && (r.toYear === null || taxYear <= r.toYear));
  if (!rate) throw new MissingTaxRateError(`${city.name} in tax year ${taxYear}`);
  return rate;
}
