import { createEndpoints } from '@citytax/api';
import {
  ChangePasswordForm,
  changePasswordRefusal,
  type ChangePasswordServerErrors,
  type ChangePasswordValues,
} from '@citytax/forms';
import { useState } from 'react';
import { accountEn } from '../../messages/account.en';
import { Page } from '../../shell/Page';
import { getApiClient } from '../../state/api';
import { FocusedAlert } from './FocusedAlert';

/**
 * /change-password (issue 30): the current password and the new one twice. The server ends every
 * other session and mails the account; this one goes on, so the page says so where focus lands.
 */
export function ChangePasswordPage() {
  const t = accountEn.changePassword;
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<ChangePasswordServerErrors>();
  const [serverError, setServerError] = useState<string>();

  async function onSubmit(values: ChangePasswordValues) {
    setServerErrors(undefined);
    setServerError(undefined);
    try {
      await createEndpoints(await getApiClient()).changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setDone(true);
    } catch (error) {
      const refusal = changePasswordRefusal(error);
      // A 401/403 is the session's end, which the client's expiry handling already shows.
      if (refusal.kind === 'session') return;
      if (refusal.kind === 'fields') setServerErrors(refusal.errors);
      else setServerError(refusal.kind === 'message' ? refusal.text : t.failed);
    }
  }

  return (
    <Page title={t.title}>
      {done ? (
        <FocusedAlert variant="success">{t.success}</FocusedAlert>
      ) : (
        <>
          <p>{t.intro}</p>
          <ChangePasswordForm onSubmit={onSubmit} serverErrors={serverErrors} serverError={serverError} />
        </>
      )}
    </Page>
  );
}
