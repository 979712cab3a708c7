import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import { DialogFrame } from '../dialogShared/DialogFrame';
import { confirmDialogTextEn } from '../text/confirmDialog.en';
import { useUiWords } from '../text/uiTextContext';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question or warning; `aria-describedby` of the dialog points at it. */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Style of the confirm button; `danger` for destructive choices such as losing changes. */
  confirmVariant?: ButtonVariant;
  /** Called after the dialog asks to close because the user chose the confirm button. */
  onConfirm?: () => void;
  /** Called when the user cancels with the cancel button or Esc. */
  onCancel?: () => void;
}

/**
 * A yes/no `alertdialog`. Focus starts on Cancel, so an accidental Enter never confirms;
 * Esc and Cancel abort, and focus returns to the element that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const words = useUiWords('confirmDialog', confirmDialogTextEn);
  const {
    open,
    onOpenChange,
    message,
    title = words.title,
    confirmLabel = words.confirmLabel,
    cancelLabel = words.cancelLabel,
    confirmVariant = 'primary',
    onConfirm,
    onCancel,
  } = props;
  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) onCancel?.();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={handleOpenChange}
      role="alertdialog"
      title={title}
      description={message}
      footer={
        <>
          <Button data-autofocus variant="secondary" onClick={() => handleOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={() => {
              onOpenChange(false);
              onConfirm?.();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
