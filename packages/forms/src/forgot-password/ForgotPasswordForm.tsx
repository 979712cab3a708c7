import { resetPasswordEmailRequestSchema, type ResetPasswordEmailRequest } from '@citytax/api';
import { Alert, Button, TextField } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { accountFormMessages, fieldErrorText } from '../messages/account.en';
import { focusFirstError } from '../form-kit/focusFirstError';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';

export type ForgotPasswordValues = ResetPasswordEmailRequest;

export interface ForgotPasswordFormProps {
  /** Called with valid values; the button shows its loading state until the promise settles. */
  onSubmit: (values: ForgotPasswordValues) => void | Promise<void>;
  defaultValues?: Partial<ForgotPasswordValues>;
  /** A message from the server, shown above the button. */
  serverError?: string;
  messages?: typeof accountFormMessages.forgotPassword;
}

/** Asks for the email address that receives a password-reset link. */
export function ForgotPasswordForm({
  onSubmit,
  defaultValues,
  serverError,
  messages = accountFormMessages.forgotPassword,
}: ForgotPasswordFormProps) {
  const id = useId();
  const ids = { email: `${id}-email` };
  const { control, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(resetPasswordEmailRequestSchema),
    defaultValues: { email: '', ...defaultValues },
    mode: 'onTouched',
    shouldFocusError: false,
  });

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
      <p>{messages.intro}</p>
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
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(messages.email, fieldState.error?.message)}
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
    </form>
  );
}
