import { forwardRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import field from '../fieldHelpers/Field.module.css';
import { describeField, useFieldIds } from '../fieldHelpers/fieldHelpers';
import { nativeSelectTextEn } from '../text/nativeSelect.en';
import { useUiWords } from '../text/uiTextContext';
import type { SelectOption } from '../Select/Select';
import styles from './NativeSelect.module.css';
import { useConfirmedChoice } from './useConfirmedChoice';

export interface NativeSelectProps extends Omit<
  ComponentPropsWithoutRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The chosen option's value, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /**
   * Called when a choice is confirmed, in place of `onChange` for a choice that saves or switches
   * something: at once for a pick with a pointer or a phone's picker; after arrow keys or typing,
   * on Enter or on leaving the field (useConfirmedChoice). `value` is then the confirmed value.
   */
  onConfirm?: (value: string | null) => void;
  /** The empty first choice shown while nothing is chosen. */
  placeholder?: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the select is invalid and the message is linked by aria-describedby. */
  error?: string;
}

/**
 * A labelled drop-down on the browser's own `<select>`: the same props as `Select`, a fraction of
 * its weight, and the platform's picker on phones. Use it for long lists such as cities. On paper
 * it prints its choice as plain text (a dash when none), not a control. `ref` reaches the `<select>`.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  {
    label,
    options,
    value,
    defaultValue,
    onChange,
    onConfirm,
    placeholder,
    hint,
    error,
    id: idProp,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const words = useUiWords('nativeSelect', nativeSelectTextEn);
  const ids = useFieldIds(idProp);
  const controlled = value !== undefined;
  // Only for the printed choice: the browser keeps an uncontrolled select's value.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? null);
  const current = controlled ? value : uncontrolledValue;
  const chosen = options.find((option) => option.value === current)?.label;
  const confirmed = useConfirmedChoice(current ?? null, (next) => {
    if (!controlled) setUncontrolledValue(next);
    onConfirm?.(next);
  });
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
      <select
        {...rest}
        ref={ref}
        id={ids.id}
        className={styles.select}
        {...describeField({
          id: ids.id,
          hasHint: Boolean(hint),
          hasError: Boolean(error),
          ...(describedBy ? { describedBy } : {}),
        })}
        {...(onConfirm
          ? {
              value: confirmed.value,
              onChange: confirmed.onChange,
              onKeyDown: (event) => {
                confirmed.onKeyDown(event);
                rest.onKeyDown?.(event);
              },
              onBlur: (event) => {
                confirmed.onBlur();
                rest.onBlur?.(event);
              },
              onMouseDown: (event) => {
                confirmed.onMouseDown();
                rest.onMouseDown?.(event);
              },
            }
          : {
              ...(controlled ? { value: value ?? '' } : { defaultValue: defaultValue ?? '' }),
              onChange: (event) => {
                const next = event.target.value === '' ? null : event.target.value;
                if (!controlled) setUncontrolledValue(next);
                onChange?.(next);
              },
            })}
      >
        <option value="">{placeholder ?? words.placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Printed only, from the attribute: the page's text and the accessibility tree stay as they are. */}
      <span className={styles.printValue} data-value={chosen ?? '—'} aria-hidden="true" />
      {error ? (
        <span id={ids.errorId} className={field.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
});
NativeSelect.displayName = 'NativeSelect';
