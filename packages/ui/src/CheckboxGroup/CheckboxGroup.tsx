import { forwardRef, useState, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { Fieldset, type FieldsetProps } from '../Fieldset/Fieldset';
import styles from './CheckboxGroup.module.css';

/** One choice of a checkbox group. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** Help text under this choice, linked to its checkbox by aria-describedby. */
  hint?: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<
  FieldsetProps,
  'onChange' | 'defaultValue' | 'children' | 'error'
> {
  /** The name of every checkbox; a form submits one `name=value` pair for each one checked. */
  name: string;
  options: readonly CheckboxOption[];
  /** The values checked, when the caller keeps the state (controlled). */
  value?: readonly string[];
  /** The values checked at first, when the group keeps the state (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the values checked, in the order of `options`. */
  onChange?: (value: string[]) => void;
  /** Error message of the group, e.g. "Select at least one"; linked to the group by aria-describedby. */
  error?: string;
  isDisabled?: boolean;
}

/**
 * A question answered with any number of choices: a Fieldset (the legend is the question) of ui
 * Checkboxes, each with an optional hint. `value` is the array of the values checked. `ref` reaches
 * the `<fieldset>`.
 */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(function CheckboxGroup(
  { name, options, value, defaultValue = [], onChange, error, isDisabled, ...rest },
  ref,
) {
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
  const checked = value ?? ownValue;

  const toggle = (optionValue: string, isSelected: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((v) => (v === optionValue ? isSelected : checked.includes(v)));
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <Fieldset {...rest} ref={ref} error={error}>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            isSelected={checked.includes(option.value)}
            isDisabled={isDisabled || option.isDisabled}
            onChange={(isSelected) => toggle(option.value, isSelected)}
            className={styles.option}
          />
        ))}
      </div>
    </Fieldset>
  );
});
CheckboxGroup.displayName = 'CheckboxGroup';
