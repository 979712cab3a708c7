import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styles from './DialogFrame.module.css';

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Body text; rendered inside Radix `Dialog.Description`, so the dialog's `aria-describedby` points at it. */
  description?: ReactNode;
  /** `alertdialog` for messages that need a decision; outside clicks then do not dismiss. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the close cross; omit to render no cross. */
  closeLabel?: string;
  /** Buttons, rendered right-aligned under the description. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The shared modal frame: Radix Dialog with overlay, title, optional close cross and footer.
 * Focus is trapped, and because these dialogs are controlled (no `Dialog.Trigger`), the element
 * that had focus when the dialog opened gets it back on close. A descendant marked
 * `data-autofocus` gets focus on open; otherwise Radix focuses the first focusable element.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  closeLabel,
  footer,
  children,
}: DialogFrameProps) {
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isAlert = role === 'alertdialog';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={styles.content}
          role={role}
          data-role={role}
          // Without a description Radix would warn; undefined tells it the omission is deliberate.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={isAlert ? (event) => event.preventDefault() : undefined}
          onInteractOutside={isAlert ? (event) => event.preventDefault() : undefined}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closeLabel !== undefined && (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {description !== undefined && (
            <Dialog.Description asChild>
              <div className={styles.message}>{description}</div>
            </Dialog.Description>
          )}
          {children}
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
