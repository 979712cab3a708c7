/** Taxpayer kinds, with the numeric values of spec §1. */
export declare const TaxpayerType: {
  readonly Individual: 0;
  readonly Joint: 1;
  readonly Business: 2;
};
export type TaxpayerType = (typeof TaxpayerType)[keyof typeof TaxpayerType];
/** Status of a form's payment (spec §3); a form is paid when Completed. */
export declare const PaymentStatus: {
  readonly Initiated: 'Initiated';
  readonly InProgress: 'InProgress';
  readonly Completed: 'Completed';
  readonly Error: 'Error';
  readonly Unpaid: 'Unpaid';
};
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export declare const PaymentMethod: {
  readonly Unknown: 'Unknown';
  readonly CreditDebitCard: 'CreditDebitCard';
  readonly PersonalCheck: 'PersonalCheck';
  readonly BusinessCheck: 'BusinessCheck';
};
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export declare const PaymentHistoryStatus: {
  readonly Succeeded: 'Succeeded';
  readonly Failed: 'Failed';
};
export type PaymentHistoryStatus = (typeof PaymentHistoryStatus)[keyof typeof PaymentHistoryStatus];
/** Outcomes of a registration check (spec §4). */
export declare const RegistrationStatus: {
  readonly NotRegisteredTaxpayer: 'NotRegisteredTaxpayer';
  readonly NeedsToCreateWebAccount: 'NeedsToCreateWebAccount';
  readonly ReadyToLogin: 'ReadyToLogin';
  readonly NotPrimaryTaxpayer: 'NotPrimaryTaxpayer';
  readonly AccountInactive: 'AccountInactive';
  readonly NeedsAccountMigration: 'NeedsAccountMigration';
  readonly PendingTaxpayerRegistration: 'PendingTaxpayerRegistration';
  readonly DuplicateEmail: 'DuplicateEmail';
  readonly AccountCreated: 'AccountCreated';
  readonly TaxpayerAlreadyHasUser: 'TaxpayerAlreadyHasUser';
  readonly WebUserRequiresPassword: 'WebUserRequiresPassword';
};
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];
/** Feature flag names seen in spec §3. */
export declare const Feature: {
  readonly EinManagement: 'EinManagement';
  readonly PublicFaq: 'Public.FAQ';
};
export type Feature = (typeof Feature)[keyof typeof Feature];
