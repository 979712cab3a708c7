import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import field from '../fieldHelpers/Field.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'isInvalid' | 'type'
> {
  label: string;
  name: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the field is invalid and the message is linked by aria-describedby. */
  error?: string;
  /** Visible text lines before the area scrolls. */
  rows?: number;
  placeholder?: string;
  className?: string;
}

/**
 * A labelled multi-line text input whose hint and error are wired through aria-describedby and
 * aria-invalid. `ref` reaches the `<textarea>` element.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, rows = 5, placeholder, className, ...rest },
  ref,
) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={Boolean(error)}
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      <Label className={field.label}>{label}</Label>
      {hint ? (
        <Text slot="description" className={field.hint}>
          {hint}
        </Text>
      ) : null}
      <AriaTextArea ref={ref} className={styles.textarea} rows={rows} placeholder={placeholder} />
      <FieldError className={field.error}>{error}</FieldError>
    </AriaTextField>
  );
});
TextArea.displayName = 'TextArea';
