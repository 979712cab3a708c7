import type { IndividualRegistrationRequest } from '@citytax/api';
import { IndividualRegistrationForm } from '@citytax/forms';
import { useState } from 'react';
import { registrationEn } from '../../messages/registration.en';
import { Page } from '../../shell/Page';
import { getEndpoints } from '../../state/endpoints';
import { CheckYourEmail, releaseFocus, runRegistration } from './shared';

const t = registrationEn.individual;

/** /auth/taxpayer-registration/individual: a new individual or joint taxpayer. */
export function IndividualRegistrationPage() {
  const [createdFor, setCreatedFor] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  async function submit(values: IndividualRegistrationRequest) {
    setServerError(undefined);
    const endpoints = await getEndpoints();
    const outcome = await runRegistration(
      () => endpoints.registerIndividual(values),
      values.email,
      'individual',
    );
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
          <IndividualRegistrationForm onSubmit={submit} serverError={serverError} />
        </>
      )}
    </Page>
  );
}
