import {
  CONTACT_TYPES,
  contactSupportRequestSchema,
  DEFAULT_CONTACT_TYPE,
  PHONE_FORMAT_ERROR,
} from '@citytax/api';
import {
  Alert,
  Button,
  ErrorSummary,
  RadioGroup,
  TextArea,
  TextField,
  type ErrorSummaryItem,
} from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountFormMessages, fieldErrorText } from '../messages/account.en';
import { focusFirstError } from '../form-kit/focusFirstError';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';

/** Contact support: type, name, phone, email (valid) and comments are all required. */
export const contactUsFormSchema = contactSupportRequestSchema.extend({
  // An empty phone is "required", not "invalid" (the contract's words; the form shows them translated).
  phoneNumber: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .pipe(contactSupportRequestSchema.shape.phoneNumber),
});

export type ContactUsInput = z.input<typeof contactUsFormSchema>;
export type ContactUsValues = z.output<typeof contactUsFormSchema>;

type FieldName = keyof ContactUsInput;

export interface ContactUsFormProps {
  /** Called with valid values; the button shows its loading state until the promise settles. */
  onSubmit: (values: ContactUsValues) => void | Promise<void>;
  /** Prefill, for example the signed-in user's name and email. */
  defaultValues?: Partial<ContactUsInput>;
  /** A message from the server, shown above the button. */
  serverError?: string;
  messages?: typeof accountFormMessages.contactUs;
}

/** Contact support. Field errors show on each field and are listed under the submit button. */
export function ContactUsForm({
  onSubmit,
  defaultValues,
  serverError,
  messages = accountFormMessages.contactUs,
}: ContactUsFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    type: `${id}-type`,
    name: `${id}-name`,
    phoneNumber: `${id}-phone`,
    emailAddress: `${id}-email`,
    message: `${id}-message`,
  };
  const labels: Record<FieldName, string> = {
    type: messages.type,
    name: messages.name,
    phoneNumber: messages.phone,
    emailAddress: messages.email,
    message: messages.comments,
  };
  const { control, handleSubmit, formState } = useForm<ContactUsInput, unknown, ContactUsValues>({
    resolver: zodResolver(contactUsFormSchema),
    defaultValues: {
      type: DEFAULT_CONTACT_TYPE,
      name: '',
      phoneNumber: '',
      emailAddress: '',
      message: '',
      ...defaultValues,
    },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const custom = { [PHONE_FORMAT_ERROR]: messages.phoneFormat };
  const errorText = (name: FieldName) =>
    fieldErrorText(labels[name], formState.errors[name]?.message, custom);
  const listed: ErrorSummaryItem[] = (Object.keys(ids) as FieldName[]).flatMap((name) => {
    const message = errorText(name);
    return message ? [{ message, fieldId: ids[name] }] : [];
  });

  const text = (
    name: Exclude<FieldName, 'type' | 'message'>,
    type: 'text' | 'tel' | 'email',
    auto: string,
    hint?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          id={ids[name]}
          label={labels[name]}
          name={field.name}
          type={type}
          autoComplete={auto}
          isRequired
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(name)}
        />
      )}
    />
  );

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        submitFromButton(
          event,
          handleSubmit(onSubmit, (errors) => focusFirstError(errors, ids)),
        )
      }
    >
      <p className={styles.note}>{messages.note}</p>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          // Radios, not the ui Select: two choices read better as radios, and the react-aria Select
          // (overlay, listbox, selection) alone would push this page past its 30 KB budget.
          <RadioGroup
            id={ids.type}
            label={labels.type}
            name={field.name}
            isRequired
            // The API's value is sent; its label is the catalog's.
            options={CONTACT_TYPES.map((value) => ({ value, label: messages.types[value] }))}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={errorText('type')}
          />
        )}
      />
      {text('name', 'text', 'name')}
      {text('phoneNumber', 'tel', 'tel', messages.phoneHint)}
      {text('emailAddress', 'email', 'email')}
      <Controller
        control={control}
        name="message"
        render={({ field }) => (
          <TextArea
            id={ids.message}
            label={labels.message}
            name={field.name}
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText('message')}
          />
        )}
      />
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          isLoading={formState.isSubmitting}
          loadingLabel={accountFormMessages.submitting}
        >
          {messages.submit}
        </Button>
      </div>
      {/* Under the button; focus goes to the first invalid field, so the summary is a live region. */}
      <ErrorSummary mode="live" title={messages.errorsTitle} errors={formState.isSubmitted ? listed : []} />
    </form>
  );
}
