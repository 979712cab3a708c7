import { forwardRef, type ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components';
import field from '../fieldHelpers/Field.module.css';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'children' | 'className' | 'isInvalid' | 'inputRef'
> {
  /** The checkbox's visible label and accessible name. */
  label: ReactNode;
  name: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the checkbox is invalid and the message is linked by aria-describedby. */
  error?: string;
  className?: string;
}

/**
 * A single checkbox with hint and error (e.g. a "confirm the information is true" box). `ref`
 * reaches the native `<input type="checkbox">`, which is visually hidden but takes focus.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, className, ...rest },
  ref,
) {
  return (
    <CheckboxField
      {...rest}
      inputRef={ref}
      isInvalid={Boolean(error)}
      className={[field.field, styles.field, className].filter(Boolean).join(' ')}
    >
      <CheckboxButton className={styles.button}>
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 18 18" className={styles.check}>
            <polyline points="3,9.5 7.5,14 15,4.5" />
          </svg>
        </span>
        <span>{label}</span>
      </CheckboxButton>
      {hint ? (
        <Text slot="description" className={[field.hint, styles.indent].join(' ')}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={[field.error, styles.indent].join(' ')}>{error}</FieldError>
    </CheckboxField>
  );
});
Checkbox.displayName = 'Checkbox';
