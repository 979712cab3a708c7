import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { RegistrationStatus } from '../enums';
import { accessCodeSchema, emailSchema, optionalTextSchema, taxpayerIdSchema, textSchema } from './common';

/*
 * Payloads of the registration, email confirmation, password, change email and contact support
 * calls.
 */

export const PASSWORD_MIN_LENGTH = 8;

/** A new password: 8 to 25 characters; the server also refuses common passwords. */
export const passwordSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** A single-use token from an email link. */
export const emailTokenSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(200, { error: 'is invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'is invalid' });

const ninedigits = z
  .string({ error: 'is required' })
  .regex(/^\d{9}$/, { error: 'must be a nine-digit number with no hyphens' });
const last4 = z.string({ error: 'is required' }).regex(/^\d{4}$/, { error: 'must be the last four digits' });
const zip = z.string({ error: 'is required' }).regex(/^\d{5}(\d{4})?$/, { error: 'must be 5 or 9 digits' });
const name = textSchema;
const phone = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\+?[\d\s().-]{7,20}$/, { error: 'must be a phone number' });

/** The message key of a contact phone that is not a 10-digit number. */
export const PHONE_FORMAT_ERROR = 'must be 10 digits, like 216-555-0100';

/**
 * A US phone number of 10 digits, as people write it: 2165550100, 216-555-0100, 216.555.0100,
 * (216) 555-0100, optionally after +1 or 1. Kept as typed.
 */
export const usPhoneSchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}$/, { error: PHONE_FORMAT_ERROR });

export const registrationStatusSchema = z.enum(
  Object.values(RegistrationStatus) as [RegistrationStatus, ...RegistrationStatus[]],
);

export const registrationCheckRequestSchema = z.object({ taxpayerId: taxpayerIdSchema });
export type RegistrationCheckRequest = z.infer<typeof registrationCheckRequestSchema>;
export const registrationStatusResponseSchema = z.object({ status: registrationStatusSchema });
export type RegistrationStatusResponse = z.infer<typeof registrationStatusResponseSchema>;

/**
 * Proof that the person is the taxpayer on record: the last four of the SSN/FEIN and the zip, which
 * are not secret, and the access code the city prints on its letters to the taxpayer, which is
 * (issue 30, ADR 0050).
 */
const identityProof = {
  taxpayerId: taxpayerIdSchema,
  federalIdLast4: last4,
  zip,
  accessCode: accessCodeSchema,
};

/** Web account for a registered taxpayer without one; the password is set from the confirmation email. */
export const webUserRequestSchema = z.object({ ...identityProof, email: emailSchema });
export type WebUserRequest = z.infer<typeof webUserRequestSchema>;

/** Sends a set-password email to a registered user (migration, or a web user still without a password). */
export const existingTaxpayerEmailRequestSchema = z.object(identityProof);
export type ExistingTaxpayerEmailRequest = z.infer<typeof existingTaxpayerEmailRequestSchema>;

/** Finishes a web user created without a password, optionally with a corrected email address. */
export const completePartialRegistrationRequestSchema = z.object({ ...identityProof, email: emailSchema });
export type CompletePartialRegistrationRequest = z.infer<typeof completePartialRegistrationRequestSchema>;

export const addressSchema = z.object({
  street: name(100),
  city: name(50),
  state: z.string({ error: 'is required' }).regex(/^[A-Z]{2}$/, { error: 'must be a two-letter state code' }),
  zip,
});

const personSchema = z.object({
  firstName: name(50),
  middleInitial: z
    .string()
    .regex(/^[A-Za-z]?$/, { error: 'must be one letter' })
    .optional(),
  lastName: name(50),
  ssn: ninedigits,
});

/** A new individual (or joint) taxpayer. */
export const individualRegistrationRequestSchema = personSchema.extend({
  spouse: personSchema.nullable().optional(),
  address: addressSchema,
  phoneNumber: phone,
  email: emailSchema,
});
export type IndividualRegistrationRequest = z.infer<typeof individualRegistrationRequestSchema>;

