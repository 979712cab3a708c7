import {
  ACCESS_CODE_FORMAT_MESSAGE,
  existingTaxpayerEmailRequestSchema,
  webUserRequestSchema,
  type ExistingTaxpayerEmailRequest,
  type WebUserRequest,
} from '@citytax/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Control, FieldPath } from 'react-hook-form';
import { registrationMessages as m } from '../messages/registration.en';
import {
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
  type RegistrationFormProps,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';

const MISMATCH = 'email-mismatch';

const webAccountFormSchema = webUserRequestSchema
  .extend({ confirmEmail: z.string().trim().min(1, { error: 'is required' }) })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    path: ['confirmEmail'],
    error: MISMATCH,
  });

/** Read at each validation: the labels in the page's language. */
const labels = () => ({
  taxpayerId: m.fields.taxpayerId,
  federalIdLast4: m.fields.federalIdLast4,
  zip: m.fields.zip,
  accessCode: m.fields.accessCode,
  email: m.fields.email,
  confirmEmail: m.fields.confirmEmail,
});

const webAccountResolver = labelledResolver(zodResolver(webAccountFormSchema), labels, () => ({
  [MISMATCH]: m.emailMismatch,
  [ACCESS_CODE_FORMAT_MESSAGE]: m.accessCodeFormat,
}));
const identityProofResolver = labelledResolver(
  zodResolver(existingTaxpayerEmailRequestSchema),
  labels,
  () => ({
    [ACCESS_CODE_FORMAT_MESSAGE]: m.accessCodeFormat,
  }),
);

interface IdentityValues {
  taxpayerId: string;
  federalIdLast4: string;
  zip: string;
  accessCode: string;
}

/** The identity-proof fields, shared by two forms whose values extend IdentityValues. */
function IdentityProofFields<T extends IdentityValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const name = (field: keyof IdentityValues) => field as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('taxpayerId')}
        label={m.fields.taxpayerId}
        hint={m.hints.taxpayerId}
        inputMode="numeric"
        isRequired
      />
      <FormTextField
        control={control}
        name={name('federalIdLast4')}
        label={m.fields.federalIdLast4}
        hint={m.hints.federalIdLast4}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormTextField
        control={control}
        name={name('zip')}
        label={m.fields.zip}
        hint={m.hints.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        isRequired
      />
      <FormTextField
        control={control}
        name={name('accessCode')}
        label={m.fields.accessCode}
        hint={m.hints.accessCode}
        autoComplete="off"
        spellCheck="false"
        isRequired
      />
    </>
  );
}

export type WebAccountFormProps = RegistrationFormProps<WebUserRequest, Partial<WebUserRequest>>;

/**
 * A web account for a registered taxpayer (and the complete-partial-registration form): identity
 * proof plus the email address, typed twice, that the confirmation link goes to.
 */
export function WebAccountForm({
  onSubmit,
  defaultValues,
  serverError,
  submitLabel = m.webAccount.submit,
}: WebAccountFormProps) {
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver: webAccountResolver,
    defaultValues: {
      taxpayerId: '',
      federalIdLast4: '',
      zip: '',
      accessCode: '',
      email: '',
      confirmEmail: '',
      ...defaultValues,
    },
    onSubmit: ({ taxpayerId, federalIdLast4, zip, accessCode, email }) =>
      onSubmit({ taxpayerId, federalIdLast4, zip, accessCode, email }),
  });
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <IdentityProofFields control={form.control} />
      <FormTextField
        control={form.control}
        name="email"
        label={m.fields.email}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="confirmEmail"
        label={m.fields.confirmEmail}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}

export type IdentityProofFormProps = RegistrationFormProps<
  ExistingTaxpayerEmailRequest,
  Partial<IdentityValues>
>;

/** Identity proof only: sends the set-password email to the address on record. */
export function IdentityProofForm({
  onSubmit,
  defaultValues,
  serverError,
  submitLabel = m.identityProof.submit,
}: IdentityProofFormProps) {
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver: identityProofResolver,
    defaultValues: { taxpayerId: '', federalIdLast4: '', zip: '', accessCode: '', ...defaultValues },
    onSubmit,
  });
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <IdentityProofFields control={form.control} />
      <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
