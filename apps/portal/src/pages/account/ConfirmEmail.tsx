import { Alert } from '@citytax/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { accountEn } from '../../messages/account.en';
import { Page } from '../../shell/Page';
import { publicEndpointsWithSession } from './publicApi';
import { useUser } from '../../state/session';
import { confirmErrorMessage, missingLinkParts } from './confirmErrors';

export type ConfirmEmailResult = { ok: true; email: string } | { ok: false; messages: string[] };

/**
 * Confirms the email change as the screen loads (spec §7), once per navigation: a loader, not an
 * effect, so a re-render or StrictMode cannot spend the single-use token twice.
 */
export async function confirmEmailLoader({ request }: LoaderFunctionArgs): Promise<ConfirmEmailResult> {
  const params = new URL(request.url).searchParams;
  const email = params.get('email');
  const token = params.get('token');
  const missing = missingLinkParts(email, token);
  if (!email || !token) return { ok: false, messages: missing };
  try {
    // With this browser's session, if any, so that the server keeps it while it ends the others.
    await publicEndpointsWithSession().confirmEmailChange({
      email,
      token,
      id: params.get('id') ?? '',
    });
    return { ok: true, email };
  } catch (error) {
    return { ok: false, messages: [confirmErrorMessage(error)] };
  }
}

/** The token is single-use: never run the loader again for the same page. */
export const confirmEmailShouldRevalidate = () => false;

/** /confirm-email?token&email&id: the result of confirming a new email address. */
export function ConfirmEmailPage() {
  const t = accountEn.confirmEmail;
  const result = useLoaderData() as ConfirmEmailResult;
  const user = useUser();
  return (
    <Page title={t.title}>
      {result.ok ? (
        <>
          <Alert variant="success">{t.changed(result.email)}</Alert>
          <p>{user ? <Link to="/dashboard">{t.dashboard}</Link> : <Link to="/auth/login">{t.login}</Link>}</p>
        </>
      ) : (
        <Alert variant="error">
          {result.messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
    </Page>
  );
}
