import { secondStepProofSchema } from '@citytax/api';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';
import { fieldErrorText } from '../messages/account.en';
import { secondStepFormMessages } from '../messages/secondStep.en';
import type { SecondStepServerErrors } from './secondStepRefusal';

export type SecondStepProofValues = z.infer<typeof secondStepProofSchema>;

export interface SecondStepProofFormProps {
  /** Called with the password and code; the button shows its loading state until the promise settles. */
  onSubmit: (values: SecondStepProofValues) => void | Promise<void>;
  /** The button's words: what the proof is for ("Remove the authenticator app"). */
  submitLabel: string;
  /** The button's look: `danger` for a removal. */
  variant?: 'primary' | 'danger';
  /** The server's refusal of the last submit (a wrong password or code): a new object each time. */
  serverErrors?: SecondStepServerErrors;
  /** A message about no one field (too many tries, a failure): listed in the error summary. */
  serverError?: string;
  /** Extra content before the button (what will happen). */
  children?: ReactNode;
  messages?: typeof secondStepFormMessages;
}

const SERVER = 'server';
type FieldName = 'password' | 'code';

/**
 * The password and a current code (authenticator or recovery), which the server asks before any
 * change to a second step that exists: removing the app, a passkey or everything, new
 * recovery codes. Errors on the fields and in an error summary above them that takes focus.
 */
export function SecondStepProofForm({
  onSubmit,
  submitLabel,
  variant = 'primary',
  serverErrors,
  serverError,
  children,
  messages = secondStepFormMessages,
}: SecondStepProofFormProps) {
  const id = useId();
  const ids: Record<FieldName, string> = { password: `${id}-password`, code: `${id}-code` };
  const m = messages.proof;
  const labels: Record<FieldName, string> = { password: m.password, code: m.code };
  const [attempt, setAttempt] = useState(0);
  const { control, handleSubmit, formState, setError } = useForm<SecondStepProofValues>({
    resolver: zodResolver(secondStepProofSchema),
    defaultValues: { password: '', code: '' },
    mode: 'onSubmit',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (!serverErrors) return;
    for (const name of ['password', 'code'] as const) {
      const texts = serverErrors[name];
      if (texts?.length) setError(name, { type: SERVER, message: texts.join(' ') });
    }
    setAttempt((n) => n + 1);
  }, [serverErrors, setError]);
  useEffect(() => {
    if (serverError) setAttempt((n) => n + 1);
  }, [serverError]);

  const errorText = (name: FieldName) => {
    const error = formState.errors[name];
    return error?.type === SERVER ? error.message : fieldErrorText(labels[name], error?.message);
  };
  const listed: ErrorSummaryItem[] = [
    ...(['password', 'code'] as const).flatMap((name) => {
      const message = errorText(name);
      return message ? [{ message, fieldId: ids[name] }] : [];
    }),
    ...(serverError ? [{ message: serverError }] : []),
  ];

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        submitFromButton(
          event,
          handleSubmit(onSubmit, () => setAttempt((n) => n + 1)),
        )
      }
    >
      <ErrorSummary title={m.errorsTitle} errors={listed} focusKey={attempt} />
      <p className={styles.note}>{m.intro}</p>
      <Controller
        control={control}
        name="password"
        render={({ field }) => (
          <TextField
            ref={field.ref}
            id={ids.password}
            label={m.password}
            hint={m.passwordHint}
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText('password')}
          />
        )}
      />
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <TextField
            ref={field.ref}
            id={ids.code}
            label={m.code}
            hint={m.codeHint}
            name="code"
            autoComplete="one-time-code"
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText('code')}
          />
        )}
      />
      {children}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant={variant}
          isLoading={formState.isSubmitting}
          loadingLabel={messages.submitting}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
