import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import field from '../fieldHelpers/Field.module.css';
import styles from './RadioGroup.module.css';

/** One choice of a radio group. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Help text under this choice, linked to its radio by aria-describedby. */
  hint?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'isInvalid'> {
  /** The question; names the group. */
  label: string;
  name: string;
  options: readonly RadioOption[];
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the group is invalid and the message is linked by aria-describedby. */
  error?: string;
  className?: string;
}

/**
 * A labelled group of radio buttons, each with an optional hint; arrow keys move between choices.
 * `ref` reaches the `<div role="radiogroup">`. It cannot take focus itself: to move focus to the
 * group, focus its checked radio, or its first one when none is checked.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, options, hint, error, className, ...rest },
  ref,
) {
  return (
    <AriaRadioGroup
      {...rest}
      ref={ref}
      isInvalid={Boolean(error)}
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      <Label className={field.label}>{label}</Label>
      {hint ? (
        <Text slot="description" className={field.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={field.error}>{error}</FieldError>
      <div className={styles.options}>
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.option}
          >
            <RadioButton className={styles.radio}>
              <span className={styles.circle} aria-hidden="true" />
              <span>{option.label}</span>
            </RadioButton>
            {option.hint ? (
              <Text slot="description" className={[field.hint, styles.indent].join(' ')}>
                {option.hint}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
    </AriaRadioGroup>
  );
});
RadioGroup.displayName = 'RadioGroup';
