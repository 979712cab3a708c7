import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from '../dialogShared/DialogFrame';
import { printReminderDialogTextEn } from '../text/printReminderDialog.en';
import { useUiWords } from '../text/uiTextContext';

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
  /** Why to print, under the title (the dialog's description). */
  message?: ReactNode;
  returnLabel?: string;
  proceedLabel?: string;
  /** The Print button's text. */
  printLabel?: string;
  /**
   * Prints the form (default: `window.print()`). The dialog stays open, and hides itself in
   * print, so the user goes on with "I'm finished" once the copy is printed.
   */
  onPrint?: () => void;
}

/** Reminds the user to print a filed form before leaving it, and offers to print it at once. */
export function PrintReminderDialog(props: PrintReminderDialogProps) {
  const words = useUiWords('printReminderDialog', printReminderDialogTextEn);
  const {
    open,
    onOpenChange,
    formTitle,
    onDismiss,
    title = words.title(formTitle),
    message = words.message,
    returnLabel = words.returnLabel,
    proceedLabel = words.proceedLabel,
    printLabel = words.printLabel,
    onPrint = () => window.print(),
  } = props;
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
      // Print is first in the DOM, so last in the tab order from the focused "Return to Form".
      footer={
        <>
          <Button variant="secondary" onClick={onPrint}>
            {printLabel}
          </Button>
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
