// The form modules, one folder per form, and what they share.
export {};
export { ForgotPasswordForm } from './forgot-password/ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './forgot-password/ForgotPasswordForm';
export { ResetPasswordForm, resetPasswordFormSchema } from './reset-password/ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordValues } from './reset-password/ResetPasswordForm';
export { ChangeEmailForm, changeEmailFormSchema } from './change-email/ChangeEmailForm';
export type { ChangeEmailFormProps, ChangeEmailValues } from './change-email/ChangeEmailForm';
export { ChangePasswordForm, changePasswordFormSchema } from './change-password/ChangePasswordForm';
export type {
  ChangePasswordFormProps,
  ChangePasswordServerErrors,
  ChangePasswordValues,
} from './change-password/ChangePasswordForm';
export { changePasswordRefusal } from './change-password/changePasswordRefusal';
export type { ChangePasswordRefusal } from './change-password/changePasswordRefusal';
export { SecondStepCodeForm, secondStepCodeFormSchema } from './second-step/SecondStepCodeForm';
export type { SecondStepCodeFormProps, SecondStepCodeValues } from './second-step/SecondStepCodeForm';
export { SecondStepProofForm } from './second-step/SecondStepProofForm';
export type { SecondStepProofFormProps, SecondStepProofValues } from './second-step/SecondStepProofForm';
export { secondStepRefusal } from './second-step/secondStepRefusal';
export type { SecondStepRefusal, SecondStepServerErrors } from './second-step/secondStepRefusal';
export { secondStepFormMessages } from './messages/secondStep.en';
export { ContactUsForm, contactUsFormSchema } from './contact-us/ContactUsForm';
export type { ContactUsFormProps, ContactUsInput, ContactUsValues } from './contact-us/ContactUsForm';
export { accountFormMessages, fieldErrorText } from './messages/account.en';
export type { AccountFormMessages } from './messages/account.en';
// Registration and set-password forms.
export { RegistrationCheckForm } from './registration-check/RegistrationCheckForm';
export type { RegistrationCheckFormProps } from './registration-check/RegistrationCheckForm';
export { WebAccountForm, IdentityProofForm } from './web-account/WebAccountForm';
export type { WebAccountFormProps, IdentityProofFormProps } from './web-account/WebAccountForm';
export { IndividualRegistrationForm } from './individual-registration/IndividualRegistrationForm';
export type {
  IndividualRegistrationFormProps,
  IndividualRegistrationValues,
} from './individual-registration/IndividualRegistrationForm';
export { BusinessRegistrationForm } from './business-registration/BusinessRegistrationForm';
export type {
  BusinessRegistrationFormProps,
  BusinessRegistrationValues,
} from './business-registration/BusinessRegistrationForm';
export { SetPasswordForm } from './set-password/SetPasswordForm';
export type { SetPasswordFormProps, SetPasswordValues } from './set-password/SetPasswordForm';
export { registrationMessages } from './messages/registration.en';
export type { RegistrationMessages } from './messages/registration.en';
// Business search (manage business accounts).
export { BusinessSearchForm } from './business-search/BusinessSearchForm';
export type { BusinessSearchFormProps, BusinessSearchValues } from './business-search/BusinessSearchForm';
export { businessSearchMessages } from './business-search/messages.en';
export type { BusinessSearchMessages } from './business-search/messages.en';
// Exemption certificate.
export {
  ExemptionCertificateForm,
  exemptionCertificateFormSchema,
} from './exemption-certificate/ExemptionCertificateForm';
export type {
  ExemptionCertificateFormProps,
  ExemptionCertificateValues,
} from './exemption-certificate/ExemptionCertificateForm';
export { exemptionCertificateMessages } from './exemption-certificate/messages.en';
export type { ExemptionCertificateMessages } from './exemption-certificate/messages.en';
// Individual estimate and estimates and credits.
export {
  IndividualEstimateForm,
  individualEstimateFormSchema,
  previewEstimate,
} from './individual-estimate/IndividualEstimateForm';
export type {
  EstimatePreview,
  IndividualEstimateFormProps,
  IndividualEstimateInput,
  IndividualEstimateValues,
} from './individual-estimate/IndividualEstimateForm';
export { individualEstimateMessages } from './individual-estimate/messages.en';
export type { IndividualEstimateMessages } from './individual-estimate/messages.en';
export { EstimateCreditsTable } from './estimates-and-credits/EstimateCreditsTable';
export type {
  EstimateCreditsStatus,
  EstimateCreditsTableProps,
} from './estimates-and-credits/EstimateCreditsTable';
export { estimateCreditsMessages } from './estimates-and-credits/messages.en';
export type { EstimateCreditsMessages } from './estimates-and-credits/messages.en';
export { estimateTaxYears } from './individual-estimate/taxYears';
// Individual annual return: questionnaire, W-2 and 1099 entries, summary, W-2 attachments.
export { EfileQuestionnaireForm } from './efile-questionnaire/EfileQuestionnaireForm';
export { efileIneligibleParams, paperReturnReasons } from './efile-questionnaire/answers';
export type { EfileIneligibleParams } from './efile-questionnaire/answers';
export type {
  EfileAnswer,
  EfileQuestionnaireFormProps,
  EfileQuestionnaireValues,
} from './efile-questionnaire/EfileQuestionnaireForm';
export { PaperReturnGuidance } from './efile-questionnaire/PaperReturnGuidance';
export type {
  PaperReturnGuidanceProps,
  PaperReturnOffice,
  PaperReturnReason,
} from './efile-questionnaire/PaperReturnGuidance';
export { efileQuestionnaireMessages } from './efile-questionnaire/messages.en';
export type { EfileQuestionnaireMessages } from './efile-questionnaire/messages.en';
export {
  W2EntryForm,
  emptyW2EntryValues,
  localTaxWithheldExceedsWages,
  localWagesExceedMedicareWages,
} from './w2-entry/W2EntryForm';
export type { W2EntryFormProps, W2EntryValues } from './w2-entry/W2EntryForm';
export { w2EntryMessages } from './w2-entry/messages.en';
export type { W2EntryMessages } from './w2-entry/messages.en';
export { Form1099EntryForm, emptyForm1099EntryValues } from './form1099-entry/Form1099EntryForm';
export type { Form1099EntryFormProps, Form1099EntryValues } from './form1099-entry/Form1099EntryForm';
export { form1099EntryMessages } from './form1099-entry/messages.en';
export type { Form1099EntryMessages } from './form1099-entry/messages.en';
export { AnnualReturnSummary } from './annual-return-summary/AnnualReturnSummary';
export type { AnnualReturnSummaryProps } from './annual-return-summary/AnnualReturnSummary';
export { previewSummary } from './annual-return-summary/previewSummary';
export type { PreviewSummaryInput, PreviewW2 } from './annual-return-summary/previewSummary';
export { annualReturnSummaryMessages } from './annual-return-summary/messages.en';
export type { AnnualReturnSummaryMessages } from './annual-return-summary/messages.en';
export { W2Attachments, W2_ATTACHMENT_ACCEPT } from './w2-attachments/W2Attachments';
export type { W2AttachmentsProps } from './w2-attachments/W2Attachments';
export {
  STORED_FILES_KEY_PREFIX,
  addStoredFile,
  clearStoredFiles,
  formatFileSize,
  isSameFile,
  readAsDataUrl,
  readStoredFiles,
  removeStoredFile,
  splitExtension,
  storedFilesKey,
  uniqueFileName,
  uploadProblem,
  uploadTypeOf,
  writeStoredFiles,
} from './w2-attachments/storedFiles';
export type {
  AddOutcome,
  FileIdentity,
  StoredFile,
  UploadProblem,
  UploadType,
} from './w2-attachments/storedFiles';
export { w2AttachmentsMessages } from './w2-attachments/messages.en';
export type { W2AttachmentsMessages } from './w2-attachments/messages.en';
export { formatMoney, formatPercent } from './annual-return-shared/format';
export { annualReturnRules, entryFieldError, entryFormMessages } from './annual-return-shared/messages.en';
// Net profit estimate.
export {
  NetProfitEstimateForm,
  netProfitEstimateFormSchema,
  previewNetProfitEstimate,
} from './net-profit-estimate/NetProfitEstimateForm';
export type {
  NetProfitEstimateFormProps,
  NetProfitEstimateInput,
  NetProfitEstimatePreview,
  NetProfitEstimateValues,
} from './net-profit-estimate/NetProfitEstimateForm';
export { netProfitEstimateMessages } from './net-profit-estimate/messages.en';
export type { NetProfitEstimateMessages } from './net-profit-estimate/messages.en';
// Tax, penalty and interest billing statement.
export { BillingStatementForm } from './billing-statement/BillingStatementForm';
export type { BillingStatementFormProps } from './billing-statement/BillingStatementForm';
export { BillingStatementPreview } from './billing-statement/BillingStatementPreview';
export type { BillingStatementPreviewProps } from './billing-statement/BillingStatementPreview';
export {
  billingStatementFormSchema,
  billingStatementProblemText,
  billingTaxYears,
  previewBillingStatement,
} from './billing-statement/billingStatement';
export type {
  BillingStatementInput,
  BillingStatementPreviewState,
  BillingStatementResult,
  BillingStatementValues,
} from './billing-statement/billingStatement';
export { billingStatementMessages } from './billing-statement/messages.en';
export type { BillingStatementMessages } from './billing-statement/messages.en';
// Employer's return of income tax withheld.
export {
  EmployersReturnForm,
  employersReturnFormSchema,
  periodName,
} from './employers-return/EmployersReturnForm';
export type {
  EmployersReturnFormProps,
  EmployersReturnInput,
  EmployersReturnValues,
} from './employers-return/EmployersReturnForm';
export {
  employersReturnTaxYears,
  periodEnd,
  previewReturn,
  suggestFrequency,
} from './employers-return/preview';
export type { FrequencySuggestion, ReturnPreview, ReturnPreviewInput } from './employers-return/preview';
export { employersReturnMessages } from './employers-return/messages.en';
export type { EmployersReturnMessages } from './employers-return/messages.en';
// Payment of a form.
export { PaymentPanel } from './payment/PaymentPanel';
export type { PaymentPanelProps } from './payment/PaymentPanel';
export { paymentMessages } from './payment/messages.en';
export type { PaymentMessages } from './payment/messages.en';
// A filed form's status line, shown by every filed view.
export { FiledStatus, formatFiledDate } from './form-kit/FiledStatus';
export type { FiledStatusProps } from './form-kit/FiledStatus';
export { filedStatusMessages } from './form-kit/filedStatus.en';
export type { FiledStatusMessages } from './form-kit/filedStatus.en';
