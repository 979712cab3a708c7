/** Stories and tests only: the annual-return MSW handlers and fixtures. */
export {
  createCityTaxFormHandlers,
  cityTaxFormProblemHandlers,
  mockAnnualReturnSummary,
  mockCities,
  mockForm1099s,
  mockFormW2s,
  mockNoPaymentSummary,
} from '@citytax/api/mocks';
