import type { BusinessRegistrationRequest } from '@citytax/api';
import { BusinessRegistrationForm } from '@citytax/forms';
import { useState } from 'react';
import { registrationEn } from '../../messages/registration.en';
import { Page } from '../../shell/Page';
import { getEndpoints } from '../../state/endpoints';
import { CheckYourEmail, releaseFocus, runRegistration } from './shared';

const t = registrationEn.business;

/** /auth/taxpayer-registration/business: a new business taxpayer. */
export function BusinessRegistrationPage() {
  const [createdFor, setCreatedFor] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  async function submit(values: BusinessRegistrationRequest) {
    setServerError(undefined);
    const endpoints = await getEndpoints();
    const outcome = await runRegistration(() => endpoints.registerBusiness(values), values.email, 'business');
    if (outcome.kind === 'created') {
      releaseFocus();
      setCreatedFor(outcome.email);
    } else setServerError(outcome.message);
  }

  return (
    <Page title={t.title}>
      {createdFor ? (
        <CheckYourEmail email={createdFor} outcome />
      ) : (
        <>
          <p>{t.intro}</p>
          <BusinessRegistrationForm onSubmit={submit} serverError={serverError} />
        </>
      )}
    </Page>
  );
}
