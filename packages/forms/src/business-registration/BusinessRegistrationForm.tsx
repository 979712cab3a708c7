import { businessRegistrationRequestSchema, type BusinessRegistrationRequest } from '@citytax/api';
import { Fieldset } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { registrationMessages as m } from '../messages/registration.en';
import {
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
  type RegistrationFormProps,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';

const resolver = labelledResolver(zodResolver(businessRegistrationRequestSchema), () => ({
  businessName: m.fields.businessName,
  alternateName: m.fields.alternateName,
  ein: m.fields.ein,
  'address.street': m.fields.street,
  'address.city': m.fields.city,
  'address.state': m.fields.state,
  'address.zip': m.fields.zip,
  phoneNumber: m.fields.phoneNumber,
  contactFirstName: m.fields.contactFirstName,
  contactLastName: m.fields.contactLastName,
  email: m.fields.email,
}));

export type BusinessRegistrationValues = z.input<typeof businessRegistrationRequestSchema>;
export type BusinessRegistrationFormProps = RegistrationFormProps<
  BusinessRegistrationRequest,
  Partial<BusinessRegistrationValues>
>;

/** Registers a new business taxpayer with the agency and creates its first web user. */
export function BusinessRegistrationForm({
  onSubmit,
  defaultValues,
  serverError,
  submitLabel = m.business.submit,
}: BusinessRegistrationFormProps) {
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver,
    defaultValues: {
      businessName: '',
      alternateName: '',
      ein: '',
      address: { street: '', city: '', state: 'OH', zip: '' },
      phoneNumber: '',
      contactFirstName: '',
      contactLastName: '',
      email: '',
      ...defaultValues,
    },
    onSubmit: ({ alternateName, ...rest }) => onSubmit(alternateName ? { ...rest, alternateName } : rest),
  });
  const { control } = form;
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormTextField
        control={control}
        name="businessName"
        label={m.fields.businessName}
        autoComplete="organization"
        isRequired
      />
      <FormTextField
        control={control}
        name="alternateName"
        label={m.fields.alternateName}
        hint={m.hints.alternateName}
      />
      <FormTextField
        control={control}
        name="ein"
        label={m.fields.ein}
        hint={m.hints.ein}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <Fieldset className={styles.fieldset} legendSize="md" legend={m.addressLegend}>
        <FormTextField
          control={control}
          name="address.street"
          label={m.fields.street}
          autoComplete="street-address"
          isRequired
        />
        <FormTextField
          control={control}
          name="address.city"
          label={m.fields.city}
          autoComplete="address-level2"
          isRequired
        />
        <FormTextField
          control={control}
          name="address.state"
          label={m.fields.state}
          hint={m.hints.state}
          autoComplete="address-level1"
          maxLength={2}
          isRequired
        />
        <FormTextField
          control={control}
          name="address.zip"
          label={m.fields.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          isRequired
        />
      </Fieldset>
      <FormTextField
        control={control}
        name="phoneNumber"
        label={m.fields.phoneNumber}
        type="tel"
        autoComplete="tel"
        isRequired
      />
      <Fieldset className={styles.fieldset} legendSize="md" legend={m.contactLegend}>
        <FormTextField
          control={control}
          name="contactFirstName"
          label={m.fields.contactFirstName}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="contactLastName"
          label={m.fields.contactLastName}
          autoComplete="family-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="email"
          label={m.fields.email}
          type="email"
          autoComplete="email"
          isRequired
        />
      </Fieldset>
      <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
