import {
  EMAIL_MAX_LENGTH,
  keyOfEnglish,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type CONTACT_TYPES,
} from '@citytax/api';

/**
 * English texts of the account forms (forgot/reset password, change email, contact us).
 * A second language is a second file with the same shape.
 */
export const accountFormMessages = {
  /** Generic per-rule messages, appended to a field's readable label. */
  rules: {
    required: 'is required',
    invalid: 'is invalid',
    tooLong: (max: number) => `must be at most ${max} characters`,
    tooShort: (min: number) => `must be at least ${min} characters`,
  },
  submitting: 'Submitting',
  forgotPassword: {
    intro:
      'Enter the email address you use to log in. If an account uses it, we will send it a link to reset your password.',
    email: 'Email address',
    submit: 'Send reset link',
  },
  resetPassword: {
    password: 'New password',
    confirmPassword: 'Confirm new password',
    hint: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Do not use a common password.`,
    mismatch: 'The passwords you entered do not match.',
    submit: 'Reset password',
  },
  changeEmail: {
    email: 'New email address',
    confirmEmail: 'Confirm new email address',
    hint: `At most ${EMAIL_MAX_LENGTH} characters.`,
    mismatch: 'Please make sure the emails entered match.',
    /** The account's own address is not "someone else's" (the server's email-unchanged). */
    sameEmail: 'This is already your email address. Enter a different address to change it.',
    currentPassword: 'Current password',
    currentPasswordHint: 'The password you sign in with.',
    submit: 'Change email',
  },
  changePassword: {
    currentPassword: 'Current password',
    currentPasswordHint: 'The password you sign in with now.',
    newPassword: 'New password',
    newPasswordHint: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Do not use a common password or your email address.`,
    confirmPassword: 'Confirm new password',
    mismatch: 'The passwords you entered do not match.',
    /** The new password typed is the current one (the server's sameAsCurrent too). */
    samePassword: 'The new password must be different from your current password.',
    submit: 'Change password',
    errorsTitle: 'Please correct the following errors:',
  },
  contactUs: {
    type: 'Type of question',
    /** Each request type's label, by the value the API takes (CONTACT_TYPES). */
    types: {
      'General Tax and Filing': 'General Tax and Filing',
      Website: 'Website',
    } satisfies Record<(typeof CONTACT_TYPES)[number], string>,
    name: 'Name',
    phone: 'Phone number',
    phoneHint: 'For example, 216-555-0100',
    /** A phone that is not 10 digits says what is expected, not only "is invalid". */
    phoneFormat: 'Phone number must be 10 digits, like 216-555-0100',
    email: 'Email address',
    comments: 'Comments',
    note: 'Replies take up to two business days.',
    submit: 'Submit',
    errorsTitle: 'Please correct the following errors:',
  },
} as const;

export type AccountFormMessages = typeof accountFormMessages;

/** The message keys the account form schemas return beyond the generic rules. */
export const MISMATCH = 'mismatch';
/** The new email address is the account's current one. */
export const SAME_EMAIL = 'same-email';
/** The new password is the current one. */
export const SAME_PASSWORD = 'same-password';

/** The schemas' message for a text shorter or longer than allowed, with the bound. */
const LENGTH = /^must be at (most|least) (\d+) characters$/;

/**
 * The text of a field error: generic rules are appended to the field's label ('Email address is
 * required'); `custom` maps message keys to whole sentences; anything else is 'is invalid'. The
 * schemas word the rules in English; they are shown in the page's language.
 */
export function fieldErrorText(
  label: string,
  message: string | undefined,
  custom: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!message) return undefined;
  const override = custom[message];
  if (override) return override;
  const { rules } = accountFormMessages;
  if (keyOfEnglish(rules, message) === 'required') return `${label} ${rules.required}`;
  const length = LENGTH.exec(message);
  if (length) {
    const bound = Number(length[2]);
    return `${label} ${length[1] === 'most' ? rules.tooLong(bound) : rules.tooShort(bound)}`;
  }
  return `${label} ${rules.invalid}`;
}
