import { PASSWORD_MAX_LENGTH, passwordSchema } from '@citytax/api';
import { Alert, Button, TextField } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountFormMessages, fieldErrorText, MISMATCH } from '../messages/account.en';
import { focusFirstError } from '../form-kit/focusFirstError';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';

/** The new password and its confirmation; they follow the set-password rules and must match. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z
      .string()
      // The contract's words (fieldErrorText shows them in the page's language).
      .min(1, { error: 'is required' })
      .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MISMATCH,
  });

export type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

export interface ResetPasswordFormProps {
  /** Called with valid values; the button shows its loading state until the promise settles. */
  onSubmit: (values: ResetPasswordValues) => void | Promise<void>;
  defaultValues?: Partial<ResetPasswordValues>;
  /** A message from the server, shown above the button. */
  serverError?: string;
  messages?: typeof accountFormMessages.resetPassword;
}

/** Chooses a new password from a reset link. */
export function ResetPasswordForm({
  onSubmit,
  defaultValues,
  serverError,
  messages = accountFormMessages.resetPassword,
}: ResetPasswordFormProps) {
  const id = useId();
  const ids = { password: `${id}-password`, confirmPassword: `${id}-confirm` };
  const { control, handleSubmit, formState, getFieldState, trigger } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '', ...defaultValues },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const custom = { [MISMATCH]: messages.mismatch };

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
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            id={ids.password}
            label={messages.password}
            name={field.name}
            type="password"
            autoComplete="new-password"
            isRequired
            hint={messages.hint}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // The match rule lives on the confirm field: re-check it once the user has been there.
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            }}
            onBlur={field.onBlur}
            error={fieldErrorText(messages.password, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="confirmPassword"
        render={({ field, fieldState }) => (
          <TextField
            id={ids.confirmPassword}
            label={messages.confirmPassword}
            name={field.name}
            type="password"
            autoComplete="new-password"
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(messages.confirmPassword, fieldState.error?.message, custom)}
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
