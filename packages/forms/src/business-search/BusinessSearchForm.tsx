import { einSearchRequestSchema, type BusinessTaxpayer, type EinSearchRequest } from '@citytax/api';
import { Button } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import {
  FormFooter,
  FormTextField,
  labelledResolver,
  useRegistrationForm,
} from '../registration-fields/fields';
import styles from '../registration-fields/fields.module.css';
import { businessSearchMessages as m } from './messages.en';

const resolver = labelledResolver(zodResolver(einSearchRequestSchema), {
  ein: m.fields.ein,
  businessName: m.fields.businessName,
});

export type BusinessSearchValues = EinSearchRequest;

export interface BusinessSearchFormProps {
  /** Called with valid values; the Search button shows its busy state until the promise settles. */
  onSearch: (values: BusinessSearchValues) => unknown;
  /** The business the last search found. */
  result?: BusinessTaxpayer | null;
  /** EINs already linked to the user: their Add button is disabled (spec §5). */
  linkedEins?: readonly string[];
  /** An add is in progress: Add is disabled and busy. */
  isAdding?: boolean;
  /** Called when Add is pressed for the found business. */
  onAdd?: (business: BusinessTaxpayer) => void;
  /** A message from the server about the last search or add. */
  serverError?: string;
  defaultValues?: Partial<BusinessSearchValues>;
}

/** Search a business by EIN and name (spec §2), then add the business found. */
export function BusinessSearchForm({
  onSearch,
  result,
  linkedEins = [],
  isAdding = false,
  onAdd,
  serverError,
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
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
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
          {linked ? <p>{m.alreadyLinked}</p> : null}
          <Button
            type="button"
            disabled={linked}
            isLoading={isAdding}
            loadingLabel={m.adding}
            onClick={() => onAdd?.(result)}
          >
            {m.add}
          </Button>
        </section>
      ) : null}
    </>
  );
}
