import { percentToPpm, PPM, type City as TaxRulesCity, type CityRate } from '@citytax/tax-rules';
import type { CitiesResponse, City } from './schemas/forms';

/**
 * GET /api/cities ↔ the tax rules' city table, defined once: the server and the
 * MSW mocks answer a tax year's list from the year-ranged table through `citiesForYear`, and a
 * form's live preview turns that answer back into the table the tax rules compute with through
 * `citiesToTaxRules`, so the preview computes with the server's terms, not a built-in copy.
 */

/** The row of a city's terms that applies to a tax year, if any. */
function termsOf(city: TaxRulesCity, taxYear: number): CityRate | undefined {
  return city.rates.find((r) => r.fromYear <= taxYear && (r.toYear === null || taxYear <= r.toYear));
}

const fraction = (ppm: number | null | undefined) => (ppm === null || ppm === undefined ? null : ppm / PPM);

/**
 * Every city of the table with its terms for the tax year, by name: the rate, and for a member city
 * the credit factor and limit, as fractions (null when no row applies, or for a non-member city).
 */
export function citiesForYear(cities: readonly TaxRulesCity[], taxYear: number): City[] {
  return [...cities]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((city) => {
      const terms = termsOf(city, taxYear);
      return {
        code: city.code,
        name: city.name,
        member: city.member,
        rate: fraction(terms?.ratePpm),
        creditFactor: city.member ? fraction(terms?.creditFactorPpm) : null,
        creditLimit: city.member ? fraction(terms?.creditLimitPpm) : null,
      };
    });
}

/** A fraction of the wire (0.025) as exact integer ppm (25_000). */
const ppmOf = (value: number | null) => (value === null ? null : percentToPpm(value * 100));

/**
 * GET /api/cities' answer as the tax rules' city table: each city with one row, valid for the
 * answer's tax year only (none when the city has no rate that year, which the tax rules then report
 * as a missing rate), fractions back to the exact ppm the server stores.
 */
export function citiesToTaxRules(response: CitiesResponse): TaxRulesCity[] {
  const { taxYear } = response;
  return response.cities.map((city) => {
    const ratePpm = ppmOf(city.rate);
    return {
      code: city.code,
      name: city.name,
      member: city.member,
      rates:
        ratePpm === null
          ? []
          : [
              {
                fromYear: taxYear,
                toYear: taxYear,
                ratePpm,
                creditFactorPpm: ppmOf(city.creditFactor),
                creditLimitPpm: ppmOf(city.creditLimit),
              },
            ],
    };
  });
}
