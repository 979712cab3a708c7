export {
  PPM,
  mulDivRound,
  roundDiv,
  dollarsToCents,
  centsToDollars,
  hasAtMostTwoDecimals,
  percentToPpm,
} from './money';
export {
  parseIsoDate,
  isIsoDate,
  formatIsoDate,
  addDays,
  addMonths,
  compareDates,
  dayOfWeek,
  federalHolidays,
  isBusinessDay,
  nextBusinessDay,
  emancipationDay,
  todayIn,
  AUTHORITY_TIME_ZONE,
} from './dates';
export type { IsoDate, Clock } from './dates';
export { MissingTaxRateError, TaxRuleInputError } from './errors';
export { CITIES, findCity, cityRate } from './cities';
export type { City, CityRate } from './cities';
export {
  computeAnnualReturn,
  annualReturnDueDate,
  NO_PAYMENT_BAND_CENTS,
  W2_WARNING_CODES,
  w2Warnings,
} from './annualReturn';
export type {
  AnnualReturnInput,
  AnnualReturnResult,
  AnnualReturnOutcome,
  W2WarningCode,
  W2Input,
  Form1099Input,
} from './annualReturn';
export {
  computeEstimate,
  estimateDueDates,
  ESTIMATE_REQUIRED_FROM_CENTS,
  CUMULATIVE_TARGETS_PPM,
  SAFE_HARBOR_TARGETS_PPM,
} from './estimates';
export type { EstimateInput, EstimateResult, EstimateKind, Installment } from './estimates';
export {
  computePenaltyAndInterest,
  monthsLate,
  lateMonthStarts,
  annualInterestRatePpm,
  ANNUAL_INTEREST_RATES_PPM,
  LATE_PAYMENT_PENALTY_PPM,
  TAX_TYPES,
} from './penaltyInterest';
export type { TaxType, PenaltyInterestInput, PenaltyInterestResult, InterestYear } from './penaltyInterest';
export {
  withholdingFrequency,
  withholdingDueDate,
  computeWithholdingReturn,
  MONTHLY_IF_PRIOR_YEAR_ABOVE_CENTS,
  MONTHLY_IF_ANY_MONTH_ABOVE_CENTS,
} from './withholding';
export type {
  WithholdingFrequency,
  WithholdingPeriod,
  WithholdingReturnInput,
  WithholdingReturnResult,
} from './withholding';
