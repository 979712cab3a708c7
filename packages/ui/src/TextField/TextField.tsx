import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'isInvalid'> {
  label: string;
  name: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the field is invalid and the message is linked by aria-describedby. */
  error?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A labelled text input whose hint and error are wired through aria-describedby and aria-invalid.
 * `ref` reaches the `<input>` element. `onChange` receives the text, not an event, so bind it to
 * react-hook-form with `Controller` (pass `field.ref` as `ref`), not by spreading `register()`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, placeholder, className, ...rest },
  ref,
) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={Boolean(error)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      {hint ? (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      ) : null}
      <Input ref={ref} className={styles.input} placeholder={placeholder} />
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
});
TextField.displayName = 'TextField';
