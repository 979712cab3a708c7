/** English texts of the second sign-in step's pages (ADR 0045): after the password, set-up, account security. */
export const secondStepEn = {
  signIn: {
    title: 'Second Sign-In Step',
    intro:
      'Your account has a second sign-in step. Enter the code from your authenticator app to finish signing in.',
    introPasskey:
      'Your account has a second sign-in step. Use your passkey, or enter a code, to finish signing in.',
    introRecovery:
      'Your account has a second sign-in step. Use your passkey or a recovery code to finish signing in.',
    expired: 'Your sign-in took too long or has ended. Log in again with your email and password.',
    logInAgain: 'Log in again',
    passkeyFailed: 'Your passkey could not be used. Try again, or enter a code instead.',
    failed: 'We were unable to finish signing you in. Please try again.',
  },
  setUp: {
    title: 'Set Up a Second Sign-In Step',
    required:
      'Business accounts must have a second sign-in step. Set up an authenticator app now; you will then be signed in.',
    continue: 'Continue to your account',
  },
  app: {
    heading: 'Set up an authenticator app',
    steps:
      'Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) and add an account.',
    start: 'Set up an authenticator app',
    qrAlt:
      'QR code for City Tax e-File in your authenticator app. If you cannot scan it, type the key shown below it.',
    scan: 'Scan this QR code with the app:',
    typeKey: 'Or type this key into the app:',
    keyLabel: 'Setup key',
    confirmIntro: 'Then enter the 6-digit code the app shows to confirm.',
    added: 'Your authenticator app is set up. From now on, you will enter a code from it when you sign in.',
  },
  recovery: {
    heading: 'Save your recovery codes',
    intro:
      'If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe, apart from your phone. They are shown only now.',
    listLabel: 'Recovery codes',
    print: 'Print codes',
    copy: 'Copy codes',
    copied: 'The codes were copied.',
    copyFailed: 'The codes could not be copied. Select them and copy them yourself.',
    saved: 'I saved my recovery codes',
    savedRequired: 'Tick the box to say you saved your recovery codes.',
    continue: 'Continue',
  },
  passkey: {
    heading: 'Add a passkey',
    intro:
      'A passkey lets you finish signing in with this device’s fingerprint, face or screen lock, or a security key.',
    name: 'Passkey name',
    nameHint: 'A name to tell it apart, such as “Work laptop”. Up to 60 characters.',
    add: 'Add a passkey',
    added: 'Your passkey was added.',
    failed: 'The passkey could not be added. Try again.',
    unsupported: 'This browser cannot create passkeys.',
  },
  security: {
    title: 'Account Security',
    intro: 'A second sign-in step keeps your account safe even if someone learns your password.',
    statusHeading: 'Your second sign-in step',
    off: 'Off. Only your password protects this account.',
    on: 'On.',
    required: 'Business accounts must keep a second sign-in step.',
    appOn: 'Authenticator app: set up.',
    appOff: 'Authenticator app: not set up.',
    passkeysHeading: 'Passkeys',
    noPasskeys: 'No passkeys.',
    passkeyAdded: (date: string) => `added ${date}`,
    recoveryLeft: (count: number) =>
      count === 1 ? '1 recovery code left.' : `${count} recovery codes left.`,
    changesNeedProof: 'Changes need your password and a current code.',
    removeApp: 'Remove the authenticator app',
    removePasskey: (name: string) => `Remove the passkey “${name}”`,
    removeAll: 'Turn off the second sign-in step',
    newCodes: 'Get new recovery codes',
    newCodesNote: 'New codes replace all the old ones.',
    cancel: 'Cancel',
    nameRequired: 'is required',
    working: 'Working',
    removed: 'Done. We sent a notice to your email address.',
    failed: 'We were unable to make that change. Please try again.',
    loadFailed: 'We were unable to load your second sign-in step. Please try again.',
  },
} as const;
