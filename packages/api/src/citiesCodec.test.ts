import { CITIES, cityRate, computeAnnualReturn, type City } from '@citytax/tax-rules';
import { describe, expect, it } from 'vitest';
import { citiesForYear, citiesToTaxRules } from './citiesCodec';

describe('citiesForYear', () => {
  it.each([
    [2016, { rate: 0.02, creditFactor: 0.5, creditLimit: 0.01 }],
    [2017, { rate: 0.025, creditFactor: 1, creditLimit: 0.025 }],
    [2030, { rate: 0.025, creditFactor: 1, creditLimit: 0.025 }],
  ])('answers the terms of Cleveland for %i from its row of that year', (taxYear, terms) => {
    expect(citiesForYear(CITIES, taxYear).find((c) => c.code === 'CLE')).toEqual({
      code: 'CLE',
      name: 'Cleveland',
      member: true,
      ...terms,
    });
  });

  it('lists every city by name; a city that is not a member has no credit terms', () => {
    const cities = citiesForYear(CITIES, 2020);
    expect(cities.map((c) => c.name)).toEqual([
      'Akron',
      'Burton',
      'Cincinnati',
      'Cleveland',
      'Columbus',
      'Dayton',
      'Germantown',
      'Toledo',
    ]);
    expect(cities.find((c) => c.code === 'CIN')).toEqual({
      code: 'CIN',
      name: 'Cincinnati',
      member: false,
      rate: 0.021,
      creditFactor: null,
      creditLimit: null,
    });
  });

  it('answers null terms for a year no row applies to', () => {
    expect(citiesForYear(CITIES, 2015).find((c) => c.code === 'BRT')).toMatchObject({
      rate: null,
      creditFactor: null,
      creditLimit: null,
    });
  });
});

describe('citiesToTaxRules', () => {
  it.each([2016, 2020, 2021, 2025])(
    'gives back the exact ppm of every row of %i, valid for that year only',
    (taxYear) => {
      const back = citiesToTaxRules({ taxYear, cities: citiesForYear(CITIES, taxYear) });
      for (const city of CITIES) {
        const row = back.find((c) => c.code === city.code)!;
        const { fromYear: _from, toYear: _to, ...terms } = cityRate(city, taxYear);
        expect(row.rates).toEqual([{ fromYear: taxYear, toYear: taxYear, ...terms }]);
        expect(row.member).toBe(city.member);
      }
    },
  );

  it('keeps odd fractions exact (every ppm up to 10%)', () => {
    const cities: City[] = Array.from({ length: 100_000 }, (_, ppm) => ({
      code: `C${ppm}`,
      name: `City ${ppm}`,
      member: true,
      rates: [{ fromYear: 2020, toYear: null, ratePpm: ppm, creditFactorPpm: ppm * 10, creditLimitPpm: ppm }],
    }));
    const back = citiesToTaxRules({ taxYear: 2020, cities: citiesForYear(cities, 2020) });
    const wrong = back.filter((c) => {
      const ppm = Number(c.code.slice(1));
      const [r] = c.rates;
      return r?.ratePpm !== ppm || r.creditFactorPpm !== ppm * 10 || r.creditLimitPpm !== ppm;
    });
    expect(wrong).toEqual([]);
  });

  it('a city without a rate for the year has no row: the tax rules say the rate is missing', () => {
    const back = citiesToTaxRules({ taxYear: 2015, cities: citiesForYear(CITIES, 2015) });
    expect(() =>
      computeAnnualReturn(
        { taxYear: 2015, residenceCity: 'BRT', w2s: [], form1099s: [], estimatesPaid: 0, priorYearCredit: 0 },
        back,
      ),
    ).toThrow(/Burton in tax year 2015/);
  });
});
