import type { NetProfitEstimateInput, NetProfitEstimateValues } from './NetProfitEstimateForm';

/** Stories and tests only: the net profit estimate both the story and the unit tests fill in. */

/** Cleveland, $200,000.00 of net profit, 62.5% apportioned, $125.00 of credits (as a restored draft). */
export const CLE_DRAFT: Partial<NetProfitEstimateInput> = {
  businessCity: 'CLE',
  estimatedNetProfit: 200_000,
  apportionmentPercent: 62.5,
  estimatedCredits: 125,
};

/** What CLE_DRAFT submits for 2026 with no prior-year tax: CLE 2.5% gives $1,250.00 to pay now. */
export const CLE_SUBMITTED: NetProfitEstimateValues = {
  taxYear: 2026,
  businessCity: 'CLE',
  estimatedNetProfit: 200_000,
  apportionmentPercent: 62.5,
  estimatedCredits: 125,
  priorYearTax: null,
  paymentAmount: 1_250,
};
