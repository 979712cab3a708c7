import { z } from 'zod';
import type { ApiClient } from './client';
import { signInResponseSchema, type SignInRequest } from './schemas/auth';
import {
  efileQuestionsResponseSchema,
  emailStatusResponseSchema,
  questionnaireSavedResponseSchema,
  registrationResultSchema,
  registrationStatusResponseSchema,
  type BusinessRegistrationRequest,
  type ChangeEmailRequest,
  type CompletePartialRegistrationRequest,
  type ConfirmEmailChangeRequest,
  type ConfirmEmailRequest,
  type ConfirmLegacyEmailRequest,
  type ContactSupportRequest,
  type EfileQuestionsRequest,
  type ExistingTaxpayerEmailRequest,
  type IndividualRegistrationRequest,
  type RegistrationCheckRequest,
  type ResetPasswordEmailRequest,
  type ResetPasswordRequest,
  type WebUserRequest,
} from './schemas/account';
import {
  businessListSchema,
  businessTaxpayerSchema,
  linkChangeResponseSchema,
  type AddEinRequest,
  type EinSearchRequest,
  type FilingAsRequest,
  type RemoveEinRequest,
} from './schemas/business';
import { okSchema } from './schemas/common';
import { featuresResponseSchema, inactivityConfigSchema } from './schemas/features';
import { taxpayerInfoSchema } from './schemas/taxpayer';

/** Paths of the calls in spec §7 (and the ones spec leaves unnamed, chosen here). */
export const paths = {
  signIn: '/api/auth/signin',
  signOut: '/api/auth/signout',
  features: '/api/features',
  publicFeatures: '/api/features/public',
  inactivityConfig: '/api/features/inactivity-config',
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
  confirmEmailChange: '/api/auth/confirm-email-change',
  contactSupport: '/api/account/contact-support',
  einSearch: '/api/ein/search',
  einAdd: '/api/ein/add-ein',
  einList: '/api/ein/get-eins-for-user',
  einRemove: '/api/ein/remove-ein',
  einChanged: '/api/ein/changed',
} as const;

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** Typed calls over a client. */
export function createEndpoints(client: ApiClient) {
  return {
    signIn: (body: SignInRequest) => client.post(paths.signIn, body, { schema: signInResponseSchema }),
    signOut: () => client.post(paths.signOut, undefined, { schema: okSchema }),
    features: () => client.get(paths.features, { schema: featuresResponseSchema }),
    publicFeatures: () => client.get(paths.publicFeatures, { schema: featuresResponseSchema }),
    inactivityConfig: () => client.get(paths.inactivityConfig, { schema: inactivityConfigSchema }),
    taxpayerInfo: (id?: string) =>
      client.get(id ? `${paths.taxpayerInfo}?id=${encodeURIComponent(id)}` : paths.taxpayerInfo, {
        schema: taxpayerInfoSchema,
      }),
    checkRegistration: (body: RegistrationCheckRequest) =>
      client.post(paths.checkRegistration, body, { schema: registrationStatusResponseSchema }),
    registerIndividual: (body: IndividualRegistrationRequest) =>
      client.post(paths.registerIndividual, body, { schema: registrationResultSchema }),
    registerBusiness: (body: BusinessRegistrationRequest) =>
      client.post(paths.registerBusiness, body, { schema: registrationResultSchema }),
    registerWeb: (body: WebUserRequest) =>
      client.post(paths.registerWeb, body, { schema: registrationResultSchema }),
    existingTaxpayerEmail: (body: ExistingTaxpayerEmailRequest) =>
      client.post(paths.existingTaxpayerEmail, body, { schema: okSchema }),
    completePartialRegistration: (body: CompletePartialRegistrationRequest) =>
      client.post(paths.completePartialRegistration, body, { schema: registrationResultSchema }),
    confirmEmail: (body: ConfirmEmailRequest) => client.post(paths.confirmEmail, body, { schema: okSchema }),
    emailConfirmationStatus: (emailAddress: string, token: string) =>
      client.get(`${paths.emailConfirmationStatus}${query({ emailAddress, token })}`, {
        schema: emailStatusResponseSchema,
      }),
    resendConfirmationEmail: (emailAddress: string) =>
      client.get(`${paths.resendConfirmationEmail}${query({ emailAddress })}`, { schema: okSchema }),
    confirmLegacyEmail: (body: ConfirmLegacyEmailRequest) =>
      client.post(paths.confirmLegacyEmail, body, { schema: okSchema }),
    efileQuestions: (body: EfileQuestionsRequest) =>
      client.post(paths.efileQuestions, body, { schema: efileQuestionsResponseSchema }),
    isQuestionnaireSaved: () =>
      client.get(paths.isQuestionnaireSaved, { schema: questionnaireSavedResponseSchema }),
    resetPasswordEmail: (body: ResetPasswordEmailRequest) =>
      client.post(paths.resetPasswordEmail, body, { schema: okSchema }),
    resetPassword: (body: ResetPasswordRequest) =>
      client.post(paths.resetPassword, body, { schema: okSchema }),
    changeEmail: (body: ChangeEmailRequest) => client.post(paths.changeEmail, body, { schema: okSchema }),
    confirmEmailChange: (body: ConfirmEmailChangeRequest) =>
      client.post(paths.confirmEmailChange, body, { schema: okSchema }),
    contactSupport: (body: ContactSupportRequest) =>
      client.post(paths.contactSupport, body, { schema: okSchema }),
    einSearch: (body: EinSearchRequest) =>
      client.post(paths.einSearch, body, { schema: businessTaxpayerSchema }),
    einAdd: (body: AddEinRequest) => client.post(paths.einAdd, body, { schema: linkChangeResponseSchema }),
    einList: () => client.get(paths.einList, { schema: businessListSchema }),
    einRemove: (body: RemoveEinRequest) =>
      client.post(paths.einRemove, body, { schema: linkChangeResponseSchema }),
    einChanged: (body: FilingAsRequest) =>
      client.post(paths.einChanged, body, { schema: signInResponseSchema }),
  };
}
export type Endpoints = ReturnType<typeof createEndpoints>;

export const healthSchema = z.object({ status: z.literal('ok') });
