// Form modules (one folder per form) are added here by later issues.
export {};
export { ForgotPasswordForm } from './forgot-password/ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './forgot-password/ForgotPasswordForm';
export { ResetPasswordForm, resetPasswordFormSchema } from './reset-password/ResetPasswordForm';
export type { ResetPasswordFormProps, ResetPasswordValues } from './reset-password/ResetPasswordForm';
export { ChangeEmailForm, changeEmailFormSchema } from './change-email/ChangeEmailForm';
export type { ChangeEmailFormProps, ChangeEmailValues } from './change-email/ChangeEmailForm';
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
