/** English texts of the inactivity warning (spec §4 "Inactivity"). Loaded only with the lazy manager. */
export const inactivityEn = {
  signedInTitle: 'Are you still there?',
  signedInMessage:
    'You will soon be logged out because you have been inactive. To continue, press Ok, Esc, Enter or Space.',
  signedOutTitle: 'You have been logged out',
  signedOutMessage: 'You have been logged out due to inactivity.',
  ok: 'Ok',
  countdown: (seconds: number) => (seconds === 1 ? '1 second remaining.' : `${seconds} seconds remaining.`),
} as const;
