import { z } from 'zod';
import type { ApiClient } from './client';
import { paths, taxpayerInfoPath } from './paths';
import { signInResponseSchema, type SignInRequest } from './schemas/auth';
import {
  efileQuestionsResponseSchema,
  emailStatusResponseSchema,
  questionnaireSavedResponseSchema,
  registrationResultSchema,
  registrationStatusResponseSchema,
  type BusinessRegistrationRequest,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
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
import { activityResponseSchema, sessionsResponseSchema } from './schemas/activity';
import { okSchema } from './schemas/common';
import { featuresResponseSchema, inactivityConfigSchema } from './schemas/features';
import { officeContactSchema } from './schemas/officeContact';
import { taxpayerInfoSchema } from './schemas/taxpayer';
import {
  citiesResponseSchema,
  cityTaxFormResponseSchema,
  countOfResponseSchema,
  draftResponseSchema,
  enteredFormsResponseSchema,
  estimateCreditsResponseSchema,
  exemptionCertificateResponseSchema,
  exemptionCertificateSchema,
  filedResponseSchema,
  taxFormStateSchema,
  fileUploadResponseSchema,
  form1099Schema,
  formW2Schema,
  individualEstimateResponseSchema,
  isAnnualReturnFiledResponseSchema,
  type CityTaxFormUpdate,
  type DraftRequest,
  type ExemptRequest,
  type Form1099Request,
  type FormW2Request,
  type IndividualEstimateRequest,
  type TaxFormType,
} from './schemas/forms';
import { confirmationSchema, filingsResponseSchema } from './schemas/filings';
import { paymentInfoSchema, paymentSessionSchema } from './schemas/payments';
import {
  billingStatementCalculationSchema,
  billingStatementResponseSchema,
  netProfitEstimateResponseSchema,
  returnOfIncomeContextSchema,
  returnOfIncomeResponseSchema,
  type BillingStatementRequest,
  type NetProfitEstimateRequest,
  type ReturnOfIncomeRequest,
} from './schemas/businessForms';

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** Typed calls over a client. */
export function createEndpoints(client: ApiClient) {
  return {
    signIn: (body: SignInRequest) => client.post(paths.signIn, body, { schema: signInResponseSchema }),
    signOut: () => client.post(paths.signOut, undefined, { schema: okSchema }),
    features: () => client.get(paths.features, { schema: featuresResponseSchema }),
    publicFeatures: () => client.get(paths.publicFeatures, { schema: featuresResponseSchema }),
    inactivityConfig: () => client.get(paths.inactivityConfig, { schema: inactivityConfigSchema }),
    officeContact: () => client.get(paths.officeContact, { schema: officeContactSchema }),
    taxpayerInfo: (id?: string) => client.get(taxpayerInfoPath(id), { schema: taxpayerInfoSchema }),
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
    changePassword: (body: ChangePasswordRequest) =>
      client.post(paths.changePassword, body, { schema: okSchema }),
    confirmEmailChange: (body: ConfirmEmailChangeRequest) =>
      client.post(paths.confirmEmailChange, body, { schema: okSchema }),
    contactSupport: (body: ContactSupportRequest, idempotencyKey?: string) =>
      client.post(paths.contactSupport, body, { schema: okSchema, idempotencyKey }),
    accountActivity: (before?: string) =>
      client.get(before ? `${paths.accountActivity}${query({ before })}` : paths.accountActivity, {
        schema: activityResponseSchema,
      }),
    accountSessions: () => client.get(paths.accountSessions, { schema: sessionsResponseSchema }),
    signOutSession: (id: string) => client.post(paths.accountSessionSignOut(id), {}, { schema: okSchema }),
    einSearch: (body: EinSearchRequest) =>
      client.post(paths.einSearch, body, { schema: businessTaxpayerSchema }),
    einAdd: (body: AddEinRequest) => client.post(paths.einAdd, body, { schema: linkChangeResponseSchema }),
    einList: () => client.get(paths.einList, { schema: businessListSchema }),
    einRemove: (body: RemoveEinRequest) =>
      client.post(paths.einRemove, body, { schema: linkChangeResponseSchema }),
    einChanged: (body: FilingAsRequest) =>
      client.post(paths.einChanged, body, { schema: signInResponseSchema }),
    cities: (taxYear?: number) =>
      client.get(taxYear ? `${paths.cities}${query({ taxYear: String(taxYear) })}` : paths.cities, {
        schema: citiesResponseSchema,
      }),
    exempt: (body: ExemptRequest, idempotencyKey?: string) =>
      client.post(paths.exempt, body, { schema: exemptionCertificateSchema, idempotencyKey }),
    exemptionCertificate: (taxYear: number) =>
      client.get(paths.exemptionCertificate(taxYear), { schema: exemptionCertificateResponseSchema }),
    enteredForms: (taxYear: number) =>
      client.get(paths.enteredForms(taxYear), { schema: enteredFormsResponseSchema }),
    cityTaxForm: () => client.get(paths.cityTaxForm, { schema: cityTaxFormResponseSchema }),
    updateCityTaxForm: (body: CityTaxFormUpdate) =>
      client.put(paths.cityTaxForm, body, { schema: cityTaxFormResponseSchema }),
    deleteCityTaxForm: () => client.delete(paths.cityTaxForm, { schema: okSchema }),
    formW2: (id: number) => client.get(paths.formW2ById(id), { schema: formW2Schema }),
    addFormW2: (body: FormW2Request, idempotencyKey?: string) =>
      client.post(paths.formW2, body, { schema: formW2Schema, idempotencyKey }),
    updateFormW2: (id: number, body: FormW2Request) =>
      client.put(paths.formW2ById(id), body, { schema: formW2Schema }),
    form1099: (id: number) => client.get(paths.form1099ById(id), { schema: form1099Schema }),
    addForm1099: (body: Form1099Request, idempotencyKey?: string) =>
      client.post(paths.form1099, body, { schema: form1099Schema, idempotencyKey }),
    updateForm1099: (id: number, body: Form1099Request) =>
      client.put(paths.form1099ById(id), body, { schema: form1099Schema }),
    deleteForm: (id: number) => client.delete(paths.formById(id), { schema: okSchema }),
    countOf: (type: TaxFormType) => client.get(paths.countOf(type), { schema: countOfResponseSchema }),
    isAnnualReturnFiled: () =>
      client.get(paths.isAnnualReturnFiled, { schema: isAnnualReturnFiledResponseSchema }),
    fileUpload: (file: Blob, fileName: string, idempotencyKey?: string) => {
      const body = new FormData();
      body.append('file', file, fileName);
      return client.post(paths.fileUpload, body, { schema: fileUploadResponseSchema, idempotencyKey });
    },
    individualEstimate: (body: IndividualEstimateRequest, idempotencyKey?: string) =>
      client.post(paths.individualEstimate, body, {
        schema: individualEstimateResponseSchema,
        idempotencyKey,
      }),
    estimateCredits: () => client.get(paths.estimateCredits, { schema: estimateCreditsResponseSchema }),
    noPayment: (id: number) => client.post(paths.noPayment(id), undefined, { schema: filedResponseSchema }),
    draft: (key: string) => client.get(paths.draft(key), { schema: draftResponseSchema }),
    saveDraft: (key: string, body: DraftRequest) =>
      client.put(paths.draft(key), body, { schema: draftResponseSchema }),
    deleteDraft: (key: string) => client.delete(paths.draft(key), { schema: okSchema }),
    calculateBillingStatement: (body: BillingStatementRequest) =>
      client.post(paths.billingStatementCalculate, body, { schema: billingStatementCalculationSchema }),
    billingStatement: (body: BillingStatementRequest, idempotencyKey?: string) =>
      client.post(paths.billingStatement, body, { schema: billingStatementResponseSchema, idempotencyKey }),
    returnOfIncome: (body: ReturnOfIncomeRequest, idempotencyKey?: string) =>
      client.post(paths.returnOfIncome, body, { schema: returnOfIncomeResponseSchema, idempotencyKey }),
    /** Today's date and the taxpayer's late-filing history, as the server computes the return. */
    returnOfIncomeContext: () =>
      client.get(paths.returnOfIncomeContext, { schema: returnOfIncomeContextSchema }),
    netProfitEstimate: (body: NetProfitEstimateRequest, idempotencyKey?: string) =>
      client.post(paths.netProfitEstimate, body, { schema: netProfitEstimateResponseSchema, idempotencyKey }),
    paymentInfo: (id: number) => client.get(paths.paymentInfo(id), { schema: paymentInfoSchema }),
    initiatePaymentSession: (id: number) =>
      client.post(paths.initiatePaymentSession(id), undefined, { schema: paymentSessionSchema }),
    /** Draft → AwaitingPayment: locks the form and fixes the amount due. */
    submitForm: (id: number) => client.post(paths.submitForm(id), undefined, { schema: taxFormStateSchema }),
    /** AwaitingPayment → Draft: voids the pending payment session. */
    withdrawForm: (id: number) =>
      client.post(paths.withdrawForm(id), undefined, { schema: taxFormStateSchema }),
    /** The filing-as taxpayer's forms, newest first. */
    filings: () => client.get(paths.filings, { schema: filingsResponseSchema }),
    /** A filed form's confirmation: number, amounts, payment, PDF file name. */
    confirmation: (id: number) => client.get(paths.confirmation(id), { schema: confirmationSchema }),
    /** A filed form's PDF copy, fetched with the session's bearer token. */
    filingPdf: (id: number) => client.download(paths.filingPdf(id)),
  };
}
export type Endpoints = ReturnType<typeof createEndpoints>;

export const healthSchema = z.object({ status: z.literal('ok') });
