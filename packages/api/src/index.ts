export {
  TaxpayerType,
  PaymentStatus,
  PaymentMethod,
  PaymentHistoryStatus,
  RegistrationStatus,
} from './enums';
export { Feature } from './featureNames';
export {
  FEATURE_REFRESH_MS,
  DEFAULT_INACTIVITY_WARNING_MS,
  DEFAULT_INACTIVITY_LOGOUT_MS,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  EIN_PATTERN,
  COPYRIGHT_START_YEAR,
  SCROLL_OFFSET_PX,
  AGREEMENT_DECLINED_QUERY,
  AGREEMENT_FORM_PATH,
  DISCLAIMER_COOKIE,
  LANGUAGE_FORM_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  AUTH_USER_STORAGE_KEY,
  priorTaxYear,
} from './constants';
export {
  ProblemType,
  AccountProblem,
  TransportProblem,
  PROBLEM_TYPE_BASE,
  PROBLEMS,
  TAX_FORM_LOCKED_DETAILS,
  problemSchema,
  problemTypeName,
  problemMessage,
  problemTitle,
  makeProblem,
  taxFormLockedDetail,
  contactLine,
} from './problems';
export type {
  Problem,
  ProblemName,
  ProblemEntry,
  ProblemOptions,
  ProblemWording,
  SupportContact,
} from './problems';
export { ApiError, isApiError, createApiClient, readCookie, isSameOrigin, fileNameOf } from './client';
export { JSON_ACCEPT, requestHeaders } from './requestHeaders';
export { EARLY_READ_TTL_MS, forgetEarlyReads, startEarlyReads, takeEarlyRead } from './earlyReads';
export type { DownloadedFile } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export { httpErrorMessages, UNEXPECTED_ERROR_MESSAGE, unexpectedErrorMessage } from './errors';
export { createEndpoints, healthSchema } from './endpoints';
export { paths, taxpayerInfoPath } from './paths';
export { localPath } from './localPath';
export {
  agreementFormSchema,
  languageFormSchema,
  type AgreementForm,
  type LanguageForm,
} from './schemas/pageForms';
export type { Endpoints } from './endpoints';
export {
  accessCodeSchema,
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_FORMAT_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  emailSchema,
  hasNoControlCharacters,
  stripInvisible,
  taxpayerIdSchema,
  okSchema,
  textSchema,
} from './schemas/common';
export { signInRequestSchema, signInResponseSchema, userSchema } from './schemas/auth';
export type { SignInRequest, SignInResponse, User } from './schemas/auth';
export {
  passkeyRegisterRequestSchema,
  pendingTokenRequestSchema,
  recoveryCodeSchema,
  recoveryCodesRequestSchema,
  recoveryCodesSchema,
  secondStepCompleteRequestSchema,
  secondStepMethodSchema,
  secondStepProofSchema,
  secondStepRemoveRequestSchema,
  secondStepSessionSchema,
  secondStepSetupResultSchema,
  secondStepStartRequestSchema,
  secondStepStatusSchema,
  signInOutcomeSchema,
  signInSecondStepSchema,
  totpCodeSchema,
  totpConfirmRequestSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
} from './schemas/secondStep';
export type {
  SecondStepCompleteRequest,
  SecondStepMethod,
  SecondStepProof,
  SecondStepRemoveRequest,
  SecondStepSession,
  SecondStepSetupResult,
  SecondStepStartRequest,
  SecondStepStatus,
  SignInOutcome,
  SignInSecondStep,
  TotpSetup,
} from './schemas/secondStep';
export { featuresResponseSchema, inactivityConfigSchema } from './schemas/features';
export type { FeaturesResponse, InactivityConfig } from './schemas/features';
export { officeContactSchema } from './schemas/officeContact';
export type { OfficeContact } from './schemas/officeContact';
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
  changePasswordRequestSchema,
  currentPasswordSchema,
  confirmEmailChangeRequestSchema,
  CONTACT_TYPES,
  DEFAULT_CONTACT_TYPE,
  contactSupportRequestSchema,
  PHONE_FORMAT_ERROR,
  usPhoneSchema,
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
  ChangePasswordRequest,
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
export { TaxFormType } from './taxFormTypes';
export {
  TAX_FORM_TYPE_LABELS,
  TaxFormStatus,
  taxFormTypeSchema,
  taxFormStatusSchema,
  MAX_AMOUNT_DOLLARS,
  moneySchema,
  signedMoneySchema,
  isoDateSchema,
  nineDigitSchema,
  printedTaxIdSchema,
  cityCodeSchema,
  formIdSchema,
  formIdParamsSchema,
  taxYearSchema,
  taxYearParamSchema,
  taxYearParamsSchema,
  citySchema,
  citiesResponseSchema,
  citiesQuerySchema,
  EXEMPTION_REASONS,
  exemptRequestSchema,
  exemptionCertificateSchema,
  exemptionCertificateResponseSchema,
  enteredFormSchema,
  enteredFormsResponseSchema,
  formW2RequestSchema,
  formW2Schema,
  form1099RequestSchema,
  form1099Schema,
  cityTaxFormEntrySchema,
  AnnualReturnOutcome,
  annualReturnSummarySchema,
  cityTaxFormSchema,
  cityTaxFormResponseSchema,
  cityTaxFormUpdateSchema,
  countOfParamsSchema,
  countOfResponseSchema,
  isAnnualReturnFiledResponseSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
  UPLOAD_TYPES,
  fileUploadResponseSchema,
  filedResponseSchema,
  taxFormStateSchema,
  individualEstimateRequestSchema,
  installmentSchema,
  individualEstimateResponseSchema,
  estimateCreditRowSchema,
  estimateCreditsResponseSchema,
  draftKeySchema,
  draftParamsSchema,
  DRAFT_MAX_BYTES,
  draftSchema,
  draftRequestSchema,
  draftResponseSchema,
} from './schemas/forms';
export type {
  City,
  CitiesResponse,
  ExemptionReason,
  ExemptRequest,
  ExemptionCertificate,
  ExemptionCertificateResponse,
  EnteredForm,
  EnteredFormsResponse,
  FormW2Request,
  FormW2,
  Form1099Request,
  Form1099,
  CityTaxFormEntry,
  AnnualReturnSummary,
  CityTaxForm,
  CityTaxFormResponse,
  CityTaxFormUpdate,
  FileUploadResponse,
  FiledResponse,
  TaxFormState,
  IndividualEstimateRequest,
  IndividualEstimateResponse,
  EstimateCreditRow,
  Draft,
  DraftRequest,
} from './schemas/forms';
export {
  TAX_TYPES,
  BILLING_DATE_RULES,
  billingStatementDateIssues,
  billingStatementMissingRateYear,
  billingStatementRequestSchema,
  billingStatementRequestSchemaOn,
  interestYearSchema,
  penaltyInterestSchema,
  billingStatementCalculationSchema,
  billingStatementResponseSchema,
  WITHHOLDING_FREQUENCIES,
  returnOfIncomeRequestSchema,
  returnOfIncomeResponseSchema,
  returnOfIncomeContextSchema,
  netProfitEstimateRequestSchema,
  netProfitEstimateResponseSchema,
} from './schemas/businessForms';
export type {
  BillingTaxType,
  BillingDateField,
  BillingStatementDates,
  BillingStatementRequest,
  InterestYearRow,
  PenaltyInterest,
  BillingStatementCalculation,
  BillingStatementResponse,
  WithholdingFrequencyName,
  ReturnOfIncomeRequest,
  ReturnOfIncomeResponse,
  ReturnOfIncomeContext,
  NetProfitEstimateRequest,
  NetProfitEstimateResponse,
} from './schemas/businessForms';
export { paymentHistoryRowSchema, paymentInfoSchema, paymentSessionSchema } from './schemas/payments';
export type { PaymentHistoryRow, PaymentInfo, PaymentSession } from './schemas/payments';
export {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENTS,
  ANALYTICS_PARAM_KEYS,
  analyticsBatchSchema,
  analyticsEventSchema,
  analyticsParamAllowed,
  storedAnalyticsEventSchema,
} from './schemas/analytics';
export type {
  AnalyticsBatch,
  AnalyticsBatchEvent,
  AnalyticsEventName,
  StoredAnalyticsEvent,
} from './schemas/analytics';
export {
  FilerKind,
  filerKindOfUser,
  FORM_FILERS,
  mayFile,
  formsFiledBy,
  YEAR_CONFLICTS,
} from './filingPolicy';
export {
  W2_MONEY,
  FORM1099_MONEY,
  w2ToCents,
  w2ToDollars,
  hasW2Money,
  form1099ToCents,
  form1099ToDollars,
  computeAnnualReturnCents,
  summaryToDollars,
} from './annualReturnCodec';
export type {
  W2Cents,
  W2MoneyKey,
  Form1099Cents,
  AnnualReturnSummaryCents,
  AnnualReturnCentsInput,
} from './annualReturnCodec';
export { citiesForYear, citiesToTaxRules } from './citiesCodec';
export { penaltyInterestToDollars } from './penaltyInterestCodec';
// The forms' English labels and words that both the screens (packages/forms messages) and the
// server's filed copies (PDF, confirmation email) print: one table each, so a copy reads as the
// screen did (texts only one side prints stay with that side). One module a form, so a lazy chunk
// takes only its own; a second language is a second file of each.
export { w2Labels, form1099Labels, annualReturnSummaryWords } from './words/annualReturn.en';
export { exemptionWords } from './words/exemption.en';
export { estimateWords } from './words/estimate.en';
export { withholdingPeriodWords, employersReturnWords } from './words/employersReturn.en';
export { billingStatementWords, penaltyInterestWords } from './words/billingStatement.en';
export {
  FilingStatus,
  FilingAction,
  filingPeriodSchema,
  filingSchema,
  filingsResponseSchema,
  CONFIRMATION_NUMBER_PATTERN,
  confirmationPaymentSchema,
  confirmationSchema,
  filingPdfFileName,
  filingActionsOf,
} from './schemas/filings';
export type {
  FilingPeriod,
  Filing,
  FilingsResponse,
  Confirmation,
  ConfirmationPayment,
} from './schemas/filings';
export type { Translation } from './translation';
// The server answers problems in the request's language (ADR 0039).
export { problemWords } from './words/problems.en';
export { problemWordsEs } from './words/problems.es';
// The same words in Spanish, for the forms' Spanish catalogs and the server's Spanish mails.
export { w2LabelsEs, form1099LabelsEs, annualReturnSummaryWordsEs } from './words/annualReturn.es';
export { exemptionWordsEs } from './words/exemption.es';
export { estimateWordsEs } from './words/estimate.es';
export { withholdingPeriodWordsEs, employersReturnWordsEs } from './words/employersReturn.es';
export { billingStatementWordsEs, penaltyInterestWordsEs } from './words/billingStatement.es';
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, negotiateLocale } from './locale';
export type { Locale } from './locale';
export { activeLocale, intlLocale, LANGUAGE_COOKIE, onLanguageChange, preferredLocale } from './language';
export { keyOfEnglish, registerTranslations, setLanguage, translateFrom } from './catalogs';
export {
  SECOND_STEP_CHANGES,
  AUDIT_EVENT_KINDS,
  auditEventKindSchema,
  auditDetailSchema,
  ACTIVITY_ACTORS,
  ACTIVITY_DAYS,
  ACTIVITY_PAGE_SIZE,
  activityQuerySchema,
  activityResponseSchema,
  openSessionSchema,
  sessionsResponseSchema,
  sessionIdParamsSchema,
} from './schemas/activity';
export type {
  SecondStepChange,
  AuditEventKind,
  AuditDetail,
  ActivityActor,
  ActivityEvent,
  ActivityQuery,
  ActivityResponse,
  OpenSession,
  SessionsResponse,
} from './schemas/activity';
