import { isApiError } from '@citytax/api';
import { Button, useToast } from '@citytax/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { track } from '../../analytics';
import { registrationEn } from '../../messages/registration.en';
import { LazyModalAlert } from '../../shell/lazyDialog';
import { getEndpoints } from '../../state/endpoints';
import { releaseFocus, StepHeading } from './shared';

const t = registrationEn.confirm;

/** What a failed confirm (registration or legacy) shows: the Invalid Password modal or a message. */
export type ConfirmFailure =
  { kind: 'invalidPassword'; reasons: string[] } | { kind: 'message'; text: string };

/** Spec §8 "Legacy or registration confirm": 403, 400, 401, 410, anything else. */
export function confirmFailure(error: unknown): ConfirmFailure {
  const failure = mapConfirmFailure(error);
  // The dialog takes focus from the form; let go of it first (see releaseFocus).
  if (failure.kind === 'invalidPassword') releaseFocus();
  return failure;
}

function mapConfirmFailure(error: unknown): ConfirmFailure {
  if (!isApiError(error)) return { kind: 'message', text: t.unknown };
  switch (error.status) {
    case 403: {
      const reasons = error.problem?.errors?.password ?? [];
      return { kind: 'invalidPassword', reasons: reasons.length > 0 ? reasons : [error.message] };
    }
    case 400:
      return { kind: 'message', text: t.badRequest };
    case 401:
      return { kind: 'message', text: t.unauthorized };
    case 410:
      return { kind: 'message', text: t.expired };
    default:
      return { kind: 'message', text: t.unknown };
  }
}

/** The 'Invalid Password' modal listing the server's reasons. */
export function InvalidPasswordModal({ reasons, onClose }: { reasons: string[]; onClose: () => void }) {
  return (
    <LazyModalAlert
      open
      onOpenChange={(open) => {
        if (open) return;
        releaseFocus();
        onClose();
        // Back to the password, the field to fix, once the dialog is gone.
        setTimeout(() => document.querySelector<HTMLInputElement>('input[name="password"]')?.focus());
      }}
      title={t.invalidPasswordTitle}
      message={
        <ul>
          {reasons.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      }
    />
  );
}

/** Resends the confirmation email and reports the outcome in a toast (spec §8 "Resend"). */
export function ResendButton({ email }: { email: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    track('resend_confirmation_email');
    try {
      const endpoints = await getEndpoints();
      await endpoints.resendConfirmationEmail(email);
      toast.show({ text: t.resendSuccess, kind: 'success', delay: registrationEn.resendToastMs });
    } catch {
      toast.show({ text: t.resendFailure, kind: 'danger', delay: registrationEn.resendToastMs });
    } finally {
      setBusy(false);
    }
  }
  return (
    <p>
      <Button variant="secondary" isLoading={busy} loadingLabel={t.resending} onClick={() => void resend()}>
        {t.resend}
      </Button>
    </p>
  );
}

/** Log in, then Account Security: where a second sign-in step is set up. */
export const LOGIN_TO_SECOND_STEP = `/auth/login?returnUrl=${encodeURIComponent('/account-security')}`;

/**
 * The last step: a heading that takes focus, a line, and the link to log in. A new account is
 * also offered a second sign-in step (`offerSecondStep`).
 */
export function ConfirmSuccess({
  heading,
  body,
  offerSecondStep = false,
}: {
  heading: string;
  body: string;
  offerSecondStep?: boolean;
}) {
  return (
    <>
      <StepHeading>{heading}</StepHeading>
      <p>{body}</p>
      <p>
        <Link to="/auth/login">{t.login}</Link>
      </p>
      {offerSecondStep ? (
        <>
          <p>{t.secondStepOffer.body}</p>
          <p>
            <Link to={LOGIN_TO_SECOND_STEP}>{t.secondStepOffer.link}</Link>
          </p>
        </>
      ) : null}
    </>
  );
}
