import { passwordSchema, PASSWORD_MAX_LENGTH } from '@citytax/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';
import { registrationMessages as m } from '../messages/registration.en';
import {
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
  type RegistrationFormProps,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';

const MISMATCH = 'password-mismatch';

const setPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z
      .string()
      .min(1, { error: 'is required' })
      .max(PASSWORD_MAX_LENGTH, { error: 'is invalid' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MISMATCH });

export interface SetPasswordValues {
  password: string;
}

export interface SetPasswordFormProps extends RegistrationFormProps<SetPasswordValues> {
  /**
   * The message when the two passwords differ: 'The passwords you entered do not match.' for
   * registration (the default), 'Passwords must match.' for the legacy confirmation.
   */
  mismatchMessage?: string;
}

/** A new password typed twice, with the password rules as a hint (registration and legacy confirm). */
export function SetPasswordForm({
  onSubmit,
  serverError,
  submitLabel = m.setPassword.submit,
  mismatchMessage = m.passwordMismatchRegistration,
}: SetPasswordFormProps) {
  const resolver = useMemo(
    () =>
      labelledResolver(
        zodResolver(setPasswordFormSchema),
        { password: m.fields.password, confirmPassword: m.fields.confirmPassword },
        { [MISMATCH]: mismatchMessage },
      ),
    [mismatchMessage],
  );
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: ({ password }) => onSubmit({ password }),
  });
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="password"
        label={m.fields.password}
        hint={m.hints.password}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label={m.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
