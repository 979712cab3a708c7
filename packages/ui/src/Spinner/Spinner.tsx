import type { ComponentPropsWithoutRef } from 'react';
import { spinnerTextEn } from '../text/spinner.en';
import { useUiWords } from '../text/uiTextContext';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './Spinner.module.css';

export interface SpinnerProps extends ComponentPropsWithoutRef<'span'> {
  /** What is loading, announced to assistive technology. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A loading indicator announced politely through role="status". */
export function Spinner({ label, showLabel = false, className, ...rest }: SpinnerProps) {
  const words = useUiWords('spinner', spinnerTextEn);
  return (
    <span role="status" className={[styles.wrapper, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={showLabel ? undefined : hidden.visuallyHidden}>{label ?? words.label}</span>
    </span>
  );
}
