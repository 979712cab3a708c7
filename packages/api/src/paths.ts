/*
 * The API's paths, in a module of their own (no zod): the portal's first code starts a signed-in
 * page's reads with them before the API client has loaded (ADR 0042).
 */

import type { TaxFormType } from './taxFormTypes';

/** Paths of the API's calls. */
export const paths = {
  signIn: '/api/auth/signin',
  analytics: '/api/analytics',
  signOut: '/api/auth/signout',
  features: '/api/features',
  publicFeatures: '/api/features/public',
  inactivityConfig: '/api/features/inactivity-config',
  officeContact: '/api/office-contact',
  taxpayerInfo: '/api/taxpayer-info',
  health: '/healthz',
  checkRegistration: '/api/register/check_registration',
  registerIndividual: '/api/register/individual',
  registerBusiness: '/api/register/business',
  registerWeb: '/api/register/web',
  existingTaxpayerEmail: '/api/register/existing-taxpayer-registration-email',
  completePartialRegistration: '/api/register/complete-partial-registration',
  confirmEmail: '/api/register/confirm-email',
  emailConfirmationStatus: '/api/register/email-confirmation-status',
  resendConfirmationEmail: '/api/register/resend-confirmation-email',
  confirmLegacyEmail: '/api/register/confirm-legacy-email',
  efileQuestions: '/api/efilequestions',
  isQuestionnaireSaved: '/api/isquestionnairesaved',
  resetPasswordEmail: '/api/auth/reset-password-email',
  resetPassword: '/api/auth/reset-password',
  changeEmail: '/api/auth/change-email',
  changePassword: '/api/auth/change-password',
  confirmEmailChange: '/api/auth/confirm-email-change',
  contactSupport: '/api/account/contact-support',
  einSearch: '/api/ein/search',
  einAdd: '/api/ein/add-ein',
  einList: '/api/ein/get-eins-for-user',
  einRemove: '/api/ein/remove-ein',
  einChanged: '/api/ein/changed',
  cities: '/api/cities',
  exempt: '/api/exempt',
  exemptionCertificate: (taxYear: number) => `/api/exemption-certificate/${taxYear}`,
  enteredForms: (taxYear: number) => `/api/entered-forms/${taxYear}`,
  cityTaxForm: '/api/city-tax-form',
  formW2: '/api/form-w2',
  formW2ById: (id: number) => `/api/form-w2/${id}`,
  form1099: '/api/form1099',
  form1099ById: (id: number) => `/api/form1099/${id}`,
  formById: (id: number) => `/api/form/${id}`,
  countOf: (type: TaxFormType) => `/api/forms/count-of/${type}`,
  isAnnualReturnFiled: '/api/isannualreturnfiled',
  fileUpload: '/api/file-upload',
  individualEstimate: '/api/form/individual-estimate',
  estimateCredits: '/api/forms/tax-year-estimate-credits',
  noPayment: (id: number) => `/api/payments/tax-forms/${id}/no-payment`,
  draft: (key: string) => `/api/drafts/${encodeURIComponent(key)}`,
  billingStatement: '/api/form/tax-penalty-interest-billing-statement',
  billingStatementCalculate: '/api/form/tax-penalty-interest-billing-statement/calculate',
  returnOfIncome: '/api/return-of-income',
  returnOfIncomeContext: '/api/return-of-income/context',
  netProfitEstimate: '/api/form/business/net-profit-estimate',
  paymentInfo: (id: number) => `/api/payments/tax-forms/${id}`,
  initiatePaymentSession: (id: number) => `/api/payments/tax-forms/${id}/initiate-payment-session`,
  submitForm: (id: number) => `/api/tax-forms/${id}/submit`,
  withdrawForm: (id: number) => `/api/tax-forms/${id}/withdraw`,
  filings: '/api/filings',
  confirmation: (id: number) => `/api/tax-forms/${id}/confirmation`,
  filingPdf: (id: number) => `/api/tax-forms/${id}/pdf`,
} as const;

/** GET /api/taxpayer-info: the session's own taxpayer, or the business `id` a business user files as. */
export function taxpayerInfoPath(id?: string): string {
  return id ? `${paths.taxpayerInfo}?id=${encodeURIComponent(id)}` : paths.taxpayerInfo;
}
