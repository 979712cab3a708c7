import type { ComponentPropsWithoutRef } from 'react';
import styles from './Tag.module.css';

export type TagVariant = 'neutral' | 'info' | 'warning' | 'success';

export interface TagProps extends ComponentPropsWithoutRef<'strong'> {
  /** The tint: it repeats what the text says, never replaces it. */
  variant?: TagVariant;
}

/**
 * A short status word in a tinted, bordered box ("Draft", "Paid"). The word carries the meaning;
 * the tint and border only help the eye, and the text keeps AA contrast on every tint.
 */
export function Tag({ variant = 'neutral', className, children, ...rest }: TagProps) {
  return (
    <strong {...rest} data-variant={variant} className={[styles.tag, className].filter(Boolean).join(' ')}>
      {children}
    </strong>
  );
}
