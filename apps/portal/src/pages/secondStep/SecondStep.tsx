import {
  SecondStepCodeForm,
  secondStepRefusal,
  type SecondStepCodeValues,
  type SecondStepServerErrors,
} from '@citytax/forms';
import type { SecondStepSession } from '@citytax/api';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { secondStepEn } from '../../messages/secondStep.en';
import { pendingSignIn, type PendingSignIn } from '../../state/pendingSignIn';
import { FocusedAlert } from '../account/FocusedAlert';
import { startSession, userOfSession } from '../Login';
import { FocusedHeading } from './FocusedHeading';
import { passkeyAssertion, secondStepApi } from './secondStepApi';

/** The sign-in has ended: a clear message and the way back to Log in. */
export function SignInExpired({ text }: { text?: string | undefined }) {
  return (
    <>
      <FocusedAlert variant="error">{text || secondStepEn.signIn.expired}</FocusedAlert>
      <p>
        <Link to="/auth/login">{secondStepEn.signIn.logInAgain}</Link>
      </p>
    </>
  );
}

/** Ends a pending sign-in with its session, exactly as the Login page ends a password-only one. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return async (pending: PendingSignIn, response: SecondStepSession): Promise<string | null> => {
    const outcome = userOfSession(response);
    if (!outcome.ok) return outcome.message;
    pendingSignIn.clear();
    await startSession(outcome.user);
    navigate(pending.returnUrl ?? '/dashboard');
    return null;
  };
}

/**
 * /auth/second-step (ADR 0045): after the password, the code from an authenticator app, a recovery
 * code or a passkey. The pending token lives in this tab's storage, never in the URL.
 */
export function SecondStepPage() {
  const t = secondStepEn.signIn;
  const [pending] = useState(() => pendingSignIn.read());
  const [expired, setExpired] = useState<string | null>(pending ? null : '');
  const [serverErrors, setServerErrors] = useState<SecondStepServerErrors>();
  const [serverError, setServerError] = useState<string>();
  const finish = useFinishSignIn();

  function refused(error: unknown) {
    const refusal = secondStepRefusal(error);
    if (refusal.kind === 'expired') {
      pendingSignIn.clear();
      setExpired(refusal.text);
    } else if (refusal.kind === 'fields') setServerErrors(refusal.errors);
    else setServerError(refusal.kind === 'message' ? refusal.text : t.failed);
  }

  async function complete(body: Parameters<typeof secondStepApi.complete>[0]) {
    if (!pending) return;
    setServerErrors(undefined);
    setServerError(undefined);
    try {
      const problem = await finish(pending, await secondStepApi.complete(body));
      if (problem) setServerError(problem);
    } catch (error) {
      refused(error);
    }
  }

  async function onSubmit(values: SecondStepCodeValues) {
    if (!pending) return;
    await complete({ pendingToken: pending.pendingToken, method: values.method, code: values.code });
  }

  async function onPasskey() {
    if (!pending) return;
    setServerErrors(undefined);
    setServerError(undefined);
    let response: unknown;
    try {
      const options = await secondStepApi.passkeyOptions(pending.pendingToken);
      response = await passkeyAssertion(options);
    } catch (error) {
      // The browser's own refusal (cancelled, no passkey) says nothing the user needs in detail.
      if (secondStepRefusal(error).kind === 'expired') refused(error);
      else setServerError(t.passkeyFailed);
      return;
    }
    await complete({
      pendingToken: pending.pendingToken,
      method: 'webauthn',
      response: response as never,
    });
  }

  const methods = pending?.methods ?? [];
  const intro = methods.includes('totp')
    ? methods.includes('webauthn')
      ? t.introPasskey
      : t.intro
    : t.introRecovery;
  return (
    <>
      <FocusedHeading title={t.title} />
      {expired !== null || !pending ? (
        <SignInExpired text={expired ?? undefined} />
      ) : (
        <>
          <p>{intro}</p>
          <SecondStepCodeForm
            methods={methods}
            onSubmit={onSubmit}
            onPasskey={methods.includes('webauthn') ? onPasskey : undefined}
            serverErrors={serverErrors}
            serverError={serverError}
          />
        </>
      )}
    </>
  );
}
