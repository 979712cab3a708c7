import * as Dialog from '@radix-ui/react-dialog';
import DOMPurify from 'dompurify';
import { useMemo, useRef } from 'react';
import { Button } from '../Button/Button';
import styles from './ModalAlert.module.css';

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
  // Radix returns focus only to a Dialog.Trigger; this dialog is controlled, so remember the opener.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onOpenAutoFocus={() => {
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className={styles.message} dangerouslySetInnerHTML={{ __html: html }} />
          </Dialog.Description>
          <div className={styles.footer}>
            <Button
              variant="primary"
              onClick={() => {
                onOpenChange(false);
                onOk?.();
              }}
            >
              {okLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
