import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from '../dialogShared/DialogFrame';

export interface ModalAlertProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** HTML message; sanitized with DOMPurify before it is rendered. */
  message: string;
  /** Called when the user confirms with OK (after the dialog asks to close). */
  onOk?: () => void;
  okLabel?: string;
  closeLabel?: string;
}

/** A modal message with an OK button and a close cross. Focus is trapped and returned on close. */
export function ModalAlert({
  open,
  onOpenChange,
  title,
  message,
  onOk,
  okLabel = 'OK',
  closeLabel = 'Close',
}: ModalAlertProps) {
  const html = useMemo(() => DOMPurify.sanitize(message), [message]);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      description={<div dangerouslySetInnerHTML={{ __html: html }} />}
      footer={
        <Button
          variant="primary"
          onClick={() => {
            onOpenChange(false);
            onOk?.();
          }}
        >
          {okLabel}
        </Button>
      }
    />
  );
}
