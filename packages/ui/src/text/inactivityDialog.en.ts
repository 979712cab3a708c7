export const inactivityDialogTextEn = {
  signedInTitle: 'Are you still there?',
  signedOutTitle: 'You have been logged out',
  signedInMessage:
    'You will be logged out soon because you have been inactive. Press OK, Esc, Enter or Space to stay logged in.',
  signedOutMessage: 'You have been logged out due to inactivity.',
  okLabel: 'OK',
  countdownText: (seconds: number) =>
    seconds === 1 ? '1 second remaining.' : `${seconds} seconds remaining.`,
};
