import { individualRegistrationRequestSchema, type IndividualRegistrationRequest } from '@citytax/api';
import { Fieldset } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { registrationMessages as m } from '../messages/registration.en';
import {
  FormCheckbox,
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
  type RegistrationFormProps,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';

const personSchema = individualRegistrationRequestSchema.shape.spouse.unwrap().unwrap();

const withoutSpouse = individualRegistrationRequestSchema.omit({ spouse: true }).extend({
  hasSpouse: z.literal(false),
});
const withSpouse = individualRegistrationRequestSchema
  .omit({ spouse: true })
  .extend({ hasSpouse: z.literal(true), spouse: personSchema });

type Person = z.input<typeof personSchema>;
/** What the form edits: the request plus the joint-filer switch; spouse fields are always present. */
export interface IndividualRegistrationValues extends Omit<z.input<typeof withoutSpouse>, 'hasSpouse'> {
  hasSpouse: boolean;
  spouse: Person;
}

/** Read at each validation: the labels in the page's language. */
const labels = () => ({
  firstName: m.fields.firstName,
  middleInitial: m.fields.middleInitial,
  lastName: m.fields.lastName,
  ssn: m.fields.ssn,
  'spouse.firstName': m.fields.spouseFirstName,
  'spouse.middleInitial': m.fields.spouseMiddleInitial,
  'spouse.lastName': m.fields.spouseLastName,
  'spouse.ssn': m.fields.spouseSsn,
  'address.street': m.fields.street,
  'address.city': m.fields.city,
  'address.state': m.fields.state,
  'address.zip': m.fields.zip,
  phoneNumber: m.fields.phoneNumber,
  email: m.fields.email,
});

const withSpouseResolver = labelledResolver(zodResolver(withSpouse), labels);
const withoutSpouseResolver = labelledResolver(zodResolver(withoutSpouse), labels);

// The spouse is validated only while the joint-filer box is checked.
const resolver: Resolver<IndividualRegistrationValues, unknown, IndividualRegistrationRequest> = async (
  values,
  context,
  options,
) => {
  const result = values.hasSpouse
    ? await withSpouseResolver(values as z.input<typeof withSpouse>, context, options as never)
    : await withoutSpouseResolver(values as z.input<typeof withoutSpouse>, context, options as never);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  const { hasSpouse: _hasSpouse, ...request } = result.values as z.output<typeof withSpouse>;
  return { values: { ...request, spouse: values.hasSpouse ? request.spouse : null }, errors: {} };
};

const emptyPerson: Person = { firstName: '', middleInitial: '', lastName: '', ssn: '' };

export type IndividualRegistrationFormProps = RegistrationFormProps<
  IndividualRegistrationRequest,
  Partial<IndividualRegistrationValues>
>;

/** Registers a new individual (or joint) taxpayer with the agency and creates its web user. */
export function IndividualRegistrationForm({
  onSubmit,
  defaultValues,
  serverError,
  submitLabel = m.individual.submit,
}: IndividualRegistrationFormProps) {
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver,
    defaultValues: {
      ...emptyPerson,
      hasSpouse: false,
      spouse: emptyPerson,
      address: { street: '', city: '', state: 'OH', zip: '' },
      phoneNumber: '',
      email: '',
      ...defaultValues,
    },
    onSubmit,
  });
  const { control } = form;
  const hasSpouse = useWatch({ control, name: 'hasSpouse' });
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormTextField
        control={control}
        name="firstName"
        label={m.fields.firstName}
        autoComplete="given-name"
        isRequired
      />
      <FormTextField
        control={control}
        name="middleInitial"
        label={m.fields.middleInitial}
        autoComplete="additional-name"
        maxLength={1}
      />
      <FormTextField
        control={control}
        name="lastName"
        label={m.fields.lastName}
        autoComplete="family-name"
        isRequired
      />
      <FormTextField
        control={control}
        name="ssn"
        label={m.fields.ssn}
        hint={m.hints.nineDigits}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormCheckbox control={control} name="hasSpouse" label={m.fields.hasSpouse} />
      {hasSpouse ? (
        <Fieldset className={styles.fieldset} legendSize="md" legend={m.spouseLegend}>
          <FormTextField
            control={control}
            name="spouse.firstName"
            label={m.fields.spouseFirstName}
            isRequired
          />
          <FormTextField
            control={control}
            name="spouse.middleInitial"
            label={m.fields.spouseMiddleInitial}
            maxLength={1}
          />
          <FormTextField
            control={control}
            name="spouse.lastName"
            label={m.fields.spouseLastName}
            isRequired
          />
          <FormTextField
            control={control}
            name="spouse.ssn"
            label={m.fields.spouseSsn}
            hint={m.hints.nineDigits}
            inputMode="numeric"
            autoComplete="off"
            isRequired
          />
        </Fieldset>
      ) : null}
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
      <FormTextField
        control={control}
        name="email"
        label={m.fields.email}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
