import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from '../dialogShared/DialogFrame';

export interface PrintReminderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Title of the form to print, as in "Don't Forget to Print Your {formTitle}". */
  formTitle: string;
  /**
   * Called with `true` when the user returns to the form to print (button or Esc),
   * `false` when they are finished and proceed to the next step.
   */
  onDismiss: (result: boolean) => void;
  /** Overrides the whole title; defaults to "Don't Forget to Print Your {formTitle}". */
  title?: string;
  /** Optional body text under the title. */
  message?: ReactNode;
  returnLabel?: string;
  proceedLabel?: string;
}

/** Reminds the user to print a filed form before leaving it. */
export function PrintReminderDialog({
  open,
  onOpenChange,
  formTitle,
  onDismiss,
  title = `Don't Forget to Print Your ${formTitle}`,
  message,
  returnLabel = 'I want to print - Return to Form',
  proceedLabel = "I'm finished - Proceed to Next Step",
}: PrintReminderDialogProps) {
  const dismiss = (result: boolean) => {
    onOpenChange(false);
    onDismiss(result);
  };
  return (
    <DialogFrame
      open={open}
      // Esc is the safe choice: stay on the form.
      onOpenChange={(next) => (next ? onOpenChange(true) : dismiss(true))}
      role="alertdialog"
      title={title}
      description={message}
      footer={
        <>
          <Button data-autofocus variant="secondary" onClick={() => dismiss(true)}>
            {returnLabel}
          </Button>
          <Button variant="primary" onClick={() => dismiss(false)}>
            {proceedLabel}
          </Button>
        </>
      }
    />
  );
}
