import { formW2RequestSchema, type City, type FormW2Request } from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useWatch } from 'react-hook-form';
import {
  EntryMoneyField,
  EntryTextField,
  shownMoney,
  shownText,
  type EntryFormProps,
} from '../annual-return-shared/EntryParts';
import { entryFieldError, entryFormMessages } from '../annual-return-shared/messages.en';
import { FormSelect } from '../form-kit/boundFields';
import { EntryFormElement, EntryView, useEntryForm } from '../annual-return-shared/EntryForm';
import { w2EntryMessages, type W2EntryMessages } from './messages.en';

type MoneyField = 'medicareWages' | 'localWages' | 'localTaxWithheld';

/** What the W-2 form holds while editing: money is null while its field is empty. */
export type W2EntryValues = Omit<FormW2Request, 'w2Number' | MoneyField> & Record<MoneyField, number | null>;

const EMPTY: W2EntryValues = {
  employerName: '',
  employerEin: '',
  workCity: '',
  medicareWages: null,
  localWages: null,
  localTaxWithheld: null,
  locality: '',
};

/** The form's values with nothing entered (for a new W-2). */
export const emptyW2EntryValues: Readonly<W2EntryValues> = EMPTY;

/** True when box 18 is larger than box 5: the form warns, the return still uses box 5. */
export function localWagesExceedMedicareWages(
  values: Pick<W2EntryValues, 'medicareWages' | 'localWages'>,
): boolean {
  return (
    values.medicareWages !== null && values.localWages !== null && values.localWages > values.medicareWages
  );
}

/**
 * True when box 19 is more than the wages entered in box 18 or box 5: more tax withheld than
 * wages. The form warns as for box 18 above box 5; the return uses box 19 as entered.
 */
export function localTaxWithheldExceedsWages(
  values: Pick<W2EntryValues, 'medicareWages' | 'localWages' | 'localTaxWithheld'>,
): boolean {
  const withheld = values.localTaxWithheld;
  return (
    withheld !== null &&
    [values.medicareWages, values.localWages].some((wages) => wages !== null && withheld > wages)
  );
}

export interface W2EntryFormProps extends EntryFormProps<W2EntryValues, FormW2Request> {
  /** Every city of the table (member and non-member): choices of work city and locality. */
  cities: readonly City[];
  /**
   * The saved W-2 when editing; "unsaved changes" are measured against it. A FormW2 fits as
   * is. Read at mount: render the form once the W-2 has loaded (or key it by the entry id).
   */
  defaultValues?: Partial<W2EntryValues> | undefined;
  messages?: W2EntryMessages;
}

/** One W-2 of the individual annual return. */
export function W2EntryForm({ readOnly = false, ...props }: W2EntryFormProps) {
  const messages = props.messages ?? w2EntryMessages;
  const cityName = (code: string) =>
    props.cities.find((c) => c.code === code)?.name ?? (code || entryFormMessages.notEntered);
  return (
    <EntryView
      {...props}
      readOnly={readOnly}
      empty={EMPTY}
      labels={messages.fields}
      shown={{
        employerName: shownText,
        employerEin: shownText,
        workCity: cityName,
        medicareWages: shownMoney,
        localWages: shownMoney,
        localTaxWithheld: shownMoney,
        locality: cityName,
      }}
    >
      <EditableW2Form {...props} messages={messages} />
    </EntryView>
  );
}

function EditableW2Form({
  cities,
  messages,
  ...props
}: Omit<W2EntryFormProps, 'readOnly' | 'messages'> & { messages: W2EntryMessages }) {
  const { control, ids, bind, formProps } = useEntryForm<W2EntryValues, FormW2Request>({
    ...props,
    schema: formW2RequestSchema,
    empty: EMPTY,
    idSuffixes: {
      employerName: 'employer-name',
      employerEin: 'employer-ein',
      workCity: 'work-city',
      medicareWages: 'box5',
      localWages: 'box18',
      localTaxWithheld: 'box19',
      locality: 'box20',
    },
    messages,
  });
  const warningId = `${ids.localWages}-warning`;
  const withheldWarningId = `${ids.localTaxWithheld}-warning`;
  const [medicareWages, localWages, localTaxWithheld] = useWatch({
    control,
    name: ['medicareWages', 'localWages', 'localTaxWithheld'],
  });
  const warn = localWagesExceedMedicareWages({ medicareWages, localWages });
  const warnWithheld = localTaxWithheldExceedsWages({ medicareWages, localWages, localTaxWithheld });
  const options = cities.map((city) => ({ value: city.code, label: city.name }));

  const city = (name: 'workCity' | 'locality') => (
    <FormSelect
      {...bind(name)}
      required
      placeholder={messages.citiesPlaceholder}
      options={options}
      error={({ message, value }) => entryFieldError(messages.fields[name], message, value)}
    />
  );

  const warningOf: Record<MoneyField, string | undefined> = {
    medicareWages: undefined,
    localWages: warn ? warningId : undefined,
    localTaxWithheld: warnWithheld ? withheldWarningId : undefined,
  };
  const money = (name: MoneyField) => <EntryMoneyField {...bind(name)} describedBy={warningOf[name]} />;

  return (
    <EntryFormElement {...formProps}>
      <EntryTextField {...bind('employerName')} kind="name" />
      <EntryTextField {...bind('employerEin')} kind="number" />
      {city('workCity')}
      {money('medicareWages')}
      {money('localWages')}
      {warn ? (
        <Alert variant="warning" id={warningId}>
          {messages.localWagesExceedMedicareWages}
        </Alert>
      ) : null}
      {money('localTaxWithheld')}
      {warnWithheld ? (
        <Alert variant="warning" id={withheldWarningId}>
          {messages.localTaxWithheldExceedsWages}
        </Alert>
      ) : null}
      {city('locality')}
    </EntryFormElement>
  );
}
