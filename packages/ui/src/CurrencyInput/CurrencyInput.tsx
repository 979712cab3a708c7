import {
  forwardRef,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { describeField, useFieldIds } from '../fieldHelpers/fieldHelpers';
import field from '../fieldHelpers/Field.module.css';
import { currencyInputTextEn } from '../text/currencyInput.en';
import { useUiLocale, useUiWords } from '../text/uiTextContext';
import {
  applyEdit,
  defaultCurrencyOptions,
  formatCurrency,
  parseCurrency,
  rangeError,
  readCurrency,
  separatorsOf,
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
  /** The amount in dollars, null when empty, or NaN while the text is not a number */
  value: number | null;
  /**
   * Receives what the text says: the amount in dollars (rounded to `precision`), null
   * when the field is emptied, NaN when the text is not a number, and the negative amount typed
   * when a minus is typed where negatives are not allowed. The text is never changed into another
   * amount; the field says itself what is wrong with it.
   */
  onChange?: (value: number | null) => void;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /**
   * Error message; when set the field is invalid, and it replaces the field's own message. Range
   * checks reach the screen only through it.
   */
  error?: string;
  /** Text alignment of the amount (default 'right'). */
  align?: CurrencyAlign;
  /** Whether a minus sign is accepted (default true); without it, a typed minus is kept and reported. */
  allowNegative?: boolean;
  /** The decimal separator; by default the one of the `UiTextProvider`'s locale ('.' in en-US and es-US). */
  decimal?: string;
  precision?: number;
  prefix?: string;
  suffix?: string;
  /** The thousands separator; by default the one of the `UiTextProvider`'s locale (',' in en-US and es-US). */
  thousands?: string;
  /** Lowest valid amount; not enforced, reported through `onRangeError`. */
  min?: number;
  /** Highest valid amount; not enforced, reported through `onRangeError`. */
  max?: number;
  /** Called with 'belowMin', 'aboveMax' or null each time the amount changes, so a form can show an error. */
  onRangeError?: (error: CurrencyRangeError | null) => void;
  /** Shown after the filer leaves a field whose text is not a number ('1e5', 'abc', '1.2.3'). */
  notANumberMessage?: string;
  /** Shown after the filer leaves a field with a minus where negatives are not allowed. */
  belowZeroMessage?: string;
}

/**
 * A money input: formats with separators as you type without moving the caret, pads to
 * `precision` on blur, and reports a number. Values out of `min`/`max` are never clamped, and text
 * that is not an amount the field takes is kept as typed and explained. `ref` reaches the `<input>`.
 *
 * Inside a Spanish `UiTextProvider` (locale 'es-US') it also reads amounts as a Spanish-speaking US
 * resident may type them: a comma followed by exactly one or two final digits is the decimal mark
 * when no dot follows it ("1234,56"); a dot followed by exactly three digits groups thousands when a
 * comma decimal follows ("1.234,56") or when there are several such groups ("1.234.567"); spaces
 * between groups of three digits group thousands ("1 234,56"); otherwise the US reading holds
 * ("1,234.56", "1234.56", "1,234"). Such a text stays as typed until the filer leaves the field, and
 * is then written in the locale's format ("$ 1,234.56"). See `spanishToUsAmount`.
 */
export const CurrencyInput = forwardRef<HTMLInputElement, CurrencyInputProps>(
  function CurrencyInput(props, ref) {
    const words = useUiWords('currencyInput', currencyInputTextEn);
    const locale = useUiLocale();
    const separators = useMemo(() => separatorsOf(locale), [locale]);
    const {
      label,
      name,
      value,
      onChange,
      hint,
      error,
      align = defaultCurrencyOptions.align,
      allowNegative = defaultCurrencyOptions.allowNegative,
      decimal = separators.decimal,
      precision = defaultCurrencyOptions.precision,
      prefix = defaultCurrencyOptions.prefix,
      suffix = defaultCurrencyOptions.suffix,
      thousands = separators.thousands,
      min,
      max,
      onRangeError,
      notANumberMessage = words.notANumberMessage,
      belowZeroMessage = words.belowZeroMessage,
      id: idProp,
      className,
      onBlur,
      disabled,
      'aria-describedby': describedBy,
      ...rest
    } = props;
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
      locale,
    };
    const ids = useFieldIds(idProp);
    const [text, setText] = useState(() => formatCurrency(value, opts));
    const [shownValue, setShownValue] = useState(value);
    // The field's own message waits until the filer leaves the field, and goes as soon as it is fixed.
    const [explain, setExplain] = useState(false);
    const focused = useRef(false);

    // A new value from the parent replaces the text unless it is what the text already says
    // (Object.is: NaN is what a text that is not a number says).
    if (!Object.is(value, shownValue)) {
      setShownValue(value);
      if (!Object.is(value, parseCurrency(text, opts))) setText(formatCurrency(value, opts));
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
      if (!edit.problem) setExplain(false);
      if (!Object.is(edit.value, parseCurrency(text, opts))) {
        onChange?.(edit.value);
        onRangeError?.(rangeError(edit.value, min, max));
      }
    };

    const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
      focused.current = false;
      const reading = readCurrency(text, opts);
      // Only an amount is padded; anything else stays as typed, and the field says why.
      if (reading.problem) setExplain(true);
      else setText(formatCurrency(reading.value, opts));
      onBlur?.(event);
    };

    const reading = readCurrency(text, opts);
    const outOfRange = rangeError(reading.value, min, max);
    const ownError =
      explain && reading.problem
        ? reading.problem === 'belowZero'
          ? belowZeroMessage
          : notANumberMessage
        : undefined;
    const shownError = error ?? ownError;

    return (
      <div
        className={[field.field, styles.field, className].filter(Boolean).join(' ')}
        data-invalid={shownError ? true : undefined}
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
          {...describeField({
            id: ids.id,
            hasHint: Boolean(hint),
            hasError: Boolean(shownError),
            describedBy,
          })}
          ref={ref}
          id={ids.id}
          name={name}
          type="text"
          inputMode={precision > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          disabled={disabled}
          value={text}
          className={styles.input}
          data-align={align}
          data-invalid={shownError ? true : undefined}
          data-out-of-range={outOfRange ?? undefined}
          onFocus={(event) => {
            focused.current = true;
            rest.onFocus?.(event);
          }}
          onChange={handleChange}
          onBlur={handleBlur}
        />
        {shownError ? (
          <div id={ids.errorId} className={field.error}>
            {shownError}
          </div>
        ) : null}
      </div>
    );
  },
);
CurrencyInput.displayName = 'CurrencyInput';
