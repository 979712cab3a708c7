/** English texts of the account pages (spec §2, §5, §8). Form texts live in @citytax/forms. */
export const accountEn = {
  forgotPassword: {
    title: 'Forgot Password',
    /** The link on the login page. */
    link: 'Forgot your password?',
    sent: 'If an account uses that email address, we sent it a link to reset your password.',
    backToLogin: 'Return to Login',
  },
  resetPassword: {
    title: 'Reset Password',
    success: 'Your password has been reset. You can now log in with your new password.',
    login: 'Log in',
    invalidPasswordTitle: 'Invalid Password',
  },
  /** The confirm-link error catalogue (spec §8 legacy or registration confirm), by status. */
  confirmErrors: {
    400: 'There was an issue confirming your email address. Please try again.',
    401: 'We were unable to complete your email confirmation request.',
    410: 'The email confirmation link has expired. You may initiate a new request and try again.',
  } as Record<number, string>,
  /** Spec §5 registration confirm: a link without its query parameters. */
  missingEmail: 'Your email address was not provided.',
  missingToken:
    'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
  changeEmail: {
    title: 'Change Email',
    intro:
      'Enter your new email address twice and your current password. We will send a link to the new address; open the link to finish the change.',
    sent: (email: string) =>
      `We sent a confirmation link to ${email}. Open the link in that email to finish changing your email address.`,
    duplicateTitle: 'Duplicate Email Address',
    duplicateMessage: 'This email address already exists in our records. Please try another.',
    failedTitle: 'Something went wrong',
    failedMessage: 'We were unable to complete your change email request. Please try again.',
  },
  changePassword: {
    title: 'Change Password',
    intro:
      'Enter your current password, then your new password twice. Changing it signs you out on every other device, and we send a notice to your email address.',
    success:
      'Your password has been changed. You are still signed in here; every other device was signed out. We sent a notice to your email address.',
    failed: 'We were unable to change your password. Please try again.',
  },
  confirmEmail: {
    title: 'Confirm Email Change',
    confirming: 'Confirming your new email address',
    changed: (email: string) => `Your email address has been changed to ${email}.`,
    login: 'Log in',
    dashboard: 'Go to the dashboard',
  },
  contactUs: {
    title: 'Contact Us',
    sent: 'Email sent.',
    /** After the message is sent: the way on (issue 31, finding 20). */
    backToDashboard: 'Go to the dashboard',
    backToStart: 'Go to the start page',
    failed: 'Unable to submit question/comment. Please try again.',
    /** Spec §9: the contact failure toast lasts 15 s. */
    failedDelay: 15_000,
  },
} as const;
