import { AccountProblem, createEndpoints, isApiError, problemTypeName, ProblemType } from '@citytax/api';
import { ChangeEmailForm, type ChangeEmailValues } from '@citytax/forms';
import { useState } from 'react';
import { track } from '../../analytics';
import { accountEn } from '../../messages/account.en';
import { LazyModalAlert } from '../../shell/lazyDialog';
import { Page } from '../../shell/Page';
import { getApiClient } from '../../state/api';
import { useUser } from '../../state/session';
import { FocusedAlert } from './FocusedAlert';

interface Problem {
  title: string;
  message: string;
}

/** The refusals shown in the form rather than in a modal. */
const FORM_PROBLEMS: readonly string[] = [
  // Issue 16: a wrong current password (400) and too many wrong ones (429).
  AccountProblem.CurrentPasswordIncorrect,
  ProblemType.TooManyRequests,
  // Issue 18: the account's own address (409), which is not "Duplicate Email Address".
  AccountProblem.EmailUnchanged,
];

/** The server's message to show in the form, for the refusals listed above; else undefined. */
export function changeEmailFormError(error: unknown): string | undefined {
  if (!isApiError(error) || !error.problem) return undefined;
  const name = problemTypeName(error.problem.type);
  return FORM_PROBLEMS.includes(name) ? (error.problem.detail ?? error.problem.title) : undefined;
}

/** The modal of a failed change-email call (spec §8); null when the session expired instead. */
export function changeEmailProblem(error: unknown): Problem | null {
  const t = accountEn.changeEmail;
  // 401/403 mean the session ended; the session-expired alert says so.
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
  if (isApiError(error) && error.status === 400) {
    return { title: t.duplicateTitle, message: t.duplicateMessage };
  }
  return { title: t.failedTitle, message: t.failedMessage };
}

/** /change-email: asks for the new address; the change happens when its emailed link is opened. */
export function ChangeEmailPage() {
  const t = accountEn.changeEmail;
  const user = useUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [formError, setFormError] = useState<string>();

  async function onSubmit(values: ChangeEmailValues) {
    setFormError(undefined);
    try {
      await createEndpoints(await getApiClient()).changeEmail({
        email: values.email,
        currentPassword: values.currentPassword,
      });
      track('change_email');
      setSentTo(values.email);
    } catch (error) {
      const message = changeEmailFormError(error);
      if (message) setFormError(message);
      else setProblem(changeEmailProblem(error));
    }
  }

  return (
    <Page title={t.title}>
      {sentTo ? (
        <FocusedAlert variant="success">{t.sent(sentTo)}</FocusedAlert>
      ) : (
        <>
          <p>{t.intro}</p>
          <ChangeEmailForm onSubmit={onSubmit} serverError={formError} currentEmail={user?.username} />
        </>
      )}
      {problem ? (
        <LazyModalAlert
          open
          onOpenChange={(open) => {
            if (!open) setProblem(null);
          }}
          title={problem.title}
          message={problem.message}
        />
      ) : null}
    </Page>
  );
}
