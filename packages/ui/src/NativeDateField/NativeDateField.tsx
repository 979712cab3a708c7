import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import field from '../fieldHelpers/Field.module.css';
import { describeField, useFieldIds } from '../fieldHelpers/fieldHelpers';
import styles from './NativeDateField.module.css';

export interface NativeDateFieldProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'disabled' | 'required'
> {
  label: string;
  name: string;
  /** The date as ISO 'YYYY-MM-DD', or null while empty or incomplete. */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives an ISO 'YYYY-MM-DD' date once the date is complete, or null. */
  onChange?: (value: string | null) => void;
  /** Earliest valid date, ISO 'YYYY-MM-DD'. */
  minValue?: string;
  /** Latest valid date, ISO 'YYYY-MM-DD'. */
  maxValue?: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the field is invalid and the message is linked by aria-describedby. */
  error?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/**
 * A labelled date on the browser's own `<input type="date">`: the `DateField` value contract
 * (ISO strings) at a fraction of its weight, with the platform's date picker on phones. Use it
 * where a page must stay light; `DateField` gives identical segments in every browser. `ref`
 * reaches the `<input type="date">`.
 */
export const NativeDateField = forwardRef<HTMLInputElement, NativeDateFieldProps>(function NativeDateField(
  {
    label,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    hint,
    error,
    isDisabled,
    isRequired,
    id: idProp,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(idProp);
  const controlled = value !== undefined;
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')} data-invalid={error ? '' : undefined}>
      <label className={field.label} htmlFor={ids.id}>
        {label}
      </label>
      {hint ? (
        <span id={ids.hintId} className={field.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...rest}
        ref={ref}
        id={ids.id}
        type="date"
        className={styles.input}
        min={minValue}
        max={maxValue}
        disabled={isDisabled}
        required={isRequired}
        {...describeField({
          id: ids.id,
          hasHint: Boolean(hint),
          hasError: Boolean(error),
          ...(describedBy ? { describedBy } : {}),
        })}
        {...(controlled ? { value: value ?? '' } : { defaultValue: defaultValue ?? '' })}
        onChange={(event) => onChange?.(event.target.value === '' ? null : event.target.value)}
      />
      {error ? (
        <span id={ids.errorId} className={field.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
});
NativeDateField.displayName = 'NativeDateField';