/** A new business taxpayer and its first web user. */
export const businessRegistrationRequestSchema = z.object({
  businessName: name(100),
  alternateName: optionalTextSchema(100).optional(),
  ein: ninedigits,
  address: addressSchema,
  phoneNumber: phone,
  contactFirstName: name(50),
  contactLastName: name(50),
  email: emailSchema,
});
export type BusinessRegistrationRequest = z.infer<typeof businessRegistrationRequestSchema>;

/** Outcome of a registration call: AccountCreated (check your email) or DuplicateEmail, with the taxpayer ID. */
export const registrationResultSchema = z.object({
  status: registrationStatusSchema,
  taxpayerId: taxpayerIdSchema.nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** Registration confirm payload. */
export const confirmEmailRequestSchema = z.object({
  emailAddress: emailSchema,
  emailConfirmationToken: emailTokenSchema,
  password: passwordSchema,
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

export const emailConfirmationStatusQuerySchema = z.object({
  emailAddress: emailSchema,
  token: emailTokenSchema,
});
export const emailStatusResponseSchema = z.object({
  emailConfirmed: z.boolean(),
  canSetPassword: z.boolean(),
});
export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;

export const resendConfirmationQuerySchema = z.object({ emailAddress: emailSchema });

/** Legacy email confirm payload. */
export const confirmLegacyEmailRequestSchema = z.object({
  email: emailSchema,
  token: emailTokenSchema,
  password: passwordSchema,
});
export type ConfirmLegacyEmailRequest = z.infer<typeof confirmLegacyEmailRequestSchema>;

export const resetPasswordEmailRequestSchema = z.object({ email: emailSchema });
export type ResetPasswordEmailRequest = z.infer<typeof resetPasswordEmailRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  token: emailTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The password the user signs in with, asked again before an account change (as sign-in reads it). */
export const currentPasswordSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(128, { error: 'must be at most 128 characters' });

/**
 * Change email payload: the new email and the current password, since a session alone, left
 * open or stolen, must not be enough to move the account to another address.
 */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/**
 * Change password payload (issue 30): the current password, checked as change email checks it, and
 * the new one under the set-password rules (the server also refuses common ones). The form asks
 * for the new password twice; only one is sent, as the reset form does.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Confirm email change payload; id identifies the change request from the email link. */
export const confirmEmailChangeRequestSchema = z.object({
  email: emailSchema,
  token: emailTokenSchema,
  id: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'is invalid' }),
});
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

export const CONTACT_TYPES = ['General Tax and Filing', 'Website'] as const;
export const DEFAULT_CONTACT_TYPE = CONTACT_TYPES[0];

/** Contact support payload. */
export const contactSupportRequestSchema = z.object({
  type: z.enum(CONTACT_TYPES, { error: 'must be General Tax and Filing or Website' }),
  name: name(100),
  phoneNumber: usPhoneSchema,
  emailAddress: emailSchema,
  message: textSchema(2000, { multiline: true }),
});
export type ContactSupportRequest = z.infer<typeof contactSupportRequestSchema>;

/** E-file eligibility questionnaire: the three answers that decide whether a return can be filed online. */
export const efileQuestionsRequestSchema = z.object({
  allIncomeOnW2Or1099: z.boolean({ error: 'is required' }),
  rentalBusinessOrK1Activity: z.boolean({ error: 'is required' }),
  nameAddressOrFilingStatusChanged: z.boolean({ error: 'is required' }),
});
export type EfileQuestionsRequest = z.infer<typeof efileQuestionsRequestSchema>;
export const efileQuestionsResponseSchema = z.object({ eligible: z.boolean() });
export const questionnaireSavedResponseSchema = z.object({
  saved: z.boolean(),
  eligible: z.boolean().nullable(),
});
export type QuestionnaireSavedResponse = z.infer<typeof questionnaireSavedResponseSchema>;

/** True when the questionnaire's answers allow e-filing the annual return. */
export function isEfileEligible(answers: EfileQuestionsRequest): boolean {
  return (
    answers.allIncomeOnW2Or1099 &&
    !answers.rentalBusinessOrK1Activity &&
    !answers.nameAddressOrFilingStatusChanged
  );
}
