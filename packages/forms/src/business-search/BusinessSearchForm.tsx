import {
  ACCESS_CODE_FORMAT_MESSAGE,
  accessCodeSchema,
  einSearchRequestSchema,
  type BusinessTaxpayer,
  type EinSearchRequest,
} from '@citytax/api';
import { Button } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { z } from 'zod';
import { FormServerError } from '../form-kit/FormServerError';
import {
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';
import { businessSearchMessages as m } from './messages.en';

// Labels and messages are read at each validation, in the page's language.
const resolver = labelledResolver(zodResolver(einSearchRequestSchema), () => ({
  ein: m.fields.ein,
  businessName: m.fields.businessName,
}));

const addResolver = labelledResolver(
  zodResolver(z.object({ accessCode: accessCodeSchema })),
  () => ({ accessCode: m.fields.accessCode }),
  () => ({ [ACCESS_CODE_FORMAT_MESSAGE]: m.accessCodeFormat }),
);

export type BusinessSearchValues = EinSearchRequest;

export interface BusinessSearchFormProps {
  /** Called with valid values; the Search button shows its busy state until the promise settles. */
  onSearch: (values: BusinessSearchValues) => unknown;
  /** The business the last search found. */
  result?: BusinessTaxpayer | null;
  /** EINs already linked to the user: their Add button is disabled. */
  linkedEins?: readonly string[];
  /** An add is in progress: Add is disabled and busy. */
  isAdding?: boolean;
  /** Called when Add is pressed for the found business, with the access code (normalized: `7K4P9QXM2H3D`). */
  onAdd?: (business: BusinessTaxpayer, accessCode: string) => void;
  /** A message from the server about the last search. */
  serverError?: string;
  /** A message from the server about the last add (a wrong access code, too many tries). */
  addError?: string;
  defaultValues?: Partial<BusinessSearchValues>;
}

/** Search a business by EIN and name, then add the business found. */
export function BusinessSearchForm({
  onSearch,
  result,
  linkedEins = [],
  isAdding = false,
  onAdd,
  serverError,
  addError,
  defaultValues,
}: BusinessSearchFormProps) {
  const headingId = useId();
  const { form, formRef, submit, isSubmitting } = useRegistrationForm({
    resolver,
    defaultValues: { ein: '', businessName: '', ...defaultValues },
    onSubmit: onSearch,
  });
  const linked = result ? linkedEins.includes(result.ein) : false;
  return (
    <>
      <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <FormTextField
          control={form.control}
          name="ein"
          label={m.fields.ein}
          hint={m.hints.ein}
          inputMode="numeric"
          maxLength={9}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="businessName"
          label={m.fields.businessName}
          autoComplete="organization"
          isRequired
        />
        <FormFooter serverError={serverError} isSubmitting={isSubmitting} submitLabel={m.search} />
      </form>
      {result ? (
        <section aria-labelledby={headingId} data-linked={linked || undefined}>
          <h2 id={headingId}>{m.resultHeading}</h2>
          <dl>
            <dt>{m.nameLabel}</dt>
            <dd>{result.name1}</dd>
            <dt>{m.einLabel}</dt>
            <dd>{result.ein}</dd>
          </dl>
          {linked ? (
            <>
              <p>{m.alreadyLinked}</p>
              <Button type="button" disabled>
                {m.add}
              </Button>
            </>
          ) : (
            // A new business found starts with an empty code.
            <AddBusinessForm
              key={result.taxpayerId}
              isAdding={isAdding}
              addError={addError}
              onAdd={(accessCode) => onAdd?.(result, accessCode)}
            />
          )}
        </section>
      ) : null}
    </>
  );
}

/** The access code of the business found, and Add: the code proves control of the business. */
function AddBusinessForm({
  isAdding,
  addError,
  onAdd,
}: {
  isAdding: boolean;
  addError: string | undefined;
  onAdd: (accessCode: string) => void;
}) {
  const { form, formRef, submit } = useRegistrationForm({
    resolver: addResolver,
    defaultValues: { accessCode: '' },
    onSubmit: (values) => {
      if (!isAdding) onAdd(values.accessCode);
    },
  });
  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="accessCode"
        label={m.fields.accessCode}
        hint={m.hints.accessCode}
        autoComplete="off"
        spellCheck="false"
        maxLength={20}
        isRequired
      />
      <FormServerError message={addError} />
      <div>
        <Button type="submit" isLoading={isAdding} loadingLabel={m.adding}>
          {m.add}
        </Button>
      </div>
    </form>
  );
}
