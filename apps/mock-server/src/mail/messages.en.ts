// The English texts of the emails the server sends a taxpayer (messages.ts builds them; ADR 0039):
// each mail's subject, its paragraphs and its link's label. A second language is a second file of
// the same shape (messages.es.ts), chosen by the language of the request that caused the mail.

/** Who is mailed about the outcome of a registration, and what was given: an SSN or an EIN. */
type Identifier = 'SSN' | 'EIN';

export const mailWords = {
  signature: 'City Tax e-File',
  ignore: 'If you did not ask for this, you can ignore this email.',
  registration: {
    subject: 'Confirm your City Tax e-File account',
    paragraphs: [
      'Thank you for registering for City Tax e-File.',
      'Confirm your email address and set your password with the link below. The link works once and expires in 24 hours.',
    ],
    link: 'Confirm your email address',
  },
  legacy: {
    subject: 'Confirm your email address and set a new password',
    paragraphs: [
      'We have changed how account sign in works. You will need to confirm your email address and set a new password.',
      'Use the link below. It works once and expires in 24 hours.',
    ],
    link: 'Confirm your email address and set a new password',
  },
  reset: {
    subject: 'Reset your City Tax e-File password',
    paragraphs: [
      'Someone asked to reset the password of your City Tax e-File account.',
      'Choose a new password with the link below. It works once and expires in 1 hour. Resetting signs you out everywhere.',
    ],
    link: 'Reset your password',
  },
  emailChange: {
    subject: 'Confirm your new email address',
    paragraphs: [
      'You asked to use this address for your City Tax e-File account.',
      'Confirm it with the link below. The link works once and expires in 24 hours.',
    ],
    link: 'Confirm your new email address',
  },
  emailChanged: {
    subject: 'Your City Tax e-File email address was changed',
    changedTo: (newEmail: string) =>
      `The email address of your City Tax e-File account was changed to ${newEmail}.`,
    ifNotYou: 'If you did not make this change, contact support right away.',
  },
  secondStepChanged: {
    subject: 'The second sign-in step of your City Tax e-File account was changed',
    changed: (what: string, when: string) => `${what} on your City Tax e-File account on ${when}.`,
    totpAdded: 'An authenticator app was set up',
    totpRemoved: 'The authenticator app was removed',
    passkeyAdded: 'A passkey was added',
    passkeyRemoved: 'A passkey was removed',
    recoveryCodesRenewed: 'New recovery codes were made (the old ones no longer work)',
    turnedOff: 'The second sign-in step was turned off',
    link: 'Review your account security',
    ifNotYou: (email: string, phone: string) =>
      `If you did not make this change, reset your password and contact support right away: ${email}, ${phone}.`,
  },
  passwordChanged: {
    subject: 'Your City Tax e-File password was changed',
    hello: (firstName: string) => `Hello ${firstName},`,
    changed: (at: string) =>
      `The password of your City Tax e-File account was changed on ${at}. Every other device signed in to the account was signed out.`,
    ifYou: 'If you made this change, there is nothing to do.',
    ifNotYou: (email: string, phone: string) =>
      `If you did not make this change, reset your password right away with the link below, then contact support at ${email} or ${phone}.`,
    link: 'Reset your password',
  },
  filingConfirmation: {
    subject: (title: string, confirmationNumber: string) => `Your ${title} was filed: ${confirmationNumber}`,
    hello: (firstName: string) => `Hello ${firstName},`,
    filed: (title: string) => `Your ${title} has been filed. Your confirmation:`,
    confirmationNumber: (confirmationNumber: string) => `Confirmation number: ${confirmationNumber}`,
    form: (name: string) => `Form: ${name}`,
    taxYear: (taxYear: number) => `Tax year: ${taxYear}`,
    period: (period: string) => `Period: ${period}`,
    amountPaid: (amount: string) => `Amount paid: ${amount}`,
    filedAt: (at: string) => `Filed: ${at}`,
    keep: 'Keep the confirmation number for your records. The confirmation page has a PDF copy of the form to download or print.',
    link: 'View your confirmation',
  },
  businessLinked: {
    subject: (business: string) => `An account was linked to ${business}`,
    hello: (firstName: string) => `Hello ${firstName},`,
    linked: (at: string, firstName: string, maskedEmail: string, business: string, einLast4: string) =>
      `On ${at}, the City Tax e-File account of ${firstName} (${maskedEmail}) was linked to ${business} (EIN ending ${einLast4}) with the business access code. That account can now see the business's information and file and pay its city tax forms.`,
    expected: 'If you expected this, there is nothing to do.',
    unexpected: (email: string, phone: string) =>
      `If you did not expect it, contact support right away at ${email} or ${phone}. Support can remove the link and send the business a new access code.`,
  },
  accessCode: {
    subject: (business: string) => `The business access code of ${business}`,
    code: (business: string, code: string) => `The business access code of ${business} is: ${code}`,
    howToUse:
      'A City Tax e-File account needs this code to link the business (Manage Business Accounts, then Add). The city also prints it on the letters it sends to the business.',
    keepSafe: 'Keep it safe and share it only with the people who file for this business.',
  },
  taxpayerAccessCode: {
    subject: 'Your City Tax e-File access code',
    code: (name: string, code: string) => `The access code of ${name} is: ${code}`,
    howToUse:
      'It proves that you are the taxpayer when you create or recover a City Tax e-File account for this taxpayer. The city also prints it on the letters it sends you.',
    keepSafe: 'Keep it safe and do not share it with anyone who should not act for you.',
  },
  accountClaimed: {
    subject: 'A City Tax e-File account was set up with your access code',
    created: (maskedEmail: string) =>
      `Someone gave the access code of the taxpayer this email address is on file for and asked for a City Tax e-File account for it, with the email address ${maskedEmail}. The account works once that address is confirmed.`,
    emailChanged: (maskedEmail: string) =>
      `Someone gave the access code of the taxpayer this email address is on file for and changed the email address of its City Tax e-File account to ${maskedEmail}.`,
    ifYou: 'If it was you, there is nothing to do.',
    ifNotYou: (email: string, phone: string) =>
      `If it was not you, report it right away to support at ${email} or ${phone}. Support can stop the account and send the taxpayer a new access code.`,
  },
  registrationAttempt: {
    subject: 'Someone tried to register your taxpayer again',
    tried: (what: Identifier) =>
      `Someone tried to register a new City Tax e-File account with the ${what} of the taxpayer your account represents. No account was created and nothing was changed.`,
    ifYou:
      'If it was you: you already have an account. Sign in with this email address, or choose Forgot password on the sign-in page if you do not remember your password.',
    ifNotYou: (email: string, phone: string) =>
      `If it was not you, you do not need to do anything. If you keep getting this email, contact support at ${email} or ${phone}.`,
    link: 'Sign in',
  },
  alreadyRegistered: {
    subject: 'You already have a City Tax e-File account',
    paragraphs: [
      'Someone tried to register a new City Tax e-File account with this email address. It already belongs to an account, so no new account was created.',
      'If it was you, sign in with this email address. If you do not remember your password, you can choose a new one with the link below.',
    ],
    link: 'Choose a new password',
  },
  registrationNotCompleted: {
    subject: 'Your City Tax e-File registration could not be completed',
    tried: (what: Identifier) =>
      `Someone, probably you, asked to register for City Tax e-File with this email address. We could not create an account with the ${what} that was given.`,
    whatToDo:
      'If you have filed city taxes before, the taxpayer may already be registered. Sign in if you have an account. If not, find out how to get one with the taxpayer ID printed on the letters the city sent you, using the link below.',
    contact: (email: string, phone: string) =>
      `If that does not help, contact support at ${email} or ${phone}.`,
    link: 'Find out how to get an account',
  },
};
