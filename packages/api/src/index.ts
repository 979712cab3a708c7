export {
  TaxpayerType,
  PaymentStatus,
  PaymentMethod,
  PaymentHistoryStatus,
  RegistrationStatus,
  Feature,
} from './enums';
export {
  FEATURE_REFRESH_MS,
  DEFAULT_INACTIVITY_WARNING_MS,
  DEFAULT_INACTIVITY_LOGOUT_MS,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  EIN_PATTERN,
  COPYRIGHT_START_YEAR,
  SCROLL_OFFSET_PX,
  DISCLAIMER_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  AUTH_USER_STORAGE_KEY,
  priorTaxYear,
} from './constants';
export {
  ProblemType,
  PROBLEM_TYPE_BASE,
  problemSchema,
  problemTypeName,
  problemMessage,
  contactLine,
} from './problems';
export type { Problem, SupportContact } from './problems';
export { ApiError, isApiError, createApiClient, readCookie, isSameOrigin } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export { httpErrorMessages, UNEXPECTED_ERROR_MESSAGE } from './errors';
export { paths, createEndpoints, healthSchema } from './endpoints';
export type { Endpoints } from './endpoints';
export { emailSchema, taxpayerIdSchema, okSchema } from './schemas/common';
export { signInRequestSchema, signInResponseSchema, userSchema } from './schemas/auth';
export type { SignInRequest, SignInResponse, User } from './schemas/auth';
export { featuresResponseSchema, inactivityConfigSchema } from './schemas/features';
export type { FeaturesResponse, InactivityConfig } from './schemas/features';
export { taxpayerInfoSchema, taxpayerInfoQuerySchema } from './schemas/taxpayer';
export type { TaxpayerInfo } from './schemas/taxpayer';
export {
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  emailTokenSchema,
  registrationStatusSchema,
  registrationCheckRequestSchema,
  registrationStatusResponseSchema,
  webUserRequestSchema,
  existingTaxpayerEmailRequestSchema,
  completePartialRegistrationRequestSchema,
  addressSchema,
  individualRegistrationRequestSchema,
  businessRegistrationRequestSchema,
  registrationResultSchema,
  confirmEmailRequestSchema,
  emailConfirmationStatusQuerySchema,
  emailStatusResponseSchema,
  resendConfirmationQuerySchema,
  confirmLegacyEmailRequestSchema,
  resetPasswordEmailRequestSchema,
  resetPasswordRequestSchema,
  changeEmailRequestSchema,
  confirmEmailChangeRequestSchema,
  CONTACT_TYPES,
  DEFAULT_CONTACT_TYPE,
  contactSupportRequestSchema,
  efileQuestionsRequestSchema,
  efileQuestionsResponseSchema,
  questionnaireSavedResponseSchema,
  isEfileEligible,
} from './schemas/account';
export type {
  RegistrationCheckRequest,
  RegistrationStatusResponse,
  WebUserRequest,
  ExistingTaxpayerEmailRequest,
  CompletePartialRegistrationRequest,
  IndividualRegistrationRequest,
  BusinessRegistrationRequest,
  RegistrationResult,
  ConfirmEmailRequest,
  EmailStatusResponse,
  ConfirmLegacyEmailRequest,
  ResetPasswordEmailRequest,
  ResetPasswordRequest,
  ChangeEmailRequest,
  ConfirmEmailChangeRequest,
  ContactSupportRequest,
  EfileQuestionsRequest,
  QuestionnaireSavedResponse,
} from './schemas/account';
export {
  einSchema,
  businessTaxpayerSchema,
  businessListSchema,
  einSearchRequestSchema,
  addEinRequestSchema,
  removeEinRequestSchema,
  linkChangeResponseSchema,
  filingAsRequestSchema,
} from './schemas/business';
export type {
  BusinessTaxpayer,
  EinSearchRequest,
  AddEinRequest,
  RemoveEinRequest,
  LinkChangeResponse,
  FilingAsRequest,
} from './schemas/business';
