import { currentPasswordSchema, emailSchema } from '@citytax/api';
import { Button, TextField } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountFormMessages, fieldErrorText, MISMATCH, SAME_EMAIL } from '../messages/account.en';
import { focusFirstError } from '../form-kit/focusFirstError';
import { FormServerError } from '../form-kit/FormServerError';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';

/**
 * Email and confirm email: both required, valid, at most 50 characters, and equal; and
 * the current password, which the server checks before it sends the link. Given the
 * account's current address, the new one must differ from it.
 */
export function changeEmailSchemaFor(currentEmail?: string) {
  const current = currentEmail?.trim().toLowerCase();
  const email = current
    ? emailSchema.refine((value) => value.trim().toLowerCase() !== current, { error: SAME_EMAIL })
    : emailSchema;
  return z
    .object({ email, confirmEmail: emailSchema, currentPassword: currentPasswordSchema })
    .refine((values) => values.email.toLowerCase() === values.confirmEmail.toLowerCase(), {
      path: ['confirmEmail'],
      error: MISMATCH,
    });
}

export const changeEmailFormSchema = changeEmailSchemaFor();

export type ChangeEmailValues = z.infer<typeof changeEmailFormSchema>;

export interface ChangeEmailFormProps {
  /** Called with valid values; the button shows its loading state until the promise settles. */
  onSubmit: (values: ChangeEmailValues) => void | Promise<void>;
  defaultValues?: Partial<ChangeEmailValues>;
  /** The account's address now: typing it as the new one says it is already theirs. */
  currentEmail?: string;
  /** A message from the server (a wrong current password, too many tries), shown above the button. */
  serverError?: string;
  messages?: typeof accountFormMessages.changeEmail;
}

/**
 * Asks for the new email address twice and the current password. Submit stays disabled while the
 * form is invalid.
 */
export function ChangeEmailForm({
  onSubmit,
  defaultValues,
  currentEmail,
  serverError,
  messages = accountFormMessages.changeEmail,
}: ChangeEmailFormProps) {
  const id = useId();
  const ids = { email: `${id}-email`, confirmEmail: `${id}-confirm`, currentPassword: `${id}-password` };
  const schema = useMemo(() => changeEmailSchemaFor(currentEmail), [currentEmail]);
  const { control, handleSubmit, formState, getFieldState, trigger } = useForm<ChangeEmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', confirmEmail: '', currentPassword: '', ...defaultValues },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const custom = { [MISMATCH]: messages.mismatch, [SAME_EMAIL]: messages.sameEmail };

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
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            id={ids.email}
            label={messages.email}
            name={field.name}
            type="email"
            autoComplete="email"
            isRequired
            hint={messages.hint}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // The match rule lives on the confirm field: re-check it once the user has been there.
              if (getFieldState('confirmEmail').isTouched) void trigger('confirmEmail');
            }}
            onBlur={field.onBlur}
            error={fieldErrorText(messages.email, fieldState.error?.message, custom)}
          />
        )}
      />
      <Controller
        control={control}
        name="confirmEmail"
        render={({ field, fieldState }) => (
          <TextField
            id={ids.confirmEmail}
            label={messages.confirmEmail}
            name={field.name}
            type="email"
            autoComplete="email"
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(messages.confirmEmail, fieldState.error?.message, custom)}
          />
        )}
      />
      <Controller
        control={control}
        name="currentPassword"
        render={({ field, fieldState }) => (
          <TextField
            id={ids.currentPassword}
            label={messages.currentPassword}
            name={field.name}
            type="password"
            autoComplete="current-password"
            isRequired
            hint={messages.currentPasswordHint}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(messages.currentPassword, fieldState.error?.message)}
          />
        )}
      />
      <FormServerError message={serverError} takeFocus />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!formState.isValid}
          isLoading={formState.isSubmitting}
          loadingLabel={accountFormMessages.submitting}
        >
          {messages.submit}
        </Button>
      </div>
    </form>
  );
}
