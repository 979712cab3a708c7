import { citiesToTaxRules, type AnnualReturnSummary } from '@citytax/api';
import {
  mockAnnualReturnSummary,
  mockCities,
  mockCitiesResponse,
  mockFormW2s,
  mockNoPaymentSummary,
} from '@citytax/api/mocks';
import type { City } from '@citytax/tax-rules';

/**
 * The summary's stories and tests use the demo return of the shared mocks: the
 * eight member cities, the hand-computed Cleveland return with $60 due, and the same return with
 * $55 of estimates paid (net $5, within $10, nothing billed).
 */
export const summaryCities = mockCities;
export const balanceDueSummary = mockAnnualReturnSummary;
export const noPaymentSummary = mockNoPaymentSummary;

/**
 * The mocks' GET /api/cities answer for a tax year as the tax rules take it: what a page passes
 * previewSummary (the server's city table, never the built-in one).
 */
export const previewCities = (taxYear: number): City[] => citiesToTaxRules(mockCitiesResponse(taxYear));

/** The employers of the demo return's W-2s, by entry id. */
export const summaryEntryNames: Record<number, string> = Object.fromEntries(
  mockFormW2s.map((w2) => [w2.id, w2.employerName]),
);

/** The same return with $150 of estimates and a $25 prior-year credit: $115 overpaid. */
export const overpaymentSummary: AnnualReturnSummary = {
  ...balanceDueSummary,
  estimatesPaid: 150,
  priorYearCredit: 25,
  net: -115,
  outcome: 'overpayment',
  amountDue: 0,
};
