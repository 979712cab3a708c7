import { useState } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from '../dialogShared/DialogFrame';
import { inactivityDialogTextEn } from '../text/inactivityDialog.en';
import { useUiWords } from '../text/uiTextContext';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './InactivityDialog.module.css';

export interface InactivityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signed in: warns of the coming logout. Signed out: says the logout has happened. */
  signedIn: boolean;
  /** Called when the user continues with OK, Enter, Space or Esc; the shell resets the idle timer. */
  onContinue: () => void;
  /** Seconds until logout; shows a countdown while signed in. */
  secondsRemaining?: number;
  /** Screen readers hear the countdown at most this often (seconds), and during the last 10 seconds. */
  announceEvery?: number;
  signedInTitle?: string;
  signedOutTitle?: string;
  signedInMessage?: string;
  signedOutMessage?: string;
  okLabel?: string;
  /** Countdown text for a number of seconds. */
  countdownText?: (seconds: number) => string;
}

/**
 * The inactivity warning. OK has focus on open, so Enter and Space press it; Esc closes through
 * Radix. Each of them calls `onContinue` (WCAG 2.2.1: the user can extend the time limit).
 */
export function InactivityDialog(props: InactivityDialogProps) {
  const words = useUiWords('inactivityDialog', inactivityDialogTextEn);
  const {
    open,
    onOpenChange,
    signedIn,
    onContinue,
    secondsRemaining,
    announceEvery = 15,
    signedInTitle = words.signedInTitle,
    signedOutTitle = words.signedOutTitle,
    signedInMessage = words.signedInMessage,
    signedOutMessage = words.signedOutMessage,
    okLabel = words.okLabel,
    countdownText = words.countdownText,
  } = props;
  // A live region that changed every second would drown out everything else; announce in steps.
  const [announced, setAnnounced] = useState(secondsRemaining);
  if (
    secondsRemaining !== announced &&
    (secondsRemaining === undefined ||
      announced === undefined ||
      secondsRemaining > announced ||
      announced - secondsRemaining >= announceEvery ||
      secondsRemaining <= 10)
  ) {
    setAnnounced(secondsRemaining);
  }
  const showCountdown = signedIn && secondsRemaining !== undefined;
  const cont = () => {
    onOpenChange(false);
    onContinue();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cont())}
      role="alertdialog"
      title={signedIn ? signedInTitle : signedOutTitle}
      description={signedIn ? signedInMessage : signedOutMessage}
      footer={
        <Button data-autofocus variant="primary" onClick={cont}>
          {okLabel}
        </Button>
      }
    >
      {showCountdown && (
        <>
          <p className={styles.countdown} aria-hidden="true">
            {countdownText(Math.max(0, secondsRemaining))}
          </p>
          <p className={hidden.visuallyHidden} role="status">
            {announced !== undefined ? countdownText(Math.max(0, announced)) : ''}
          </p>
        </>
      )}
    </DialogFrame>
  );
}
