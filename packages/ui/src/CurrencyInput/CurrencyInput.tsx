import {
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { describeField, useFieldIds } from '../fieldHelpers/fieldHelpers';
import field from '../fieldHelpers/Field.module.css';
import {
  applyEdit,
  defaultCurrencyOptions,
  formatCurrency,
  parseCurrency,
  rangeError,
  type CurrencyAlign,
  type CurrencyOptions,
  type CurrencyRangeError,
} from './currency';
import styles from './CurrencyInput.module.css';

export interface CurrencyInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max' | 'prefix' | 'children'
> {
  label: string;
  name: string;
  /** The amount in dollars, or null when empty. */
  value: number | null;
  /** Receives the amount in dollars (rounded to `precision`), or null when the field is emptied. */
  onChange?: (value: number | null) => void;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the field is invalid. Range checks reach the screen only through it. */
  error?: string;
  /** Text alignment of the amount (spec §3 default 'right'). */
  align?: CurrencyAlign;
  /** Whether a minus sign is accepted (default true). */
  allowNegative?: boolean;
  decimal?: string;
  precision?: number;
  prefix?: string;
  suffix?: string;
  thousands?: string;
  /** Lowest valid amount; not enforced, reported through `onRangeError`. */
  min?: number;
  /** Highest valid amount; not enforced, reported through `onRangeError`. */
  max?: number;
  /** Called with 'belowMin', 'aboveMax' or null each time the amount changes, so a form can show an error. */
  onRangeError?: (error: CurrencyRangeError | null) => void;
}

/**
 * A money input (spec §3, §5): formats with separators as you type without moving the caret,
 * pads to `precision` on blur, and reports a number. Values out of `min`/`max` are never clamped.
 */
export function CurrencyInput({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  align = defaultCurrencyOptions.align,
  allowNegative = defaultCurrencyOptions.allowNegative,
  decimal = defaultCurrencyOptions.decimal,
  precision = defaultCurrencyOptions.precision,
  prefix = defaultCurrencyOptions.prefix,
  suffix = defaultCurrencyOptions.suffix,
  thousands = defaultCurrencyOptions.thousands,
  min,
  max,
  onRangeError,
  id: idProp,
  className,
  onBlur,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CurrencyInputProps) {
  const opts: CurrencyOptions = {
    align,
    allowNegative,
    decimal,
    precision,
    prefix,
    suffix,
    thousands,
    min,
    max,
  };
  const ids = useFieldIds(idProp);
  const [text, setText] = useState(() => formatCurrency(value, opts));
  const [shownValue, setShownValue] = useState(value);
  const focused = useRef(false);

  // A new value from the parent replaces the text unless it is what the text already says.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== parseCurrency(text, opts)) setText(formatCurrency(value, opts));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const edit = applyEdit(text, input.value, input.selectionStart ?? input.value.length, opts, inputType);
    // Set the DOM value and caret now, so React's re-render does not move the caret to the end.
    input.value = edit.text;
    if (focused.current) input.setSelectionRange(edit.caret, edit.caret);
    setText(edit.text);
    setShownValue(edit.value);
    if (edit.value !== parseCurrency(text, opts)) {
      onChange?.(edit.value);
      onRangeError?.(rangeError(edit.value, min, max));
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    focused.current = false;
    setText(formatCurrency(parseCurrency(text, opts), opts));
    onBlur?.(event);
  };

  const outOfRange = rangeError(parseCurrency(text, opts), min, max);

  return (
    <div
      className={[field.field, styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <label htmlFor={ids.id} className={field.label}>
        {label}
      </label>
      {hint ? (
        <div id={ids.hintId} className={field.hint}>
          {hint}
        </div>
      ) : null}
      <input
        {...rest}
        {...describeField({ id: ids.id, hasHint: Boolean(hint), hasError: Boolean(error), describedBy })}
        id={ids.id}
        name={name}
        type="text"
        inputMode={precision > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        disabled={disabled}
        value={text}
        className={styles.input}
        data-align={align}
        data-invalid={error ? true : undefined}
        data-out-of-range={outOfRange ?? undefined}
        onFocus={(event) => {
          focused.current = true;
          rest.onFocus?.(event);
        }}
        onChange={handleChange}
        onBlur={handleBlur}
      />
      {error ? (
        <div id={ids.errorId} className={field.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
