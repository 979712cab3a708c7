import { parseDate, type CalendarDate } from '@internationalized/date';
import { forwardRef, type ReactNode } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import field from '../fieldHelpers/Field.module.css';
import { useUiLocale } from '../text/uiTextContext';
import styles from './DateField.module.css';

export interface DateFieldProps extends Omit<
  AriaDateFieldProps<CalendarDate>,
  | 'children'
  | 'className'
  | 'isInvalid'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'granularity'
> {
  label: string;
  name: string;
  /** The date as ISO 'YYYY-MM-DD', or null while empty or incomplete. */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives an ISO 'YYYY-MM-DD' date once every segment is filled, or null. */
  onChange?: (value: string | null) => void;
  /** Earliest valid date, ISO 'YYYY-MM-DD'. */
  minValue?: string;
  /** Latest valid date, ISO 'YYYY-MM-DD'. */
  maxValue?: string;
  /** Help text under the label, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message; when set the field is invalid and the message is linked by aria-describedby. */
  error?: string;
  className?: string;
}

/** Parses an ISO date, or gives null for null, '' or an invalid string. */
export function isoToDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** The ISO 'YYYY-MM-DD' form of a date, or null. */
export function dateToIso(date: DateValue | null | undefined): string | null {
  return date ? date.toString().slice(0, 10) : null;
}

/**
 * A labelled date input of month, day and year segments (react-aria DateField). Forms see only
 * ISO strings, never @internationalized/date types. `ref` reaches the `<div role="group">` that
 * holds the segments. It cannot take focus itself: to move focus to the field, focus its first
 * segment (`[role="spinbutton"]`).
 */
export const DateField = forwardRef<HTMLDivElement, DateFieldProps>(function DateField(
  { label, hint, error, value, defaultValue, onChange, minValue, maxValue, className, ...rest },
  ref,
) {
  const controlled = value !== undefined ? { value: isoToDate(value) } : {};
  // The segments' names and order follow the UiTextProvider's locale.
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <AriaDateField<CalendarDate>
        {...rest}
        {...controlled}
        defaultValue={isoToDate(defaultValue)}
        minValue={isoToDate(minValue) ?? undefined}
        maxValue={isoToDate(maxValue) ?? undefined}
        onChange={(date) => onChange?.(dateToIso(date))}
        isInvalid={Boolean(error)}
        className={[field.field, className].filter(Boolean).join(' ')}
      >
        <Label className={field.label}>{label}</Label>
        {hint ? (
          <Text slot="description" className={field.hint}>
            {hint}
          </Text>
        ) : null}
        <DateInput ref={ref} className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldError className={field.error}>{error}</FieldError>
      </AriaDateField>
    </I18nProvider>
  );
});
DateField.displayName = 'DateField';
