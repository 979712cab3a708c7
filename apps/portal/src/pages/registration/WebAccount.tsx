import { WebAccountForm } from '@citytax/forms';
import type { WebUserRequest } from '@citytax/api';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { registrationEn } from '../../messages/registration.en';
import { Page } from '../../shell/Page';
import { getEndpoints } from '../../state/endpoints';
import { CheckYourEmail, releaseFocus, runRegistration } from './shared';

const t = registrationEn.web;

/** /auth/taxpayer-registration/web?taxpayerId=: a web account for a registered taxpayer. */
export function WebAccountPage() {
  const [params] = useSearchParams();
  const taxpayerId = params.get('taxpayerId') ?? '';
  const [createdFor, setCreatedFor] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  async function submit(values: WebUserRequest) {
    setServerError(undefined);
    const endpoints = await getEndpoints();
    const outcome = await runRegistration(() => endpoints.registerWeb(values), values.email, 'web');
    if (outcome.kind === 'created') {
      releaseFocus();
      setCreatedFor(outcome.email);
    } else setServerError(outcome.message);
  }

  return (
    <Page title={t.title}>
      {createdFor ? (
        <CheckYourEmail email={createdFor} />
      ) : (
        <>
          <p>{t.intro}</p>
          <WebAccountForm defaultValues={{ taxpayerId }} onSubmit={submit} serverError={serverError} />
        </>
      )}
    </Page>
  );
}
