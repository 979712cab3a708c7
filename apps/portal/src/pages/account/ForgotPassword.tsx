import { isApiError, unexpectedErrorMessage } from '@citytax/api';
import { ForgotPasswordForm, type ForgotPasswordValues } from '@citytax/forms';
import { useState } from 'react';
import { Link } from 'react-router';
import { track } from '../../analytics';
import { accountEn } from '../../messages/account.en';
import { Page } from '../../shell/Page';
import { publicEndpoints } from './publicApi';
import { FocusedAlert } from './FocusedAlert';

/** /auth/forgot-password: sends a reset link. The answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const t = accountEn.forgotPassword;
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string>();

  async function onSubmit(values: ForgotPasswordValues) {
    setServerError(undefined);
    try {
      await publicEndpoints().resetPasswordEmail(values);
      track('forgot_password');
      setSent(true);
    } catch (error) {
      // Only a refusal to send at all (rate limit, outage) is an error; an unknown account is not.
      setServerError(
        isApiError(error) && error.status === 429
          ? (error.problem?.detail ?? unexpectedErrorMessage())
          : unexpectedErrorMessage(),
      );
    }
  }

  return (
    <Page title={t.title}>
      {sent ? (
        <>
          <FocusedAlert variant="success">{t.sent}</FocusedAlert>
          <p>
            <Link to="/auth/login">{t.backToLogin}</Link>
          </p>
        </>
      ) : (
        <ForgotPasswordForm onSubmit={onSubmit} serverError={serverError} />
      )}
    </Page>
  );
}
