/** Taxpayer kinds, with their numeric values on the wire. */
export const TaxpayerType = { Individual: 0, Joint: 1, Business: 2 } as const;
export type TaxpayerType = (typeof TaxpayerType)[keyof typeof TaxpayerType];

/** Status of a form's payment; a form is paid when Completed. */
export const PaymentStatus = {
  Initiated: 'Initiated',
  InProgress: 'InProgress',
  Completed: 'Completed',
  Error: 'Error',
  Unpaid: 'Unpaid',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const PaymentMethod = {
  Unknown: 'Unknown',
  CreditDebitCard: 'CreditDebitCard',
  PersonalCheck: 'PersonalCheck',
  BusinessCheck: 'BusinessCheck',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

export const PaymentHistoryStatus = { Succeeded: 'Succeeded', Failed: 'Failed' } as const;
export type PaymentHistoryStatus = (typeof PaymentHistoryStatus)[keyof typeof PaymentHistoryStatus];

/** Outcomes of a registration check. */
export const RegistrationStatus = {
  NotRegisteredTaxpayer: 'NotRegisteredTaxpayer',
  NeedsToCreateWebAccount: 'NeedsToCreateWebAccount',
  ReadyToLogin: 'ReadyToLogin',
  NotPrimaryTaxpayer: 'NotPrimaryTaxpayer',
  AccountInactive: 'AccountInactive',
  NeedsAccountMigration: 'NeedsAccountMigration',
  PendingTaxpayerRegistration: 'PendingTaxpayerRegistration',
  DuplicateEmail: 'DuplicateEmail',
  AccountCreated: 'AccountCreated',
  TaxpayerAlreadyHasUser: 'TaxpayerAlreadyHasUser',
  WebUserRequiresPassword: 'WebUserRequiresPassword',
} as const;
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];

// Feature lives in featureNames.ts: the first page reads it, and none of these.
export { Feature } from './featureNames';
