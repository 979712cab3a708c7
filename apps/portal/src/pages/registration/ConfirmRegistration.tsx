import { isApiError } from '@citytax/api';
import { SetPasswordForm, registrationMessages } from '@citytax/forms';
import { Alert, Spinner } from '@citytax/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { registrationEn } from '../../messages/registration.en';
import { Page } from '../../shell/Page';
import { getEndpoints } from '../../state/endpoints';
import {
  ConfirmSuccess,
  confirmFailure,
  InvalidPasswordModal,
  ResendButton,
  type ConfirmFailure,
} from './confirmShared';
import { FocusedErrorAlert, releaseFocus, StepHeading } from './shared';

const t = registrationEn.confirm;

type Phase =
  | { kind: 'loading' }
  | { kind: 'statusError'; message: string }
  | { kind: 'alreadyConfirmed' }
  | { kind: 'form' }
  | { kind: 'success' };

/** A failed registration status check: 400 shows the server's detail, anything else one message. */
function statusErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.problem?.detail) return error.problem.detail;
  return t.statusFailed;
}

/** /confirm-registration?email&token: confirms a new registration from the link in its email. */
export function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  if (!email || !token) return <MissingParameters email={email} token={token} title={t.title} />;
  return <ConfirmRegistration key={`${email}:${token}`} email={email} token={token} />;
}

/** The page when the link lacks its email or token. */
export function MissingParameters({ email, token, title }: { email: string; token: string; title: string }) {
  return (
    <Page title={title}>
      <Alert variant="error">
        {!email ? <p>{t.missingEmail}</p> : null}
        {!token ? <p>{t.missingToken}</p> : null}
      </Alert>
      {email ? <ResendButton email={email} /> : null}
    </Page>
  );
}

function ConfirmRegistration({ email, token }: { email: string; token: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [failure, setFailure] = useState<ConfirmFailure>();

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const endpoints = await getEndpoints();
        const status = await endpoints.emailConfirmationStatus(email, token);
        if (!current) return;
        setPhase(
          status.emailConfirmed && !status.canSetPassword ? { kind: 'alreadyConfirmed' } : { kind: 'form' },
        );
      } catch (error) {
        if (current) setPhase({ kind: 'statusError', message: statusErrorMessage(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [email, token]);

  async function confirm({ password }: { password: string }) {
    setFailure(undefined);
    try {
      const endpoints = await getEndpoints();
      await endpoints.confirmEmail({ emailAddress: email, emailConfirmationToken: token, password });
      releaseFocus();
      setPhase({ kind: 'success' });
    } catch (error) {
      setFailure(confirmFailure(error));
    }
  }

  return (
    <Page title={t.title}>
      {phase.kind === 'loading' ? <Spinner label={t.checking} showLabel /> : null}
      {phase.kind === 'statusError' ? (
        <>
          <FocusedErrorAlert>{phase.message}</FocusedErrorAlert>
          <ResendButton email={email} />
        </>
      ) : null}
      {phase.kind === 'alreadyConfirmed' ? (
        <ConfirmSuccess heading={t.alreadyConfirmed.heading} body={t.alreadyConfirmed.body} />
      ) : null}
      {phase.kind === 'success' ? (
        <ConfirmSuccess heading={t.success.heading} body={t.success.body} offerSecondStep />
      ) : null}
      {phase.kind === 'form' ? (
        <>
          <StepHeading>{t.setPasswordHeading}</StepHeading>
          <p>{t.setPasswordIntro(email)}</p>
          {failure?.kind === 'message' ? (
            <>
              <FocusedErrorAlert>{failure.text}</FocusedErrorAlert>
              <ResendButton email={email} />
            </>
          ) : null}
          <SetPasswordForm
            mismatchMessage={registrationMessages.passwordMismatchRegistration}
            onSubmit={confirm}
          />
          {failure?.kind === 'invalidPassword' ? (
            <InvalidPasswordModal reasons={failure.reasons} onClose={() => setFailure(undefined)} />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
