import { forwardRef, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  I18nProvider,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import field from '../fieldHelpers/Field.module.css';
import { selectTextEn } from '../text/select.en';
import { useUiLocale, useUiWords } from '../text/uiTextContext';
import styles from './Select.module.css';

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'children' | 'className' | 'isInvalid' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'items'
> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The chosen option's value, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the select is invalid and the message is linked by aria-describedby. */
  error?: string;
  className?: string;
}

const toValue = (key: Key | null): string | null => (key === null ? null : String(key));

/**
 * A labelled drop-down list (react-aria Select): opens with Enter, Space or the arrow keys.
 * `ref` reaches the trigger `<button>`, the element that takes focus (the list opens in a popover).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { label, options, hint, error, placeholder, className, onChange, ...rest },
  ref,
) {
  const words = useUiWords('select', selectTextEn);
  // react-aria's own announcements follow the UiTextProvider's locale.
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <AriaSelect
        {...rest}
        placeholder={placeholder ?? words.placeholder}
        isInvalid={Boolean(error)}
        onChange={(key) => onChange?.(toValue(key))}
        className={[field.field, styles.field, className].filter(Boolean).join(' ')}
      >
        <Label className={field.label}>{label}</Label>
        {hint ? (
          <Text slot="description" className={field.hint}>
            {hint}
          </Text>
        ) : null}
        <Button ref={ref} className={styles.trigger}>
          <SelectValue className={styles.value} />
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
            <polyline points="3,6 8,11 13,6" />
          </svg>
        </Button>
        <FieldError className={field.error}>{error}</FieldError>
        <Popover className={styles.popover} offset={4}>
          <ListBox className={styles.listbox} items={options}>
            {(option) => (
              <ListBoxItem id={option.value} isDisabled={option.isDisabled} className={styles.item}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
    </I18nProvider>
  );
});
Select.displayName = 'Select';
