/** English texts of the registration and email-confirmation pages (spec §4, §5, §8). */
export const registrationEn = {
  check: {
    title: 'Register',
    intro:
      'Enter your taxpayer ID to find out how to get a City Tax e-File account. A registered taxpayer is one who filed with the City Tax Collection Division within the last 5 years.',
    checkFailed: 'An unexpected error occurred. Please try again.',
    notRegistered: {
      heading: 'You are not registered with the City Tax Collection Division',
      body: 'We could not find a registered taxpayer with this taxpayer ID. You can register as a new taxpayer.',
      individual: 'Register as an individual',
      business: 'Register as a business',
    },
    readyToLogin: {
      heading: 'You already have an account',
      body: 'This taxpayer already has a City Tax e-File account. Log in with its email address and password.',
    },
    alreadyHasUser: {
      heading: 'This business already has an account',
      body: 'A City Tax e-File user already represents this business. Ask that user to link you to the business by its EIN from Manage Business Accounts, or log in if the account is yours.',
    },
    notPrimary: {
      heading: 'The primary taxpayer must register',
      body: "This taxpayer ID belongs to a joint filer's spouse. The primary taxpayer must register with their own taxpayer ID; the spouse files with the primary taxpayer's account.",
    },
    inactive: {
      heading: 'Your account is not active',
      body: 'Our records indicate that your account is not active at this time.',
    },
    migration: {
      heading: 'Set a new password',
      body: 'We have changed how account sign in works. You will need to confirm your email address and set a new password. Confirm who you are and we will send the instructions to your registered email address.',
      sent: 'Check your email',
      sentBody:
        'We sent an email to your registered email address. Follow the link in it to set your new password.',
    },
    partial: {
      heading: 'Finish your registration',
      body: 'An account for this taxpayer was started, but its password was never set. Confirm who you are and the email address to send the confirmation link to.',
      submit: 'Send confirmation email',
    },
    pending: {
      heading: 'Your registration is pending',
      body: 'Your registration with the City Tax Collection Division is still being processed. Please try again later.',
    },
    login: 'Log in',
  },
  web: {
    title: 'Create your web account',
    intro:
      'Confirm who you are with the last four digits of the SSN or FEIN, the zip code on record and the access code printed on our letters to you, and choose the email address you will sign in with.',
  },
  individual: {
    title: 'Register as an individual',
    intro:
      'Register yourself (and your spouse, if you file jointly) with the City Tax Collection Division and create your City Tax e-File account.',
  },
  business: {
    title: 'Register as a business',
    intro:
      'Register your business with the City Tax Collection Division and create its first City Tax e-File account.',
  },
  checkEmail: {
    heading: 'Check your email',
    body: (email: string) =>
      `We sent a confirmation email to ${email}. Follow the link in it to confirm your email address and set your password.`,
    /** A new taxpayer's registration: the server answers alike whatever happened and mails the outcome. */
    outcome: (email: string) =>
      `We sent an email to ${email} about your registration. Follow it to confirm your email address and set your password, or to find out what to do next. If it does not arrive within a few minutes, check your spam folder.`,
  },
  duplicateEmail:
    'This email address is already used by another account. Please use a different email address.',
  unexpected: 'An unexpected error occurred. Please try again.',
  confirm: {
    title: 'Confirm your registration',
    legacyTitle: 'Set your new password',
    checking: 'Checking your confirmation link',
    missingEmail: 'Your email address was not provided.',
    missingToken:
      'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
    statusFailed:
      'An unexpected error occurred while confirming your email address. You may resend the confirmation email.',
    alreadyConfirmed: {
      heading: 'Your email address is already confirmed',
      body: 'Your email address has already been confirmed and your password is set. You can log in.',
    },
    setPasswordHeading: 'Choose your password',
    setPasswordIntro: (email: string) => `Set the password for ${email}.`,
    success: {
      heading: 'Your email address is confirmed',
      body: 'Your email address is confirmed and your password is set. You can now log in.',
    },
    /** The offer of a second sign-in step, as the account is made (issue 30). */
    secondStepOffer: {
      body: 'Protect your account with a second sign-in step: a code from an authenticator app, or a passkey, after your password. You set it up once you have logged in. Business accounts must set one up at their first log in.',
      link: 'Set up a second sign-in step',
    },
    legacySuccess: {
      heading: 'Your password is set',
      body: 'Your account has been updated. Log in with your email address and new password.',
    },
    invalidPasswordTitle: 'Invalid Password',
    badRequest: 'There was an issue confirming your email address. Please try again.',
    unauthorized: 'We were unable to complete your email confirmation request.',
    expired: 'The email confirmation link has expired. You may initiate a new request and try again.',
    unknown: 'An unknown error occurred while confirming your email address. Please try again later.',
    resend: 'Resend confirmation email',
    resending: 'Sending',
    resendSuccess: 'Confirmation email has been sent. Please check your inbox.',
    resendFailure: 'An error occurred resending your confirmation email.',
    login: 'Log in',
  },
  resendToastMs: 10_000,
} as const;
