import {
  isApiError,
  paths,
  problemMessage,
  signInRequestSchema,
  signInResponseSchema,
  signInSecondStepSchema,
  problemWords,
  translateFrom,
  unexpectedErrorMessage,
  type SignInResponse,
  type User,
} from '@citytax/api';
import { Button, TextField } from '@citytax/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { track } from '../analytics';
import { accountEn } from '../messages/account.en';
import { en } from '../messages/en';
import { loginEn } from '../messages/login.en';
import { Page } from '../shell/Page';
import { getApiClient } from '../state/api';
import { businesses } from '../state/businesses';
import { FocusedAlert } from './account/FocusedAlert';
import { features } from '../state/features';
import { pendingSignIn, type PendingSignIn } from '../state/pendingSignIn';
import { session } from '../state/session';
import styles from './pages.module.css';

export interface LoginLoaderData {
  returnUrl: string | null;
}

/** Router state that carries the message shown after a failed login. */
export interface LoginMessageState {
  message: string;
}

const migrationProblem = { type: 'account-migration-required', title: 'Account migration required' };
const misconfiguredProblem = { type: 'misconfigured-account', title: 'Misconfigured account' };

/** The user-facing message for a failed sign-in. */
export function signInFailureMessage(error: unknown): string {
  if (!isApiError(error)) return unexpectedErrorMessage();
  if (error.status === 401) return loginEn.invalidCredentials;
  if (error.status === 429) return error.problem?.detail ?? unexpectedErrorMessage();
  if (error.problem && error.status < 500) return problemMessage(error.problem, en.support);
  return unexpectedErrorMessage();
}

type Outcome =
  | { ok: true; user: User }
  | { ok: false; message: string }
  | { ok: 'secondStep'; pending: Omit<PendingSignIn, 'returnUrl'> };

/** The session a sign-in answered (after the password, or after the second step), as the portal keeps it. */
export function userOfSession(
  response: SignInResponse,
): { ok: true; user: User } | { ok: false; message: string } {
  if (!response.taxpayerId && !response.isBusinessUser) {
    return { ok: false, message: problemMessage(misconfiguredProblem, en.support) };
  }
  return {
    ok: true,
    user: {
      username: response.username,
      firstName: response.firstName,
      token: response.token,
      taxpayerId: response.taxpayerId,
      isBusinessUser: response.isBusinessUser,
    },
  };
}

async function signIn(username: string, password: string): Promise<Outcome> {
  try {
    const client = await getApiClient();
    const raw = await client.post<unknown>(paths.signIn, { username, password });
    if (!raw) return { ok: false, message: problemMessage(migrationProblem, en.support) };
    // No session yet: the second step is owed (ADR 0045).
    const owed = signInSecondStepSchema.safeParse(raw);
    if (owed.success) return { ok: 'secondStep', pending: owed.data.secondStep };
    return userOfSession(signInResponseSchema.parse(raw));
  } catch (error) {
    return { ok: false, message: signInFailureMessage(error) };
  }
}

/** Keeps the new session and loads what a signed-in page needs, as every sign-in does. */
export async function startSession(user: User): Promise<void> {
  session.signIn(user);
  await features.reload();
  if (user.isBusinessUser) {
    // Business users also load their linked businesses; a failure is only logged.
    await businesses
      .load()
      .catch((error: unknown) => console.warn('Loading linked businesses failed', error));
  }
  track('login', { business: user.isBusinessUser });
}

/**
 * /auth/login: email and password. A failed sign-in stays on the page: the email is kept, and focus
 * moves to the message (WCAG 2.4.3). /auth/login-failed brings a message from elsewhere.
 */
export function LoginPage() {
  const { returnUrl } = useLoaderData() as LoginLoaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  // `at` tells one failure from the next, so each one moves focus to the message again.
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const message = failure?.message ?? (location.state as LoginMessageState | null)?.message;
  const t = loginEn;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: { username?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username' && !next.username)
          next.username = `${t.email} ${translateFrom(problemWords.validation, issue.message)}`;
        if (field === 'password' && !next.password)
          next.password = `${t.password} ${translateFrom(problemWords.validation, issue.message)}`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    const outcome = await signIn(parsed.data.username, parsed.data.password);
    setBusy(false);
    if (outcome.ok === 'secondStep') {
      // The token stays in this tab's storage, never in the URL.
      pendingSignIn.save({ ...outcome.pending, returnUrl });
      navigate(outcome.pending.mustEnrol ? '/auth/second-step/set-up' : '/auth/second-step');
      return;
    }
    if (!outcome.ok) {
      setPassword('');
      setFailure({ message: outcome.message, at: Date.now() });
      return;
    }
    await startSession(outcome.user);
    navigate(returnUrl ?? '/dashboard');
  }

  return (
    <Page title={t.title}>
      {message ? (
        <FocusedAlert variant="error" focusKey={failure?.at}>
          {message}
        </FocusedAlert>
      ) : null}
      <form method="post" className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label={t.email}
          name="username"
          type="email"
          autoComplete="username"
          isRequired
          value={username}
          onChange={setUsername}
          error={errors.username}
        />
        <TextField
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" isLoading={busy} loadingLabel={t.submitting}>
          {t.submit}
        </Button>
      </form>
      <p>
        <Link to="/auth/forgot-password">{accountEn.forgotPassword.link}</Link>
      </p>
      <p>
        {t.noAccount} <Link to="/auth/register">{t.register}</Link>
      </p>
      <p>
        <Link to="/landing">{en.app.about}</Link>
      </p>
    </Page>
  );
}
