export { handlers, errorHandlers } from './handlers';
export { fixtures } from './fixtures';
export { startMockWorker } from './browser';
export {
  registrationHandlers,
  registrationOverrides,
  registrationStatusByTaxpayerId,
  IDENTITY_MISMATCH_DETAIL,
  REGISTRATION_PASSWORD_REASONS,
} from './registration';
export {
  accountHandlers,
  accountErrorHandlers,
  CURRENT_PASSWORD_INCORRECT_DETAIL,
  DUPLICATE_EMAIL_DETAIL,
  EMAIL_UNCHANGED_DETAIL,
  INVALID_PASSWORD_REASONS,
  MOCK_CURRENT_PASSWORD,
  MOCK_COMMON_PASSWORDS,
  NEW_PASSWORD_REASONS,
} from './account';
export {
  businessHandlers,
  businessErrorHandlers,
  createBusinessHandlers,
  mockBusinesses,
  mockAccessCodes,
  ACCESS_CODE_TOO_MANY_DETAIL,
  FILING_AS_REFUSED_DETAIL,
} from './business';
export { exemptionHandlers } from './exemption';
export {
  createSecondStepHandlers,
  MOCK_PENDING_TOKEN,
  MOCK_RECOVERY_CODE,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  mockRecoveryCodes,
  pendingSignIn,
  SECOND_STEP_CODE_INCORRECT_DETAIL,
  secondStepErrorHandlers,
  secondStepExpiredHandlers,
  secondStepHandlers,
} from './secondStep';
export {
  cityTaxFormHandlers,
  createCityTaxFormHandlers,
  cityTaxFormProblemHandlers,
  mockCityTaxFormState,
  mockAwaitingPaymentCityTaxFormState,
  mockCities,
  mockFormW2s,
  mockForm1099s,
  mockAnnualReturnSummary,
  mockNoPaymentSummary,
  CITY_TAX_FORM_PROBLEM_DETAILS,
} from './cityTaxForm';
export type { CityTaxFormMockState } from './cityTaxForm';
export {
  estimateHandlers,
  createEstimateHandlers,
  estimateErrorHandlers,
  mockEstimateCredits,
  mockCities as mockCitiesResponse,
} from './estimates';
export {
  createExemptionHandlers,
  exemptionScenarioHandlers,
  mockExemptionCertificate,
  EXEMPTION_ALREADY_FILED_DETAIL,
  EXEMPTION_ANNUAL_RETURN_FILED_DETAIL,
} from './exemption';
export { billingStatementHandlers } from './billingStatement';
export { returnOfIncomeHandlers } from './returnOfIncome';
export { netProfitEstimateHandlers } from './netProfitEstimate';
export {
  createBillingStatementHandlers,
  billingStatementProblemHandlers,
  mockBillingStatementCalculation,
  BILLING_MISSING_RATE_DETAIL,
} from './billingStatement';
export {
  createNetProfitEstimateHandlers,
  netProfitEstimateErrorHandlers,
  MOCK_NET_PROFIT_ESTIMATE_FIRST_ID,
} from './netProfitEstimate';
export {
  createReturnOfIncomeHandlers,
  mockReturnOfIncome,
  returnOfIncomeProblemHandlers,
  RETURN_OF_INCOME_DUPLICATE_DETAIL,
  RETURN_OF_INCOME_MISSING_RATE_DETAIL,
} from './returnOfIncome';
export type { ReturnOfIncomeMockOptions } from './returnOfIncome';
export { paymentHandlers } from './payments';
export {
  createPaymentHandlers,
  paymentProblemHandlers,
  mockPaymentForms,
  mockPaymentAttempt,
  paymentMockForm,
  MOCK_PAYMENT_FORM_IDS,
  MOCK_PAYMENT_POST_URL,
  createPaymentMockModel,
  defaultPaymentMockModel,
} from './payments';
export type { PaymentMockForm, PaymentMockModel } from './payments';
export {
  confirmationHandlers,
  confirmationOverrides,
  confirmationOfPaymentForm,
  createConfirmationHandlers,
  createFiledFormHandlers,
  mockConfirmationNumber,
  mockConfirmations,
  mockFilingPdf,
  CONFIRMATION_PATH,
  FILING_PDF_PATH,
  MOCK_CONFIRMATION_IDS,
  MOCK_CONFIRMATION_TAX_YEAR,
} from './confirmation';
export {
  createFilingsHandlers,
  filingsHandlers,
  filingsHandlersOf,
  filingsOfPaymentModel,
  filingsProblemHandlers,
  filingOfConfirmation,
  filingOfPaymentForm,
  mockFiling,
  mockFilings,
} from './filings';
export type { FilingsSource, MockFilingOptions } from './filings';
export {
  activityHandlers,
  activityErrorHandlers,
  activityFixture,
  createActivityHandlers,
  sessionsFixture,
} from './activity';
