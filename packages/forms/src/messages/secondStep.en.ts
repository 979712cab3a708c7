/**
 * English texts of the second sign-in step's forms (ADR 0045): the code asked after the password,
 * the code that confirms a new authenticator app, and the password and code asked before a change.
 */
export const secondStepFormMessages = {
  code: {
    totpLabel: 'Code from your authenticator app',
    totpHint: 'Enter the 6 digits your authenticator app shows for City Tax e-File.',
    recoveryLabel: 'Recovery code',
    recoveryHint: 'Enter one of the recovery codes you saved, for example abcd-efgh-jkmn. Each works once.',
    useRecovery: 'Use a recovery code',
    useTotp: 'Use the code from your authenticator app',
    usePasskey: 'Use a passkey',
    submit: 'Continue',
    errorsTitle: 'There is a problem',
    /** A code that is not 6 digits (the contract's message, shown in the page's language). */
    notSixDigits: 'Enter the 6 digits your app shows, with no letters.',
  },
  confirm: {
    label: 'Code from your authenticator app',
    hint: 'Enter the 6 digits your app shows now to confirm it is set up.',
    submit: 'Confirm',
  },
  proof: {
    intro: 'To change your second sign-in step, enter your password and a current code.',
    password: 'Password',
    passwordHint: 'The password you sign in with.',
    code: 'Authenticator or recovery code',
    codeHint: 'The 6 digits your authenticator app shows now, or one of your recovery codes.',
    errorsTitle: 'There is a problem',
  },
  submitting: 'Checking',
} as const;
