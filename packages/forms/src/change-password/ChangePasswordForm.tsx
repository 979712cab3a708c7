import { currentPasswordSchema, PASSWORD_MAX_LENGTH, passwordSchema } from '@citytax/api';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountFormMessages, fieldErrorText, MISMATCH, SAME_PASSWORD } from '../messages/account.en';
import { focusFirstError } from '../form-kit/focusFirstError';
import { FormServerError } from '../form-kit/FormServerError';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';

/**
 * The current password (as sign-in reads it), the new one under the set-password rules, and the
 * new one again; the new one must differ from the current one. The server also refuses common
 * passwords and the account's address.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z
      .string()
      // The contract's words (fieldErrorText shows them in the page's language).
      .min(1, { error: 'is required' })
      .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  })
  .refine((values) => !values.confirmPassword || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: MISMATCH,
  })
  .refine((values) => !values.newPassword || values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: SAME_PASSWORD,
  });

export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

type FieldName = keyof ChangePasswordValues;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The server's field errors (a wrong current password, a new one it refused), already worded. */
export type ChangePasswordServerErrors = Partial<
  Record<'currentPassword' | 'newPassword', readonly string[]>
>;

export interface ChangePasswordFormProps {
  /** Called with valid values; the button shows its loading state until the promise settles. */
  onSubmit: (values: ChangePasswordValues) => void | Promise<void>;
  defaultValues?: Partial<ChangePasswordValues>;
  /**
   * The server's refusal of the last submit, field by field: shown on the fields and in the error
   * summary, with focus on the first. A new object for each refusal.
   */
  serverErrors?: ChangePasswordServerErrors;
  /** A message from the server about no one field (too many tries, a failure), shown above the button. */
  serverError?: string;
  messages?: typeof accountFormMessages.changePassword;
}

/** The type of an error the server gave: its text is shown as it came. */
const SERVER = 'server';

/**
 * Changes the password of the signed-in account: the current password, then the new one twice.
 * Field errors show on each field and are listed under the button.
 */
export function ChangePasswordForm({
  onSubmit,
  defaultValues,
  serverErrors,
  serverError,
  messages = accountFormMessages.changePassword,
}: ChangePasswordFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = {
    currentPassword: `${id}-current`,
    newPassword: `${id}-new`,
    confirmPassword: `${id}-confirm`,
  };
  const labels: Record<FieldName, string> = {
    currentPassword: messages.currentPassword,
    newPassword: messages.newPassword,
    confirmPassword: messages.confirmPassword,
  };
  const { control, handleSubmit, formState, getFieldState, trigger, setError } =
    useForm<ChangePasswordValues>({
      resolver: zodResolver(changePasswordFormSchema),
      defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', ...defaultValues },
      mode: 'onTouched',
      shouldFocusError: false,
    });
  const custom = { [MISMATCH]: messages.mismatch, [SAME_PASSWORD]: messages.samePassword };

  useEffect(() => {
    if (!serverErrors) return;
    const given = FIELDS.filter((name) => serverErrors[name as keyof ChangePasswordServerErrors]?.length);
    for (const name of given) {
      const texts = serverErrors[name as keyof ChangePasswordServerErrors] ?? [];
      setError(name, { type: SERVER, message: texts.join(' ') });
    }
    // After the commit, as a failed submit does: to the first field the server refused.
    const first = given[0];
    if (first) setTimeout(() => document.getElementById(ids[first])?.focus());
    // ids are stable (useId); the effect follows each refusal the page passes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors, setError]);

  const errorText = (name: FieldName) => {
    const error = formState.errors[name];
    if (error?.type === SERVER) return error.message;
    return fieldErrorText(labels[name], error?.message, custom);
  };
  const listed: ErrorSummaryItem[] = FIELDS.flatMap((name) => {
    const message = errorText(name);
    return message ? [{ message, fieldId: ids[name] }] : [];
  });

  const passwordField = (name: FieldName, autoComplete: string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          id={ids[name]}
          label={labels[name]}
          name={field.name}
          type="password"
          autoComplete={autoComplete}
          isRequired
          hint={hint}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            // The match and differ rules live on other fields: re-check them once the user has been there.
            if (name === 'newPassword' && getFieldState('confirmPassword').isTouched)
              void trigger('confirmPassword');
            const next = getFieldState('newPassword');
            if (name === 'currentPassword' && next.isTouched && next.error?.type !== SERVER)
              void trigger('newPassword');
          }}
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
      {passwordField('currentPassword', 'current-password', messages.currentPasswordHint)}
      {passwordField('newPassword', 'new-password', messages.newPasswordHint)}
      {passwordField('confirmPassword', 'new-password')}
      <FormServerError message={serverError} takeFocus />
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
