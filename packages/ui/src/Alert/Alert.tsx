import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  variant?: AlertVariant;
  /** Optional bold heading above the message. */
  heading?: ReactNode;
  children: ReactNode;
}

/**
 * An inline status message. Errors and warnings use role="alert" so they are
 * announced at once; info and success use the polite role="status".
 */
export function Alert({ variant = 'info', heading, children, className, ...rest }: AlertProps) {
  const role = variant === 'error' || variant === 'warning' ? 'alert' : 'status';
  return (
    <div
      role={role}
      data-variant={variant}
      className={[styles.alert, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
