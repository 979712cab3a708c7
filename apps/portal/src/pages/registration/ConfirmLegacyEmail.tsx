import { SetPasswordForm, registrationMessages } from '@citytax/forms';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { registrationEn } from '../../messages/registration.en';
import { Page } from '../../shell/Page';
import { getEndpoints } from '../../state/endpoints';
import { MissingParameters } from './ConfirmRegistration';
import {
  ConfirmSuccess,
  confirmFailure,
  InvalidPasswordModal,
  ResendButton,
  type ConfirmFailure,
} from './confirmShared';
import { FocusedErrorAlert, releaseFocus } from './shared';

const t = registrationEn.confirm;

/** /confirm-legacy-email?token&email: an old account confirms its email and sets a new password. */
export function ConfirmLegacyEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ConfirmFailure>();

  if (!email || !token) return <MissingParameters email={email} token={token} title={t.legacyTitle} />;

  async function confirm({ password }: { password: string }) {
    setFailure(undefined);
    try {
      const endpoints = await getEndpoints();
      await endpoints.confirmLegacyEmail({ email, token, password });
      releaseFocus();
      setDone(true);
    } catch (error) {
      setFailure(confirmFailure(error));
    }
  }

  return (
    <Page title={t.legacyTitle}>
      {done ? (
        <ConfirmSuccess heading={t.legacySuccess.heading} body={t.legacySuccess.body} />
      ) : (
        <>
          <p>{t.setPasswordIntro(email)}</p>
          {failure?.kind === 'message' ? (
            <>
              <FocusedErrorAlert>{failure.text}</FocusedErrorAlert>
              <ResendButton email={email} />
            </>
          ) : null}
          <SetPasswordForm mismatchMessage={registrationMessages.passwordMismatchLegacy} onSubmit={confirm} />
          {failure?.kind === 'invalidPassword' ? (
            <InvalidPasswordModal reasons={failure.reasons} onClose={() => setFailure(undefined)} />
          ) : null}
        </>
      )}
    </Page>
  );
}
