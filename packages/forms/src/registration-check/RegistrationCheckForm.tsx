import { registrationCheckRequestSchema, type RegistrationCheckRequest } from '@citytax/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationMessages as m } from '../messages/registration.en';
import {
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
  type RegistrationFormProps,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';

const resolver = labelledResolver(zodResolver(registrationCheckRequestSchema), () => ({
  taxpayerId: m.fields.taxpayerId,
}));

export type RegistrationCheckFormProps = RegistrationFormProps<RegistrationCheckRequest>;

/** Step one of registration: the taxpayer ID whose registration status is checked. */
export function RegistrationCheckForm({
  onSubmit,
  defaultValues,
  serverError,
  submitLabel = m.registrationCheck.submit,
}: RegistrationCheckFormProps) {
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver,
    defaultValues: { taxpayerId: '', ...defaultValues },
    onSubmit,
  });
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="taxpayerId"
        label={m.fields.taxpayerId}
        hint={m.hints.taxpayerId}
        inputMode="numeric"
        isRequired
      />
      <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
