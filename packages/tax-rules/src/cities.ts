import { MissingTaxRateError } from './errors';

/** One rate period of a member city; rates and credit terms in ppm. */
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

const rate = (
  fromYear: number,
  toYear: number | null,
  ratePpm: number,
  creditFactorPpm: number | null = null,
  creditLimitPpm: number | null = null,
): CityRate => ({ fromYear, toYear, ratePpm, creditFactorPpm, creditLimitPpm });

/**
 * The member cities' tax terms: each city's terms as rows valid for a range of tax years, so a
 * change of rate is a new row. Rates, factors and limits in ppm (2.5% = 25_000).
 */
export const CITIES: readonly City[] = [
  {
    code: 'CLE',
    name: 'Cleveland',
    member: true,
    // CCA: 2.00% with a 50% factor and a 1.00% limit in 2016; 2.50%, 100%, 2.50% from 1 Jan 2017.
    rates: [rate(2016, 2016, 20_000, 500_000, 10_000), rate(2017, null, 25_000, 1_000_000, 25_000)],
  },
  { code: 'GTN', name: 'Germantown', member: true, rates: [rate(2016, null, 15_000, 600_000, 9_000)] },
  { code: 'BRT', name: 'Burton', member: true, rates: [rate(2016, null, 10_000, 500_000, 5_000)] },
  { code: 'COL', name: 'Columbus', member: false, rates: [rate(2016, null, 25_000)] },
  // 2.10% before 2020-10-02, 1.80% for tax years from 2021 (tax year 2020 is taken at the old rate).
  {
    code: 'CIN',
    name: 'Cincinnati',
    member: false,
    rates: [rate(2016, 2020, 21_000), rate(2021, null, 18_000)],
  },
  { code: 'DAY', name: 'Dayton', member: false, rates: [rate(2016, null, 25_000)] },
  { code: 'AKR', name: 'Akron', member: false, rates: [rate(2016, null, 25_000)] },
  // 2.25% + 0.25% temporary, renewed through 2028.
  { code: 'TOL', name: 'Toledo', member: false, rates: [rate(2016, null, 25_000)] },
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
