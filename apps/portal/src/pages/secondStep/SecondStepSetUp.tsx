import type { SecondStepSetupResult, TotpSetup } from '@citytax/api';
import { secondStepRefusal } from '@citytax/forms';
import { Spinner } from '@citytax/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { secondStepEn } from '../../messages/secondStep.en';
import { pendingSignIn } from '../../state/pendingSignIn';
import { FocusedAlert } from '../account/FocusedAlert';
import { startSession, userOfSession } from '../Login';
import { FocusedHeading } from './FocusedHeading';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SignInExpired } from './SecondStep';
import { secondStepApi } from './secondStepApi';
import { TotpSetupPanel } from './TotpSetupPanel';

type State =
  | { at: 'loading' }
  | { at: 'app'; setup: TotpSetup }
  | { at: 'codes'; codes: readonly string[] }
  | { at: 'expired'; text?: string }
  | { at: 'failed'; text: string };

/**
 * /auth/second-step/set-up (ADR 0045): a business account that must have a second step sets up an
 * authenticator app with its pending sign-in's token; the confirmation makes the session, then the
 * recovery codes are shown once before the account opens.
 */
export function SecondStepSetUpPage() {
  const t = secondStepEn.setUp;
  const navigate = useNavigate();
  const [pending] = useState(() => pendingSignIn.read());
  const [state, setState] = useState<State>(pending?.mustEnrol ? { at: 'loading' } : { at: 'expired' });

  useEffect(() => {
    if (!pending?.mustEnrol) return;
    let live = true;
    secondStepApi
      .totpStart({ pendingToken: pending.pendingToken })
      .then((setup) => live && setState({ at: 'app', setup }))
      .catch((error: unknown) => {
        if (!live) return;
        const refusal = secondStepRefusal(error);
        if (refusal.kind === 'expired') {
          pendingSignIn.clear();
          setState({ at: 'expired', text: refusal.text });
        } else
          setState({
            at: 'failed',
            text: refusal.kind === 'message' ? refusal.text : secondStepEn.signIn.failed,
          });
      });
    return () => {
      live = false;
    };
  }, [pending]);

  async function confirmed(result: SecondStepSetupResult) {
    if (!pending || !result.session) return;
    const outcome = userOfSession(result.session);
    if (!outcome.ok) return setState({ at: 'failed', text: outcome.message });
    pendingSignIn.clear();
    // The session is kept at once: closing the tab now still leaves the account set up and signed in.
    await startSession(outcome.user);
    setState({ at: 'codes', codes: result.recoveryCodes ?? [] });
  }

  return (
    <>
      <FocusedHeading title={t.title} />
      {state.at === 'expired' ? <SignInExpired text={state.text} /> : null}
      {state.at === 'failed' ? <FocusedAlert variant="error">{state.text}</FocusedAlert> : null}
      {state.at === 'loading' ? <Spinner /> : null}
      {state.at === 'app' && pending ? (
        <>
          <p>{t.required}</p>
          <TotpSetupPanel
            setup={state.setup}
            confirm={(code) => secondStepApi.totpConfirm({ pendingToken: pending.pendingToken, code })}
            onConfirmed={(result) => void confirmed(result)}
            onExpired={(text) => {
              pendingSignIn.clear();
              setState({ at: 'expired', text });
            }}
          />
        </>
      ) : null}
      {state.at === 'codes' ? (
        <RecoveryCodesPanel
          codes={state.codes}
          continueLabel={t.continue}
          onContinue={() => navigate(pending?.returnUrl ?? '/dashboard')}
        />
      ) : null}
    </>
  );
}
