import { recoveryCodeSchema, totpCodeSchema, type SecondStepMethod } from '@citytax/api';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../account-shared/form.module.css';
import { fieldErrorText } from '../messages/account.en';
import { secondStepFormMessages } from '../messages/secondStep.en';
import type { SecondStepServerErrors } from './secondStepRefusal';

/** The contract's words for a code that is not six digits (totpCodeSchema). */
const NOT_SIX_DIGITS = 'must be the 6 digits your app shows';

/** A code typed after the password: six digits from the app, or a recovery code. */
export const secondStepCodeFormSchema = z
  .object({ method: z.enum(['totp', 'recovery']), code: z.string() })
  .superRefine((values, ctx) => {
    if (!values.code.trim()) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'is required' });
      return;
    }
    const schema = values.method === 'totp' ? totpCodeSchema : recoveryCodeSchema;
    const result = schema.safeParse(values.code);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: ['code'], message: result.error.issues[0]?.message ?? '' });
  });

export type SecondStepCodeValues = z.infer<typeof secondStepCodeFormSchema>;

export interface SecondStepCodeFormProps {
  /** Called with a valid code; the button shows its loading state until the promise settles. */
  onSubmit: (values: SecondStepCodeValues) => void | Promise<void>;
  /**
   * The ways the account can finish signing in. With `recovery`, a button switches the field to a
   * recovery code; with `webauthn` and `onPasskey`, a button starts a passkey. Only `totp` for the
   * code that confirms a new authenticator app.
   */
  methods: readonly SecondStepMethod[];
  /** Starts a passkey (navigator.credentials); the page handles its outcome. */
  onPasskey?: () => void | Promise<void>;
  /** The server's refusal of the last submit (a wrong or spent code): a new object each time. */
  serverErrors?: SecondStepServerErrors;
  /** A message about no one field (too many tries, a failure): listed in the error summary. */
  serverError?: string;
  /** The words of the field and button; the sign-in's by default, `messages.confirm` for a set-up. */
  purpose?: 'signIn' | 'confirm';
  messages?: typeof secondStepFormMessages;
}

const SERVER = 'server';

/**
 * The second sign-in step's code: the six digits of an authenticator app
 * (autocomplete one-time-code, a numeric keyboard), or a recovery code; a passkey instead. Errors
 * show on the field and in an error summary above it that takes focus.
 */
export function SecondStepCodeForm({
  onSubmit,
  methods,
  onPasskey,
  serverErrors,
  serverError,
  purpose = 'signIn',
  messages = secondStepFormMessages,
}: SecondStepCodeFormProps) {
  const id = useId();
  const fieldId = `${id}-code`;
  const m = messages.code;
  const hasTotp = methods.includes('totp');
  const [method, setMethod] = useState<'totp' | 'recovery'>(hasTotp ? 'totp' : 'recovery');
  const [attempt, setAttempt] = useState(0);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { control, handleSubmit, formState, setError, setValue, clearErrors } = useForm<SecondStepCodeValues>(
    {
      resolver: zodResolver(secondStepCodeFormSchema),
      defaultValues: { method, code: '' },
      mode: 'onSubmit',
      shouldFocusError: false,
    },
  );

  useEffect(() => {
    if (!serverErrors?.code?.length) return;
    setError('code', { type: SERVER, message: serverErrors.code.join(' ') });
    setAttempt((n) => n + 1);
  }, [serverErrors, setError]);
  useEffect(() => {
    if (serverError) setAttempt((n) => n + 1);
  }, [serverError]);

  const label =
    purpose === 'confirm' ? messages.confirm.label : method === 'totp' ? m.totpLabel : m.recoveryLabel;
  const hint =
    purpose === 'confirm' ? messages.confirm.hint : method === 'totp' ? m.totpHint : m.recoveryHint;
  const error = formState.errors.code;
  const errorText =
    error?.type === SERVER
      ? error.message
      : fieldErrorText(label, error?.message, { [NOT_SIX_DIGITS]: m.notSixDigits });
  const listed: ErrorSummaryItem[] = [
    ...(errorText ? [{ message: errorText, fieldId }] : []),
    ...(serverError ? [{ message: serverError }] : []),
  ];

  function switchTo(next: 'totp' | 'recovery') {
    setMethod(next);
    setValue('method', next);
    setValue('code', '');
    clearErrors();
    setTimeout(() => document.getElementById(fieldId)?.focus());
  }

  async function passkey() {
    if (!onPasskey) return;
    setPasskeyBusy(true);
    try {
      await onPasskey();
    } finally {
      setPasskeyBusy(false);
    }
  }

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
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <TextField
            ref={field.ref}
            id={fieldId}
            label={label}
            hint={hint}
            name={method === 'totp' ? 'code' : 'recoveryCode'}
            autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText}
          />
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={formState.isSubmitting} loadingLabel={messages.submitting}>
          {purpose === 'confirm' ? messages.confirm.submit : m.submit}
        </Button>
      </div>
      {purpose === 'signIn' &&
      (methods.includes('recovery') || (onPasskey && methods.includes('webauthn'))) ? (
        <div className={styles.actions}>
          {methods.includes('recovery') && hasTotp ? (
            <Button variant="link" onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
              {method === 'totp' ? m.useRecovery : m.useTotp}
            </Button>
          ) : null}
          {onPasskey && methods.includes('webauthn') ? (
            <Button
              variant="secondary"
              isLoading={passkeyBusy}
              loadingLabel={messages.submitting}
              onClick={() => void passkey()}
            >
              {m.usePasskey}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
