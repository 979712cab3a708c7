import {
  CurrencyInput,
  NativeDateField,
  NativeSelect,
  RadioGroup,
  TextField,
  type CurrencyInputProps,
  type NativeDateFieldProps,
  type NativeSelectProps,
  type RadioGroupProps,
  type TextFieldProps,
} from '@citytax/ui';
import type { ReactElement } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { amountMessages, type AmountMessages } from './amountMessages.en';

/**
 * How a ui control takes part in a tax form: the form's control and the field's name, and its
 * error (a text, or worked out from the field's own message and value).
 */
export interface FieldBinding<T extends FieldValues, O, V> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  error?: string | undefined | ((field: { message: string | undefined; value: V }) => string | undefined);
  /** Called instead of writing the value (a form that also resets another field); `commit` writes it. */
  onChange?: ((value: V, commit: (value: V) => void) => void) | undefined;
}

type Bound<P, T extends FieldValues, O, V> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> &
  FieldBinding<T, O, V>;

/**
 * The one place a ui control is bound to react-hook-form (the view stays pure: DF's `Dollar` vs
 * `DollarImplementation`): value, change, blur and the name come from the field; `toView` and
 * `fromView` convert where the control's value is not the form's.
 */
function useBound<T extends FieldValues, O, V, W>(
  { control, name, error, onChange }: FieldBinding<T, O, V>,
  toView: (value: V) => W,
  fromView: (value: W) => V,
) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as V;
  const commit = (next: V) => field.onChange(next);
  return {
    name: field.name,
    value: toView(value),
    onChange: (next: W) => (onChange ? onChange(fromView(next), commit) : commit(fromView(next))),
    onBlur: field.onBlur,
    error: typeof error === 'function' ? error({ message: fieldState.error?.message, value }) : error,
  };
}

const same = <V,>(value: V) => value;

/**
 * A `CurrencyInput` bound to a form field holding dollars: null while empty, NaN while the text is
 * not a number, negative as typed even where negatives are not allowed. The field says
 * why with the catalog's sentences, which the form's resolver gives again on submit.
 */
export function FormCurrencyInput<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  amountMessages: own,
  ...props
}: Bound<CurrencyInputProps, T, O, number | null> & {
  /** The field's own sentences (a percentage's), where the shared ones do not fit; as in the form's catalog. */
  amountMessages?: Partial<AmountMessages> | undefined;
}): ReactElement {
  const bound = useBound<T, O, number | null, number | null>({ control, name, error, onChange }, same, same);
  const m = { ...amountMessages, ...own };
  return (
    <CurrencyInput notANumberMessage={m.notANumber} belowZeroMessage={m.belowZero} {...props} {...bound} />
  );
}

/** A `TextField` bound to a form field holding its text. */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  ...props
}: Bound<TextFieldProps, T, O, string>): ReactElement {
  const bound = useBound<T, O, string, string>({ control, name, error, onChange }, same, same);
  return <TextField {...props} {...bound} />;
}

/** A `RadioGroup` bound to a form field holding the chosen option's value (null for none). */
export function FormRadioGroup<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  ...props
}: Bound<RadioGroupProps, T, O, string | null>): ReactElement {
  const bound = useBound<T, O, string | null, string | null>({ control, name, error, onChange }, same, same);
  return <RadioGroup {...props} {...bound} />;
}

/** A Yes/No `RadioGroup` bound to a form field holding a boolean (null while neither is chosen). */
export function FormYesNo<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  yes,
  no,
  ...props
}: Bound<Omit<RadioGroupProps, 'options'>, T, O, boolean | null> & {
  /** The words of the two choices. */
  yes: string;
  no: string;
}): ReactElement {
  const bound = useBound<T, O, boolean | null, string | null>(
    { control, name, error, onChange },
    (value) => (value === true ? 'yes' : value === false ? 'no' : null),
    (value) => (value === 'yes' ? true : value === 'no' ? false : null),
  );
  return (
    <RadioGroup
      {...props}
      {...bound}
      options={[
        { value: 'yes', label: yes },
        { value: 'no', label: no },
      ]}
    />
  );
}

/** A `NativeDateField` bound to a form field holding YYYY-MM-DD (null while empty). */
export function FormDateField<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  ...props
}: Bound<NativeDateFieldProps, T, O, string | null>): ReactElement {
  const bound = useBound<T, O, string | null, string | null>({ control, name, error, onChange }, same, same);
  return <NativeDateField {...props} {...bound} />;
}

/** A `NativeSelect` bound to a form field holding the chosen option's value (null or '' for none). */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  ...props
}: Bound<NativeSelectProps, T, O, string>): ReactElement {
  const bound = useBound<T, O, string, string | null>(
    { control, name, error, onChange },
    (value) => value || null,
    (value) => value ?? '',
  );
  return <NativeSelect {...props} {...bound} />;
}

/** A `NativeSelect` of numbers (tax years, months, quarters) bound to a number field (null for none). */
export function FormNumberSelect<T extends FieldValues, O>({
  control,
  name,
  error,
  onChange,
  choices,
  labelOf = String,
  ...props
}: Bound<Omit<NativeSelectProps, 'options'>, T, O, number | null> & {
  /** The numbers offered, in order. */
  choices: readonly number[];
  /** How a number reads (a month's name); by default the number itself. */
  labelOf?: (choice: number) => string;
}): ReactElement {
  const bound = useBound<T, O, number | null, string | null>(
    { control, name, error, onChange },
    (value) => (value === null || value === undefined ? null : String(value)),
    (value) => (value === null ? null : Number(value)),
  );
  const options = choices.map((choice) => ({ value: String(choice), label: labelOf(choice) }));
  return <NativeSelect {...props} {...bound} options={options} />;
}
