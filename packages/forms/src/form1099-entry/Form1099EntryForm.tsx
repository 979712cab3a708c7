import { form1099RequestSchema, type Form1099Request } from '@citytax/api';
import {
  EntryMoneyField,
  EntryTextField,
  shownMoney,
  shownText,
  type EntryFormProps,
} from '../annual-return-shared/EntryParts';
import { EntryFormElement, EntryView, useEntryForm } from '../annual-return-shared/EntryForm';
import { form1099EntryMessages, type Form1099EntryMessages } from './messages.en';

/** What the 1099 form holds while editing: the amount is null while its field is empty. */
export type Form1099EntryValues = Omit<Form1099Request, 'amount'> & { amount: number | null };

const EMPTY: Form1099EntryValues = { payerName: '', payerTin: '', amount: null };

/** The form's values with nothing entered (for a new 1099). */
export const emptyForm1099EntryValues: Readonly<Form1099EntryValues> = EMPTY;

export interface Form1099EntryFormProps extends EntryFormProps<Form1099EntryValues, Form1099Request> {
  /**
   * The saved 1099 when editing; "unsaved changes" are measured against it. A Form1099 fits as
   * is. Read at mount: render the form once the 1099 has loaded (or key it by the entry id).
   */
  defaultValues?: Partial<Form1099EntryValues> | undefined;
  messages?: Form1099EntryMessages;
}

/** One 1099 (nonemployee compensation) of the individual annual return. */
export function Form1099EntryForm({ readOnly = false, ...props }: Form1099EntryFormProps) {
  const messages = props.messages ?? form1099EntryMessages;
  return (
    <EntryView
      {...props}
      readOnly={readOnly}
      empty={EMPTY}
      labels={messages.fields}
      shown={{ payerName: shownText, payerTin: shownText, amount: shownMoney }}
    >
      <Editable1099Form {...props} messages={messages} />
    </EntryView>
  );
}

function Editable1099Form({
  messages,
  ...props
}: Omit<Form1099EntryFormProps, 'readOnly' | 'messages'> & { messages: Form1099EntryMessages }) {
  const { bind, formProps } = useEntryForm<Form1099EntryValues, Form1099Request>({
    ...props,
    schema: form1099RequestSchema,
    empty: EMPTY,
    idSuffixes: { payerName: 'payer-name', payerTin: 'payer-tin', amount: 'amount' },
    messages,
  });
  return (
    <EntryFormElement {...formProps}>
      <EntryTextField {...bind('payerName')} kind="name" />
      <EntryTextField {...bind('payerTin')} kind="number" />
      <EntryMoneyField {...bind('amount')} />
    </EntryFormElement>
  );
}
