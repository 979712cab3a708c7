import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components';
import field from '../fieldHelpers/Field.module.css';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'isInvalid'> {
  /** The checkbox's visible label and accessible name. */
  label: ReactNode;
  name: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the checkbox is invalid and the message is linked by aria-describedby. */
  error?: string;
  className?: string;
}

/** A single checkbox with hint and error (e.g. the exemption "confirm veracity" box, spec §5). */
export function Checkbox({ label, hint, error, className, ...rest }: CheckboxProps) {
  return (
    <CheckboxField
      {...rest}
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
}
