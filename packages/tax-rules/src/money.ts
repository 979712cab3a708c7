/** Parts per million: 2.5% is 25_000 ppm. Rates and factors are integers so the math stays exact. */
export const PPM = 1_000_000;

/**
 * round(a × b / d) to an integer, half away from zero, computed exactly
 * (BigInt), so cents × ppm × ppm never loses precision.
 */
export function mulDivRound(a: number, b: number, d: number): number {
  return Number(roundDiv(BigInt(a) * BigInt(b), BigInt(d)));
}

/** n / d rounded half away from zero, for BigInts. */
export function roundDiv(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return negative ? -q : q;
}

/** Cents from dollars given with at most two decimals (the JSON boundary). */
export function dollarsToCents(dollars: number): number {
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError('amount out of range');
  return cents;
}

/** Dollars for JSON from integer cents. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** True when a dollar amount has at most two decimals. */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** A percentage given with up to 4 decimals (e.g. 2.5 for 2.5%) as ppm. */
export function percentToPpm(percent: number): number {
  return Math.round(percent * 10_000);
}
