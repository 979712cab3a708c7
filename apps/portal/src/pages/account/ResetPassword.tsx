import { ResetPasswordForm, type ResetPasswordValues } from '@citytax/forms';
import { Alert } from '@citytax/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountEn } from '../../messages/account.en';
import { LazyModalAlert } from '../../shell/lazyDialog';
import { Page } from '../../shell/Page';
import { publicEndpoints } from './publicApi';
import { confirmErrorMessage, invalidPasswordReasons, missingLinkParts } from './confirmErrors';
import { FocusedAlert } from './FocusedAlert';

type Result = { kind: 'done' } | { kind: 'error'; message: string; at: number };

/** /auth/reset-password?email&token: the link from the reset email; chooses a new password. */
export function ResetPasswordPage() {
  const t = accountEn.resetPassword;
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const [result, setResult] = useState<Result | null>(null);
  const [invalidPassword, setInvalidPassword] = useState<string[] | null>(null);
  const missing = missingLinkParts(email, token);

  async function onSubmit(values: ResetPasswordValues) {
    if (!email || !token) return;
    setResult(null);
    try {
      await publicEndpoints().resetPassword({ email, token, password: values.password });
      setResult({ kind: 'done' });
    } catch (error) {
      const reasons = invalidPasswordReasons(error);
      if (reasons) setInvalidPassword(reasons);
      else setResult({ kind: 'error', message: confirmErrorMessage(error), at: Date.now() });
    }
  }

  if (missing.length > 0) {
    return (
      <Page title={t.title}>
        <Alert variant="error">
          {missing.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      </Page>
    );
  }

  return (
    <Page title={t.title}>
      {result?.kind === 'done' ? (
        <>
          <FocusedAlert variant="success">{t.success}</FocusedAlert>
          <p>
            <Link to="/auth/login">{t.login}</Link>
          </p>
        </>
      ) : (
        <>
          {result?.kind === 'error' ? (
            <FocusedAlert variant="error" focusKey={result.at}>
              {result.message}
            </FocusedAlert>
          ) : null}
          <ResetPasswordForm onSubmit={onSubmit} />
        </>
      )}
      {invalidPassword ? (
        <LazyModalAlert
          open
          onOpenChange={(open) => {
            if (!open) setInvalidPassword(null);
          }}
          title={t.invalidPasswordTitle}
          message={
            <ul>
              {invalidPassword.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Page>
  );
}
