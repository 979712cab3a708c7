import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './TopBar.module.css';

export interface TopBarProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title'> {
  /** The logo; give it alt text or mark it decorative. */
  logo?: ReactNode;
  title: ReactNode;
  /** Slot on the right, e.g. the logout link. */
  actions?: ReactNode;
}

/** The page banner with logo, product title and an actions slot. */
export function TopBar({ logo, title, actions, className, ...rest }: TopBarProps) {
  return (
    <header className={[styles.topbar, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.brand}>
        {logo ? <span className={styles.logo}>{logo}</span> : null}
        <p className={styles.title}>{title}</p>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
