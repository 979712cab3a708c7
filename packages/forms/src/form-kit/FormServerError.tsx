import { Alert } from '@citytax/ui';
import { useEffect, useRef } from 'react';
import styles from './formKit.module.css';

export interface FormServerErrorProps {
  /** The server's message about the last submit; nothing is shown without one. */
  message?: string | undefined;
  /**
   * Move focus to the message when it appears, for a form whose page stays put on a failed
   * submit (the alert is announced either way).
   */
  takeFocus?: boolean;
}

/** The server's message about the last submit of a tax form, shown above its buttons. */
export function FormServerError({ message, takeFocus = false }: FormServerErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && message) ref.current?.focus();
  }, [takeFocus, message]);
  const alert = message ? <Alert variant="error">{message}</Alert> : null;
  if (!takeFocus) return alert;
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      {alert}
    </div>
  );
}
